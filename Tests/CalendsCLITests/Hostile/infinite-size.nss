fdlFUICalendarItemView_title { font-size: inf; }
