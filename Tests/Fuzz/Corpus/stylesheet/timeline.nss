fdlQVRWeekView_dashedSeparator { dash-pattern: 3, 1; thickness: 1; }
fdlQVRWeekView_hourLabel { date-format: "HH:mm"; font-color: rgba(1, 2, 3, 0.5); }
