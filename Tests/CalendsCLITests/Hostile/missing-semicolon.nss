fdlFUICalendarItemView_title { font-size: 17
 font-color: red; }
