/*
 * dark.nss — the calendar's built-in dark theme, written out in full.
 *
 * The same properties as light.nss with the control's dark colours. All colours are
 * literals, so this file gives the dark look whichever appearance it is resolved for
 * (palette tokens such as tintColor would follow the appearance instead).
 */

// The view's own background.
fdlFUICalendarView {
  background-color: #000000;
}

// Month header: tertiaryLabel, 17 pt semibold.
fdlFUICalendarView_monthHeaderText {
  font-color: #A9B4BE;
  font-style: headline;      /* 17 pt semibold */
  font-name: semiboldSystem;
  font-size: 17;
}

// The day numbers.
fdlFUICalendarItemView_title {
  font-color: #F5F6F7;             /* primaryLabel */
  font-style: callout;             /* 16 pt regular */
  font-name: system;
  font-size: 16;
  tint-color-disabled: #A9B4BE4D;  /* quaternaryLabel (RRGGBBAA) */
  tint-color-highlighted: #4DB1FF; /* tint: today */
  font-name-highlighted: boldSystem;
  tint-color-selected: #000000;    /* primaryBackground, over the selection circle */
  font-name-selected: boldSystem;
}

// Week numbers.
fdlFUICalendarItemView_weekNumberText {
  font-color: #A9B4BE;
  font-style: caption2;      /* 11 pt regular */
  font-name: system;
  font-size: 11;
}

// Single selection circle: the dark tint.
fdlFUICalendarItemView_selectionSingle {
  background-color: #4DB1FF;
}

// Range band: the tint at 30 % opacity.
fdlFUICalendarItemView_selectionRange {
  background-color: #4DB1FF4D;
}

// Event dot: tertiaryLabel at 60 % opacity.
fdlFUICalendarItemView_eventView {
  background-color: #A9B4BE99;
}

/* A fill over a whole date cell: clear, for class rules (`_dayBackground.sold-out`). */
fdlFUICalendarItemView_dayBackground {
  background-color: #00000000;
}

// Weekday row.
fdlFUIWeekLabelView_weekDayText {
  font-color: #A9B4BE;
  font-style: caption2;      /* 11 pt regular; the bold font-name below sets the weight */
  font-name: boldSystem;
  font-size: 11;
  tint-color-highlighted: #4DB1FF; /* today's weekday */
}

// Calends additions (the control documents no selector for these parts).

// The secondary calendar's label under each day (alternateCalendar).
fdlFUICalendarItemView_subtitle {
  font-style: caption2;      /* 11 pt regular */
  font-color: #A9B4BE;
  font-name: system;
  font-size: 11;
}

// The expandable style's drag handle: tertiaryLabel at 40 %.
fdlFUICalendarView_handle {
  background-color: #A9B4BE66;
}

// The full-screen month's row rules: quaternaryLabel at 60 % of its opacity.
fdlFUICalendarView_separator {
  background-color: #A9B4BE2E;
}

// ---------------------------------------------------------------------------------------
// Week timeline (style: timeline) — QVRWeekView's customisation properties. Each property
// is also a spec field named as in the control's API (shown after the value); a spec field
// wins over this sheet.
// ---------------------------------------------------------------------------------------

// The view: mainBackgroundColor shows between the day columns; spacing between and around them.
fdlQVRWeekView {
  background-color: #3A3A3C;            /* mainBackgroundColor */
  portrait-side-spacing: 5;               /* portraitDayViewSideSpacing */
  landscape-side-spacing: 1;              /* landscapeDayViewSideSpacing */
  portrait-vertical-spacing: 15;          /* portraitDayViewVerticalSpacing */
  landscape-vertical-spacing: 10;         /* landscapeDayViewVerticalSpacing */
}

// The bar above the columns, holding the day labels and all-day events.
fdlQVRWeekView_topBar {
  background-color: #2C2C2E;            /* topBarColor */
  height: 35;                             /* defaultTopBarHeight */
}

// The bar left of the columns, holding the hour labels.
fdlQVRWeekView_sideBar {
  background-color: #3A3A3C;            /* sideBarColor */
  width: 25;                              /* sideBarWidth */
}

// Day labels: the longest format that fits the column is used.
fdlQVRWeekView_dayLabel {
  font-color: #F5F6F7;                  /* dayLabelTextColor */
  tint-color-highlighted: #4DB1FF;      /* dayLabelTodayTextColor */
  font-style: body;
  font-name: boldSystem;                  /* dayLabelDefaultFont: bold 14 */
  font-size: 14;
  minimum-font-size: 8;                   /* dayLabelMinimumFontSize */
  long-date-format: "E d MMM y";          /* dayLabelLongDateFormat */
  normal-date-format: "E d MMM";          /* dayLabelNormalDateFormat */
  short-date-format: "d MMM";             /* dayLabelShortDateFormat */
}

// Hour labels in the side bar.
fdlQVRWeekView_hourLabel {
  font-color: #F5F6F7;                  /* hourLabelTextColor */
  font-style: body;
  font-name: boldSystem;                  /* hourLabelFont: bold 12 */
  font-size: 12;
  minimum-font-size: 6;                   /* hourLabelMinimumFontSize */
  date-format: "HH";                      /* hourLabelDateFormat */
}

// Day columns by state; today is "highlighted", days before now "passed".
fdlQVRWeekView_dayColumn {
  background-color: #1C1C1E;            /* defaultDayViewColor */
  background-color-weekend: #2A2A2D;    /* weekendDayViewColor */
  background-color-passed: #232325;     /* passedDayViewColor */
  background-color-passed-weekend: #303033; /* passedWeekendDayViewColor */
  background-color-highlighted: #1C1C1E; /* todayViewColor */
  height: 1400;                           /* dayViewCellInitialHeight: a whole day at zoom 1 */
}

// Text inside timed and all-day events (their fill is each event's own colour).
fdlQVRWeekView_event {
  font-color: #FFFFFF;                    /* eventLabelTextColor */
  font-style: body;
  font-name: boldSystem;                  /* eventLabelFont: bold 12 */
  font-size: 12;
  horizontal-padding: 2;                  /* eventLabelHorizontalTextPadding */
  vertical-padding: 2;                    /* eventLabelVerticalTextPadding */
  corner-radius: 4;                       /* eventCornerRadius (ours) */
  gap: 2;                                 /* eventGap: space between neighbouring blocks */
  minimum-height: 0;                      /* eventMinimumHeight: 0 = one line of the label */
}

// The time range under (or beside) an event's title.
fdlQVRWeekView_eventTime {
  font-color: #FFFFFF;                    /* eventTimeTextColor */
  font-style: body;
  font-name: mediumSystem;                /* eventTimeFont: medium 11 */
  font-size: 11;
}

// The location line inside events.
fdlQVRWeekView_eventInfo {
  font-style: body;
  font-name: boldSystem;                  /* eventLabelInfoFont: bold 12 */
  font-size: 12;
}

fdlQVRWeekView_allDayEvent {
  height: 40;                             /* allDayEventHeight */
  vertical-spacing: 5;                    /* allDayEventVerticalSpacing */
  maximum-rows: 3;                        /* allDayEventMaximumRows: then "+N more" */
}

// The current-time line in today's column.
fdlQVRWeekView_hourIndicator {
  background-color: #D1D1D6;            /* dayViewHourIndicatorColor */
  thickness: 3;                           /* dayViewHourIndicatorThickness */
}

// Full lines at each hour.
fdlQVRWeekView_mainSeparator {
  background-color: #48484A;            /* dayViewMainSeparatorColor */
  thickness: 1;                           /* dayViewMainSeparatorThickness */
}

// Dashed lines at each half hour.
fdlQVRWeekView_dashedSeparator {
  background-color: #48484A;            /* dayViewDashedSeparatorColor */
  thickness: 1;                           /* dayViewDashedSeparatorThickness */
  dash-pattern: 3 1;                      /* dayViewDashedSeparatorPattern */
}

// ---------------------------------------------------------------------------------------
// The booking grid (style: booking), after RVS_CalendarInput. Dark: the same roles in the
// dark palette.
// Disabled days have no colour property: they are the background's grey, inverted when
// selected, at the disabledDay alpha.
// ---------------------------------------------------------------------------------------

// The view, and what disabled days are drawn from.
fdlRVSCalendarInput {
  background-color: #000000;
}

// The year on a capsule, at the top and above each January.
fdlRVSCalendarInput_yearHeader {
  background-color: #A9B4BE;
  font-color: #000000;
  font-style: title3;        /* 20 pt; the bold font-name below sets the weight */
  font-name: boldSystem;
  font-size: 20;
}

// The month's name on a capsule.
fdlRVSCalendarInput_monthHeader {
  background-color: #3A4652;
  font-color: #F5F6F7;
  font-style: body;
  font-name: boldSystem;
  font-size: 18;
}

// The weekday names on their strip above the grid.
fdlRVSCalendarInput_weekdayHeader {
  background-color: #000000;
  font-color: #F5F6F7;
  font-style: subheadline;   /* 15 pt */
  font-name: boldSystem;
  font-size: 15;
}

// Enabled days: toggle buttons, off (normal) and on (-selected).
fdlRVSCalendarInput_dayButton {
  background-color: #0F2A40;
  font-color: #4DB1FF;
  font-style: title3;        /* 20 pt */
  font-name: semiboldSystem;
  font-size: 20;
  background-color-selected: #4DB1FF;
  tint-color-selected: #000000;
  font-name-selected: boldSystem;
}

// Disabled days: only their transparency and font can be set.
fdlRVSCalendarInput_disabledDay {
  alpha: 0.4;                /* the widget's disabledAlpha */
  font-style: title3;
  font-name: system;
  font-size: 20;
}
