import Testing

@testable import CalendsTheme

@Suite struct FontValueTests {
  @Test func fontSize() {
    #expect(headerFont("font-size: 21;") == "Inter 600 21")
    #expect(headerFont("font-size: 12.5;") == "Inter 600 12.5")
    #expect(headerFont("font-size: 200;") == "Inter 600 200")
  }

  @Test(arguments: [
    ("largeTitle", "Inter 400 34"), ("title1", "Inter 400 28"), ("title2", "Inter 400 22"),
    ("title3", "Inter 400 20"),
    ("headline", "Inter 600 17"), ("body", "Inter 400 17"), ("callout", "Inter 400 16"),
    ("subheadline", "Inter 400 15"), ("footnote", "Inter 400 13"), ("caption1", "Inter 400 12"),
    ("caption2", "Inter 400 11"),
  ])
  func fontStyles(_ style: String, _ expected: String) {
    #expect(headerFont("font-style: \(style);") == expected)
  }

  @Test func fontSizeOverridesTheStyleSize() {
    #expect(headerFont("font-size: 30; font-style: footnote;") == "Inter 400 30")
    #expect(headerFont("font-style: footnote; font-size: 30;") == "Inter 400 30")
  }

  @Test(arguments: [
    ("system", "Inter 400 17"), ("boldSystem", "Inter 700 17"),
    ("italicSystem", "Inter 400 italic 17"),
    ("lightSystem", "Inter 300 17"), ("mediumSystem", "Inter 500 17"),
    ("semiboldSystem", "Inter 600 17"),
    ("heavySystem", "Inter 800 17"), ("blackSystem", "Inter 900 17"),
    ("thinSystem", "Inter 100 17"),
    ("ultraLightSystem", "Inter 200 17"),
  ])
  func systemFontNames(_ name: String, _ expected: String) {
    #expect(headerFont("font-name: \(name);") == expected)
    #expect(warnings("fdlFUICalendarView_monthHeaderText { font-name: \(name); }").isEmpty)
  }

  @Test(arguments: [
    ("Inter-SemiBold", "Inter 600 17"), ("Inter", "Inter 400 17"), ("Inter-Bold", "Inter 700 17"),
    ("DejaVuSans-BoldOblique", "DejaVuSans 700 italic 17"), ("Helvetica-Light", "Helvetica 300 17"),
    ("Inter-Italic", "Inter 400 italic 17"), ("Inter-ExtraLight", "Inter 200 17"),
    ("DejaVu Sans Bold", "DejaVu Sans 700 17"), ("DejaVu Sans", "DejaVu Sans 400 17"),
    ("\"DejaVu Serif Italic\"", "DejaVu Serif 400 italic 17"),
    ("Inter Semi Bold Italic", "Inter 600 italic 17"),
    ("Noto-Display", "Noto-Display 400 17"), ("DejaVu   Sans    Mono", "DejaVu Sans Mono 400 17"),
  ])
  func fontNames(_ name: String, _ expected: String) {
    #expect(headerFont("font-name: \(name);") == expected)
  }

  @Test func fontNameWeightWinsOverStyleWeight() {
    #expect(headerFont("font-style: headline; font-name: Inter-Light;") == "Inter 300 17")
    #expect(headerFont("font-name: Inter-Light; font-style: title1;") == "Inter 300 28")
  }

  @Test func misspeltSystemNameIsAFamilyWithAWarning() {
    let text = "fdlFUICalendarView_monthHeaderText {\n  font-name: boldsystem;\n}"
    #expect(theme(text).monthHeader.font.description == "boldsystem 400 17")
    #expect(
      warnings(text) == [
        "test.nss:2:14: warning: font-name 'boldsystem' is not a system font name and is read as a family; did you mean 'boldSystem'?"
      ])
  }

  @Test(arguments: [
    ("font-size: big;", "1:49: error: invalid number 'big' for font-size"),
    ("font-size: 17pt;", "1:49: error: invalid number '17pt' for font-size"),
    ("font-size: nan;", "1:49: error: invalid number 'nan' for font-size"),
    ("font-size: inf;", "1:49: error: invalid number 'inf' for font-size"),
    ("font-size: 1e3;", "1:49: error: invalid number '1e3' for font-size"),
    ("font-size: 0x10;", "1:49: error: invalid number '0x10' for font-size"),
    ("font-size: 1.2.3;", "1:49: error: invalid number '1.2.3' for font-size"),
    (
      "font-size: 0;",
      "1:49: error: font-size 0 is out of range: expected a number greater than 0 and at most 200"
    ),
    (
      "font-size: -4;",
      "1:49: error: font-size -4 is out of range: expected a number greater than 0 and at most 200"
    ),
    (
      "font-size: 200.5;",
      "1:49: error: font-size 200.5 is out of range: expected a number greater than 0 and at most 200"
    ),
    ("font-style: titel;", "1:50: error: unknown font-style 'titel'; did you mean 'title1'?"),
    (
      "font-style: Headline;",
      "1:50: error: unknown font-style 'Headline'; did you mean 'headline'?"
    ),
    ("font-style: gigantic;", "1:50: error: unknown font-style 'gigantic'"),
    ("font-name: \"\";", "1:49: error: expected a font name"),
  ])
  func invalidFontValues(_ declaration: String, _ expected: String) {
    expectError("fdlFUICalendarView_monthHeaderText { \(declaration) }", expected)
  }
}
