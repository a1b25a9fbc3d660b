/*
 * light.nss — the calendar's built-in light theme, written out in full.
 *
 * Every property the calendar reads is stated here with the control's own light
 * colours, so this file is both a reference and a starting point: copy it, change
 * what you need, and delete the rest (anything left out keeps its default).
 * Resolved for the light appearance it gives exactly the built-in light theme.
 */

// The view's own background (an addition of Calends: the control's
// customCalendarBackgroundColor).
fdlFUICalendarView {
  background-color: #FFFFFF;
}

// "January 2025" above each month: tertiaryLabel, 17 pt semibold.
fdlFUICalendarView_monthHeaderText {
  font-color: #5B738B;
  font-style: headline;      /* 17 pt semibold */
  font-name: semiboldSystem;
  font-size: 17;
}

// The day numbers.
fdlFUICalendarItemView_title {
  font-color: #223548;             /* primaryLabel: days of the displayed month */
  font-style: callout;             /* 16 pt regular */
  font-name: system;
  font-size: 16;
  tint-color-disabled: #8396A875;  /* quaternaryLabel (RRGGBBAA): adjacent months, out of range, disabled dates */
  tint-color-highlighted: #0070F2; /* tint: today */
  font-name-highlighted: boldSystem;
  tint-color-selected: #FFFFFF;    /* primaryBackground: drawn over the selection circle */
  font-name-selected: boldSystem;
}

// Week numbers in the leading column, when shown.
fdlFUICalendarItemView_weekNumberText {
  font-color: #5B738B;
  font-style: caption2;      /* 11 pt regular */
  font-name: system;
  font-size: 11;
}

// The circle behind a single selected day.
fdlFUICalendarItemView_selectionSingle {
  background-color: #0070F2;
}

// The band behind a selected range: the tint at 20 % opacity.
fdlFUICalendarItemView_selectionRange {
  background-color: #0070F233;
}

// The event dot below a day: tertiaryLabel at 60 % opacity.
fdlFUICalendarItemView_eventView {
  background-color: #5B738B99;
}

/* A fill over a whole date cell: clear, for class rules (`_dayBackground.sold-out`). */
fdlFUICalendarItemView_dayBackground {
  background-color: #00000000;
}

// The weekday row (S M T W T F S).
fdlFUIWeekLabelView_weekDayText {
  font-color: #5B738B;
  font-style: caption2;      /* 11 pt regular; the bold font-name below sets the weight */
  font-name: boldSystem;
  font-size: 11;
  tint-color-highlighted: #0070F2; /* today's weekday */
}

// Calends additions (the control documents no selector for these parts).

// The secondary calendar's label under each day (alternateCalendar).
fdlFUICalendarItemView_subtitle {
  font-style: caption2;      /* 11 pt regular */
  font-color: #5B738B;
  font-name: system;
  font-size: 11;
}

// The expandable style's drag handle: tertiaryLabel at 40 %.
fdlFUICalendarView_handle {
  background-color: #5B738B66;
}

// The full-screen month's row rules: quaternaryLabel at 60 % of its opacity.
fdlFUICalendarView_separator {
  background-color: #8396A846;
}

// ---------------------------------------------------------------------------------------
// Week timeline (style: timeline) — QVRWeekView's customisation properties. Each property
// is also a spec field named as in the control's API (shown after the value); a spec field
// wins over this sheet.
// ---------------------------------------------------------------------------------------

// The view: mainBackgroundColor shows between the day columns; spacing between and around them.
fdlQVRWeekView {
  background-color: #CACACA;            /* mainBackgroundColor */
  portrait-side-spacing: 5;               /* portraitDayViewSideSpacing */
  landscape-side-spacing: 1;              /* landscapeDayViewSideSpacing */
  portrait-vertical-spacing: 15;          /* portraitDayViewVerticalSpacing */
  landscape-vertical-spacing: 10;         /* landscapeDayViewVerticalSpacing */
}

// The bar above the columns, holding the day labels and all-day events.
fdlQVRWeekView_topBar {
  background-color: #DCDCDC;            /* topBarColor */
  height: 35;                             /* defaultTopBarHeight */
}

// The bar left of the columns, holding the hour labels.
fdlQVRWeekView_sideBar {
  background-color: #CACACA;            /* sideBarColor */
  width: 25;                              /* sideBarWidth */
}

// Day labels: the longest format that fits the column is used.
fdlQVRWeekView_dayLabel {
  font-color: #000000;                  /* dayLabelTextColor */
  tint-color-highlighted: #14426F;      /* dayLabelTodayTextColor */
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
  font-color: #000000;                  /* hourLabelTextColor */
  font-style: body;
  font-name: boldSystem;                  /* hourLabelFont: bold 12 */
  font-size: 12;
  minimum-font-size: 6;                   /* hourLabelMinimumFontSize */
  date-format: "HH";                      /* hourLabelDateFormat */
}

// Day columns by state; today is "highlighted", days before now "passed".
fdlQVRWeekView_dayColumn {
  background-color: #F8F8F8;            /* defaultDayViewColor */
  background-color-weekend: #EAEAEA;    /* weekendDayViewColor */
  background-color-passed: #F0F0F0;     /* passedDayViewColor */
  background-color-passed-weekend: #E4E4E4; /* passedWeekendDayViewColor */
  background-color-highlighted: #F8F8F8; /* todayViewColor */
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
  background-color: #5A5A5A;            /* dayViewHourIndicatorColor */
  thickness: 3;                           /* dayViewHourIndicatorThickness */
}

// Full lines at each hour.
fdlQVRWeekView_mainSeparator {
  background-color: #CACACA;            /* dayViewMainSeparatorColor */
  thickness: 1;                           /* dayViewMainSeparatorThickness */
}

// Dashed lines at each half hour.
fdlQVRWeekView_dashedSeparator {
  background-color: #CACACA;            /* dayViewDashedSeparatorColor */
  thickness: 1;                           /* dayViewDashedSeparatorThickness */
  dash-pattern: 3 1;                      /* dayViewDashedSeparatorPattern */
}

// ---------------------------------------------------------------------------------------
// The booking grid (style: booking), after RVS_CalendarInput. Light: the tint as the
// buttons' colour, a pale tint fill so enabled days read as buttons.
// Disabled days have no colour property: they are the background's grey, inverted when
// selected, at the disabledDay alpha.
// ---------------------------------------------------------------------------------------

// The view, and what disabled days are drawn from.
fdlRVSCalendarInput {
  background-color: #FFFFFF;
}

// The year on a capsule, at the top and above each January.
fdlRVSCalendarInput_yearHeader {
  background-color: #223548;
  font-color: #FFFFFF;
  font-style: title3;        /* 20 pt; the bold font-name below sets the weight */
  font-name: boldSystem;
  font-size: 20;
}

// The month's name on a capsule.
fdlRVSCalendarInput_monthHeader {
  background-color: #5B738B;
  font-color: #FFFFFF;
  font-style: body;
  font-name: boldSystem;
  font-size: 18;
}

// The weekday names on their strip above the grid.
fdlRVSCalendarInput_weekdayHeader {
  background-color: #FFFFFF;
  font-color: #223548;
  font-style: subheadline;   /* 15 pt */
  font-name: boldSystem;
  font-size: 15;
}

// Enabled days: toggle buttons, off (normal) and on (-selected).
fdlRVSCalendarInput_dayButton {
  background-color: #E5F0FE;
  font-color: #0070F2;
  font-style: title3;        /* 20 pt */
  font-name: semiboldSystem;
  font-size: 20;
  background-color-selected: #0070F2;
  tint-color-selected: #FFFFFF;
  font-name-selected: boldSystem;
}

// Disabled days: only their transparency and font can be set.
fdlRVSCalendarInput_disabledDay {
  alpha: 0.4;                /* the widget's disabledAlpha */
  font-style: title3;
  font-name: system;
  font-size: 20;
}
