import Foundation
import Testing

/// Per-day data through the command line: bad `days` and `heatmap` input exits 2 naming the
/// field and writes nothing; a malformed class in a stylesheet exits 2 at its line:column;
/// the layout JSON carries what was drawn.
@Suite struct DayDataCLITests {
  let folder = CLI.temporaryFolder()

  func write(_ name: String, _ text: String) -> String {
    let url = folder.appendingPathComponent(name)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func render(_ spec: String, _ extra: [String] = []) throws -> (CLIResult, String) {
    let out = folder.appendingPathComponent(UUID().uuidString + ".png").path
    return (try CLI.run(["render", spec, "-o", out] + extra), out)
  }

  @Test(arguments: [
    ("days:\n  2026-13-01: {subtitle: x}\n", "days.2026-13-01: '2026-13-01' is not a valid date"),
    ("days:\n  soon: {}\n", "days.soon: 'soon' is not a date; expected YYYY-MM-DD"),
    ("days:\n  2026-01-01: {value: lots}\n", "days.2026-01-01.value: expected a number"),
    (
      "days:\n  2026-01-01: {classes: [9lives]}\n",
      "days.2026-01-01.classes[0]: '9lives' is not a class name"
    ),
    ("heatmap: {colors: purples}\n", "heatmap.colors: unknown ramp 'purples'"),
  ])
  func badDayDataExitsTwoNamingTheField(yaml: String, message: String) throws {
    let (result, out) = try render(write("bad.yaml", "today: 2026-01-10\n" + yaml))
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func tenThousandDaysRenderAndOneMoreExitsTwo() throws {
    /// `count` consecutive days from 2000-01-01, each with a value.
    func spec(_ count: Int) -> String {
      var text = "style: year\nyear: 2000\ntoday: 2000-01-10\nheatmap: {}\ndays:\n"
      let formatter = DateFormatter()
      formatter.dateFormat = "yyyy-MM-dd"
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.locale = Locale(identifier: "en_US_POSIX")
      let first = formatter.date(from: "2000-01-01")!
      for index in 0..<count {
        let day = first.addingTimeInterval(Double(index) * 86_400)
        text += "  \(formatter.string(from: day)): {value: \(index % 7)}\n"
      }
      return text
    }
    let (ok, okOut) = try render(write("many.yaml", spec(10_000)))
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(FileManager.default.fileExists(atPath: okOut))
    let (over, overOut) = try render(write("over.yaml", spec(10_001)))
    #expect(over.status == 2)
    #expect(over.stderr.contains("days: 10001 days is over the limit of 10000"), "\(over.stderr)")
    #expect(!FileManager.default.fileExists(atPath: overOut))
  }

  @Test func aMalformedClassInAStylesheetIsExitTwoAtItsColumn() throws {
    let sheet = write("bad.nss", "\nfdlFUICalendarItemView_title.holi%day { font-color: red; }\n")
    let (result, out) = try render(write("s.yaml", "today: 2026-01-10\n"), ["--theme", sheet])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("bad.nss:2:30: error: 'holi%day' is not a class name"),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func theLayoutJSONCarriesTheDayData() throws {
    let spec = write(
      "ok.yaml",
      """
      today: 2026-01-10
      heatmap: {colors: blues, domain: [0, 10]}
      days:
        2026-01-05: {classes: [holiday], subtitle: "€129", dots: [red, blue, green, orange], value: 4}
      """)
    let result = try CLI.run(["layout", spec])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        #""classes": ["holiday"], "subtitle": "€129", "dots": ["red", "blue", "green"], "moreDots": 1, "value": 4"#
      ))
    #expect(result.stdout.contains(#""kind": "legend""#))
  }
}
