import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

/// The wall month's events and how many a day may show.
struct WallMonthEvents {
  var events: [TimelineEvent]
  var dayMaxEvents: Int?
  /// The most lines an event's text takes while its week row has room.
  var titleLines: Int
}

/// Where the wall month's events go in its cells: the space under each day's number is cut
/// into slots, one line of text each; `WallMonthPlacement` says which piece takes which slot,
/// and this type turns pieces into frames, mirrored in a right-to-left grid by `GridColumns`.
/// A title too long for its bar or line is fitted as a day's subtitle is
/// (`TextFitRule.cellLabel`: cut with an ellipsis at its end; a number shrunk or left out),
/// so the dump shows what is drawn.
struct WallMonthCells {
  let columns: GridColumns
  /// The grid's cells, for where a day's number (and its disc) ends.
  let cells: DayCellLayout
  /// The stylesheet's (unscaled) theme: event titles take the timeline's event font.
  let theme: CalendarTheme
  let measurer: any TextMeasuring
  /// The locale's words and digits, for "+N more".
  let text: CalendarText
  let events: WallMonthEvents

  /// Event text follows the day's width (an eighth of it), within 8…12 pt.
  var fontSize: Double {
    (min(12, max(8, columns.dayWidth / 8)) * 2).rounded(.down) / 2
  }

  /// A bar's title: the timeline's event label at the cells' event size.
  var titleFont: FontSpec { theme.timeline.eventLabel.font.withSize(fontSize) }
  /// A line's `HH:MM title` and "+N more": the day labels' font at that size.
  var lineFont: FontSpec { theme.dayLabel.font.withSize(fontSize) }

  /// One slot: the text's line and a point above and below it, and a point to the next.
  var slotHeight: Double {
    (measurer.measure("Mg", font: titleFont).height + 2).rounded(.up) + 1
  }

  /// From a cell's top to its first slot: below the number's disc.
  var eventsTop: Double {
    cells.discFrame(in: Rect(x: 0, y: 0, width: columns.dayWidth, height: 100)).maxY + 2
  }

  /// The largest scale of the stylesheet's day fonts in a wall month (a printed year's month
  /// pages, without events, go up to `YearMetrics.maximumPageFontScale`).
  static let maximumFontScale = 1.0

  /// The space a cell keeps free under its last slot.
  static let bottomPadding = 2.0
  /// The gap between a bar's end and its cell's edge, where the event starts or ends.
  static let barInset = 2.0

  /// A row tall enough for one slot, so every day can at least say "+N more".
  var smallestCellHeight: Double { eventsTop + slotHeight + Self.bottomPadding }

  /// The slots a cell `cellHeight` tall has room for.
  func fit(cellHeight: Double) -> Int {
    max(1, Int(((cellHeight - eventsTop - Self.bottomPadding) / slotHeight).rounded(.down)))
  }

  /// The bars, lines and "+N more" items of the grid whose rows of visible days (`rows`,
  /// nil for a blank cell) start at `top`.
  func items(rows: [[Day?]], top: Double, cellHeight: Double) -> [LayoutItem] {
    let fit = fit(cellHeight: cellHeight)
    let placement = WallMonthPlacement(
      events: events.events, rows: rows, fit: fit, dayMaxEvents: events.dayMaxEvents)
    let lines = slotLines(placement, rows: rows, fit: fit)
    func lineCount(week: Int, slot: Int) -> Int {
      lines[week].indices.contains(slot) ? lines[week][slot] : 1
    }
    func slotY(week: Int, slot: Int) -> Double {
      top + Double(week) * cellHeight + eventsTop
        + Double(lines[week].prefix(slot).reduce(0, +) + max(0, slot - lines[week].count))
        * slotHeight
    }
    let height = slotHeight - 1
    var items: [LayoutItem] = []
    for piece in placement.pieces {
      let event = events.events[piece.event]
      let y = slotY(week: piece.week, slot: piece.slot)
      let room = lineCount(week: piece.week, slot: piece.slot)
      if piece.isBar {
        items.append(bar(piece, event, row: rows[piece.week], y: y, lines: room))
      } else {
        let day = rows[piece.week][piece.firstColumn]!
        items.append(
          line(event, day: day, column: piece.firstColumn, slot: piece.slot, y: y, lines: room))
      }
    }
    for more in placement.more {
      let cell = columns.dayFrame(
        column: more.column, y: slotY(week: more.week, slot: more.slot), height: height)
      let inset = Self.barInset + 1
      items.append(
        LayoutItem(
          .moreLink(
            .init(
              date: rows[more.week][more.column]!, count: more.count,
              text: text.moreEvents(more.count),
              slot: more.slot, fontSize: fontSize,
              hidden: more.events.map { events.events[$0].id })),
          frame: Rect(
            x: cell.x + inset, y: cell.y, width: max(0, cell.width - 2 * inset), height: height)))
    }
    return items
  }

  /// Lines per slot in each week row (`eventTitleLines`): while a row has slots no day uses,
  /// the slots whose texts are cut take more lines, top first, each as many as its longest
  /// text needs. A slot's lines are the same on every day of the week, so rows stay aligned;
  /// a row with a "+N more" is full and keeps one line a slot.
  func slotLines(_ placement: WallMonthPlacement, rows: [[Day?]], fit: Int) -> [[Int]] {
    var needed = Array(repeating: [Int](), count: rows.count)
    func need(_ week: Int, _ slot: Int, _ lines: Int) {
      while needed[week].count <= slot { needed[week].append(1) }
      needed[week][slot] = max(needed[week][slot], lines)
    }
    for piece in placement.pieces {
      let event = events.events[piece.event]
      let wanted =
        piece.isBar
        ? fitted(
          event.title, font: titleFont, width: barTextWidth(piece), lines: events.titleLines)
        : fitted(lineText(event), font: lineFont, width: lineTextWidth, lines: events.titleLines)
      need(piece.week, piece.slot, wanted.count)
    }
    for more in placement.more { need(more.week, more.slot, 1) }
    return needed.map { slots in
      var spare = fit - slots.count
      return slots.map { wanted in
        let extra = max(0, min(wanted - 1, spare))
        spare -= extra
        return 1 + extra
      }
    }
  }

  /// `text` fitted by the one policy (`TextFitting`) in at most `lines` lines: wrapped at
  /// line-break opportunities, the last line cut with an ellipsis where more would follow,
  /// a number never cut (shrunk, or left out); lines joined with a newline.
  private func fitted(_ text: String, font: FontSpec, width: Double, lines: Int)
    -> (text: String, fontSize: Double?, count: Int)
  {
    let fit = measurer.fit(
      text, font: font, width: width, rule: TextFitRule(maximumLines: max(1, lines)))
    return (fit.lines.joined(separator: "\n"), fit.fontSize, max(1, fit.lines.count))
  }

  /// The width of a bar's text: the bar less its padding.
  private func barTextWidth(_ piece: WallMonthPlacement.Piece) -> Double {
    let inset = Self.barInset
    let left = (piece.continuesBefore ? 0 : inset)
    let right = (piece.continuesAfter ? 0 : inset)
    let width = Double(abs(piece.lastColumn - piece.firstColumn) + 1) * columns.dayWidth
    return max(0, width - left - right - 2 * Self.barPadding)
  }

  /// The padding of a bar's text on each side.
  static let barPadding = 4.0

  /// A bar across the piece's columns; inset where the event starts or ends, flush with the
  /// cell's edge where it goes on into the next or previous row; its text in up to `lines`
  /// lines.
  private func bar(
    _ piece: WallMonthPlacement.Piece, _ event: TimelineEvent, row: [Day?], y: Double,
    lines: Int
  ) -> LayoutItem {
    let first = columns.dayX(piece.firstColumn)
    let last = columns.dayX(piece.lastColumn)
    let inset = Self.barInset
    let (leftOpen, rightOpen) =
      columns.rightToLeft
      ? (piece.continuesAfter, piece.continuesBefore)
      : (piece.continuesBefore, piece.continuesAfter)
    let left = min(first, last) + (leftOpen ? 0 : inset)
    let right = max(first, last) + columns.dayWidth - (rightOpen ? 0 : inset)
    let padding = Self.barPadding
    let span = event.allDayDays
    let textWidth = max(0, right - left - 2 * padding)
    let title = fitted(event.title, font: titleFont, width: textWidth, lines: lines)
    // As tall as its own lines: the slot may be taller for another day's text.
    let textHeight = Double(title.count) * slotHeight - 1
    let frame = Rect(x: left, y: y, width: max(0, right - left), height: textHeight)
    return LayoutItem(
      .eventBar(
        .init(
          identifier: event.id, title: event.title, color: event.color,
          start: row[piece.firstColumn]!, end: row[piece.lastColumn]!,
          eventStart: span.lowerBound, eventEnd: span.upperBound, week: piece.week,
          slot: piece.slot, continuesBefore: piece.continuesBefore,
          continuesAfter: piece.continuesAfter, fontSize: title.fontSize ?? fontSize,
          text: title.text == event.title ? nil : title.text,
          textFrame: Rect(x: frame.x + padding, y: y, width: textWidth, height: textHeight)
        )),
      frame: frame)
  }

  /// A line's text width: the cell less the dot, its gap and the insets.
  private var lineTextWidth: Double {
    max(0, columns.dayWidth - (Self.barInset + 1) - lineDot - Self.lineGap - Self.barInset)
  }
  private var lineDot: Double { (fontSize * 0.5).rounded() }
  static let lineGap = 3.0

  /// `HH:MM title`, as a line shows it.
  private func lineText(_ event: TimelineEvent) -> String {
    let minute = event.start.minute
    return LayoutItem.EventLine.text(
      time: pad(minute / 60) + ":" + pad(minute % 60), title: event.title)
  }

  /// A timed event's line in its day: a dot of its colour at the leading edge, then
  /// `HH:MM title`, in up to `lines` lines.
  private func line(
    _ event: TimelineEvent, day: Day, column: Int, slot: Int, y: Double, lines: Int
  ) -> LayoutItem {
    let height = slotHeight - 1
    let cell = columns.dayFrame(column: column, y: y, height: height)
    let inset = Self.barInset + 1
    let dot = lineDot
    let dotX = columns.rightToLeft ? cell.maxX - inset - dot : cell.x + inset
    let textX = columns.rightToLeft ? cell.x + Self.barInset : dotX + dot + Self.lineGap
    let textWidth = lineTextWidth
    let minute = event.start.minute
    let time = pad(minute / 60) + ":" + pad(minute % 60)
    let full = LayoutItem.EventLine.text(time: time, title: event.title)
    let drawn = fitted(full, font: lineFont, width: textWidth, lines: lines)
    let textHeight = Double(drawn.count) * slotHeight - 1
    return LayoutItem(
      .eventLine(
        .init(
          date: day, identifier: event.id, title: event.title, time: time, color: event.color,
          slot: slot, fontSize: drawn.fontSize ?? fontSize,
          text: drawn.text == full ? nil : drawn.text,
          dotFrame: Rect(x: dotX, y: y + (height - dot) / 2, width: dot, height: dot),
          textFrame: Rect(x: textX, y: y, width: textWidth, height: textHeight))),
      frame: Rect(
        x: cell.x + Self.barInset, y: y, width: cell.width - 2 * Self.barInset,
        height: textHeight))
  }

  private func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
}
