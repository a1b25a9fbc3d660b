public import CalendsValues

/// Writes a spec back as the field tree a spec file holds — the inverse of `SpecReader`.
///
/// A spec built in code is checked by writing it out and reading it back: the reader is
/// the one place that knows every rule, so a spec made in Swift gets the same field-path
/// messages as a spec file, and `Codable` is the same format as a spec file. Optional
/// fields that are unset and empty lists are left out, so the text stays what a person
/// would have written.
public enum SpecWriter {
  /// The spec as a spec file's field tree: unset optional fields and empty lists left out.
  /// Not checked; `CalendarSpec.validated()` reads it back through `SpecReader`.
  public static func value(of spec: CalendarSpec) -> SpecValue {
    var fields: [String: SpecValue] = ["style": .string(spec.style.rawValue)]
    canvas(spec.canvas, into: &fields)
    switch spec.family {
    case .control(let control): self.control(control, into: &fields)
    case .timeline(let timeline): self.timeline(timeline, into: &fields)
    case .booking(let booking): self.booking(booking, into: &fields)
    case .year(let year): self.year(year, into: &fields)
    case .wallMonth(let wall): wallMonth(wall, into: &fields)
    case .agenda(let agenda): self.agenda(agenda, into: &fields)
    case .dashboard(let dashboard): self.dashboard(dashboard, into: &fields)
    }
    return .object(fields)
  }

  private static func day(_ day: Day) -> SpecValue { .string(day.description) }

  private static func days(_ days: some Sequence<Day>) -> SpecValue {
    .array(days.sorted().map(day))
  }

  private static func canvas(_ canvas: Canvas, into fields: inout [String: SpecValue]) {
    fields["locale"] = .string(canvas.locale)
    fields["weekStartDay"] = .string(canvas.weekStartDay.rawValue)
    fields["today"] = canvas.today.map(day)
    fields["displayDateAtStartup"] = canvas.displayDateAtStartup.map(day)
    fields["sizeClass"] = .string(canvas.sizeClass.rawValue)
    fields["device"] = canvas.device.map { .string($0.rawValue) }
    fields["width"] = canvas.width.map(SpecValue.number)
    fields["height"] = canvas.height.map(SpecValue.number)
    if let panel = canvas.panel {
      // The panel sets the size, and the reader refuses a size given beside it.
      fields["width"] = nil
      fields["height"] = nil
      fields["panel"] = self.panel(panel)
    }
    fields["panelFile"] = canvas.panelFile.map(SpecValue.string)
    fields["scale"] = .number(Double(canvas.scale))
    fields["theme"] = .string(canvas.theme)
    if !canvas.calendars.isEmpty { fields["calendars"] = .array(canvas.calendars.map(calendar)) }
    fields["timeZone"] = .string(canvas.timeZone)
  }

  /// A built-in panel by its name; any other with every part spelled out.
  private static func panel(_ panel: PanelProfile) -> SpecValue {
    if PanelProfile.builtIn(named: panel.name) == panel { return .string(panel.name) }
    var fields: [String: SpecValue] = [
      "name": .string(panel.name), "width": .number(Double(panel.width)),
      "height": .number(Double(panel.height)),
      "rotation": .number(Double(panel.rotation.rawValue)),
      "colors": .array(panel.palette.colors.map { .string($0.description) }),
      "antialiasing": .bool(panel.antialiasing),
    ]
    fields["maxBytes"] = panel.maximumPNGBytes.map { .number(Double($0)) }
    return .object(fields)
  }

  private static func calendar(_ source: CalendarSource) -> SpecValue {
    var fields: [String: SpecValue] = [:]
    switch source.location {
    case .file(let path): fields["ics"] = .string(path)
    case .feed(let address):
      fields["url"] = .string(address.given)
      if source.maxAge != CalendarSource.defaultMaxAge {
        fields["maxAge"] = .number(Double(source.maxAge))
      }
    }
    fields["name"] = source.name.map(SpecValue.string)
    fields["color"] = source.color.map { .string($0.description) }
    if !source.classes.isEmpty { fields["classes"] = .array(source.classes.map(SpecValue.string)) }
    if source.busy { fields["busy"] = .bool(true) }
    if source.strict { fields["strict"] = .bool(true) }
    return .object(fields)
  }

  private static func control(_ control: ControlSpec, into fields: inout [String: SpecValue]) {
    fields["startDate"] = control.startDate.map(day)
    fields["endDate"] = control.endDate.map(day)
    fields["selectedDate"] = control.selectedDate.map(day)
    if !control.selectedDates.isEmpty {
      fields["selectedDates"] = .array(control.selectedDates.map(day))
    }
    fields["selectedDateRange"] = control.selectedDateRange.map {
      .object(["start": day($0.start), "end": day($0.end)])
    }
    if !control.interactions.isEmpty {
      fields["interactions"] = .array(control.interactions.map(interaction))
    }
    fields["isPersistentSelection"] = .bool(control.isPersistentSelection)
    fields["expandableStyleStartsWithWeek"] = .bool(control.expandableStyleStartsWithWeek)
    fields["showsMonthHeader"] = .bool(control.showsMonthHeader)
    fields["alternateCalendar"] = .string(control.alternateCalendar.rawValue)
    fields["alternateCalendarLocale"] = control.alternateCalendarLocale.map(SpecValue.string)
    if !control.eventDates.isEmpty { fields["eventDates"] = days(control.eventDates) }
    fields["hasEventIndicator"] = .bool(control.hasEventIndicator)
    fields["disabledDates"] = disabledDates(control.disabledDates)
    fields["showsWeekNumbers"] = .bool(control.showsWeekNumbers)
    fields["monthTitle"] = .string(control.monthTitle.rawValue)
    fields["maximumViewHeight"] = control.maximumViewHeight.map(SpecValue.number)
    dayData(control.dayData, into: &fields)
  }

  /// Nil for no disabled dates, so the field is left out.
  private static func disabledDates(_ dates: DisabledDates) -> SpecValue? {
    guard dates != .none else { return nil }
    var disabled: [String: SpecValue] = [:]
    if !dates.dates.isEmpty { disabled["dates"] = days(dates.dates) }
    if !dates.weekdays.isEmpty {
      disabled["weekdays"] = .array(dates.weekdays.sorted().map { .number(Double($0)) })
    }
    disabled["before"] = dates.before.map(day)
    disabled["after"] = dates.after.map(day)
    return .object(disabled)
  }

  /// Only the fields the view reads: `year`, `months` and `weeks` each belong to one view.
  private static func year(_ year: YearSpec, into fields: inout [String: SpecValue]) {
    switch year.view {
    case .year:
      fields["year"] = year.year.map { .number(Double($0)) }
      if year.arrangement != .blocks { fields["layout"] = .string(year.arrangement.rawValue) }
    case .multiMonth: fields["months"] = .number(Double(year.months))
    case .weeks: fields["weeks"] = .number(Double(year.weeks))
    }
    if year.view != .weeks && year.arrangement == .blocks {
      fields["columns"] = year.columns.map { .number(Double($0)) }
      fields["showsAdjacentDays"] = .bool(year.showsAdjacentDays)
    }
    fields["showsTitle"] = .bool(year.showsTitle)
    if year.arrangement == .blocks { fields["showsWeekNumbers"] = .bool(year.showsWeekNumbers) }
    fields["selectedDate"] = year.selectedDate.map(day)
    if !year.selectedDates.isEmpty { fields["selectedDates"] = .array(year.selectedDates.map(day)) }
    fields["selectedDateRange"] = year.selectedDateRange.map {
      .object(["start": day($0.start), "end": day($0.end)])
    }
    if !year.eventDates.isEmpty { fields["eventDates"] = days(year.eventDates) }
    fields["hasEventIndicator"] = .bool(year.hasEventIndicator)
    fields["disabledDates"] = disabledDates(year.disabledDates)
    dayData(year.dayData, into: &fields)
    if !year.events.isEmpty { fields["events"] = .array(year.events.map(event)) }
    fields["dayMaxEvents"] = year.dayMaxEvents.map { .number(Double($0)) }
    if year.writingSpace != .none { fields["writingSpace"] = .string(year.writingSpace.rawValue) }
    if year.page?.pages.hasMonthPages == true {
      fields["eventTitleLines"] = .number(Double(year.eventTitleLines))
    }
    if let page = year.page { self.page(page, into: &fields) }
  }

  private static func wallMonth(_ wall: WallMonthSpec, into fields: inout [String: SpecValue]) {
    if !wall.events.isEmpty { fields["events"] = .array(wall.events.map(event)) }
    fields["showsTitle"] = .bool(wall.showsTitle)
    fields["showsAdjacentDays"] = .bool(wall.showsAdjacentDays)
    fields["showsWeekNumbers"] = .bool(wall.showsWeekNumbers)
    fields["dayMaxEvents"] = wall.dayMaxEvents.map { .number(Double($0)) }
    fields["eventTitleLines"] = .number(Double(wall.eventTitleLines))
    if let page = wall.page {
      self.page(page, into: &fields)
      fields["pages"] = nil
    }
  }

  private static func agenda(_ agenda: AgendaSpec, into fields: inout [String: SpecValue]) {
    if !agenda.events.isEmpty { fields["events"] = .array(agenda.events.map(event)) }
    fields["listDays"] = .number(Double(agenda.listDays))
    fields["maxEvents"] = agenda.maxEvents.map { .number(Double($0)) }
    fields["eventTitleLines"] = .number(Double(agenda.eventTitleLines))
  }

  /// Each pane as its own spec, less the fields it shares with the dashboard.
  private static func dashboard(
    _ dashboard: DashboardSpec, into fields: inout [String: SpecValue]
  ) {
    fields["gap"] = .number(dashboard.gap)
    fields["rows"] = .array(
      dashboard.rows.map { row in
        .object([
          "weight": .number(row.weight),
          "panes": .array(
            row.panes.map { pane in
              guard case .object(var own) = value(of: pane.spec) else { return .null }
              for key in DashboardSpec.sharedFields + DashboardSpec.sizeFields {
                own[key] = nil
              }
              own["weight"] = .number(pane.weight)
              return .object(own)
            }),
        ])
      })
  }

  /// The page as points: `{width, height}` paper (orientation applied), or a tablet's name
  /// (its toolbar strip is not in the margins), and four margins.
  private static func page(_ page: PageSetup, into fields: inout [String: SpecValue]) {
    fields["paper"] =
      page.device.map { .string($0.rawValue) }
      ?? .object(["width": .number(page.width), "height": .number(page.height)])
    if page.handedness != .right { fields["handedness"] = .string(page.handedness.rawValue) }
    let margins = page.margins
    fields["margins"] = .object([
      "top": .number(margins.top), "right": .number(margins.right),
      "bottom": .number(margins.bottom), "left": .number(margins.left),
    ])
    fields["pages"] = .string(page.pages.rawValue)
    if page.pages.hasMonthPages { fields["cover"] = .bool(page.cover) }
    fields["bleed"] = .number(page.bleed)
  }

  private static func interaction(_ interaction: Interaction) -> SpecValue {
    switch interaction {
    case .tap(let day): .object(["tap": day.map(self.day) ?? .null])
    case .swipe(let days): .object(["swipe": .array(days.map(self.day))])
    case .scroll(let pages): .object(["scroll": .number(Double(pages))])
    }
  }

  private static func timeline(_ timeline: TimelineSpec, into fields: inout [String: SpecValue]) {
    fields["visibleDays"] = timeline.visibleDays.map { .number(Double($0)) }
    fields["visibleDaysInPortraitMode"] = .number(Double(timeline.visibleDaysInPortraitMode))
    fields["visibleDaysInLandscapeMode"] = .number(Double(timeline.visibleDaysInLandscapeMode))
    fields["orientation"] = .string(timeline.orientation.rawValue)
    fields["startDay"] = timeline.startDay.map(day)
    fields["now"] = timeline.now.map { .string($0.description) }
    if !timeline.events.isEmpty { fields["events"] = .array(timeline.events.map(event)) }
    fields["hours"] = timeline.hours.map {
      .object(["from": .number(Double($0.lowerBound)), "to": .number(Double($0.upperBound))])
    }
    fields["zoomScale"] = timeline.zoomScale.map(SpecValue.number)
    fields["minimumZoomScale"] = .number(timeline.minimumZoomScale)
    fields["maximumZoomScale"] = .number(timeline.maximumZoomScale)
    fields["autoConvertAllDayEvents"] = .bool(timeline.autoConvertAllDayEvents)
    fields["allDayEventsSpreadOnX"] = .bool(timeline.allDayEventsSpreadOnX)
    fields["showTodayTimeOverlay"] = .bool(timeline.showTodayTimeOverlay)
    fields["dayLabelDateLocale"] = timeline.dayLabelDateLocale.map(SpecValue.string)
    for declaration in timeline.style {
      style(declaration, into: &fields)
    }
  }

  private static func event(_ event: TimelineEvent) -> SpecValue {
    .object([
      "id": .string(event.id), "title": .string(event.title), "location": .string(event.location),
      "start": .string(event.start.description), "end": .string(event.end.description),
      "color": .string(event.color.description), "allDay": .bool(event.allDay),
    ])
  }

  /// A customisation field back under its own name: fonts as `{name, size, style}`.
  private static func style(_ declaration: StyleDeclaration, into fields: inout [String: SpecValue])
  {
    let parts = declaration.field.split(separator: ".", maxSplits: 1).map(String.init)
    guard let field = StyleField.timeline.first(where: { $0.name == parts[0] }) else { return }
    switch field.shape {
    case .font:
      let part =
        ["font-name": "name", "font-size": "size", "font-style": "style"][
          declaration.property] ?? "name"
      var font: [String: SpecValue] = [:]
      if case .object(let existing) = fields[field.name] { font = existing }
      font[part] =
        part == "size"
        ? (Double(declaration.value).map(SpecValue.number) ?? .string(declaration.value))
        : .string(declaration.value)
      fields[field.name] = .object(font)
    case .number:
      fields[field.name] =
        Double(declaration.value).map(SpecValue.number) ?? .string(declaration.value)
    case .color, .text, .dashPattern:
      fields[field.name] = .string(declaration.value)
    }
  }

  private static func booking(_ booking: BookingSpec, into fields: inout [String: SpecValue]) {
    fields["items"] = .array(
      booking.items.map {
        .object([
          "date": day($0.date), "enabled": .bool($0.enabled), "selected": .bool($0.selected),
        ])
      })
    fields["showsMonthHeader"] = .bool(booking.showsMonthHeader)
    fields["showsYearHeader"] = .bool(booking.showsYearHeader)
    fields["showsWeekdayHeader"] = .bool(booking.showsWeekdayHeader)
    fields["disabledAlpha"] = booking.disabledAlpha.map(SpecValue.number)
  }
}

extension CalendarSpec {
  /// The spec as a spec file would read it back: every field checked by the reader's rules,
  /// so a spec built in code gets the same messages (`scale: 7 is not a supported scale …`)
  /// as one read from a file.
  public func validated() throws(SpecError) -> CalendarSpec {
    try SpecReader(source: "").read(SpecWriter.value(of: self))
  }
}
