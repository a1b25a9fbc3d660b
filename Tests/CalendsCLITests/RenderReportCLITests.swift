import Foundation
import Testing

/// `calends render --report`: what the image does not show in full, as JSON, and one line on
/// standard error whenever anything is not shown, so a cut title is never silent.
@Suite struct RenderReportCLITests {
  /// A wall month with a title too long for its cell, six events on a day with room for
  /// one, and a time zone that places no calendar's events.
  static let spec = """
    style: wallMonth
    width: 600
    today: 2026-03-11
    displayDateAtStartup: 2026-03-01
    timeZone: Europe/Berlin
    events:
      - {id: q, title: Quartalsabschlussbesprechung der Rechnungsprüfungsabteilung, start: 2026-03-10T13:00, end: 2026-03-10T14:00}
      - {id: a, title: A, start: 2026-03-11, end: 2026-03-11, allDay: true}
      - {id: b, title: B, start: 2026-03-11, end: 2026-03-11, allDay: true}
      - {id: c, title: C, start: 2026-03-11, end: 2026-03-11, allDay: true}
      - {id: d, title: D, start: 2026-03-11, end: 2026-03-11, allDay: true}
      - {id: e, title: E, start: 2026-03-11, end: 2026-03-11, allDay: true}
      - {id: f, title: F, start: 2026-03-11, end: 2026-03-11, allDay: true}

    """

  func folder() throws -> URL {
    let folder = CLI.temporaryFolder()
    try Self.spec.write(
      to: folder.appendingPathComponent("month.yaml"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func theReportListsTheCutTitleTheHiddenEventsAndTheFieldWithoutEffect() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      ["render", "month.yaml", "-o", "month.png", "--report", "report.json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: folder.appendingPathComponent("report.json"))
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let cut = try #require(report["cut"] as? [[String: Any]])
    #expect(cut.count == 1)
    #expect(cut.first?["id"] as? String == "q" && cut.first?["date"] as? String == "2026-03-10")
    #expect(
      cut.first?["text"] as? String
        == "13:00 Quartalsabschlussbesprechung der Rechnungsprüfungsabteilung")
    let drawn = try #require(cut.first?["drawn"] as? String)
    #expect(drawn.hasSuffix("…") && drawn.count < 40)
    let hidden = try #require(report["hidden"] as? [[String: Any]])
    #expect(hidden.count == 1 && hidden.first?["date"] as? String == "2026-03-11")
    let ids = try #require(hidden.first?["ids"] as? [String])
    #expect(ids.count == 5 && hidden.first?["count"] as? Int == 5 && !ids.contains("a"))
    let fields = try #require(report["withoutEffect"] as? [[String: Any]])
    #expect(fields.map { $0["field"] as? String } == ["timeZone"])
    #expect(
      result.stderr
        == "calends: note: not shown in full: 1 text cut short, 5 events behind \"+N more\", 1 field without effect\n"
    )
  }

  @Test func withoutTheFlagTheNoteSaysHowToListThem() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["render", "month.yaml", "-o", "month.png"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr.hasSuffix("1 field without effect (--report FILE lists them)\n"))
    let toStandardOutput = try CLI.run(
      ["render", "month.yaml", "-o", "month.svg", "--report", "-"], in: folder)
    #expect(toStandardOutput.stdout.hasPrefix("{\n  \"cut\": ["))
    let both = try CLI.run(["render", "month.yaml", "-o", "-", "--report", "-"], in: folder)
    #expect(both.status == 2 && both.stderr.contains("--report: standard output already takes the image"))
  }

  @Test func aPictureShownInFullSaysNothing() throws {
    let folder = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      ["render", "--today", "2026-03-11", "-o", "month.png", "--report", "report.json"],
      in: folder)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let report = try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8)
    #expect(report.contains("\"cut\": []") && report.contains("\"withoutEffect\": []"))
  }
}
