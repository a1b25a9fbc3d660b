import Calends
import CalendsModel
import CalendsValues
import Foundation
import Testing

/// A spec's `calendars` become the timeline's events and the month styles' event dots when
/// the spec is prepared; `ics` paths are relative to the spec file.
@Suite struct CalendarInputTests {
  static let calendars = TestSupport.packageRoot.appendingPathComponent(
    "Tests/CalendsICalTests/Calendars")
  let renderer = TestSupport.renderer

  func prepared(_ yaml: String) throws -> CalendarRenderer.Prepared {
    try renderer.prepare(
      try TestSupport.spec(yaml), themeLoader: ThemeLoader(baseDirectory: Self.calendars))
  }

  func failure(_ yaml: String) -> String {
    do {
      _ = try prepared(yaml)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  /// The New York DST week: wall-clock times in the display zone, the calendar's colour
  /// unless the event has its own, all-day events as all-day, moved and cancelled
  /// instances as the file says.
  @Test func timelineWeekFromGoogleExport() throws {
    let timeline = try #require(
      try prepared(
        """
        style: timeline
        startDay: 2026-03-08
        visibleDays: 7
        timeZone: America/New_York
        calendars: [{ics: google-work.ics, color: "#34A853"}]
        """
      ).spec.timeline)
    let events = timeline.events.map { "\($0.start)…\($0.end) \($0.allDay) \($0.title)" }
    #expect(
      events == [
        "2026-03-09T00:00…2026-03-12T00:00 true Team offsite; Denver",
        "2026-03-09T09:30…2026-03-09T09:45 false Standup",
        "2026-03-10T13:00…2026-03-10T14:00 false Design review with a title long enough that Google folds the line in its export",
        "2026-03-11T11:30…2026-03-11T11:45 false Standup (moved)",
      ])
    #expect(Set(timeline.events.map(\.color.description)) == ["#34A853"])
    #expect(timeline.events[1].id == "standup-7f3a@google.com@2026-03-09T09:30")
    #expect(timeline.events[1].location == "Room 4, 2nd floor")
  }

  /// The spec's own events stay; the calendar's are added after them.
  @Test func specEventsStay() throws {
    let timeline = try #require(
      try prepared(
        """
        style: timeline
        startDay: 2026-07-04
        visibleDays: 1
        events: [{title: BBQ, start: 2026-07-04T12:00, end: 2026-07-04T15:00}]
        calendars: [{ics: us-holidays.ics, name: Holidays}]
        """
      ).spec.timeline)
    #expect(timeline.events.map(\.title) == ["BBQ", "Independence Day"])
    #expect(timeline.events[1].color == TimelineEvent.defaultColor)
  }

  /// Days with an occurrence draw the indicator, multi-day events on each day.
  @Test func monthEventDates() throws {
    let control = try #require(
      try prepared(
        """
        style: month
        today: 2026-03-01
        startDate: 2026-03-01
        endDate: 2026-03-31
        timeZone: America/New_York
        calendars: [{ics: google-work.ics}, {ics: us-holidays.ics}]
        """
      ).spec.control)
    let march = control.calendarDots.keys.filter { $0.month == 3 && $0.year == 2026 }.map(\.day)
      .sorted()
    #expect(march == [2, 4, 9, 10, 11, 16, 18, 20, 23, 25, 27, 30])
    // The spec's own dates stay its own: the calendars' days are dots, not dates.
    #expect(control.eventDates.isEmpty)
  }

  /// A day's dots are its calendars', each once however many of its events the day has, in the
  /// spec's order, with the calendar's colour (nil: none given); an event's COLOR does not
  /// count.
  @Test func monthDotsTakeTheirCalendarsColours() throws {
    let control = try #require(
      try prepared(
        """
        style: month
        today: 2026-03-01
        eventDates: [2026-03-10]
        timeZone: America/New_York
        calendars: [{ics: us-holidays.ics, color: blue}, {ics: google-work.ics, color: "#C62828"}, {ics: dst-weeks.ics}]
        """
      ).spec.control)
    let red = try ColorSpecifier(parsing: "#C62828")
    let march = { (day: Int) in Day(unchecked: 2026, 3, day) }
    // Mar 10 has the work offsite, a review and four events of dst-weeks: one dot each.
    #expect(control.calendarDots[march(10)] == [red, nil])
    #expect(control.calendarDots[march(5)] == [nil])
    #expect(control.calendarDots[march(2)] == [red])
    // The spec's own date comes first, and shares the theme's dot with dst-weeks.
    let state = CalendarState.run(canvas: Canvas(), control: control, today: march(1))
    #expect(state.eventDots(of: march(10)) == [nil, red])
    #expect(state.cell(for: march(10), inDisplayedMonth: true).eventDots == [nil, red])
    #expect(state.cell(for: march(10), inDisplayedMonth: false).eventDots.isEmpty)
  }

  /// The year views draw the same dots: every day of the year an occurrence covers.
  @Test func yearEventDates() throws {
    let spec = try prepared(
      """
      style: year
      year: 2026
      today: 2026-03-01
      timeZone: America/New_York
      calendars: [{ics: google-work.ics}, {ics: us-holidays.ics}]
      """
    ).spec
    guard case .year(let year) = spec.family else {
      Issue.record("not a year document")
      return
    }
    let march = year.calendarDots.keys.filter { $0.month == 3 && $0.year == 2026 }.map(\.day)
      .sorted()
    #expect(march == [2, 4, 9, 10, 11, 16, 18, 20, 23, 25, 27, 30])
  }

  /// A printed year's month pages are wall months: with `pages: months` the occurrences
  /// become the year's events too (after the spec's own), and the dots stay for the cover.
  @Test func yearMonthPagesTakeTheOccurrencesAsEvents() throws {
    let yaml = """
      style: year
      year: 2026
      today: 2026-03-01
      timeZone: America/New_York
      calendars: [{ics: us-holidays.ics}]
      paper: a4
      """
    let single = try prepared(yaml).spec.year
    #expect(single?.events.isEmpty == true && single?.calendarDots.isEmpty == false)
    let pages = try #require(
      try prepared(
        yaml
          + "\npages: months\nevents: [{id: own, title: Own, start: 2026-03-09, end: 2026-03-09, allDay: true}]"
      ).spec.year)
    #expect(pages.events.first?.id == "own" && pages.events.count > 1)
    #expect(pages.events.dropFirst().allSatisfy { $0.allDay })
    #expect(!pages.calendarDots.isEmpty)
  }

  /// A busy calendar's events disable the days they cover, selected or not; a calendar that
  /// is not busy is ignored with a warning.
  @Test func busyCalendarsDisableBookingDays() throws {
    let items = (1...10).map {
      "{date: 2026-07-\(String(format: "%02d", $0)), enabled: true, selected: \($0 == 4)}"
    }
    let spec = "style: booking\ntoday: 2026-07-01\nitems: [\(items.joined(separator: ", "))]\n"
    let busy = try prepared(spec + "calendars: [{ics: us-holidays.ics, busy: true}]\n")
    let booking = try #require(busy.spec.booking)
    #expect(booking.items.filter { !$0.enabled }.map(\.date.day) == [4])
    #expect(booking.items.first { $0.date.day == 4 }?.selected == true)
    #expect(busy.warnings.isEmpty)
    let ignored = try prepared(spec + "calendars: [{ics: us-holidays.ics}]\n")
    #expect(ignored.spec.booking?.items.allSatisfy(\.enabled) == true)
    #expect(
      ignored.warnings == [
        .warning(
          .warning, "the booking grid reads only busy calendars ({ics, busy: true}); ignored",
          field: "calendars")
      ])
    #expect(
      ignored.warnings.map(\.description) == [
        "calendars: the booking grid reads only busy calendars ({ics, busy: true}); ignored"
      ])
  }

  /// A calendar's classes go to the days of its all-day events, after the day's own, once;
  /// timed events and calendars without classes add none.
  @Test func calendarClassesMarkTheirAllDayEventsDays() throws {
    let spec = try prepared(
      """
      style: month
      displayDateAtStartup: 2026-07-01
      days: {2026-07-04: {classes: [fireworks, holiday]}}
      calendars: [{ics: us-holidays.ics, classes: [holiday, federal]}, {ics: google-work.ics}]
      """
    ).spec
    let days = try #require(spec.control?.dayData.days)
    #expect(days[try Day("2026-07-04")]?.classes == ["fireworks", "holiday", "federal"])
    #expect(days[try Day("2026-07-03")] == nil)
    // The month style expands the month it draws (and a week either side), not its range.
    #expect(days[try Day("2026-11-26")] == nil)
    let november = try #require(
      try prepared(
        "style: month\ndisplayDateAtStartup: 2026-11-01\ncalendars: [{ics: us-holidays.ics, classes: [holiday, federal]}]\n"
      ).spec.control?.dayData.days)
    #expect(november[try Day("2026-11-26")]?.classes == ["holiday", "federal"])
    // A tap and a scroll move the month drawn; the expansion follows them.
    let scrolled = try #require(
      try prepared(
        "style: month\ndisplayDateAtStartup: 2026-10-01\nscroll: 1\ncalendars: [{ics: us-holidays.ics, classes: [holiday]}]\n"
      ).spec.control?.dayData.days)
    #expect(scrolled[try Day("2026-11-26")]?.classes == ["holiday"])
    // Google's all-day offsite (March 9–11) is in a calendar without classes.
    #expect(days[try Day("2026-03-10")] == nil)
    let year = try prepared(
      "style: year\nyear: 2026\ncalendars: [{ics: us-holidays.ics, classes: [holiday]}]\n"
    ).spec
    guard case .year(let view) = year.family else {
      Issue.record("not a year document")
      return
    }
    let marked = view.dayData.days.filter { $0.value.classes == ["holiday"] }.keys
    #expect(marked.filter { $0.year == 2026 }.count >= 6)
    #expect(marked.contains(try Day("2026-11-26")))
  }

  /// A request reads each input once: what it read is what is drawn, even if the file
  /// changes or goes away before the render (batch records and server ETags fingerprint
  /// these bytes).
  @Test func aRequestDrawsTheBytesItRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-request-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("work.ics")
    try FileManager.default.copyItem(
      at: Self.calendars.appendingPathComponent("google-work.ics"), to: file)
    let spec = try TestSupport.spec(
      """
      style: timeline
      startDay: 2026-03-08
      visibleDays: 7
      timeZone: America/New_York
      calendars: [{ics: work.ics}]
      """)
    let request = try CalendarRenderer.request(
      spec, themeLoader: ThemeLoader(baseDirectory: folder),
      today: Day(year: 2026, month: 3, day: 9)!)
    #expect(request.calendars.map(\.path) == [file.path])
    #expect(request.today == Day(year: 2026, month: 3, day: 9)!)
    try FileManager.default.removeItem(at: file)
    let timeline = try #require(try renderer.prepare(request).spec.timeline)
    #expect(!timeline.events.isEmpty)
    // Read from the path again, the file is gone.
    #expect(throws: CalendsError.self) {
      _ = try CalendarRenderer.request(spec, themeLoader: ThemeLoader(baseDirectory: folder))
    }
  }

  @Test func badInputNamesTheFileAndLine() throws {
    let folder = TestSupport.temporaryFolder()
    try Data(
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;TZID=Nowhere:20260301T090000\nEND:VEVENT\nEND:VCALENDAR\n"
        .utf8
    )
    .write(to: folder.appendingPathComponent("bad.ics"))
    // Read by default, the file draws, and the prepared spec (the library's result) carries
    // the warning.
    let tolerant = try renderer.prepare(
      try TestSupport.spec("style: month\ntoday: 2026-03-10\ncalendars: [{ics: bad.ics}]\n"),
      themeLoader: ThemeLoader(baseDirectory: folder))
    #expect(
      tolerant.warnings == [
        .warning(
          .icalendarWarning,
          "unknown TZID 'Nowhere': the file has no VTIMEZONE for it and it is not an IANA zone; its times are read as floating (in the zone drawn)",
          file: "\(folder.path)/bad.ics", line: 3, form: .fileLine)
      ])
    #expect(
      tolerant.warnings.map(\.description) == [
        "\(folder.path)/bad.ics:3: unknown TZID 'Nowhere': the file has no VTIMEZONE for it and it is not an IANA zone; its times are read as floating (in the zone drawn)"
      ])
    #expect(tolerant.spec.control?.calendarDots == [Day(unchecked: 2026, 3, 1): [nil]])
    let spec = try TestSupport.spec("style: month\ncalendars: [{ics: bad.ics, strict: true}]\n")
    #expect(
      throws: CalendsError.badInput(
        .error(
          .icalendar,
          "unknown TZID 'Nowhere': the file has no VTIMEZONE for it and it is not an IANA zone",
          file: "\(folder.path)/bad.ics", line: 3, form: .fileLine))
    ) {
      try renderer.prepare(spec, themeLoader: ThemeLoader(baseDirectory: folder))
    }
    #expect(
      failure("style: month\ncalendars: [{ics: none.ics}]\n").hasSuffix(
        "none.ics: cannot read the calendar: no such file"))
    #expect(
      failure("style: month\ntimeZone: Mars/Base\n")
        == "timeZone: unknown time zone 'Mars/Base'; expected an IANA name such as Europe/Berlin")
  }

  /// Many copies of one event in a file (a feed repeating one event, or overriding one
  /// instance again and again) are read as its newest copy, in linear time: 10,000 copies
  /// once took 26.8 s, and a wall month of 50,000 overrides of one instance ran past 120 s.
  /// The same event in two calendars keeps both, with ids `uid@start` and `uid@start#2`.
  @Test func repeatedUIDsAndStartsAreLinear() throws {
    let folder = TestSupport.temporaryFolder()
    func write(_ name: String, _ events: String, count: Int) throws {
      let text =
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
        + String(repeating: events, count: count) + "END:VCALENDAR\r\n"
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let event =
      "BEGIN:VEVENT\r\nUID:same\r\nDTSTART:20260302T090000Z\r\nSUMMARY:x\r\nEND:VEVENT\r\n"
    try write("same.ics", event, count: Limits.timelineEvents)
    try write("other.ics", event, count: 1)
    let clock = ContinuousClock()
    var start = clock.now
    let timeline = try #require(
      try renderer.prepare(
        try TestSupport.spec(
          "style: timeline\nstartDay: 2026-03-02\nvisibleDays: 1\ncalendars: [{ics: same.ics}, {ics: other.ics}]\n"),
        themeLoader: ThemeLoader(baseDirectory: folder)
      ).spec.timeline)
    #expect(clock.now - start < .seconds(20))
    #expect(timeline.events.map(\.id) == ["same@2026-03-02T09:00", "same@2026-03-02T09:00#2"])

    let override =
      "BEGIN:VEVENT\r\nUID:r\r\nRECURRENCE-ID:20260305T090000Z\r\nDTSTART:20260305T100000Z\r\nEND:VEVENT\r\n"
    try write("overrides.ics", override, count: 50_000)
    start = clock.now
    let wall = try #require(
      try renderer.prepare(
        try TestSupport.spec(
          "style: wallMonth\ndisplayDateAtStartup: 2026-03-01\ncalendars: [{ics: overrides.ics}]\n"),
        themeLoader: ThemeLoader(baseDirectory: folder)
      ).spec.wallMonth)
    #expect(clock.now - start < .seconds(40))
    #expect(wall.events.map(\.id) == ["r@2026-03-05T10:00"])
  }
}

/// The range limit of one expansion, at its boundary.
@Suite struct CalendarEventsLimitTests {
  @Test func rangeDays() throws {
    let file = CalendarInputTests.calendars.appendingPathComponent("us-holidays.ics").path
    let from = Day(iso: "2020-01-01")!
    let entries = try CalendarEvents(
      files: [file], from: from, through: from.adding(days: Limits.icsRangeDays - 1), zone: .utc
    ).entries
    #expect(entries.count == 62)  // six yearly holidays for ten years, New Year 2030, Juneteenth 2026
    #expect(
      throws: CalendsError.badInput(
        .error(
          .badInput,
          "the range 2020-01-01…2030-01-08 is 3661 days, over the limit of 3660 for iCalendar input"
        ))
    ) {
      try CalendarEvents(
        files: [file], from: from, through: from.adding(days: Limits.icsRangeDays), zone: .utc)
    }
  }
}
