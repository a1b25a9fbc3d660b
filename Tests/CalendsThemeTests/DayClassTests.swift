import CalendsValues
import Testing

@testable import CalendsTheme

/// Class-qualified date-cell rules (`fdlFUICalendarItemView_title.holiday`): parsed, kept
/// out of the plain theme, applied per day in source order; malformed names are errors
/// at their line:column.
@Suite struct DayClassTests {
  let sample = """
    fdlFUICalendarItemView_title { font-color: #111111; }
    fdlFUICalendarItemView_title.holiday { font-color: #BB0000; font-size: 20; }
    fdlFUICalendarItemView_dayBackground.sold-out,
    fdlFUICalendarItemView_dayBackground.holiday { background-color: #00FF0080; }
    fdlFUICalendarItemView_subtitle.sold-out { font-color: negative; }
    fdlFUICalendarItemView_dayBackground.late { background-color: #0000FF; }
    """

  @Test func classRulesApplyOnlyToTheirDays() {
    let resolved = theme(sample)
    #expect(resolved.dayTitle.normal.color == Color(hex: 0x111111))
    #expect(resolved.dayBackground == .clear)
    let holiday = resolved.forDay(classes: ["holiday"])
    #expect(holiday.dayTitle.normal.color == Color(hex: 0xBB0000))
    #expect(holiday.dayTitle.normal.font.size == 20 && holiday.dayTitle.selected.font.size == 21)
    #expect(holiday.dayBackground == Color(hex: 0x00FF_0080, hasAlpha: true))
    let soldOut = resolved.forDay(classes: ["sold-out"])
    #expect(soldOut.dayLabel.color == Color(hex: 0xBB0000))  // `negative` in light
    #expect(soldOut.dayTitle.normal.color == Color(hex: 0x111111))
    #expect(
      theme(sample, appearance: .dark).forDay(classes: ["sold-out"]).dayLabel.color
        == Color(hex: 0xFF453A))
    #expect(resolved.forDay(classes: ["unknown"]) == resolved)
    #expect(resolved.forDay(classes: []) == resolved)
  }

  /// Several classes: every one's rules apply; the later rule wins a shared property.
  @Test func theLaterRuleWinsBetweenClasses() {
    let resolved = theme(sample)
    #expect(resolved.forDay(classes: ["late", "holiday"]).dayBackground == Color(hex: 0x0000FF))
    #expect(resolved.forDay(classes: ["holiday", "late"]).dayBackground == Color(hex: 0x0000FF))
  }

  @Test func aMediaBlockScopesItsClassRules() {
    let text = """
      @media (device:ipad) { fdlFUICalendarItemView_title.holiday { font-color: #BB0000; } }
      """
    #expect(theme(text).forDay(classes: ["holiday"]) == theme(text))
    let ipad = theme(text, context: MediaContext(device: .ipad))
    #expect(ipad.forDay(classes: ["holiday"]).dayTitle.normal.color == Color(hex: 0xBB0000))
  }

  @Test(arguments: [
    (
      "fdlFUICalendarItemView_title.2x { font-color: red; }",
      "test.nss:1:30: error: '2x' is not a class name; expected a letter or '_', then letters, digits, '_' or '-'"
    ),
    (
      "fdlFUICalendarItemView_title. { font-color: red; }",
      "test.nss:1:30: error: '' is not a class name; expected a letter or '_', then letters, digits, '_' or '-'"
    ),
    (
      "a, fdlFUICalendarItemView_title.a.b { font-color: red; }",
      "test.nss:1:33: error: 'fdlFUICalendarItemView_title.a.b' gives more than one class; a selector takes one class (write one rule per class)"
    ),
    (
      "fdlFUICalendarItemView_title.h\u{e9} { font-color: red; }",
      "test.nss:1:30: error: 'h\u{e9}' is not a class name; expected a letter or '_', then letters, digits, '_' or '-'"
    ),
  ])
  func malformedClassNamesAreErrorsAtTheirColumn(text: String, expected: String) {
    #expect(parseError(text) == expected)
  }

  @Test func classesOnOtherSelectorsAreWarnedAndIgnored() throws {
    let parsed = try #require(sheet("fdlFUICalendarView.holiday { background-color: red; }"))
    #expect(
      parsed.warnings.map(\.description).first?.contains("is not a date-cell selector") == true)
    let resolved = parsed.resolve(appearance: .light)
    #expect(resolved.background == CalendarTheme.light.background)
    #expect(resolved.forDay(classes: ["holiday"]) == resolved)
  }

  @Test func classRulesKeepTheirValueChecks() {
    #expect(
      parseError("fdlFUICalendarItemView_title.holiday { font-color: #12345; }")?.hasPrefix(
        "test.nss:1:52: error: invalid colour") == true)
  }
}
