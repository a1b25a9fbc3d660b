@a: @b;
@b: @c;
@c: @a;
fdlFUICalendarView { background-color: @a; }
