fdlFUICalendarView { background-color: #FFF; }
fdlFUICalendarItemView_title { font-name: "Int√(er"; }
