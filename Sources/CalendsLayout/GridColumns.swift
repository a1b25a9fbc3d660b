import CalendsValues
/// Where each of the seven day columns (and the week-number column) sits horizontally.
///
/// Styles work in logical columns — 0 is the first weekday — and ask this type for the
/// visual position, so right-to-left mirroring happens in exactly one place.
struct GridColumns {
  let width: Double
  let showsWeekNumbers: Bool
  let rightToLeft: Bool
  /// The grid's left edge: 0 for a grid as wide as the image, a block's edge in the year views.
  var originX: Double = 0

  var weekNumberWidth: Double { showsWeekNumbers ? width * CalendarMetrics.weekNumberShare : 0 }
  var dayWidth: Double {
    showsWeekNumbers ? width * CalendarMetrics.dayShareWithWeekNumbers : width / 7
  }

  /// The visual left edge of logical column `column` (0…6).
  func dayX(_ column: Int) -> Double {
    originX
      + (rightToLeft
        ? width - weekNumberWidth - Double(column + 1) * dayWidth
        : weekNumberWidth + Double(column) * dayWidth)
  }

  /// The week-number column sits before the first day: at the left, or at the right in RTL.
  var weekNumberX: Double { originX + (rightToLeft ? width - weekNumberWidth : 0) }

  func dayFrame(column: Int, y: Double, height: Double) -> Rect {
    Rect(x: dayX(column), y: y, width: dayWidth, height: height)
  }
}
