fdlFUICalendarView { background-color: #FFF; }
}
