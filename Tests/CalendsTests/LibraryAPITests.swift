import Calends
import CalendsGallery
import Foundation
import Testing

/// The library as a program that depends only on the `Calends` product uses it: specs built
/// in code, checked field by field, Codable, rendered in one call.
@Suite struct LibraryAPITests {
  func todaySample() throws -> CalendarSpec {
    var canvas = Canvas()
    canvas.today = try Day("2019-01-10")
    var month = ControlSpec(style: .month)
    month.selectedDate = try Day("2019-01-23")
    return CalendarSpec(canvas: canvas, family: .control(month))
  }

  func message(_ spec: CalendarSpec) -> String {
    do {
      _ = try TestSupport.renderer.image(of: spec)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func aSpecBuiltInCodeDrawsWhatTheSameSpecFileDraws() throws {
    let renderer = TestSupport.renderer
    let png = try renderer.image(of: try todaySample(), as: .png)
    let loaded = try SpecLoader.load(
      path: TestSupport.samples.appendingPathComponent("today.yaml").path)
    let fromFile = try renderer.render(try renderer.prepare(loaded.spec), format: .png).bytes
    #expect(Array(png) == fromFile)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func invalidValuesThrowNamingTheField() throws {
    var spec = try todaySample()
    spec.canvas.scale = 7
    #expect(message(spec) == "scale: 7 is not a supported scale; expected 1, 2 or 3")
    spec = try todaySample()
    spec.canvas.width = 10
    #expect(message(spec) == "width: 10 is out of range; expected 200…4096")
    spec = try todaySample()
    spec.canvas.locale = "klingon"
    #expect(message(spec).hasPrefix("locale: unknown locale 'klingon'"))
    var range = ControlSpec(style: .month)
    range.selectedDateRange = DateRange(start: try Day("2019-01-02"), end: try Day("2019-01-05"))
    spec.canvas = Canvas()
    spec.family = .control(range)
    #expect(message(spec).hasPrefix("selectedDateRange: only the rangeSelection style selects"))
  }

  /// `render(_:as:)` is `image(of:as:)` with the warnings `calends render` would print.
  @Test func renderGivesTheImageAndItsWarnings() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("calends-library-warnings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let ics = folder.appendingPathComponent("team.ics")
    let lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN", "BEGIN:VEVENT", "UID:a",
      "DTSTAMP:20190101T000000Z", "DTSTART:20190115T100000", "DTEND:20190115T110000",
      "SUMMARY:Review", "END:VEVENT", "BEGIN:VEVENT", "UID:b", "DTSTAMP:20190101T000000Z",
      "DTSTART:20190116T100000", "DTEND:20190116T110000",
      "SUMMARY;\(String(repeating: "A=1;", count: 200))X=1:Too many parameters",
      "END:VEVENT", "END:VCALENDAR",
    ]
    try (lines.joined(separator: "\r\n") + "\r\n").write(to: ics, atomically: true, encoding: .utf8)
    var spec = try todaySample()
    spec.canvas.calendars = [CalendarSource(ics: ics.path)]
    let output = try TestSupport.renderer.render(spec, as: .png)
    #expect(
      output.warnings.contains {
        $0.code == .icalendarWarning && $0.file?.hasSuffix("team.ics") == true && $0.line == 16
      }, "\(output.warnings)")
    #expect(Array(try TestSupport.renderer.image(of: spec, as: .png)) == output.bytes)
    #expect(try TestSupport.renderer.render(try todaySample(), as: .svg).warnings.isEmpty)
  }

  /// A printed year page per month, from the spec itself: the pages `calends render -o
  /// year.png` writes, checked as `image(of:)` checks a spec.
  @Test func renderEachPageDrawsEveryPageOfAPrintedYear() throws {
    var year = YearSpec(view: .year)
    year.year = 2027
    year.page = PageSetup(paper: .a5, orientation: .landscape, pages: .months, cover: true)
    var canvas = Canvas()
    canvas.today = try Day("2027-03-14")
    canvas.scale = 1
    let spec = CalendarSpec(canvas: canvas, family: .year(year))
    let pages = try TestSupport.renderer.renderEachPage(spec, as: .png)
    #expect(pages.map(\.name) == ["cover"] + (1...12).map { $0 < 10 ? "0\($0)" : "\($0)" })
    // IHDR: the width and height, big-endian, at bytes 16 and 20; A5 turned is 595 × 420 pt.
    let header = pages[1].output.bytes
    let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width > height && (595...596).contains(width) && (419...420).contains(height))
    var single = spec
    single.canvas.scale = 9
    #expect(throws: CalendsError.self) { try TestSupport.renderer.renderEachPage(single, as: .png) }
  }

  @Test func aBadDateIsAnErrorNotTheClocksDate() {
    #expect(throws: ValueError.self) { try Day("2019-02-30") }
    do {
      _ = try Day("2019-02-30")
    } catch {
      #expect(error.message == "'2019-02-30' is not a valid date (no such day in the calendar)")
    }
    do {
      _ = try JSONDecoder().decode(CalendarSpec.self, from: Data(#"{"today": "2019-02-30"}"#.utf8))
      Issue.record("decoded an impossible date")
    } catch let error as SpecError {
      #expect(
        error.description == "today: '2019-02-30' is not a valid date (no such day in the calendar)"
      )
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  /// Every sample, of every family, survives encoding and decoding unchanged — so the
  /// writer knows every field the reader reads.
  @Test(arguments: try SampleFolder.specs(in: TestSupport.samples.path))
  func everySampleRoundTripsThroughCodable(spec url: URL) throws {
    let spec = try SpecLoader.load(path: url.path).spec
    let json = try JSONEncoder().encode(spec)
    let decoded = try JSONDecoder().decode(CalendarSpec.self, from: json)
    #expect(decoded == spec, "\(String(decoding: json, as: UTF8.self))")
    #expect(try spec.validated() == spec)
  }

  @Test func writeTakesTheFormatFromTheExtensionAndNeverLeavesAPartialFile() throws {
    let folder = TestSupport.temporaryFolder()
    let png = folder.appendingPathComponent("calendar.png").path
    try TestSupport.renderer.write(try todaySample(), to: png)
    #expect(FileManager.default.fileExists(atPath: png))
    let svg = folder.appendingPathComponent("calendar.svg").path
    try TestSupport.renderer.write(try todaySample(), to: svg)
    #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<svg"))
    var bad = try todaySample()
    bad.canvas.scale = 7
    let refused = folder.appendingPathComponent("refused.png").path
    #expect(throws: CalendsError.self) { try TestSupport.renderer.write(bad, to: refused) }
    #expect(!FileManager.default.fileExists(atPath: refused))
    #expect(throws: CalendsError.self) {
      try TestSupport.renderer.write(
        try todaySample(), to: folder.appendingPathComponent("x.gif").path)
    }
    let clash = folder.appendingPathComponent("clash.png").path
    #expect(throws: CalendsError.self) {
      try TestSupport.renderer.write(try todaySample(), to: clash, as: .svg)
    }
    #expect(!FileManager.default.fileExists(atPath: clash))
  }
}
