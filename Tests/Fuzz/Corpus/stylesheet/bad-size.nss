fdlFUICalendarItemView_title { font-name: "Inter-SemiBold"; font-size: 0; }
