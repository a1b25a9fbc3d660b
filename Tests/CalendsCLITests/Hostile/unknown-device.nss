@media (device:ipod) { fdlFUICalendarView { background-color: red; } }
