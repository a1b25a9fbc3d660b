/*
 * booking-clown.nss — "clown mode" for the booking grid (style: booking).
 *
 * RVS_CalendarInput's test harness has a clown button that paints the widget in "truly
 * ghastly colors"; this is the same joke as a stylesheet, and a check that every
 * booking selector reaches the picture. Disabled days are the one thing it cannot paint:
 * their colour comes from the background's grey, so only their transparency and font
 * change here.
 */

@custard: #FFF200;
@tomato: #FF2D00;
@lime: #39FF14;
@fuchsia: #FF00CC;
@cyan: #00E5FF;
@grape: #7A00FF;

fdlRVSCalendarInput {
  background-color: @custard;
}

fdlRVSCalendarInput_yearHeader {
  background-color: @lime;
  font-color: @fuchsia;
  font-name: DejaVu Serif Bold Italic;
  font-size: 24;
}

fdlRVSCalendarInput_monthHeader {
  background-color: @fuchsia;
  font-color: @lime;
  font-name: DejaVu Sans Mono Bold;
  font-size: 20;
}

fdlRVSCalendarInput_weekdayHeader {
  background-color: @tomato;
  font-color: @custard;
  font-style: headline;
  font-name: DejaVu Serif Bold;
}

fdlRVSCalendarInput_dayButton {
  background-color: @cyan;
  font-color: @tomato;
  font-name: DejaVu Serif Bold;
  font-size: 21;
  background-color-selected: @grape;
  tint-color { -selected }: @lime;
  font-name-selected: DejaVu Sans Mono Bold;
}

fdlRVSCalendarInput_disabledDay {
  alpha: 55%;
  font-name: DejaVu Sans Mono;
}
