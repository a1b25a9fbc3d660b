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
