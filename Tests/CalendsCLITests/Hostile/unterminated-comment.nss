fdlFUICalendarView { background-color: #FFF; }
/* never closed
