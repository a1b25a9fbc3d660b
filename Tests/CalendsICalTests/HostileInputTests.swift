import CICal
import CalendsValues
import Foundation
import Testing

@testable import CalendsICal

/// Files built to make a reader slow or large: each is read and expanded within
/// a stated time, or refused or cut with an error or warning that names the file and line.
///
/// Reading is timed by the clock on the wall (libical parses on another thread), expanding
/// by the processor time of the test's thread (libical's walks run there), so tests running
/// beside these on a loaded machine count less. The budgets are for a debug build on a
/// loaded two-core machine, several times what each takes there; before the fixes each case
/// took from seconds to hours.
@Suite(.serialized) struct HostileInputTests {
  typealias F = ICalendarFixture

  /// Runs `body` and fails when it takes longer than `seconds`: of the wall clock, or of the
  /// thread's processor time (`thread: true`).
  func within<T>(
    _ seconds: Double, _ what: String, thread: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
  ) rethrows -> T {
    func now() -> Double {
      var time = timespec()
      clock_gettime(thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    let result = try body()
    let elapsed = now() - start
    #expect(
      elapsed < seconds, "\(what) took \(elapsed) s\(thread ? " of processor time" : "")",
      sourceLocation: sourceLocation)
    return result
  }

  /// The error reading `text` gives; nil when it reads.
  func readingError(_ text: String, strict: Bool = false) -> ICalendarError? {
    do {
      _ = try F.parse(text, strict: strict)
      return nil
    } catch {
      return error
    }
  }

  /// A calendar of one event whose SUMMARY is `summary` (already folded as wanted).
  static func oneEvent(summary: String, extra: String = "") -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:a\r\n"
      + "DTSTART:20260301T090000Z\r\n\(extra)SUMMARY:\(summary)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  }

  // MARK: Linear reading

  /// The byte pass that decides whether libical may read a file before the scan counts
  /// parameters as the scan does: quotes, folds inside the parameters, a colon in a quoted
  /// value, CRLF and LF.
  @Test func theParameterPrecheckCountsAsTheScanDoes() throws {
    let cases = [
      "A;B=1;C=2;D=3:x", "A;B=1;C=2;D=3;E=4:x", "A;B=\"1;2;3;4\":x", "A;B=1;C=2\r\n ;D=3;E=4:x",
      "A;B=\"h:t\";C=1;D=2;E=3:x", "A:v;a;l;u;e", "A;B=1\n\t;C=2;D=3;E=4:y", "A;B;C;D:x",
    ]
    for text in cases {
      let bytes = Array("BEGIN:VCALENDAR\r\n\(text)\r\nEND:VCALENDAR\r\n".utf8)
      let lines = try ContentLine.lines(of: bytes, file: "t.ics", skipping: nil)
      let scanned = lines.contains { $0.parameterCount > 3 }
      #expect(ContentLine.someLine(of: bytes, hasMoreParametersThan: 3) == scanned, "\(text)")
    }
  }

  /// A property with 40,000 parameters (160 KB) took libical 1.5 s, a million over two
  /// minutes, read without a word: the line is skipped before libical sees it, with a
  /// warning naming it, and strict reading refuses it; a line at the limit is read.
  @Test func aLineWithTooManyParametersIsSkippedBeforeLibical() throws {
    let many = String(repeating: ";A=1", count: 40_000)
    let file = Self.oneEvent(summary: "x", extra: "X-Y\(many):z\r\nDESCRIPTION\(many):d\r\n")
    let read = try within(2, "40,000 parameters") { try F.parse(file) }
    #expect(read.warnings.map(\.line) == [7, 8], "\(read.warnings)")
    #expect(
      read.warnings.first?.message
        == "X-Y has 40000 parameters, over the limit of \(ICalendarLimits.parametersPerLine): the line is skipped"
    )
    #expect(try F.listing(read, "2026-03-01", "2026-03-01").map { $0.hasSuffix(" x") } == [true])
    let strict = try #require(readingError(file, strict: true))
    #expect(strict.line == 7 && strict.message.contains("over the limit"), "\(strict)")
    // Quoted semicolons are not parameters; a hundred parameters are read as written.
    let limit = String(repeating: ";X-P=\"a;b\"", count: ICalendarLimits.parametersPerLine)
    let atLimit = try F.parse(Self.oneEvent(summary: "x", extra: "X-Y\(limit):z\r\n"))
    #expect(atLimit.warnings.isEmpty, "\(atLimit.warnings)")
    let begin = "BEGIN:VCALENDAR\r\nBEGIN\(many):VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    #expect(readingError(begin)?.message.contains("BEGIN has 40000 parameters") == true)
  }

  /// 2 MiB of one-character continuations (5.4 s before: each continuation copied the line
  /// joined so far).
  @Test func shortContinuations() throws {
    let pieces = 2 * 1024 * 1024 / 4
    let text = Self.oneEvent(summary: "x" + String(repeating: "\r\n y", count: pieces))
    let file = try within(10, "reading 2 MiB of continuations") { try F.parse(text) }
    let title = try file.occurrences(
      from: Day(iso: "2026-03-01")!, through: Day(iso: "2026-03-01")!, in: .utc
    ).first?.title
    #expect(title?.count == pieces + 1)
  }

  /// A 10 MB SUMMARY folded every 75 bytes, as exporters fold (47.8 s before): unfolded in
  /// time linear in it, and skipped as longer than `ICalendarLimits.lineBytes`, with a
  /// warning naming its first physical line and its unfolded length.
  @Test func longFoldedSummary() throws {
    let piece = String(repeating: "x", count: 73)
    let count = 10_000_000 / 76
    let text = Self.oneEvent(
      summary: Array(repeating: piece, count: count).joined(separator: "\r\n "))
    let file = try within(20, "reading a 10 MB folded SUMMARY") { try F.parse(text) }
    #expect(
      file.warnings.map(\.description) == [
        "test.ics:7: SUMMARY is \(8 + 73 * count) bytes long unfolded, over the limit of \(ICalendarLimits.lineBytes): the line is skipped"
      ])
    #expect(try F.listing(file, "2026-03-01", "2026-03-01").count == 1)
  }

  /// One unfolded line of almost 16 MiB (191 s in libical's reader before): skipped before
  /// libical sees the file, in time linear in it.
  @Test func oneLongLine() throws {
    let summary = String(repeating: "x", count: Limits.icsBytes - 200)
    let text = Self.oneEvent(summary: summary)
    #expect(text.utf8.count <= Limits.icsBytes)
    let file = try within(30, "reading a 16 MiB line") { try F.parse(text) }
    #expect(file.warnings.map(\.line) == [7])
    #expect(file.warnings.first?.message.contains("over the limit of 1048576") == true)
    #expect(try F.listing(file, "2026-03-01", "2026-03-01").count == 1)
  }

  /// A line of exactly `ICalendarLimits.lineBytes` unfolded is read as written (libical is
  /// given it folded, `LibICalText`); a byte more and it is skipped with a warning naming it,
  /// an error when strict; a BEGIN or END line that long is an error either way. Folds,
  /// CR LF and LF line ends are not counted.
  @Test func theLineLengthLimit() throws {
    let limit = ICalendarLimits.lineBytes
    #expect(limit == 1 << 20)
    /// `value` folded as exporters fold, every 75 bytes: the folds are no part of the line.
    func folded(_ value: String) -> String {
      var pieces: [Substring] = []
      var rest = Substring(value)
      while !rest.isEmpty {
        pieces.append(rest.prefix(74))
        rest = rest.dropFirst(74)
      }
      return pieces.joined(separator: "\r\n ")
    }
    // `SUMMARY:` and the value: the limit exactly.
    let atLimit = String(repeating: "y", count: limit - "SUMMARY:".utf8.count)
    let read = try within(10, "reading a line at the limit") {
      try F.parse(Self.oneEvent(summary: folded(atLimit)))
    }
    #expect(read.warnings.isEmpty, "\(read.warnings)")
    let title = try read.occurrences(
      from: Day(iso: "2026-03-01")!, through: Day(iso: "2026-03-01")!, in: .utc
    ).first?.title
    #expect(title == atLimit)

    // `DESCRIPTION:` and the value: a byte over the limit.
    let description = String(repeating: "d", count: limit + 1 - "DESCRIPTION:".utf8.count)
    let over = Self.oneEvent(
      summary: "x", extra: "X-A:1\r\nDESCRIPTION:\(folded(description))\r\n")
    let tolerant = try within(10, "reading a line over the limit") { try F.parse(over) }
    #expect(
      tolerant.warnings.map(\.description) == [
        "test.ics:8: DESCRIPTION is \(limit + 1) bytes long unfolded, over the limit of \(limit): the line is skipped"
      ])
    #expect(
      try F.listing(tolerant, "2026-03-01", "2026-03-01").map { $0.hasSuffix(" x") } == [true])
    let strict = try #require(readingError(over, strict: true))
    #expect(
      strict.description
        == "test.ics:8: DESCRIPTION is \(limit + 1) bytes long unfolded, over the limit of \(limit)"
    )
    // LF line ends count as CR LF do.
    let lf = try F.parse(over.replacingOccurrences(of: "\r\n", with: "\n"))
    #expect(lf.warnings.map(\.line) == [8], "\(lf.warnings)")
    // A name of a megabyte is shown by its start.
    let name = String(repeating: "N", count: limit)
    let named = try F.parse(Self.oneEvent(summary: "x", extra: "X-\(name):v\r\n"))
    #expect(
      named.warnings.first?.message.hasPrefix("X-\(String(repeating: "N", count: 38))… is ")
        == true)
    let begin =
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\(String(repeating: "X", count: limit))\r\nEND:VCALENDAR\r\n"
    #expect(readingError(begin)?.line == 2)
  }

  /// The byte pass that decides whether libical may read a file before the scan measures
  /// lines as the scan does: folds with a space or a tab, CR LF, LF, a CR inside a line.
  @Test func theLengthPrecheckMeasuresAsTheScanDoes() throws {
    let cases = [
      "A:1234567", "A:12345678", "A:123\r\n 4567", "A:123\r\n 45678", "A:123\n\t45678",
      "A:12\r345", "A:12\r3456", "A:12\r34567", "A;B=1:2\r\n 3\r\n 4", "A;B=1:2\r\n 3\r\n 45",
    ]
    for text in cases {
      let bytes = Array("BEGIN:VCALENDAR\r\n\(text)\r\nEND:VCALENDAR\r\n".utf8)
      let lines = try ContentLine.lines(of: bytes, file: "t.ics", skipping: nil)
      let scanned = lines.contains { $0.length > 9 }
      #expect(
        ContentLine.someLine(of: bytes, hasMoreParametersThan: 100, orMoreBytesThan: 9)
          == scanned, "\(text)")
    }
    // The cases straddle the limit.
    #expect(
      cases.map {
        ContentLine.someLine(
          of: Array("\($0)\r\n".utf8), hasMoreParametersThan: 100, orMoreBytesThan: 9)
      } == [false, true, false, true, true, false, false, true, false, true])
  }

  /// An event libical flagged (a value it cannot read) is checked line by line, by libical:
  /// the lines over the limits are not given to it there either (80,000 parameters took
  /// libical 6 to 20 s there too).
  @Test func checkingAFlaggedEventSkipsTheLinesOverTheLimits() throws {
    let many = String(repeating: ";A=1", count: 80_000)
    let file = Self.oneEvent(summary: "x", extra: "DURATION:soon\r\nDESCRIPTION\(many):z\r\n")
    let read = try within(3, "checking a flagged event") { try F.parse(file) }
    #expect(read.warnings.map(\.line).sorted() == [7, 8], "\(read.warnings)")
    #expect(try F.listing(read, "2026-03-01", "2026-03-01").count == 1)
  }

  /// A file whose lines end in CR alone is one line to libical's reader (quadratic) and not
  /// an iCalendar file to Calends: the error comes at once.
  @Test func carriageReturnsOnly() {
    let text = HostileInputTests.oneEvent(
      summary: "a", extra: String(repeating: "X-A:b\r\n", count: 1_000_000)
    ).replacingOccurrences(of: "\r\n", with: "\r")
    #expect(text.utf8.count > 6_000_000)
    let error = within(20, "refusing a file of CR line ends") { readingError(text) }
    #expect(error?.line == 1)
  }

  /// Folding for libical keeps every byte: a long line of multi-byte characters and escapes,
  /// with a parameter, reads as the text it holds.
  @Test func foldingForLibicalKeepsTheText() throws {
    // `\,` is an escaped comma in iCalendar text.
    let value = String(repeating: "é€😀\\,x", count: 3000)
    let expected = String(repeating: "é€😀,x", count: 3000)
    #expect(value.utf8.count > 2 * LibICalText.longest)
    let text = Self.oneEvent(summary: value, extra: "LOCATION;LANGUAGE=de:\(value)\r\n")
    let folded = try #require(LibICalText.folded(Array(text.utf8)))
    #expect(String(validating: folded, as: UTF8.self) != nil)
    #expect(folded.split(separator: 10).allSatisfy { $0.count <= LibICalText.longest + 5 })
    let occurrence = try F.parse(text).occurrences(
      from: Day(iso: "2026-03-01")!, through: Day(iso: "2026-03-01")!, in: .utc
    ).first
    #expect(occurrence?.title == expected)
    #expect(occurrence?.location == expected)
    #expect(LibICalText.folded(Array(Self.oneEvent(summary: "short").utf8)) == nil)
  }

  // MARK: Recurrence: every walk bounded before it starts

  /// The expansion of `text` over `from`…`through` in UTC, within `seconds`.
  func expand(
    _ text: String, _ from: String = "2026-01-01", _ through: String = "2026-12-31",
    zone: String = "UTC", within seconds: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (file: ICalendarFile, listing: [String]) {
    try within(seconds, "expanding", thread: true, sourceLocation: sourceLocation) {
      let file = try F.parse(text)
      let listing = try F.listing(file, from, through, zone: zone)
      return (file, listing)
    }
  }

  /// The error expanding `text` gives, within `seconds`.
  func expansionError(
    _ text: String, _ from: String = "2026-01-01", _ through: String = "2026-12-31",
    within seconds: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ICalendarError? {
    within(seconds, "refusing", thread: true, sourceLocation: sourceLocation) {
      () -> ICalendarError? in
      do {
        _ = try F.listing(try F.parse(text), from, through)
        return nil
      } catch {
        return error as? ICalendarError
      }
    }
  }

  /// A SECONDLY or MINUTELY rule on a day that does not exist: one call of libical's
  /// iterator walked second by second towards 2582 (it never returned). Now it is not
  /// walked: only DTSTART is shown, with a warning at the RRULE's line.
  @Test(arguments: ["SECONDLY", "MINUTELY", "HOURLY", "DAILY"])
  func ruleOnADayThatDoesNotExist(freq: String) throws {
    let text = F.calendar([
      "UID:a\nSUMMARY:never\nDTSTART:20260101T000000Z\nRRULE:FREQ=\(freq);BYMONTH=2;BYMONTHDAY=31"
    ])
    let (file, listing) = try expand(text, within: 2)
    #expect(listing == ["2026-01-01T00:00:00+00:00 2026-01-01T00:00:00+00:00 never"])
    #expect(
      file.warnings.map(\.description) == [
        "test.ics:8: this RRULE can never match (no day or time passes its BY parts): only the event's DTSTART is shown"
      ])
  }

  /// Other rules that never match: negative or ordinal BY parts libical never matches for
  /// these FREQs, a second 60, a month 13, and MONTHLY and YEARLY rules with no day in the
  /// months they visit (each walked towards the year 20000: 0.1 to 0.6 s an event).
  @Test(arguments: [
    "FREQ=HOURLY;BYMONTHDAY=-1", "FREQ=MINUTELY;BYDAY=1MO", "FREQ=SECONDLY;BYSECOND=60",
    "FREQ=DAILY;BYMONTH=13", "FREQ=HOURLY;BYYEARDAY=366;BYMONTH=1",
    "FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31",
    "FREQ=MONTHLY;INTERVAL=12;BYMONTH=4", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-30",
  ])
  func rulesThatNeverMatch(rule: String) throws {
    let events = (0..<200).map { "UID:e\($0)\nDTSTART:20260115T000000Z\nRRULE:\(rule)" }
    let (file, listing) = try expand(F.calendar(events), within: 4)
    #expect(listing.count == 200)
    #expect(file.warnings.count == 200)
    #expect(file.warnings.first?.line == 7)
  }

  /// A sub-daily rule that can match but whose walk is too long is refused before libical
  /// walks it: a SECONDLY rule limited to February over a year is 31 million candidates.
  @Test func subDailyWalkOverTheLimit() {
    let text = F.calendar(["UID:a\nDTSTART:20260101T000000Z\nRRULE:FREQ=SECONDLY;BYMONTH=2"])
    let error = expansionError(text, within: 2)
    #expect(error?.line == 4)
    #expect(
      error?.message.hasPrefix(
        "expanding this event's RRULE (line 7) up to 2026-12-31 may take libical 31") == true)
    #expect(error?.message.hasSuffix("over the limit of \(ICalendarLimits.recurrenceWork)") == true)
  }

  /// A rarely matching sub-daily rule within the limit: its walk stops at the cap after the
  /// window (libical would go on to 2582), and the leap day's hours come out.
  @Test func rareSubDailyRuleStopsAfterTheWindow() throws {
    let text = F.calendar([
      "UID:a\nSUMMARY:leap\nDTSTART:20270101T000000Z\nRRULE:FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=29"
    ])
    let (_, listing) = try expand(text, "2028-02-28", "2028-03-01", within: 2)
    #expect(listing.count == 24)
    #expect(listing.first == "2028-02-29T00:00:00+00:00 2028-02-29T00:00:00+00:00 leap")
  }

  /// MONTHLY and YEARLY rules Calends cannot bound (a day in some years only, or never) are
  /// counted at libical's worst (a walk to the year 20000): a file of many is refused at
  /// the one that crosses the limit, in about the time of two.
  @Test func unboundedMonthlyRulesAreCounted() {
    let events = (0..<100).map {
      "UID:e\($0)\nDTSTART:20260105T090000Z\nRRULE:FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO"
    }
    let error = expansionError(F.calendar(events), within: 6)
    #expect(error?.message.contains("over the limit of \(ICalendarLimits.recurrenceWork)") == true)
    #expect((error?.line ?? 0) > 4)
  }

  /// The time budget, stated: a file of the costliest rules Calends lets libical walk
  /// (MONTHLY rules that match in January only, then walk towards the year 20000 in one
  /// call: 0.7 to 1.1 s each here) is refused once their counted work crosses
  /// `ICalendarLimits.recurrenceWork`, which it does at the third: the expansion ends within
  /// 10 s however many such events the file has (2.1 s here, in a release build).
  @Test func costliestRulesEndWithinTheBudget() {
    let events = (0..<1000).map {
      "UID:w\($0)\nDTSTART:20260105T090000Z\nRRULE:FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30,31;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=1"
    }
    let error = expansionError(F.calendar(events), within: 10)
    #expect(error?.line == 4 + 2 * 5)
    #expect(error?.message.contains("over the limit of \(ICalendarLimits.recurrenceWork)") == true)
  }

  // MARK: Zones

  /// A VTIMEZONE whose observance repeats every second from 1601: libical worked its
  /// transitions out without bound (146 MB after 30 s). The RRULE is left out with a warning;
  /// the observance keeps its DTSTART.
  @Test func subDailyZoneRule() throws {
    let zone = """
      BEGIN:VTIMEZONE
      TZID:Bad
      BEGIN:STANDARD
      DTSTART:16010101T000000
      RRULE:FREQ=SECONDLY
      TZOFFSETFROM:+0100
      TZOFFSETTO:+0100
      END:STANDARD
      END:VTIMEZONE
      """.replacingOccurrences(of: "\n", with: "\r\n")
    let text = F.calendar(
      ["UID:a\nSUMMARY:zoned\nDTSTART;TZID=Bad:20260301T090000\nDURATION:PT1H"], extra: zone)
    let (file, listing) = try expand(text, "2026-03-01", "2026-03-01", within: 2)
    #expect(listing == ["2026-03-01T08:00:00+00:00 2026-03-01T09:00:00+00:00 zoned"])
    #expect(
      file.warnings.map(\.description) == [
        "test.ics:8: the STANDARD RRULE 'FREQ=SECONDLY' of 'Bad' is not FREQ=YEARLY: it is left out, the STANDARD keeping its DTSTART and RDATEs"
      ])
  }

  /// Junk offsets: `+9999` (libical: 100 hours, which moved the event out of its day
  /// silently), minutes over 59, and text. The observance is left out with a warning at the
  /// offset's line; a zone left with none reads its times as UTC, with a warning.
  @Test(arguments: ["+9999", "-1260", "junk", "+99"])
  func junkOffset(offset: String) throws {
    let zone = """
      BEGIN:VTIMEZONE
      TZID:Junk
      BEGIN:STANDARD
      DTSTART:19700101T000000
      TZOFFSETFROM:+0100
      TZOFFSETTO:\(offset)
      END:STANDARD
      END:VTIMEZONE
      """.replacingOccurrences(of: "\n", with: "\r\n")
    let text = F.calendar(
      ["UID:a\nSUMMARY:junk\nDTSTART;TZID=Junk:20260301T090000\nDURATION:PT1H"], extra: zone)
    let (file, listing) = try expand(text, "2026-03-01", "2026-03-01", within: 2)
    #expect(listing == ["2026-03-01T09:00:00+00:00 2026-03-01T10:00:00+00:00 junk"])
    #expect(
      file.warnings.map(\.description) == [
        "test.ics:9: TZOFFSETTO '\(offset)' is not a UTC offset (±HHMM, at most 18 hours): this STANDARD of 'Junk' is left out",
        "test.ics:4: 'Junk' has no usable STANDARD or DAYLIGHT: its times are read as UTC",
      ])
  }

  /// UTC offsets as VTIMEZONEs write them, and as libical also reads them (no sign, spaces
  /// around), against junk.
  @Test func utcOffsets() {
    let cases: [(String, Int?)] = [
      ("+0100", 3600), ("-0500", -18000), ("+013045", 5445), ("0100", 3600), (" +0100 ", 3600),
      ("-0000", 0), ("+1800", 64800), ("+1801", nil), ("+9999", nil), ("-1260", nil),
      ("+01:00", nil), ("+1", nil), ("junk", nil), ("", nil), ("+016060", nil),
    ]
    for (text, seconds) in cases {
      #expect(ICalendarScan.utcOffset(ArraySlice(text.utf8)) == seconds, "\(text)")
    }
  }

  /// 2,000 events in the year 3000 in a built-in zone: libical worked the zone's
  /// transitions out again for each (6.5 ms an event, 13 s in all). Past 2582 the last
  /// offset is taken, as libical gives it.
  @Test func farFutureTimes() throws {
    let events = (0..<2000).map {
      "UID:f\($0)\nDTSTART;TZID=Europe/Berlin:3000\(String(format: "%02d%02dT%02d%02d00", 1 + $0 % 12, 1 + $0 % 28, $0 % 24, $0 % 60))"
    }
    let (_, listing) = try expand(F.calendar(events), "3000-06-01", "3000-06-30", within: 3)
    #expect(listing.count == 2000 / 12 + 1)
    // Berlin's standard offset, as libical gives any time after 2582.
    #expect(listing.allSatisfy { $0.contains("+00:00") })
    let june = try #require(listing.first)
    #expect(june.hasPrefix("3000-06-0"))
  }

  /// Events in ever later years in six zones: each later year made libical work a zone out
  /// again from its start (92 times a zone, 5.6 s). Now each zone is worked out a few times.
  @Test func everLaterYears() throws {
    let zones = [
      "Europe/Berlin", "America/New_York", "Asia/Tokyo", "Europe/Paris", "Europe/London",
      "Australia/Sydney",
    ]
    var events: [String] = []
    for zone in zones {
      for year in stride(from: 2030, through: 2580, by: 6) {
        events.append("UID:y\(events.count)\nDTSTART;TZID=\(zone):\(year)0101T000000")
      }
    }
    let (_, listing) = try expand(F.calendar(events), within: 3)
    #expect(listing.isEmpty)
  }

  /// A file naming many built-in zones with times near libical's last year: the zones'
  /// transitions are counted before libical works them out, and the file is refused at the
  /// zone that crosses `ICalendarLimits.zoneTransitions`.
  @Test func manyZonesWorkedOutToTheLastYear() {
    let names = [
      "Europe/Berlin", "America/New_York", "Europe/Paris", "Europe/London", "Australia/Sydney",
      "America/Chicago", "America/Denver", "America/Los_Angeles", "Europe/Madrid", "Europe/Rome",
      "Europe/Vienna", "Europe/Prague", "Europe/Warsaw", "Europe/Athens", "Europe/Helsinki",
      "Europe/Stockholm", "Europe/Oslo", "Europe/Copenhagen", "Europe/Brussels", "Europe/Zurich",
      "Europe/Amsterdam", "Europe/Dublin", "Europe/Lisbon", "Europe/Budapest", "Europe/Bucharest",
      "Europe/Sofia", "Europe/Riga", "Europe/Vilnius", "Europe/Tallinn", "America/Toronto",
      "America/Vancouver", "America/Halifax", "America/St_Johns", "America/Havana",
      "America/Mexico_City", "America/Santiago", "America/Asuncion", "Pacific/Auckland",
      "Australia/Melbourne", "Australia/Adelaide", "Australia/Hobart", "Asia/Jerusalem",
      "Asia/Beirut", "Asia/Damascus", "Africa/Cairo", "America/Anchorage", "America/Boise",
      "America/Detroit", "America/Winnipeg", "America/Edmonton",
    ]
    let events = names.enumerated().map { index, zone in
      "UID:z\(index)\nDTSTART;TZID=\(zone):25800601T120000"
    }
    let error = expansionError(F.calendar(events), within: 5)
    #expect(
      error?.message.hasSuffix(
        "transitions with the file's other zones, over the limit") == true)
  }

  /// The gap table answers as the definition does (each observance whose offset grows, an
  /// hour either side of each of its times, by brute force), for built-in zones and a file's
  /// zone with 20,000 RDATEs, which 2,000 events at as many times of day ask about at once
  /// (before, each time of day walked every RDATE).
  @Test func gapTable() throws {
    func definition(_ component: OpaquePointer, _ second: Int) -> Bool {
      for kind in [ICAL_XDAYLIGHT_COMPONENT, ICAL_XSTANDARD_COMPONENT] {
        var next = ical.icalcomponent_get_first_component(component, kind)
        while let observance = next {
          next = ical.icalcomponent_get_next_component(component, kind)
          let gap =
            Int(
              ical.icalproperty_get_tzoffsetto(
                ical.icalcomponent_get_first_property(observance, ICAL_TZOFFSETTO_PROPERTY)))
            - Int(
              ical.icalproperty_get_tzoffsetfrom(
                ical.icalcomponent_get_first_property(observance, ICAL_TZOFFSETFROM_PROPERTY)))
          guard gap > 0 else { continue }
          var times = [
            ical.icalproperty_get_dtstart(
              ical.icalcomponent_get_first_property(observance, ICAL_DTSTART_PROPERTY))
          ]
          var rdate = ical.icalcomponent_get_first_property(observance, ICAL_RDATE_PROPERTY)
          while let property = rdate {
            times.append(ical.icalproperty_get_rdate(property).time)
            rdate = ical.icalcomponent_get_next_property(observance, ICAL_RDATE_PROPERTY)
          }
          for time in times {
            let begins = Int(time.hour) * 3600 + Int(time.minute) * 60 + Int(time.second) - 3600
            if ((second - begins) % 86_400 + 86_400) % 86_400 < gap + 7200 { return true }
          }
        }
      }
      return false
    }
    for name in ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Tokyo"] {
      let zone = try #require(DisplayZone(identifier: name)).zone
      let copy = try #require(ical.icalcomponent_new_clone(ical.icaltimezone_get_component(zone)))
      defer { ical.icalcomponent_free(copy) }
      let table = RecurrenceJump.GapTable(copy)
      for second in stride(from: 0, to: 86_400, by: 7) {
        #expect(table.near(second) == definition(copy, second), "\(name) \(second)")
      }
    }
    // A zone whose daylight observance has 20,000 RDATEs at every minute from 00:00 to
    // 05:59 (so near a gap from 23:00 to 08:00); the events are daily from 10:00 to 21:59.
    let rdates = (0..<20_000).map { index in
      let minute = index % 360
      return String(
        format: "RDATE:%04d0301T%02d%02d00", 1900 + index / 200, minute / 60, minute % 60)
    }.joined(separator: "\n")
    let zone = """
      BEGIN:VTIMEZONE
      TZID:Many
      BEGIN:STANDARD
      DTSTART:19000101T030000
      TZOFFSETFROM:+0200
      TZOFFSETTO:+0100
      END:STANDARD
      BEGIN:DAYLIGHT
      DTSTART:19000301T020000
      \(rdates)
      TZOFFSETFROM:+0100
      TZOFFSETTO:+0200
      END:DAYLIGHT
      END:VTIMEZONE
      """.replacingOccurrences(of: "\n", with: "\r\n")
    let events = (0..<2000).map {
      "UID:g\($0)\nDTSTART;TZID=Many:2020010\(1 + $0 % 9)T\(String(format: "%02d%02d00", 10 + $0 / 60 % 12, $0 % 60))\nRRULE:FREQ=DAILY"
    }
    let (_, listing) = try expand(
      F.calendar(events, extra: zone), "2026-03-02", "2026-03-02", within: 20)
    #expect(listing.count == 2000)
  }

  // MARK: DURATION

  /// A DURATION of 99,999,999 weeks: libical's total overflowed (the event ended at its
  /// start, silently), and on an all-day event the weeks overflowed Calends' arithmetic (a
  /// crash). It is read as 100 years, with a warning at its line.
  @Test(arguments: ["DTSTART:20260301T090000Z", "DTSTART;VALUE=DATE:20260301"])
  func hugeDuration(start: String) throws {
    for weeks in ["99999999", "700000000"] {
      let text = F.calendar(["UID:a\nSUMMARY:long\n\(start)\nDURATION:P\(weeks)W"])
      let (file, listing) = try expand(text, "2026-03-01", "2026-03-01", within: 2)
      #expect(listing.count == 1)
      #expect(listing.first?.contains(" 2126-03-02") == true)
      #expect(
        file.warnings.map(\.description) == [
          "test.ics:8: the DURATION is longer than 36525 days (100 years), over the limit; the event is read as lasting 36525 days"
        ])
    }
  }

  /// A DURATION over libical's 32-bit total but under the limit is read as it is (P5000W
  /// came out negative, so the event ended at its start).
  @Test func longDurationIsExact() throws {
    let text = F.calendar(["UID:a\nSUMMARY:long\nDTSTART:20260301T090000Z\nDURATION:P5000W"])
    let (file, listing) = try expand(text, "2026-03-01", "2026-03-01", within: 2)
    #expect(listing == ["2026-03-01T09:00:00+00:00 2121-12-28T09:00:00+00:00 long"])
    #expect(file.warnings.isEmpty)
  }

  // MARK: Real calendars

  /// The real-world shaped calendars read and expand over ten years without a warning, well
  /// within the work limits.
  @Test func realCalendarsHaveNoWarnings() throws {
    for name in ["google-work.ics", "outlook-berlin.ics", "us-holidays.ics", "dst-weeks.ics"] {
      let file = try F.file(name)
      for zone in ["UTC", "America/New_York", "Pacific/Kiritimati"] {
        _ = try F.listing(file, "2020-01-01", "2029-12-31", zone: zone)
      }
      #expect(file.warnings.isEmpty, "\(name): \(file.warnings)")
    }
  }
}
