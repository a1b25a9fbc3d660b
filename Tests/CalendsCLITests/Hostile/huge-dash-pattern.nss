fdlQVRWeekView_dashedSeparator { dash-pattern: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1; }
