import CalendsModel
import CalendsValues

/// Cuts a selected range into one band segment per row it crosses.
///
/// A segment's end is round where the range itself starts or ends, and flat where the
/// range runs on into the next row or month — so the pieces read as one continuous band.
/// Caps are worked out in logical order and then mirrored with the columns, so a
/// right-to-left grid gets its round start on the right.
struct RangeBandLayout {
  let columns: GridColumns
  let cells: DayCellLayout
  let bandHeight: Double

  /// `row` lists the row's visible days by logical column (nil for a blank cell).
  func segments(row: [Day?], start: Day, end: Day, rowY: Double, rowHeight: Double) -> [LayoutItem]
  {
    let inRange = row.enumerated().compactMap { column, day -> (Int, Day)? in
      guard let day, day >= start, day <= end else { return nil }
      return (column, day)
    }
    guard let first = inRange.first, let last = inRange.last, start != end else { return [] }
    let startsHere = first.1 == start
    let endsHere = last.1 == end
    let sample = columns.dayFrame(column: first.0, y: rowY, height: rowHeight)
    let centerY = cells.discCenter(in: sample).y
    // Logical extent: from the first cell's centre (round start) or its outer edge.
    let firstFrame = columns.dayFrame(column: first.0, y: rowY, height: rowHeight)
    let lastFrame = columns.dayFrame(column: last.0, y: rowY, height: rowHeight)
    let radius = bandHeight / 2
    let firstEdge: (Double, Double) =
      columns.rightToLeft
      ? (startsHere ? firstFrame.midX + radius : firstFrame.maxX, 0)
      : (startsHere ? firstFrame.midX - radius : firstFrame.minX, 0)
    let lastEdge: (Double, Double) =
      columns.rightToLeft
      ? (endsHere ? lastFrame.midX - radius : lastFrame.minX, 0)
      : (endsHere ? lastFrame.midX + radius : lastFrame.maxX, 0)
    let left = min(firstEdge.0, lastEdge.0)
    let right = max(firstEdge.0, lastEdge.0)
    let roundLeft = columns.rightToLeft ? endsHere : startsHere
    let roundRight = columns.rightToLeft ? startsHere : endsHere
    let caps = BandCaps(left: roundLeft ? .round : .flat, right: roundRight ? .round : .flat)
    return [
      LayoutItem(
        .rangeBand(.init(date: first.1, endDate: last.1, caps: caps)),
        frame: Rect(x: left, y: centerY - radius, width: right - left, height: bandHeight))
    ]
  }
}
