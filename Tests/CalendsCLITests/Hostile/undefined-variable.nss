fdlFUICalendarView { background-color: @brand; }
