fdlFUICalendarView { background-color: rgb(300, -1, nan); }
