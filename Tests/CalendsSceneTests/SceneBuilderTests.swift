import CalendsDrawing
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues
import SpecTestingSupport
import Testing

@testable import CalendsScene

private func d(_ text: String) -> Day { Day(iso: text)! }

@Suite struct SceneBuilderTests {
  func scene(theme: CalendarTheme = .light, _ configure: (inout ControlInputs) -> Void = { _ in })
    -> Scene
  {
    var inputs = ControlInputs()
    inputs.selectedDate = d("2019-01-23")
    inputs.eventDates = [d("2019-01-08")]
    configure(&inputs)
    let tree = CalendarLayout(
      spec: inputs.spec, today: d("2019-01-10"), theme: theme, measurer: ApproximateTextMeasurer()
    ).layout()
    return SceneBuilder(theme: theme).build(tree)
  }

  func texts(_ scene: Scene) -> [String: TextRun] {
    var runs: [String: TextRun] = [:]
    for case .text(let run) in scene.nodes where runs[run.text] == nil { runs[run.text] = run }
    return runs
  }

  @Test func referenceExampleDump() {
    golden.assert(scene().dump(), named: "month-2019-01-light.txt")
  }

  @Test func darkThemeDump() {
    golden.assert(scene(theme: .dark).dump(), named: "month-2019-01-dark.txt")
  }

  /// A calendar's dot takes its colour, resolved for the theme's appearance; a dot without
  /// one takes the theme's event colour, in light and dark.
  @Test(arguments: [Appearance.light, .dark])
  func calendarDotsTakeTheirColours(appearance: Appearance) throws {
    let theme = appearance == .light ? CalendarTheme.light : .dark
    let teal = try ColorSpecifier(light: "#00796B", dark: "#4DB6AC")
    let scene = scene(theme: theme) {
      $0.eventDates = []
      $0.calendarDots = [d("2019-01-08"): [nil, teal]]
    }
    let dump = scene.dump().split(separator: "\n").filter {
      $0.hasPrefix("circle") && $0.contains("r2 ")
    }
    let own = teal.resolved(for: theme.appearance)
    #expect(
      dump == [
        "circle 130.43,158.5 r2 \(theme.eventView)",
        "circle 137.43,158.5 r2 \(own)",
      ])
  }

  /// Each theme role reaches the node it is meant for: change one colour, see it drawn.
  @Test func everyThemeRoleIsDrawn() {
    var theme = CalendarTheme.light
    theme.background = Color(hex: 0x010203)
    theme.selectionSingle = Color(hex: 0x112233)
    theme.eventView = Color(hex: 0x223344)
    theme.dayTitle.normal.color = Color(hex: 0x334455)
    theme.dayTitle.selected = TextStyle(
      font: .system(19, weight: .heavy), color: Color(hex: 0x445566))
    theme.dayTitle.highlighted = TextStyle(
      font: .system(18, weight: .medium), color: Color(hex: 0x556677))
    theme.dayTitle.disabledColor = Color(hex: 0x667788)
    theme.monthHeader.color = Color(hex: 0x778899)
    theme.weekNumber.color = Color(hex: 0x8899AA)
    theme.weekdayText.normal.color = Color(hex: 0x99AABB)
    theme.weekdayText.highlightedColor = Color(hex: 0xAABBCC)
    let scene = scene(theme: theme) {
      $0.showsWeekNumbers = true
      $0.disabledDates.dates = [d("2019-01-15")]
    }
    #expect(scene.background == Color(hex: 0x010203))
    let circles = scene.nodes.compactMap { node -> Color? in
      if case .circle(_, _, let color) = node { return color }
      return nil
    }
    #expect(circles.contains(Color(hex: 0x112233)))
    #expect(circles.contains(Color(hex: 0x223344)))
    let runs = texts(scene)
    #expect(runs["23"]?.color == Color(hex: 0x445566))
    #expect(runs["23"]?.font == .system(19, weight: .heavy))
    #expect(runs["10"]?.color == Color(hex: 0x556677))
    #expect(runs["10"]?.font == .system(18, weight: .medium))
    #expect(runs["9"]?.color == Color(hex: 0x334455))
    #expect(runs["15"]?.color == Color(hex: 0x667788))
    #expect(runs["31"]?.color == Color(hex: 0x667788))  // Dec 31, adjacent month
    #expect(runs["Jan 2019"]?.color == Color(hex: 0x778899))
    #expect(
      runs["1"]?.color == Color(hex: 0x8899AA)
        || scene.nodes.contains { node in
          if case .text(let run) = node {
            return run.text == "1" && run.color == Color(hex: 0x8899AA)
          }
          return false
        })
    let labels = scene.nodes.compactMap { node -> TextRun? in
      if case .text(let run) = node, run.font == theme.weekdayText.normal.font, run.text.count == 1,
        run.text.first!.isLetter
      {
        return run
      }
      return nil
    }
    #expect(labels.filter { $0.color == Color(hex: 0xAABBCC) }.map(\.text) == ["T"])
    #expect(labels.filter { $0.color == Color(hex: 0x99AABB) }.count == 6)
  }

  @Test func selectionDrawsBeforeItsNumber() {
    let nodes = scene().nodes
    let disc = nodes.firstIndex {
      if case .circle(_, 13, _) = $0 { return true } else { return false }
    }!
    let number = nodes.firstIndex {
      if case .text(let run) = $0 { return run.text == "23" } else { return false }
    }!
    #expect(disc < number)
  }

  @Test func disabledTodayKeepsItsFontButTakesTheDisabledTint() {
    let style = ControlSceneBuilder(theme: .light).dayTitleStyle(states: [.highlighted, .disabled])
    #expect(style.font == CalendarTheme.light.dayTitle.highlighted.font)
    #expect(style.color == CalendarTheme.light.dayTitle.disabledColor)
  }
}
