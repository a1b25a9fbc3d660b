@media (device:ipad) and (orientation:landscape) { @v: 12; fdlFUICalendarView_monthHeaderText { font-size: @v; font-style: headline; } }
