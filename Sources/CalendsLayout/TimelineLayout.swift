import CalendsModel
import CalendsTheme

/// Lays out the timeline style.
struct TimelineLayout {
  let spec: CalendarSpec
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  func layout() -> LayoutTree {
    fatalError("timeline layout is not written yet")
  }
}
