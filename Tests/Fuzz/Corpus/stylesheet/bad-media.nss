fdlFUICalendarView_handle, fdlFUICalendarView_separator { background-color: darkGray; }
@media (device:ipod) { }
