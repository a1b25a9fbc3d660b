fdlFUIWeekLabelView_weekDayText { font-style: caption1; tint-color-highlighted: primary1; font-name: "DejaVu Sans Bold"; }
