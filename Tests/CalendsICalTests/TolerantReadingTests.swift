import CalendsICal
import Testing

/// Read by default (tolerant), one broken line does not lose a feed: the broken property or
/// component is skipped with a warning naming the file, the line and what was skipped, and
/// the rest is drawn. Strict, the same files are errors (`BadInputTests`).
@Suite struct TolerantReadingTests {
  typealias F = ICalendarFixture

  /// The listing of March 2026 and the warnings, as `line: message`.
  func read(_ text: String) throws -> (listing: [String], warnings: [String]) {
    let file = try F.parse(text)
    let listing = try F.listing(file, "2026-03-01", "2026-03-31")
    return (listing, file.warnings.map { "\($0.line): \($0.message)" })
  }

  func strictError(_ text: String) -> ICalendarError? {
    do {
      _ = try F.parse(text, strict: true)
      return nil
    } catch {
      return error
    }
  }

  /// A Google export's header, with its calendar-wide zone.
  static let google = [
    "BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0",
    "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Work", "X-WR-TIMEZONE:UTC",
  ]
  static let outlook = [
    "BEGIN:VCALENDAR", "METHOD:PUBLISH",
    "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN", "VERSION:2.0",
  ]
  static let apple = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Apple Inc.//macOS 14.5//EN",
    "CALSCALE:GREGORIAN",
  ]
  static let nextcloud = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//IDN nextcloud.com//Calendar app 4.7.6//EN",
    "CALSCALE:GREGORIAN",
  ]

  /// `header`, then `body`, then END:VCALENDAR, CRLF-terminated.
  func file(_ header: [String], _ body: [String]) -> String {
    (header + body + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
  }

  static let standup = [
    "BEGIN:VEVENT", "UID:standup", "DTSTART:20260302T090000Z", "DTEND:20260302T091500Z",
    "SUMMARY:Standup", "END:VEVENT",
  ]

  /// Google: an empty `RRULE:` (line 11) — the event is drawn once, the rule skipped.
  @Test func emptyRRuleIsSkipped() throws {
    let text = file(
      Self.google,
      [
        "BEGIN:VEVENT", "UID:a", "DTSTART:20260303T100000Z", "RRULE:", "SUMMARY:Review",
        "END:VEVENT",
      ] + Self.standup)
    let read = try read(text)
    #expect(
      read.listing == [
        "2026-03-02T09:00:00+00:00 2026-03-02T09:15:00+00:00 Standup",
        "2026-03-03T10:00:00+00:00 2026-03-03T10:00:00+00:00 Review",
      ])
    #expect(read.warnings == ["11: bad RRULE ''; the RRULE is skipped"])
    #expect(strictError(text)?.description == "test.ics:11: bad RRULE ''")
  }

  /// A rule libical reads but cannot expand (`BYWEEKNO` belongs to YEARLY rules) loses its
  /// own rule, not the file: its neighbours and its DTSTART instance are drawn, with a
  /// warning naming the event's line; strict, it is an error.
  @Test func aRuleLibicalCannotExpandLeavesItsNeighbours() throws {
    let text = file(
      Self.nextcloud,
      [
        "BEGIN:VEVENT", "UID:a", "SUMMARY:Monthly", "DTSTART:20260303T100000Z",
        "DTEND:20260303T110000Z", "RRULE:FREQ=MONTHLY;BYWEEKNO=1", "END:VEVENT",
      ] + Self.standup)
    let read = try read(text)
    #expect(
      read.listing == [
        "2026-03-02T09:00:00+00:00 2026-03-02T09:15:00+00:00 Standup",
        "2026-03-03T10:00:00+00:00 2026-03-03T11:00:00+00:00 Monthly",
      ])
    #expect(
      read.warnings == [
        "5: libical cannot expand its RRULE; the rule is left out (DTSTART and any RDATE still stand)"
      ])
    let file = try F.parse(text, strict: true)
    #expect(throws: ICalendarError.self) { _ = try F.listing(file, "2026-03-01", "2026-03-31") }
  }

  /// Outlook: `COUNT=-1` — libical refuses the whole rule for it; the COUNT is left out and
  /// the rule kept (weekly, without end), with a warning naming the line and the part.
  @Test func negativeCountIsLeftOut() throws {
    let text = file(
      Self.outlook,
      [
        "BEGIN:VEVENT", "UID:a", "SUMMARY:Weekly", "DTSTART:20260303T100000Z",
        "DTEND:20260303T110000Z", "RRULE:FREQ=WEEKLY;COUNT=-1", "END:VEVENT",
      ] + Self.standup)
    let read = try read(text)
    #expect(read.listing.count == 6)
    #expect(read.listing[1] == "2026-03-03T10:00:00+00:00 2026-03-03T11:00:00+00:00 Weekly")
    #expect(read.listing[5] == "2026-03-31T10:00:00+00:00 2026-03-31T11:00:00+00:00 Weekly")
    #expect(
      read.warnings == [
        "10: bad RRULE 'FREQ=WEEKLY;COUNT=-1': COUNT=-1 (libical cannot read it) is left out; the rule is read as 'FREQ=WEEKLY'"
      ])
    #expect(strictError(text)?.line == 10)
  }

  /// A rule with one bad part keeps the rest: `COUNT=-1` beside an UNTIL (which alone would
  /// also go: RFC 5545 allows UNTIL or COUNT), a BYDAY libical cannot read, a part given
  /// twice. A rule whose FREQ is bad is still skipped whole.
  @Test func aRuleKeepsWhatItCanMean() throws {
    let text = file(
      Self.outlook,
      [
        "BEGIN:VEVENT", "UID:a", "SUMMARY:Monday", "DTSTART:20260302T100000Z",
        "RRULE:FREQ=WEEKLY;UNTIL=20260317;COUNT=-1;BYDAY=MO", "END:VEVENT",
        "BEGIN:VEVENT", "UID:b", "SUMMARY:Both ends", "DTSTART:20260303T120000Z",
        "RRULE:FREQ=WEEKLY;UNTIL=20260311T000000Z;COUNT=10", "END:VEVENT",
        "BEGIN:VEVENT", "UID:c", "SUMMARY:Bad day", "DTSTART:20260304T140000Z",
        "RRULE:FREQ=WEEKLY;COUNT=2;BYDAY=XX", "END:VEVENT",
        "BEGIN:VEVENT", "UID:d", "SUMMARY:Twice", "DTSTART:20260305T160000Z",
        "RRULE:FREQ=WEEKLY;COUNT=2;COUNT=3", "END:VEVENT",
        "BEGIN:VEVENT", "UID:e", "SUMMARY:Fortnightly", "DTSTART:20260306T180000Z",
        "RRULE:FREQ=FORTNIGHTLY;COUNT=2", "END:VEVENT",
      ])
    let read = try read(text)
    #expect(
      read.listing == [
        "2026-03-02T10:00:00+00:00 2026-03-02T10:00:00+00:00 Monday",
        "2026-03-03T12:00:00+00:00 2026-03-03T12:00:00+00:00 Both ends",
        "2026-03-04T14:00:00+00:00 2026-03-04T14:00:00+00:00 Bad day",
        "2026-03-05T16:00:00+00:00 2026-03-05T16:00:00+00:00 Twice",
        "2026-03-06T18:00:00+00:00 2026-03-06T18:00:00+00:00 Fortnightly",
        "2026-03-09T10:00:00+00:00 2026-03-09T10:00:00+00:00 Monday",
        "2026-03-10T12:00:00+00:00 2026-03-10T12:00:00+00:00 Both ends",
        "2026-03-11T14:00:00+00:00 2026-03-11T14:00:00+00:00 Bad day",
        "2026-03-12T16:00:00+00:00 2026-03-12T16:00:00+00:00 Twice",
        "2026-03-16T10:00:00+00:00 2026-03-16T10:00:00+00:00 Monday",
      ])
    #expect(
      read.warnings == [
        "9: bad RRULE 'FREQ=WEEKLY;UNTIL=20260317;COUNT=-1;BYDAY=MO': COUNT=-1 (RFC 5545 allows UNTIL or COUNT, not both: UNTIL is kept) is left out; the rule is read as 'FREQ=WEEKLY;UNTIL=20260317;BYDAY=MO'",
        "15: bad RRULE 'FREQ=WEEKLY;UNTIL=20260311T000000Z;COUNT=10': COUNT=10 (RFC 5545 allows UNTIL or COUNT, not both: UNTIL is kept) is left out; the rule is read as 'FREQ=WEEKLY;UNTIL=20260311T000000Z'",
        "21: bad RRULE 'FREQ=WEEKLY;COUNT=2;BYDAY=XX': BYDAY=XX (libical cannot read it) is left out; the rule is read as 'FREQ=WEEKLY;COUNT=2'",
        "27: bad RRULE 'FREQ=WEEKLY;COUNT=2;COUNT=3': COUNT=3 (given twice: the first is kept) is left out; the rule is read as 'FREQ=WEEKLY;COUNT=2'",
        "33: bad RRULE 'FREQ=FORTNIGHTLY;COUNT=2'; the RRULE is skipped",
      ])
    #expect(strictError(text)?.line == 9)
  }

  /// Many bad parts: the warning names three and counts the rest.
  @Test func manyBadPartsAreCounted() throws {
    let text = file(
      Self.apple,
      [
        "BEGIN:VEVENT", "UID:a", "SUMMARY:Daily", "DTSTART:20260302T100000Z",
        "RRULE:FREQ=DAILY;COUNT=2;X-A=1;X-B=2;X-C=3;X-D=4;X-E=5", "END:VEVENT",
      ])
    let read = try read(text)
    #expect(read.listing.count == 2)
    #expect(
      read.warnings == [
        "9: bad RRULE 'FREQ=DAILY;COUNT=2;X-A=1;X-B=2;X-C=3;X-D=4;X-E=5': X-A=1 (libical cannot read it), X-B=2 (libical cannot read it), X-C=3 (libical cannot read it), 2 more are left out; the rule is read as 'FREQ=DAILY;COUNT=2'"
      ])
  }

  /// Nextcloud: a typo in an unrelated VTODO's END (`END:VTOD`) — the VTODO is skipped, the
  /// events after it are drawn.
  @Test func mismatchedEndSkipsTheComponent() throws {
    let text = file(
      Self.nextcloud,
      ["BEGIN:VTODO", "UID:todo", "SUMMARY:Taxes", "END:VTOD"] + Self.standup)
    let read = try read(text)
    #expect(read.listing == ["2026-03-02T09:00:00+00:00 2026-03-02T09:15:00+00:00 Standup"])
    #expect(
      read.warnings == [
        "8: END:VTOD ends no open component (BEGIN:VTODO on line 5 is open): the line is skipped",
        "5: BEGIN:VTODO has no END:VTODO before BEGIN:VEVENT (line 9): the VTODO is skipped",
      ])
    #expect(
      strictError(text)?.description
        == "test.ics:5: BEGIN:VTODO has no END:VTODO (line 8 ends VTOD)")
  }

  /// Apple: an event whose END is missing before the next one — that event is skipped.
  @Test func eventWithoutEndIsSkipped() throws {
    let text = file(
      Self.apple,
      ["BEGIN:VEVENT", "UID:lost", "DTSTART:20260304T100000Z", "SUMMARY:Lost"] + Self.standup)
    let read = try read(text)
    #expect(read.listing == ["2026-03-02T09:00:00+00:00 2026-03-02T09:15:00+00:00 Standup"])
    #expect(
      read.warnings == [
        "5: BEGIN:VEVENT has no END:VEVENT before BEGIN:VEVENT (line 9): the VEVENT is skipped"
      ])
  }

  /// A VALARM left open when its event ends: the alarm is skipped, the event drawn.
  @Test func openAlarmIsSkippedAndItsEventKept() throws {
    let text = file(
      Self.apple,
      [
        "BEGIN:VEVENT", "UID:a", "DTSTART:20260304T100000Z", "SUMMARY:Dentist", "BEGIN:VALARM",
        "TRIGGER:-PT15M", "ACTION:DISPLAY", "END:VEVENT",
      ])
    let read = try read(text)
    #expect(read.listing == ["2026-03-04T10:00:00+00:00 2026-03-04T10:00:00+00:00 Dentist"])
    #expect(
      read.warnings == [
        "9: BEGIN:VALARM has no END:VALARM (line 12 ends VEVENT): the VALARM is skipped"
      ])
  }

  /// A bad DTSTART skips its event; a bad DTEND, EXDATE or DURATION only itself.
  @Test func badTimesAreSkipped() throws {
    let text = file(
      Self.google,
      [
        "BEGIN:VEVENT", "UID:a", "DTSTART:next tuesday", "SUMMARY:When?", "END:VEVENT",
        "BEGIN:VEVENT", "UID:b", "DTSTART:20260305T100000Z", "DTEND:soon", "SUMMARY:Open end",
        "END:VEVENT",
        "BEGIN:VEVENT", "UID:c", "DTSTART:20260306T100000Z", "DURATION:one hour",
        "RRULE:FREQ=DAILY;COUNT=2", "EXDATE:tomorrow", "SUMMARY:Twice", "END:VEVENT",
      ])
    let read = try read(text)
    #expect(
      read.listing == [
        "2026-03-05T10:00:00+00:00 2026-03-05T10:00:00+00:00 Open end",
        "2026-03-06T10:00:00+00:00 2026-03-06T10:00:00+00:00 Twice",
        "2026-03-07T10:00:00+00:00 2026-03-07T10:00:00+00:00 Twice",
      ])
    #expect(
      read.warnings == [
        "10: bad DTSTART 'next tuesday': expected a DATE or DATE-TIME; the VEVENT is skipped",
        "16: bad DTEND 'soon': expected a DATE or DATE-TIME; the DTEND is skipped",
        "22: bad DURATION 'one hour'; the DURATION is skipped",
        "24: bad EXDATE 'tomorrow': expected a DATE or DATE-TIME; the EXDATE is skipped",
      ])
  }

  /// A property Calends does not draw is never given to libical, so its value, good or bad,
  /// neither costs memory nor raises a warning about a healthy file (RFC 5545: properties a
  /// reader does not use are ignored); nothing is lost.
  @Test func badValuesOfPropertiesNotDrawnSayNothing() throws {
    let text = file(
      Self.outlook,
      [
        "BEGIN:VEVENT", "UID:a", "DTSTART:20260304T100000Z", "GEO:somewhere", "SUMMARY:Trip",
        "END:VEVENT",
      ])
    let read = try read(text)
    #expect(read.listing == ["2026-03-04T10:00:00+00:00 2026-03-04T10:00:00+00:00 Trip"])
    #expect(read.warnings == [])
    #expect(strictError(text) == nil)
  }

  /// A line that is not a content line, a property outside the calendar, an END without a
  /// BEGIN, an event without DTSTART, and a file without END:VCALENDAR.
  @Test func brokenStructureIsSkipped() throws {
    let text =
      (["X-JUNK:before"] + Self.apple + [
        "this line lost its name", "END:VJOURNAL", "BEGIN:VEVENT", "UID:nostart",
        "SUMMARY:Floating in time", "END:VEVENT",
      ] + Self.standup).joined(separator: "\r\n") + "\r\n"
    let read = try read(text)
    #expect(read.listing == ["2026-03-02T09:00:00+00:00 2026-03-02T09:15:00+00:00 Standup"])
    #expect(
      read.warnings == [
        "6: 'this line lost its name' is not a content line (NAME:VALUE): the line is skipped",
        "1: X-JUNK outside a VCALENDAR: the line is skipped",
        "7: END:VJOURNAL ends no open component (BEGIN:VCALENDAR on line 2 is open): the line is skipped",
        "8: the VEVENT has no DTSTART: the VEVENT is skipped",
        "2: BEGIN:VCALENDAR has no END:VCALENDAR: the calendar is read to the end of the file",
      ])
    #expect(strictError(text)?.line == 6)
  }

  /// An unknown TZID reads as floating: the wall-clock time in the zone drawn.
  @Test func unknownZoneIsFloating() throws {
    let text = file(
      Self.apple,
      [
        "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Moon/Base:20260304T100000", "SUMMARY:Landing",
        "END:VEVENT",
      ])
    let file = try F.parse(text)
    #expect(
      try F.listing(file, "2026-03-04", "2026-03-04", zone: "Asia/Tokyo")
        == ["2026-03-04T10:00:00+09:00 2026-03-04T10:00:00+09:00 Landing"])
    #expect(
      file.warnings.map(\.description) == [
        "test.ics:7: unknown TZID 'Moon/Base': the file has no VTIMEZONE for it and it is not an IANA zone; its times are read as floating (in the zone drawn)"
      ])
  }

  /// What no reading gets past stays an error: a NUL byte, the limits.
  @Test func limitsStayErrors() {
    #expect(throws: ICalendarError.self) {
      try ICalendarFile(bytes: Array("BEGIN:VCALENDAR\r\n\0".utf8), file: "x.ics")
    }
  }
}

/// Every single-line break of the real-world exports — each line removed, each line's value
/// garbled, each BEGIN/END misspelt — read by default: never an error, never a crash, and
/// every event the break does not touch is still drawn.
@Suite struct OneBrokenLineTests {
  typealias F = ICalendarFixture

  /// The UIDs drawn in 2026.
  func uids(_ text: String) throws -> Set<String> {
    let file = try F.parse(text, file: "x.ics")
    return Set(
      try file.occurrences(
        from: .init(iso: "2026-01-01")!, through: .init(iso: "2026-12-31")!, in: .utc
      ).map(\.uid))
  }

  @Test(arguments: ["google-work.ics", "outlook-berlin.ics", "us-holidays.ics", "dst-weeks.ics"])
  func oneBrokenLineLosesAtMostItsEvent(name: String) throws {
    let text = try F.text(name)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let all = try uids(text)
    #expect(!all.isEmpty)
    // Which event (by UID) each line belongs to: the lines from its BEGIN to its END.
    var owner: [String?] = Array(repeating: nil, count: lines.count)
    var begin: Int?
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("BEGIN:VEVENT") { begin = index }
      if line.hasPrefix("END:VEVENT"), let start = begin {
        let uid = lines[start...index].first { $0.hasPrefix("UID:") }.map {
          String($0.dropFirst(4).filter { $0 != "\r" })
        }
        for at in start...index { owner[at] = uid }
        begin = nil
      }
    }
    // Without its BEGIN:VCALENDAR a file is not a calendar at all (an error either way).
    for index in lines.indices
    where !lines[index].isEmpty && !lines[index].hasPrefix(" ")
      && !lines[index].hasPrefix("BEGIN:VCALENDAR")
    {
      let line = lines[index]
      var breaks: [String] = [""]
      if let colon = line.firstIndex(of: ":") {
        breaks.append(String(line[...colon]) + "#garbled#")
        breaks.append(String(line[..<colon]))
      }
      for broken in breaks {
        var copy = lines
        copy[index] = broken
        let drawn = try uids(copy.joined(separator: "\n"))
        // A UID may name several components (a series and its moved instances): only those
        // of the line's own event may go.
        let lost = all.subtracting(drawn)
        #expect(
          lost.isEmpty || lost == [owner[index] ?? ""],
          "\(name):\(index + 1) '\(broken)' lost \(lost)")
      }
    }
  }
}
