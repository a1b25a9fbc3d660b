import CalendsModel
import CalendsValues

/// Which events a month grid's cells show, in which vertical slot, and what each day counts
/// in its "+N more": FullCalendar's day-grid placement, without geometry, so it can be tested
/// on its own (no two pieces share a slot of a day; every event is on each of its visible
/// days as a piece or in that day's count).
///
/// An event covers the days from its start's day to its end's, leaving out an end day it
/// reaches only at midnight (iCalendar's exclusive end; `TimelineEvent.allDayDays`). An
/// all-day event, or one covering several days, is a bar, cut into one piece per week row;
/// a timed event within one day is a line. Events are placed in FullCalendar's order: bars
/// before lines, longer bars first, all-day before timed, then by start, title and id. Each
/// piece takes the lowest slot free on all of its days in that row.
struct WallMonthPlacement {
  /// One event's share of one week row.
  struct Piece: Hashable {
    /// The event's index in the list given.
    var event: Int
    var week: Int
    /// Logical columns (0 = the first weekday), first ≤ last.
    var firstColumn: Int
    var lastColumn: Int
    var slot: Int
    var isBar: Bool
    var continuesBefore: Bool
    var continuesAfter: Bool
  }

  /// A day whose events do not all fit: how many are not drawn and the slot the count sits in.
  struct More: Hashable {
    var week: Int
    var column: Int
    var slot: Int
    var count: Int
    /// The hidden events, as indices into `events`, in placement order.
    var events: [Int]
  }

  /// The pieces drawn, in placement order, and the days' counts.
  var pieces: [Piece] = []
  var more: [More] = []

  /// `rows`: the grid's visible days per week row (nil for a blank cell); `fit`: the slots
  /// a cell has room for (at least 1); `dayMaxEvents`: at most this many events a day before
  /// "+N more", nil for as many as fit.
  init(events: [TimelineEvent], rows: [[Day?]], fit: Int, dayMaxEvents: Int?) {
    let visible = rows.flatMap { $0.compactMap { $0 } }
    guard let first = visible.min(), let last = visible.max(), fit > 0 else { return }
    let spans = events.map(\.allDayDays)
    let order = events.indices.filter {
      spans[$0].lowerBound <= last && spans[$0].upperBound >= first
    }.sorted { Self.precedes(events[$0], spans[$0], events[$1], spans[$1]) }
    var placed: [Piece] = []
    for (week, row) in rows.enumerated() {
      // The slots taken on each day of the row.
      var taken = Array(repeating: Set<Int>(), count: row.count)
      for index in order {
        let span = spans[index]
        let columns = row.indices.filter { row[$0].map(span.contains) ?? false }
        guard let firstColumn = columns.first, let lastColumn = columns.last else { continue }
        var slot = 0
        while (firstColumn...lastColumn).contains(where: { taken[$0].contains(slot) }) {
          slot += 1
        }
        for column in firstColumn...lastColumn { taken[column].insert(slot) }
        placed.append(
          Piece(
            event: index, week: week, firstColumn: firstColumn, lastColumn: lastColumn,
            slot: slot, isBar: Self.isBar(events[index], span),
            continuesBefore: span.lowerBound < row[firstColumn]!,
            continuesAfter: span.upperBound > row[lastColumn]!))
      }
    }
    hideOverflow(placed, weeks: rows.count, fit: fit, dayMaxEvents: dayMaxEvents)
  }

  /// A bar: all-day, or more than one day.
  static func isBar(_ event: TimelineEvent, _ span: ClosedRange<Day>) -> Bool {
    event.allDay || span.lowerBound != span.upperBound
  }

  /// FullCalendar's order: bars first, longer first, all-day first, then start, title, id.
  static func precedes(
    _ a: TimelineEvent, _ aSpan: ClosedRange<Day>, _ b: TimelineEvent, _ bSpan: ClosedRange<Day>
  ) -> Bool {
    let aBar = isBar(a, aSpan)
    let bBar = isBar(b, bSpan)
    if aBar != bBar { return aBar }
    let aDays = aSpan.lowerBound.distance(to: aSpan.upperBound)
    let bDays = bSpan.lowerBound.distance(to: bSpan.upperBound)
    if aDays != bDays { return aDays > bDays }
    if a.allDay != b.allDay { return a.allDay }
    if a.start != b.start { return a.start < b.start }
    if a.title != b.title { return a.title < b.title }
    return a.id < b.id
  }

  /// Keeps the pieces that fit on every one of their days. A day overflows when one of its
  /// pieces sits at or below the last slot it may show (`fit`, or `dayMaxEvents`); it then
  /// shows the slots above the one its "+N more" takes. A piece hidden on any of its days is
  /// hidden on all of them (a bar is never drawn in part), and counted on each.
  private mutating func hideOverflow(
    _ placed: [Piece], weeks: Int, fit: Int, dayMaxEvents: Int?
  ) {
    let shown = min(dayMaxEvents ?? fit, fit)
    var deepest = Array(repeating: Array(repeating: -1, count: 7), count: weeks)
    for piece in placed {
      for column in piece.firstColumn...piece.lastColumn {
        deepest[piece.week][column] = max(deepest[piece.week][column], piece.slot)
      }
    }
    // The first slot a day cannot draw a piece in.
    let limit = deepest.map { row in
      row.map { $0 >= shown ? min(shown, fit - 1) : Int.max }
    }
    var hidden = Array(
      repeating: Array(repeating: (count: 0, slot: Int.max, events: [Int]()), count: 7),
      count: weeks)
    for piece in placed {
      let columns = piece.firstColumn...piece.lastColumn
      if columns.allSatisfy({ piece.slot < limit[piece.week][$0] }) {
        pieces.append(piece)
        continue
      }
      for column in columns {
        hidden[piece.week][column].count += 1
        hidden[piece.week][column].events.append(piece.event)
        hidden[piece.week][column].slot = min(hidden[piece.week][column].slot, piece.slot)
      }
    }
    for week in 0..<weeks {
      for column in 0..<7 where hidden[week][column].count > 0 {
        let day = hidden[week][column]
        more.append(
          More(
            week: week, column: column, slot: min(day.slot, limit[week][column]),
            count: day.count, events: day.events))
      }
    }
  }
}
