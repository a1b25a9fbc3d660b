@x: 1;
fdlFUICalendarView{background-color:rgb(1,2,3)}
