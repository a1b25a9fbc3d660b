import Foundation
import Testing

/// The agenda and the dashboard through the command line: their flags, their errors (exit
/// 2 naming the field, no file written), the report of what the list hides and the layout
/// JSON of a dashboard's panes.
@Suite struct AgendaDashboardCLITests {
  let folder = CLI.temporaryFolder()

  func write(_ name: String, _ text: String) -> String {
    let url = folder.appendingPathComponent(name)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func output(_ ext: String = "png") -> String {
    folder.appendingPathComponent(UUID().uuidString + "." + ext).path
  }

  @Test(arguments: [
    (["--style", "agenda", "--list-days", "0"], "--list-days: 0 is out of range"),
    (["--style", "agenda", "--max-events", "x"], "--max-events"),
    (["--style", "dashboard"], "rows: a dashboard needs at least one row of panes"),
    (["--style", "month", "--list-days", "3"], "--list-days: is a field of the agenda style"),
  ])
  func badFieldsExitTwoAndWriteNothing(arguments: [String], message: String) throws {
    let out = output()
    let result = try CLI.run(["render"] + arguments + ["-o", out])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// `--max-events` ends the list with "+N more"; the report names the events behind it.
  @Test func theReportNamesWhatTheAgendaHides() throws {
    let spec = write(
      "agenda.yaml",
      """
      style: agenda
      today: 2026-11-28
      width: 400
      events:
        - {id: a, title: A, start: 2026-11-28T09:00, end: 2026-11-28T10:00}
        - {id: b, title: B, start: 2026-11-29T09:00, end: 2026-11-29T10:00}
        - {id: c, title: C, start: 2026-11-30T09:00, end: 2026-11-30T10:00}
      """)
    let result = try CLI.run(["render", spec, "--max-events", "1", "-o", output(), "--report", "-"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""ids": ["b", "c"]"#), "\(result.stdout)")
    #expect(result.stderr.contains("2 events behind \"+N more\""), "\(result.stderr)")
  }

  /// A pane's field is named with its path; a dashboard's layout nests each pane's.
  @Test func aDashboardNamesItsPanesFieldsAndNestsTheirLayouts() throws {
    let bad = write(
      "bad.yaml", "style: dashboard\nrows: [{panes: [{style: month, locale: de_DE}]}]\n")
    let refused = try CLI.run(["render", bad, "-o", output()])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains("rows[0].panes[0].locale: a pane shares the dashboard's locale"),
      "\(refused.stderr)")
    let good = write(
      "good.yaml",
      "style: dashboard\ntoday: 2026-03-11\nwidth: 800\nheight: 480\nrows: [{panes: [{style: month}, {style: agenda}]}]\n"
    )
    let layout = try CLI.run(["layout", good])
    #expect(layout.status == 0, "\(layout.stderr)")
    #expect(layout.stdout.components(separatedBy: "\"kind\": \"pane\"").count == 3)
    #expect(layout.stdout.contains("\"agendaEmpty\""))
  }
}
