import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

/// Places what one date cell shows — number, selection disc, secondary-calendar label,
/// event dot — inside the cell's frame. Shared by every grid style so a day looks the same
/// in all of them.
struct DayCellLayout {
  enum NumberPlacement {
    /// Centred in the cell, raised to leave room below for the label and dot.
    case centered
    /// Near the top of a tall cell (the full-screen month).
    case top
  }

  let theme: CalendarTheme
  let measurer: any TextMeasuring
  let hasEventIndicator: Bool
  let hasSubtitle: Bool
  let placement: NumberPlacement
  /// The disc, band, raise and dot measures relative to the control's (the year views draw
  /// compact blocks with their fonts scaled alike); 1 everywhere else.
  var scale: Double = 1
  /// The spec's `days` and `heatmap` (`DayCellLayout+DayData.swift`).
  var dayData: DayData = .none

  var numberLineHeight: Double { measurer.measure("30", font: theme.dayTitle.normal.font).height }
  var subtitleLineHeight: Double {
    hasSubtitle ? measurer.measure("30", font: theme.dayLabel.font).height : 0
  }

  /// 26 pt: the disc circles the number alone, with or without a label under it.
  var discDiameter: Double { scale * CalendarMetrics.selectionDiameter }

  /// A range band's height, and the diameter of its end discs.
  var bandDiameter: Double { discDiameter + CalendarMetrics.bandExtra * scale }

  /// The event dot: scaled, but never below 3 pt, so it stays visible in print.
  var eventIndicatorSize: Double { CalendarMetrics.eventIndicatorSize * max(scale, 0.75) }

  func numberFrame(in cell: Rect) -> Rect {
    let centerY: Double
    switch placement {
    case .top:
      centerY = cell.minY + CalendarMetrics.fullScreenNumberTop + discDiameter / 2
    case .centered:
      // Number and label together are centred: the label's bottom lies `labelOffset` plus its
      // height below the number's centre, the number's top half its height above.
      let labelRaise =
        hasSubtitle ? (labelOffset + subtitleLineHeight - numberLineHeight / 2) / 2 : 0
      let raise =
        (hasEventIndicator ? CalendarMetrics.numberRaiseWithIndicator * scale : 0) + labelRaise
      centerY = cell.midY - raise
    }
    return Rect(
      x: cell.x, y: centerY - numberLineHeight / 2, width: cell.width, height: numberLineHeight)
  }

  /// How far below the number's centre the label's top lies: just under the number's line,
  /// and never on the disc, which circles the number alone.
  private var labelOffset: Double { max(numberLineHeight / 2 - 2, discDiameter / 2) }

  func subtitleFrame(in cell: Rect) -> Rect {
    let number = numberFrame(in: cell)
    return Rect(
      x: cell.x, y: number.midY + labelOffset, width: cell.width, height: subtitleLineHeight)
  }

  /// The disc's centre: the number's, whether or not a label is drawn under it.
  func discCenter(in cell: Rect) -> Point { numberFrame(in: cell).center }

  /// Where the event dot (or a day's dots) starts: below the number, label and disc.
  func indicatorTop(in cell: Rect) -> Double {
    let below = hasSubtitle ? subtitleFrame(in: cell).maxY : numberFrame(in: cell).maxY
    return max(below, discFrame(in: cell).maxY) + CalendarMetrics.eventIndicatorGap * scale
  }

  func discFrame(in cell: Rect, diameter: Double? = nil) -> Rect {
    let size = diameter ?? discDiameter
    return Rect(center: discCenter(in: cell), size: Size(width: size, height: size))
  }

  /// The items of one cell, in painting order (the disc under the number).
  func items(
    _ cell: DayCell, frame: Rect, text: CalendarText, subtitle: String?, discDiameter: Double? = nil
  ) -> [LayoutItem] {
    var items: [LayoutItem] = []
    let numberFrame = numberFrame(in: frame)
    // Days inside a range lie on the band; only its ends (and single days) get a disc.
    if cell.isSelected && cell.selection != .rangeMiddle {
      items.append(
        LayoutItem(
          .selectionIndicator(.init(date: cell.day, selection: cell.selection)),
          frame: discFrame(in: frame, diameter: discDiameter)))
    }
    let states = DayStates(cell)
    let decoration = decoration(of: cell.day, in: frame)
    items.append(
      LayoutItem(
        .dateCell(
          .init(
            date: cell.day, text: text.dayNumber(cell.day), states: states,
            inDisplayedMonth: cell.inDisplayedMonth, hasEvent: cell.hasEvent,
            selection: cell.selection, textFrame: numberFrame, decoration: decoration)),
        frame: frame))
    // A day's own subtitle takes the place of the secondary calendar's label, and its dots
    // the place of the event dot.
    if let subtitle, hasSubtitle, decoration?.subtitle == nil {
      items.append(
        LayoutItem(
          .dayLabel(
            .init(date: cell.day, text: subtitle, states: states, selection: cell.selection)),
          frame: subtitleFrame(in: frame)))
    }
    if cell.hasEvent, decoration?.dots.isEmpty ?? true {
      // The dots are centred as a row, `dotGap` apart, as a day's own dots are.
      let size = eventIndicatorSize
      let top = indicatorTop(in: frame)
      let count = Double(cell.eventDots.count)
      let left = frame.midX - (count * size + (count - 1) * dotGap) / 2
      for (index, color) in cell.eventDots.enumerated() {
        items.append(
          LayoutItem(
            .eventIndicator(.init(date: cell.day, color: color)),
            frame: Rect(
              x: left + Double(index) * (size + dotGap), y: top, width: size, height: size)))
      }
    }
    return items
  }
}
