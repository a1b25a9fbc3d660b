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
