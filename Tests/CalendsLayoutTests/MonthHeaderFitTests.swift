import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// The control's month header shrinks a title too wide for the image (the Gregorian and
/// Islamic title on iPhone SE with the ocean stylesheet fell off both edges), as the year
/// views' page title does, and says so with a `fontSize`; a title that fits keeps the
/// stylesheet's size and has none, so layouts of titles that fit do not change.
@Suite struct MonthHeaderFitTests {
  /// The ocean stylesheet's phone title, Inter Bold 20 pt, over the light theme.
  static let ocean: CalendarTheme = {
    var theme = CalendarTheme.light
    theme.monthHeader.font = FontSpec(family: "Inter", weight: .bold, size: 20)
    return theme
  }()

  let measurer = ApproximateTextMeasurer()

  func layout(
    _ style: ControlStyle = .month, _ configure: (inout ControlInputs) -> Void = { _ in }
  ) -> LayoutTree {
    var inputs = ControlInputs(style: style)
    inputs.device = .iPhoneSE
    configure(&inputs)
    return CalendarLayout(
      spec: inputs.spec, today: d("2026-03-10"), theme: Self.ocean, measurer: measurer
    ).layout()
  }

  /// Ramadan's month: "March 2026 · Ramadan – Shawwal 1447".
  func dual(_ inputs: inout ControlInputs) {
    inputs.alternateCalendar = .islamic
    inputs.alternateCalendarLocale = "en"
  }

  func header(_ tree: LayoutTree) throws -> (LayoutItem.MonthHeader, Rect) {
    let item = try #require(tree.items.first { $0.kind == .monthHeader })
    return (item.monthHeader!, item.frame)
  }

  /// The room a title has: the header less the inset on each side.
  var available: Double { 320 - 2 * CalendarMetrics.monthHeaderInset }

  @Test func aLongDualTitleShrinksToTheWidth() throws {
    let (header, _) = try header(layout(.month, dual))
    #expect(header.text.contains("·") && header.text.contains("1447"))
    let natural = measurer.measure(header.text, font: Self.ocean.monthHeader.font).width
    #expect(natural > available)  // the case of the issue: it does not fit at 20 pt
    let size = try #require(header.fontSize)
    #expect(size < 20)
    let font = Self.ocean.monthHeader.font.withSize(size)
    #expect(measurer.measure(header.text, font: font).width <= available)
  }

  @Test func aShortTitleKeepsTheStylesheetSize() throws {
    let (header, _) = try header(layout())
    #expect(header.text == "Mar 2026" && header.fontSize == nil)
    // Nor does the JSON gain the field.
    #expect(!layout().jsonString().contains("\"fontSize\""))
  }

  /// The stacked styles write the full month name; with a secondary calendar it is the same
  /// long title, inside the header's inset frame.
  @Test func theStackedHeaderShrinksToItsFrame() throws {
    let (header, frame) = try header(
      layout(.fullScreenMonth) {
        dual(&$0)
        $0.showsMonthHeader = true
      })
    let size = try #require(header.fontSize)
    let font = Self.ocean.monthHeader.font.withSize(size)
    #expect(measurer.measure(header.text, font: font).width <= frame.width)
  }

  /// The double title's year line carries the secondary months at 0.7 of the header's size
  /// (a stylesheet's 26 pt title draws it at 18 pt, too wide): shrunk, it fits at the size
  /// the scene draws it (0.7 of `fontSize`).
  @Test func theDoubleTitlesYearLineFitsAtSevenTenths() throws {
    var large = Self.ocean
    large.monthHeader.font.size = 26
    var inputs = ControlInputs(style: .month)
    inputs.device = .iPhoneSE
    inputs.monthTitle = .double
    dual(&inputs)
    let tree = CalendarLayout(
      spec: inputs.spec, today: d("2026-03-10"), theme: large, measurer: measurer
    ).layout()
    let (header, _) = try header(tree)
    let lines = try #require(header.lines)
    let size = try #require(header.fontSize)
    let small = large.monthHeader.font.withSize(size * 0.7)
    #expect(measurer.measure(lines[1].text, font: small).width <= available)
    #expect(measurer.measure(lines[0].text, font: small.withSize(size)).width <= available)
  }

  @Test func shrinkingStepsDownUntilTheMeasurerAgrees() {
    // A measurer whose widths grow faster than the size: the proportional guess is too big.
    struct Hinted: TextMeasuring {
      func measure(_ text: String, font: FontSpec) -> Size {
        Size(width: Double(text.count) * (font.size * 0.6 + 0.5), height: font.size)
      }
    }
    let font = FontSpec(size: 20)
    let long = String(repeating: "x", count: 40)
    let size = Hinted().fit(long, font: font, width: 288, rule: .title(font)).fontSize
    #expect(
      size != nil && Hinted().measure(long, font: font.withSize(size!)).width <= 288)
    #expect(Hinted().fit("short", font: font, width: 288, rule: .title(font)).fontSize == nil)
  }
}
