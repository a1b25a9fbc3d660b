@brand: #087E8B;
@accent: @brand;
fdlFUICalendarView { background-color: #F0F7F8; }
fdlFUICalendarItemView_title { font-color: #0B3C49; font-size: 16; tint-color { -highlighted }: #FF5A5F; font-name-highlighted: boldSystem; }
fdlFUICalendarItemView_selectionSingle, fdlFUICalendarItemView_eventView { background-color: @accent; }
@media (device:ipad) { fdlFUICalendarItemView_title { font-size: 18; } }
