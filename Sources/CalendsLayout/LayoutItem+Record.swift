import CalendsModel
public import CalendsValues

extension LayoutItem {
  public var kind: Kind {
    switch content {
    case .monthHeader: .monthHeader
    case .weekdayLabel: .weekdayLabel
    case .dateCell: .dateCell
    case .selectionIndicator: .selectionIndicator
    case .eventIndicator: .eventIndicator
    case .weekNumber: .weekNumber
    case .rangeBand: .rangeBand
    case .dayLabel: .dayLabel
    case .handle: .handle
    case .separator: .separator
    case .timelineColumn: .timelineColumn
    case .timelineDayLabel: .timelineDayLabel
    case .hourLabel: .hourLabel
    case .hourSeparator: .hourSeparator
    case .halfHourSeparator: .halfHourSeparator
    case .event: .event
    case .allDayEvent: .allDayEvent
    case .currentTime: .currentTime
    case .timelineTopBar: .timelineTopBar
    case .timelineSideBar: .timelineSideBar
    case .yearHeader: .yearHeader
    case .bookingDay: .bookingDay
    case .bookingMonth: .bookingMonth
    case .pageTitle: .pageTitle
    case .dayBackground: .dayBackground
    case .legend: .legend
    case .eventBar: .eventBar
    case .eventLine: .eventLine
    case .moreLink: .moreLink
    case .agendaDay: .agendaDay
    case .agendaEvent: .agendaEvent
    case .agendaEmpty: .agendaEmpty
    case .pane: .pane
    case .navigationLink: .navigationLink
    case .writingSpace: .writingSpace
    }
  }

  /// The day the item belongs to, for the kinds that have one.
  public var date: Day? { record.date }
  /// The month the item shows (month headers, booking months).
  public var month: YearMonth? { record.month }
  /// The item's label, for the kinds that have one.
  public var text: String? { record.text }
  /// The day's states, for the kinds that have them.
  public var states: DayStates? { record.states }

  /// Every field of the item under its JSON name, nil where the kind has no such field:
  /// the one flat view the JSON writer and the text dump share.
  var record: Record {
    var r = Record()
    switch content {
    case .monthHeader(let p):
      (r.month, r.text, r.lines, r.textAlign) = (p.month, p.text, p.lines, p.textAlign)
      r.fontSize = p.fontSize
    case .weekdayLabel(let p):
      (r.weekday, r.text, r.states, r.strip) = (p.weekday, p.text, p.states, p.strip)
      r.fontSize = p.fontSize
    case .dateCell(let p):
      (r.date, r.text, r.states, r.textFrame) = (p.date, p.text, p.states, p.textFrame)
      (r.inDisplayedMonth, r.hasEvent, r.selection) = (p.inDisplayedMonth, p.hasEvent, p.selection)
      p.decoration?.record(into: &r)
    case .dayBackground(let p):
      (r.date, r.states, r.fill) = (p.date, p.states, p.fill)
      if !p.classes.isEmpty { r.classes = p.classes }
    case .legend(let p):
      (r.colors, r.domain) = (p.colors, [p.domain.lowerBound, p.domain.upperBound])
      r.fontSize = p.fontSize
    case .selectionIndicator(let p):
      (r.date, r.selection) = (p.date, p.selection)
    case .eventIndicator(let p):
      (r.date, r.color) = (p.date, p.color)
    case .hourSeparator(let day), .halfHourSeparator(let day):
      r.date = day
    case .weekNumber(let p):
      (r.week, r.text, r.textFrame) = (p.week, p.text, p.textFrame)
    case .rangeBand(let p):
      (r.date, r.endDate, r.caps) = (p.date, p.endDate, p.caps)
    case .dayLabel(let p):
      (r.date, r.text, r.states, r.selection) = (p.date, p.text, p.states, p.selection)
    case .handle(let form):
      r.text = form.rawValue
    case .separator(let day):
      r.date = day
    case .timelineColumn(let p):
      (r.date, r.states) = (p.date, p.states)
    case .timelineDayLabel(let p):
      (r.date, r.text, r.states, r.fontSize) = (p.date, p.text, p.states, p.fontSize)
    case .hourLabel(let p):
      (r.text, r.time, r.fontSize) = (p.text, p.time, p.fontSize)
    case .event(let p), .allDayEvent(let p):
      (r.date, r.identifier, r.title, r.detail) = (p.date, p.identifier, p.title, p.detail)
      (r.color, r.start, r.end) = (p.color, p.start, p.end)
      (r.column, r.columns, r.textFrame) = (p.column, p.columns, p.textFrame)
      r.timeline = TimelineRecord(
        lines: p.lines, truncated: p.truncated, leftOutTitle: p.leftOutTitle, span: p.span)
    case .currentTime(let p):
      (r.date, r.time) = (p.date, p.time)
    case .timelineTopBar, .timelineSideBar:
      break
    case .yearHeader(let text, let fontSize):
      (r.text, r.fontSize) = (text, fontSize)
    case .bookingDay(let p):
      (r.date, r.text, r.enabled, r.states) = (p.date, p.text, p.enabled, p.states)
    case .bookingMonth(let p):
      (r.month, r.text) = (p.month, p.text)
    case .pageTitle(let p):
      (r.text, r.fontSize) = (p.text, p.fontSize)
    case .eventBar(let p): p.record(into: &r)
    case .eventLine(let p): p.record(into: &r)
    case .moreLink(let p): p.record(into: &r)
    case .agendaDay(let p): p.record(into: &r)
    case .agendaEvent(let p): p.record(into: &r)
    case .agendaEmpty(let text): r.text = text
    case .pane(let p): p.record(into: &r)
    case .writingSpace(let p):
      (r.date, r.text, r.fontSize) = (p.date, p.style.rawValue, nil)
    case .navigationLink(let p):
      (r.text, r.fontSize, r.role) = (p.text, p.fontSize, p.role.rawValue)
    }
    return r
  }

  /// The union of every kind's fields, for writing items out; never built by layout code.
  struct Record {
    var text: String?
    var textFrame: Rect?
    var date: Day?
    var month: YearMonth?
    var weekday: Int?
    var week: Int?
    var states: DayStates?
    var inDisplayedMonth: Bool?
    var hasEvent: Bool?
    var selection: SelectionKind?
    var lines: [TitleLine]?
    /// Only in the dump: the JSON predates it.
    var strip: Rect?
    var endDate: Day?
    var caps: BandCaps?
    var textAlign: TextAlign?
    var identifier: String?
    var title: String?
    var detail: String?
    var color: ColorSpecifier?
    var start: CivilTime?
    var end: CivilTime?
    var time: CivilTime?
    var column: Int?
    var columns: Int?
    var fontSize: Double?
    var enabled: Bool?
    /// Per-day data (`LayoutItem+DayData.swift`).
    var classes: [String]?
    var subtitle: String?
    var subtitleFontSize: Double?
    var leftOutSubtitle: String?
    var dots: [ColorSpecifier]?
    var moreDots: Int?
    var value: Double?
    var fill: ColorSpecifier?
    var colors: [ColorSpecifier]?
    var domain: [Double]?
    /// The wall month's events (`LayoutItem+WallMonth.swift`).
    var wallMonth: WallMonthRecord?
    /// The timeline's event lines and all-day bars.
    var timeline: TimelineRecord?
    /// The agenda's days and events (`LayoutItem+Agenda.swift`).
    var agenda: AgendaRecord?
    /// A dashboard's pane (`LayoutItem+Dashboard.swift`).
    var pane: DashboardPane?
    /// A navigation link's role (`PageLink.Role`).
    var role: String?
  }

  /// The timeline events' own fields: `lines` (the text drawn), `truncated`, and an all-day
  /// bar's `startDate`, `endDate`, `row` and continuation.
  struct TimelineRecord {
    var lines: [EventTextLine]
    var truncated: Bool
    var leftOutTitle: Bool
    var span: AllDaySpan?

    var fields: [(String, String)] {
      var fields: [(String, String)] = [
        ("lines", "[" + lines.map { JSONText.string($0.text) }.joined(separator: ", ") + "]"),
        ("truncated", String(truncated)),
      ]
      if leftOutTitle { fields.append(("leftOutTitle", "true")) }
      if let span {
        fields += [
          ("startDate", JSONText.string(span.startDate.description)),
          ("endDate", JSONText.string(span.endDate.description)), ("row", String(span.row)),
          ("continuesBefore", String(span.continuesBefore)),
          ("continuesAfter", String(span.continuesAfter)),
        ]
      }
      return fields
    }

    /// As `fields`, each line with its role and frame.
    var dumpFields: [(String, String)] {
      var fields = self.fields
      fields[0].1 =
        "["
        + lines.map { "\($0.role.rawValue) \"\(MessageText.escaped($0.text))\" \($0.frame)" }
        .joined(separator: ", ")
        + "]"
      return fields
    }
  }
}

/// Typed access to one kind's fields: nil for an item of another kind.
extension LayoutItem {
  public var dateCell: DateCell? {
    if case .dateCell(let payload) = content { payload } else { nil }
  }
  public var selectionIndicator: SelectionIndicator? {
    if case .selectionIndicator(let payload) = content { payload } else { nil }
  }
  public var weekNumber: WeekNumber? {
    if case .weekNumber(let payload) = content { payload } else { nil }
  }
  public var weekdayLabel: WeekdayLabel? {
    if case .weekdayLabel(let payload) = content { payload } else { nil }
  }
  public var monthHeader: MonthHeader? {
    if case .monthHeader(let payload) = content { payload } else { nil }
  }
  public var rangeBand: RangeBand? {
    if case .rangeBand(let payload) = content { payload } else { nil }
  }
  public var timelineDayLabel: TimelineDayLabel? {
    if case .timelineDayLabel(let payload) = content { payload } else { nil }
  }
  public var hourLabel: HourLabel? {
    if case .hourLabel(let payload) = content { payload } else { nil }
  }
  public var currentTime: CurrentTime? {
    if case .currentTime(let payload) = content { payload } else { nil }
  }
  /// A timed or an all-day event's piece.
  public var timelineEvent: TimelineEventItem? {
    switch content {
    case .event(let payload), .allDayEvent(let payload): payload
    default: nil
    }
  }
  public var eventBar: EventBar? {
    if case .eventBar(let payload) = content { payload } else { nil }
  }
  public var eventLine: EventLine? {
    if case .eventLine(let payload) = content { payload } else { nil }
  }
  public var moreLink: MoreLink? {
    if case .moreLink(let payload) = content { payload } else { nil }
  }
  public var bookingDay: BookingDay? {
    if case .bookingDay(let payload) = content { payload } else { nil }
  }
  public var agendaDay: AgendaDay? {
    if case .agendaDay(let payload) = content { payload } else { nil }
  }
  public var pane: DashboardPane? {
    if case .pane(let payload) = content { payload } else { nil }
  }
  public var agendaEvent: AgendaEvent? {
    if case .agendaEvent(let payload) = content { payload } else { nil }
  }
}
