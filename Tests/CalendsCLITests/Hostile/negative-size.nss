fdlFUICalendarItemView_title { font-size: -3; }
