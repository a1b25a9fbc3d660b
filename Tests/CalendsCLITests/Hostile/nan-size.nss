fdlFUICalendarItemView_title { font-size: nan; }
