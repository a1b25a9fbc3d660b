import CalendsDrawing
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsScene

/// The wall month is painted as a printed month page, its events as bars (round where the
/// event starts or ends, square where it goes on), lines (a dot, then `HH:MM title`) and
/// "+N more", their text aligned to the reading direction's start.
@Suite struct WallMonthSceneBuilderTests {
  static let spec = """
    style: wallMonth
    displayDateAtStartup: 2026-03-01
    width: 700
    height: 760
    events:
      - {id: freeze, title: Freeze, start: 2026-03-10, end: 2026-03-17, allDay: true, color: "#C62828"}
      - {id: holiday, title: Holiday, start: 2026-03-17, end: 2026-03-17, allDay: true, color: "#FFEB3B"}
      - {id: call, title: Call, start: 2026-03-11T13:00, end: 2026-03-11T14:00}
      - {id: yoga, title: Yoga, start: 2026-03-11T07:00, end: 2026-03-11T08:00}
      - {id: lunch, title: Lunch, start: 2026-03-11T12:00, end: 2026-03-11T13:00}
    """

  func scene(_ yaml: String, theme: CalendarTheme = .light) throws -> Scene {
    let spec = try SpecReader.read(Data(yaml.utf8), source: "spec.yaml")
    let tree = CalendarLayout(
      spec: spec, today: Day(iso: "2026-03-11")!, theme: theme,
      measurer: ApproximateTextMeasurer()
    ).layout()
    return SceneBuilder(theme: theme).build(tree)
  }

  func runs(_ scene: Scene) -> [TextRun] {
    scene.nodes.compactMap { if case .text(let run) = $0 { run } else { nil } }
  }

  @Test func dumps() throws {
    golden.assert(try scene(Self.spec).dump(), named: "wallmonth-2026-03-light.txt")
    golden.assert(try scene(Self.spec, theme: .dark).dump(), named: "wallmonth-2026-03-dark.txt")
  }

  @Test func barsAreSquareWhereTheyGoOn() throws {
    let bands = try scene(Self.spec).nodes.compactMap { node -> (Bool, Bool)? in
      if case .band(_, let left, let right, _) = node { (left, right) } else { nil }
    }
    // Freeze: a piece going on into the next row, then one coming from the previous one; the
    // one-day holiday is round at both ends.
    #expect(bands.count == 3)
    #expect(bands.contains { $0 == (true, false) } && bands.contains { $0 == (false, true) })
    #expect(bands.contains { $0 == (true, true) })
    let rtl = try scene(Self.spec + "\nlocale: he_IL").nodes.compactMap { node -> (Bool, Bool)? in
      if case .band(_, let left, let right, _) = node { (left, right) } else { nil }
    }
    #expect(rtl.filter { $0 == (false, true) }.count == bands.filter { $0 == (true, false) }.count)
  }

  @Test func linesAndTitlesReadFromTheStart() throws {
    let light = runs(try scene(Self.spec))
    let call = try #require(light.first { $0.text == "13:00 Call" })
    #expect(call.alignment == .leading && call.clip != nil)
    let title = try #require(light.first { $0.text == "Freeze" })
    #expect(title.color == CalendarTheme.light.timeline.eventLabel.color)
    // White on a pale yellow would not read: the title turns dark.
    let holiday = try #require(light.first { $0.text == "Holiday" })
    #expect(holiday.color != .white)
    let rtl = runs(try scene(Self.spec + "\nlocale: he_IL"))
    #expect(rtl.first { $0.text == "13:00 Call" }?.alignment == .trailing)
  }

  /// A title the layout wrapped (`eventTitleLines`) is drawn a run per line, one under the
  /// other, with no newline left in any run.
  @Test func wrappedTitlesAreARunPerLine() throws {
    let yaml = Self.spec.replacingOccurrences(
      of: "title: Call,", with: "title: Call with the accountants about the report,")
    let runs = runs(try scene(yaml))
    #expect(!runs.contains { $0.text.contains("\n") })
    let call = runs.filter { $0.text.hasPrefix("13:00 Call") }
    let first = try #require(call.first)
    let next = runs.filter {
      $0.frame.minX == first.frame.minX && $0.frame.minY > first.frame.minY
        && $0.frame.minY < first.frame.maxY + 2 * first.frame.height
    }
    #expect(!next.isEmpty, "\(runs.map(\.text))")
  }

  /// A title too long for its bar or line is drawn cut, ending in an ellipsis (the layout's
  /// `text`), in both reading directions; the scene dump shows the cut text.
  @Test(arguments: ["en_US", "he_IL"])
  func longTitlesAreDrawnWithAnEllipsis(locale: String) throws {
    let yaml = (Self.spec + "\nlocale: \(locale)\neventTitleLines: 1")
      .replacingOccurrences(of: "title: Holiday,", with: "title: Holiday for the whole company,")
      .replacingOccurrences(
        of: "title: Call,", with: "title: Call with the accountants about the report,")
    let scene = try scene(yaml)
    let texts = runs(scene).map(\.text)
    let bar = try #require(texts.first { $0.hasPrefix("Holiday") })
    let line = try #require(texts.first { $0.hasPrefix("13:00 Call") })
    #expect(bar.hasSuffix("…") && line.hasSuffix("…"))
    #expect(!texts.contains("Holiday for the whole company"))
    #expect(scene.dump().contains("\"\(bar)\""))
    let run = try #require(runs(scene).first { $0.text == bar })
    #expect(run.alignment == (locale == "he_IL" ? .trailing : .leading))
  }

  @Test func moreIsDrawnInTheLocalesWords() throws {
    let texts = runs(try scene(Self.spec + "\ndayMaxEvents: 2\nlocale: de_DE")).map(\.text)
    #expect(texts.contains { $0.hasPrefix("+ weitere ") })
    let arabic = runs(try scene(Self.spec + "\ndayMaxEvents: 2\nlocale: ar_EG")).map(\.text)
    // Arabic-Indic digits, FullCalendar's word.
    #expect(
      arabic.contains {
        $0.hasPrefix("+") && $0.hasSuffix(" أخرى")
          && ("٠"..."٩").contains(String($0.dropFirst().prefix(1)))
      })
  }
}
