fdlFUICalendarItemView_title { font-color: #12345; tint-color-selected: transparent; }
}
