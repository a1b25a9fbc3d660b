import CalendsModel
import CalendsValues

extension TimelineLayout {
  /// All-day events side by side (`allDayEventsSpreadOnX: true`, QVRWeekView's default): one
  /// row of `allDayEventHeight` below the day labels, in which each day's all-day events share
  /// the column's width. An event over several days keeps one lane on every day it covers
  /// and is drawn as a piece per day in that lane, cut square where it goes on. Longer events
  /// take the lower lanes (as the stacked rows give longer bars the higher rows), so the
  /// columns they cross line up; on each day a piece widens over the lanes to its right that
  /// hold nothing that day, and an event that shares no day has the whole column.
  ///
  /// A lane is never narrower than `spreadLaneMinimumWidth`: where a day has more events
  /// than lanes fit, its last lane says "+N more" (the hidden events' ids in the layout and
  /// the render report), as the stacked rows do past `allDayEventMaximumRows`.
  func spreadAllDayItems(
    _ spans: [AllDaySpan], days: [Day], eventText: TimelineEventText, locale: String
  ) -> (items: [LayoutItem], height: Double) {
    guard !spans.isEmpty else { return ([], 0) }
    let rowHeight = style.allDayEventHeight
    let spacing = style.allDayEventVerticalSpacing
    let gap = style.eventGap
    let top = style.topBarHeight + spacing
    let lanes = SpreadLanes(spans)
    let fitting = max(1, Int((columnWidth / spreadLaneMinimumWidth).rounded(.down)))
    var items: [LayoutItem] = []
    /// Per day, the events behind its "+N more", in lane order: with too many lanes, the last
    /// lane that fits holds the day's link.
    var hidden: [Int: [(lane: Int, id: String)]] = [:]
    for (index, span) in spans.enumerated()
    where lanes.count[index] > fitting && lanes.lane[index] >= fitting - 1 {
      for dayIndex in span.firstIndex...span.lastIndex {
        hidden[dayIndex, default: []].append((lanes.lane[index], span.event.id))
      }
    }
    for (index, span) in spans.enumerated() {
      let event = span.event
      let lane = lanes.lane[index]
      let shown = min(lanes.count[index], fitting)
      if lanes.count[index] > fitting && lane >= fitting - 1 { continue }
      let laneWidth = columnWidth / Double(shown)
      for dayIndex in span.firstIndex...span.lastIndex {
        let continuesBefore = event.allDayDays.lowerBound < days[dayIndex]
        let continuesAfter = event.allDayDays.upperBound > days[dayIndex]
        // A piece widens over the free lanes to its right, up to the day's link.
        var width = min(lanes.width(of: index, on: dayIndex), shown - lane)
        if hidden[dayIndex] != nil { width = min(width, fitting - 1 - lane) }
        let left =
          columnX(dayIndex) + Double(lane) * laneWidth + (continuesBefore ? 0 : gap / 2)
        let right =
          columnX(dayIndex) + Double(lane + width) * laneWidth - (continuesAfter ? 0 : gap / 2)
        let frame = Rect(x: left, y: top, width: max(0, right - left), height: rowHeight)
        let fitted = eventText.allDay(event, in: frame)
        let item = LayoutItem.TimelineEventItem(
          date: days[dayIndex], identifier: event.id, title: event.title,
          detail: event.location.isEmpty ? nil : event.location, color: event.color,
          start: event.start, end: event.end, column: lane, columns: shown,
          textFrame: fitted.textFrame, lines: fitted.lines, truncated: fitted.truncated,
          leftOutTitle: fitted.leftOutTitle,
          span: .init(
            startDate: days[dayIndex], endDate: days[dayIndex], row: 0,
            continuesBefore: continuesBefore, continuesAfter: continuesAfter))
        items.append(LayoutItem(.allDayEvent(item), frame: frame))
      }
    }
    let words = CalendarText.cached(localeIdentifier: locale)
    for dayIndex in hidden.keys.sorted() {
      let events = hidden[dayIndex]!.sorted { $0.lane < $1.lane }
      let slot = fitting - 1
      let laneWidth = columnWidth / Double(fitting)
      let frame = Rect(
        x: columnX(dayIndex) + Double(slot) * laneWidth + gap / 2 + style.eventHorizontalPadding,
        y: top, width: max(0, laneWidth * Double(fitting - slot) - gap - 2 * style.eventHorizontalPadding),
        height: rowHeight)
      items.append(
        LayoutItem(
          .moreLink(
            .init(
              date: days[dayIndex], count: events.count,
              text: moreText(events.count, words: words, width: frame.width), slot: slot,
              fontSize: style.eventTime.font.size, hidden: events.map(\.id))),
          frame: frame))
    }
    return (items, rowHeight + 2 * spacing)
  }

  /// The narrowest lane of spread all-day events: room for "+9" and the padding, so a lane
  /// never shrinks to a sliver of colour without a readable word.
  var spreadLaneMinimumWidth: Double {
    measurer.measure("+99", font: style.eventTime.font).width + 2 * style.eventHorizontalPadding
      + style.eventGap
  }

  /// "+3 more" in the locale's words where it fits `width`, else "+3".
  func moreText(_ count: Int, words: CalendarText, width: Double) -> String {
    let full = words.moreEvents(count)
    guard measurer.measure(full, font: style.eventTime.font).width > width else { return full }
    return "+" + words.number(Double(count))
  }
}

/// The lanes of spread all-day events: each event the lowest lane free on all its days,
/// longer events first (by their whole length, then earlier, then in the spec's order); a group of events linked by
/// shared days has as many lanes as it uses, so its members' lanes line up.
struct SpreadLanes {
  private let spans: [(first: Int, last: Int)]
  /// Each event's lane, from the leading edge.
  private(set) var lane: [Int]
  /// The lane count of each event's group.
  private(set) var count: [Int]

  init(_ allDay: [AllDaySpan]) {
    let spans = allDay.map { (first: $0.firstIndex, last: $0.lastIndex) }
    self.spans = spans
    func overlap(_ a: Int, _ b: Int) -> Bool {
      spans[a].first <= spans[b].last && spans[b].first <= spans[a].last
    }
    // Longer events first, by their whole length (not only the visible days), so an event
    // that goes on past the week keeps the lane it has on its other weeks' pictures too.
    let lengths = allDay.map {
      $0.event.allDayDays.lowerBound.distance(to: $0.event.allDayDays.upperBound)
    }
    let order = spans.indices.sorted {
      if lengths[$0] != lengths[$1] { return lengths[$0] > lengths[$1] }
      if spans[$0].first != spans[$1].first { return spans[$0].first < spans[$1].first }
      return $0 < $1
    }
    var lane = Array(repeating: 0, count: spans.count)
    var placed: [Int] = []
    for index in order {
      let taken = Set(placed.filter { overlap($0, index) }.map { lane[$0] })
      var free = 0
      while taken.contains(free) { free += 1 }
      lane[index] = free
      placed.append(index)
    }
    // Groups: events joined by shared days, directly or through others.
    var group = Array(spans.indices)
    func root(_ index: Int) -> Int {
      var index = index
      while group[index] != index { index = group[index] }
      return index
    }
    for a in spans.indices {
      for b in spans.indices where b > a && overlap(a, b) {
        let (rootA, rootB) = (root(a), root(b))
        group[rootB] = rootA
      }
    }
    var lanesOfGroup: [Int: Int] = [:]
    for index in spans.indices {
      lanesOfGroup[root(index), default: 0] = max(
        lanesOfGroup[root(index), default: 0], lane[index] + 1)
    }
    self.lane = lane
    self.count = spans.indices.map { lanesOfGroup[root($0)] ?? 1 }
  }

  /// The lanes event `index` covers on day `day`: from its own to the next lane taken that
  /// day (or the group's last).
  func width(of index: Int, on day: Int) -> Int {
    let next = spans.indices.filter {
      $0 != index && lane[$0] > lane[index] && (spans[$0].first...spans[$0].last).contains(day)
    }.map { lane[$0] }.min()
    return (next ?? count[index]) - lane[index]
  }
}
