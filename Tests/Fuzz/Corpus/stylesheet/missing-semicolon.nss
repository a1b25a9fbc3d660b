fdlFUICalendarView { background-color: hsl(200, 50%, 50%) }
