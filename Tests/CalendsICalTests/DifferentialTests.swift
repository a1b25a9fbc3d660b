import CalendsICal
import CalendsValues
import Foundation
import Testing

/// Calends' expansion of the real-world shaped files in `Calendars/Differential/` against
/// an independent expander's: `expected/NAME.txt` is what recurring-ical-events gives
/// (`expand.py` wrote it; `.ci/ical-differential` checks it is still what the pinned version
/// gives). Every line on which the two differ is listed in `disagreements`, with its reason
/// in `DISAGREEMENTS.md`: a disagreement not listed fails, and so does one listed that is
/// gone.
@Suite struct DifferentialTests {
  static let folder = ICalendarFixture.folder.appendingPathComponent("Differential")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".ics") }.sorted()
  }

  /// One line on which Calends and recurring-ical-events differ: `reference` lines only the
  /// reference gives, `calends` lines only Calends gives (`DISAGREEMENTS.md` says why).
  struct Disagreement {
    let file: String
    let reference: [String]
    let calends: [String]
  }

  static let disagreements: [Disagreement] = [
    // DTEND before DTSTART: recurring-ical-events swaps them, Calends keeps DTSTART.
    Disagreement(
      file: "edge-values.ics",
      reference: [
        "end-before-start@example.com\t2026-02-10T14:00:00Z\t2026-02-10T15:00:00Z\tfalse\tEnd before start"
      ],
      calends: [
        "end-before-start@example.com\t2026-02-10T15:00:00Z\t2026-02-10T15:00:00Z\tfalse\tEnd before start"
      ]),
    // The night of the spring change: DTEND less DTSTART is an exact duration for Calends
    // (RFC 5545 3.8.5.3), a wall-clock one for recurring-ical-events.
    Disagreement(
      file: "dst-changes.ics",
      reference: [
        "night-ny@example.com\t2026-03-08T06:30:00Z\t2026-03-08T07:00:00Z\tfalse\tNight batch (New York)"
      ],
      calends: [
        "night-ny@example.com\t2026-03-08T06:30:00Z\t2026-03-08T08:00:00Z\tfalse\tNight batch (New York)"
      ]),
    // A daytime DATE-TIME EXDATE of an all-day series: Calends leaves its day out.
    Disagreement(
      file: "exdate-types.ics",
      reference: ["allday-daytime-exdate@example.com\t2026-07-03\t2026-07-04\ttrue\tHot desk"],
      calends: []),
    // Two copies of a series with one SEQUENCE: Calends draws the one with the later DTSTAMP
    // (its EXDATE holds), recurring-ical-events the first in the file.
    Disagreement(
      file: "apple-sync-copies.ics",
      reference: [
        "C2D3E4F5-0617-4829-8A9B-0C1D2E3F4A5B\t2026-03-16T19:00:00Z\t2026-03-16T20:00:00Z\tfalse\tSwimming"
      ],
      calends: []),
    // Outlook's display names without a VTIMEZONE: Calends reads them by sabre/vobject's
    // table (with a warning), recurring-ical-events as floating times.
    Disagreement(
      file: "outlook-display-names.ics",
      reference: [
        "040000008200E00074C5B7101A82E00800000000A0B1C2D3E4F5A601000000000000000010000000ABCDEF0123456789\t2026-01-12T09:30:00Z\t2026-01-12T10:00:00Z\tfalse\tJour fixe",
        "040000008200E00074C5B7101A82E00800000000C2D3E4F5A6B7C801000000000000000010000000CDEF012345678901\t2026-07-01T14:00:00Z\t2026-07-01T15:00:00Z\tfalse\tVendor sync",
      ],
      calends: [
        "040000008200E00074C5B7101A82E00800000000A0B1C2D3E4F5A601000000000000000010000000ABCDEF0123456789\t2026-01-12T08:30:00Z\t2026-01-12T09:00:00Z\tfalse\tJour fixe",
        "040000008200E00074C5B7101A82E00800000000C2D3E4F5A6B7C801000000000000000010000000CDEF012345678901\t2026-07-01T18:00:00Z\t2026-07-01T19:00:00Z\tfalse\tVendor sync",
      ]),
    // A DATE RECURRENCE-ID of a timed series: Calends replaces that day's instance.
    Disagreement(
      file: "mixed-overrides.ics",
      reference: [
        "date-id-on-timed@example.com\t2026-11-03T17:00:00Z\t2026-11-03T18:00:00Z\tfalse\tLunch"
      ],
      calends: []),
  ]

  /// The lines `expand.py` writes, from Calends: timed times as UTC instants (drawn in UTC,
  /// floating times are UTC wall clock, as the script reads them), all-day ones as dates.
  static func lines(_ name: String) throws -> [String] {
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
    let file = try ICalendarFile(bytes: bytes, file: name)
    func written(_ local: DisplayZone.Local, _ allDay: Bool) -> String {
      allDay ? local.day.description : String(Occurrence.iso(local, allDay: false).prefix(19)) + "Z"
    }
    return try file.occurrences(
      from: Day(iso: "2026-01-01")!, through: Day(iso: "2026-12-31")!, in: .utc
    ).map {
      [$0.uid, written($0.start, $0.allDay), written($0.end, $0.allDay), "\($0.allDay)", $0.title]
        .joined(separator: "\t")
    }.sorted()
  }

  static func expected(_ name: String) throws -> (header: String, lines: [String]) {
    let stem = String(name.dropLast(".ics".count))
    let text = try String(
      contentsOf: folder.appendingPathComponent("expected/\(stem).txt"), encoding: .utf8)
    let all = text.split(separator: "\n").map(String.init)
    return (all.first ?? "", all.filter { !$0.hasPrefix("#") })
  }

  @Test func everyFileHasItsFixture() throws {
    #expect(Self.files.count >= 10)
    for name in Self.files {
      let (header, _) = try Self.expected(name)
      #expect(header.hasPrefix("# recurring-ical-events "), "\(name)")
    }
  }

  @Test(arguments: files) func agreesWithRecurringICalEvents(_ name: String) throws {
    let (_, reference) = try Self.expected(name)
    let calends = try Self.lines(name)
    let onlyReference = reference.filter { !calends.contains($0) }
    let onlyCalends = calends.filter { !reference.contains($0) }
    let known = Self.disagreements.filter { $0.file == name }
    #expect(
      onlyReference == known.flatMap(\.reference).sorted(),
      "\(name): only recurring-ical-events gives\n\(onlyReference.joined(separator: "\n"))")
    #expect(
      onlyCalends == known.flatMap(\.calends).sorted(),
      "\(name): only Calends gives\n\(onlyCalends.joined(separator: "\n"))")
  }
}
