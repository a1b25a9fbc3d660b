import CalendsModel
import CalendsTheme

/// Lays out the booking style.
struct BookingLayout {
  let spec: CalendarSpec
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  func layout() -> LayoutTree {
    fatalError("booking layout is not written yet")
  }
}
