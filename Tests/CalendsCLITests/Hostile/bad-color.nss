fdlFUICalendarView { background-color: #12345G; }
