fdlFUICalendarItemView_title { font-name: "Inter;
}
