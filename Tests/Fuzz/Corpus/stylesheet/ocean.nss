/*
 * ocean.nss — an example theme: deep-sea blue text on a pale foam background, a teal
 * selection and coral for today and events.
 *
 * It shows the features of the format: variables (defined anywhere, last definition
 * wins, one variable may name another), comma-separated selectors, both spellings of a
 * state, and @media blocks that adjust the look on iPad.
 */

// The palette. Variables are collected before any rule is read, so they could equally
// be defined at the end of the file.
@deep:   #0B3954;
@sea:    #087E8B;
@foam:   #EEF8F9;
@coral:  #FF5A5F;
@muted:  rgba(11, 57, 84, 0.35);   /* @deep at 35 % for days outside the month */
@accent: @coral;                    /* a variable may name another */
@label-font: Inter-SemiBold;        /* PostScript form: family Inter, weight 600 */

fdlFUICalendarView {
  background-color: @foam;
}

fdlFUICalendarView_monthHeaderText {
  font-color: @deep;
  font-style: title3;               /* 20 pt */
  font-name: "Inter Bold";          /* family + style, quoted */
}

fdlFUICalendarItemView_title {
  font-color: @deep;
  font-size: 15;                    /* today and selected follow at 16 */
  tint-color-disabled: @muted;
  tint-color { -highlighted }: @accent;   /* the documentation's spelling */
  font-name { -highlighted }: heavySystem;
  tint-color-selected: white;             /* the file spelling */
  tint-color-selected-highlighted: white; /* a combined state: valid, not used by the calendar */
}

// One block for two selectors.
fdlFUIWeekLabelView_weekDayText,
fdlFUICalendarItemView_weekNumberText {
  font-color: @sea;
  font-style: caption1;             /* 12 pt */
  font-name: @label-font;
}

fdlFUIWeekLabelView_weekDayText {
  tint-color-highlighted: @accent;
}

fdlFUICalendarItemView_selectionSingle {
  background-color: @sea;
}

fdlFUICalendarItemView_selectionRange {
  background-color: hsla(186, 89%, 29%, 0.22);   /* @sea, lighter */
}

fdlFUICalendarItemView_eventView {
  background-color: @accent;
}

// iPad (regular size class): a larger month header and day numbers, and a slightly
// brighter teal. The variable is redefined only where the block applies, and every
// rule above that names @sea picks it up.
@media (device:ipad) {
  @sea: #0A9396;

  fdlFUICalendarView_monthHeaderText {
    font-style: title2;             /* 22 pt */
  }

  fdlFUICalendarItemView_title {
    font-size: 18;
  }
}

// iPad in landscape: a little more contrast for the wider grid.
@media (device:ipad) and (orientation:landscape) {
  fdlFUICalendarView {
    background-color: #E3F3F5;
  }
}
