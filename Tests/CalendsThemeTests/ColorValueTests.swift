import CalendsValues
import Testing

@testable import CalendsTheme

@Suite struct ColorValueTests {
  @Test(arguments: [
    ("#FFF", "#FFFFFF"), ("#abc", "#AABBCC"), ("#0070F2", "#0070F2"), ("#0070f2", "#0070F2"),
    ("#11223344", "#11223344"), ("#112233FF", "#112233"),
  ])
  func hex(_ input: String, _ expected: String) {
    #expect(color(input).description == expected)
  }

  @Test func eightDigitHexIsRGBA() {
    #expect(color("#FF000080") == Color(red: 255, green: 0, blue: 0, alpha: 128))
  }

  @Test(arguments: [
    ("rgb(255, 128, 0)", "#FF8000"), ("rgb(0,0,0)", "#000000"), ("rgb(1.0, 0.5, 0.0)", "#FF8000"),
    ("rgba(255, 0, 0, 0.5)", "#FF000080"), ("rgba(0.0, 0.0, 1.0, 1)", "#0000FF"),
    ("rgba(10, 20, 30, 0)", "#0A141E00"),
    ("rgb( 1 , 2 , 3 )", "#010203"),
  ])
  func rgb(_ input: String, _ expected: String) {
    #expect(color(input).description == expected)
  }

  @Test(arguments: [
    ("hsl(0, 100%, 50%)", "#FF0000"), ("hsl(120, 100%, 50%)", "#00FF00"),
    ("hsl(240, 100%, 50%)", "#0000FF"),
    ("hsl(0, 0%, 100%)", "#FFFFFF"), ("hsl(360, 100%, 25%)", "#800000"),
    ("hsl(-120, 100%, 50%)", "#0000FF"),
    ("hsla(60, 100%, 50%, 0.5)", "#FFFF0080"), ("hsl(210, 50%, 40%)", "#336699"),
  ])
  func hsl(_ input: String, _ expected: String) {
    #expect(color(input).description == expected)
  }

  @Test(arguments: [
    ("black", "#000000"), ("darkGray", "#555555"), ("lightGray", "#AAAAAA"), ("white", "#FFFFFF"),
    ("gray", "#808080"), ("red", "#FF0000"), ("green", "#00FF00"), ("blue", "#0000FF"),
    ("cyan", "#00FFFF"),
    ("yellow", "#FFFF00"), ("magenta", "#FF00FF"), ("orange", "#FF8000"), ("purple", "#800080"),
    ("brown", "#996633"), ("clear", "#00000000"),
  ])
  func uikitNames(_ input: String, _ expected: String) {
    #expect(color(input).description == expected)
  }

  @Test(arguments: [
    ("primary1", "#32363A", "#FFFFFF"), ("primary2", "#515559", "#FFFFFF"),
    ("primary3", "#6A6D70", "#EBEBF599"),
    ("primary4", "#CCCCCC", "#EBEBF54D"), ("primary5", "#FAFAFA", "#2C2C2E"),
    ("primary6", "#FFFFFF", "#1C1C1E"),
    ("primary7", "#74777A", "#74777A"), ("primary9", "#EEEEEF", "#48484A"),
    ("primary10", "#89919A", "#89919A"),
    ("tintColor", "#0A6ED1", "#D1E8FF"), ("tintColorTapState", "#0854A1", "#0854A1"),
    ("negative", "#BB0000", "#FF453A"), ("critical", "#E9730C", "#FF9F0A"),
    ("positive", "#107E3E", "#32D74B"),
    ("primaryLabel", "#223548", "#F5F6F7"), ("tertiaryLabel", "#5B738B", "#A9B4BE"),
    ("quaternaryLabel", "#8396A875", "#A9B4BE4D"), ("primaryBackground", "#FFFFFF", "#000000"),
  ])
  func paletteTokensFollowTheAppearance(_ token: String, _ light: String, _ dark: String) throws {
    let parsed = try #require(sheet("fdlFUICalendarView { background-color: \(token); }"))
    #expect(
      parsed.resolve(appearance: .light, context: MediaContext()).background.description == light)
    #expect(
      parsed.resolve(appearance: .dark, context: MediaContext()).background.description == dark)
  }

  @Test func quotedColour() {
    #expect(color("\"#102030\"") == Color(red: 16, green: 32, blue: 48))
  }

  @Test(arguments: [
    ("#12345", "1:40: error: invalid colour '#12345': expected #RGB, #RRGGBB or #RRGGBBAA"),
    ("#1234", "1:40: error: invalid colour '#1234': expected #RGB, #RRGGBB or #RRGGBBAA"),
    ("#", "1:40: error: invalid colour '#': expected #RGB, #RRGGBB or #RRGGBBAA"),
    ("#12G", "1:40: error: invalid colour '#12G': 'G' is not a hexadecimal digit"),
    ("rgb(1, 2)", "1:40: error: invalid colour 'rgb(1, 2)': rgb() takes 3 components, found 2"),
    (
      "rgba(1, 2, 3)",
      "1:40: error: invalid colour 'rgba(1, 2, 3)': rgba() takes 4 components, found 3"
    ),
    (
      "rgb(256, 0, 0)",
      "1:40: error: invalid colour 'rgb(256, 0, 0)': component '256' is out of range: expected an integer 0–255 or a fraction 0.0–1.0"
    ),
    (
      "rgb(1.5, 0, 0)",
      "1:40: error: invalid colour 'rgb(1.5, 0, 0)': component '1.5' is out of range: expected an integer 0–255 or a fraction 0.0–1.0"
    ),
    (
      "rgba(0, 0, 0, 2)",
      "1:40: error: invalid colour 'rgba(0, 0, 0, 2)': alpha '2' is out of range 0–1"
    ),
    ("rgb(a, 0, 0)", "1:40: error: invalid colour 'rgb(a, 0, 0)': 'a' is not a number"),
    ("rgb(1, 2, 3", "1:40: error: invalid colour 'rgb(1, 2, 3': expected ')' at the end of rgb()"),
    (
      "hsl(0, 50, 50%)",
      "1:40: error: invalid colour 'hsl(0, 50, 50%)': '50' is not a percentage 0%–100%"
    ),
    (
      "rbg(1, 2, 3)",
      "1:40: error: invalid colour 'rbg(1, 2, 3)': unknown function 'rbg'; did you mean 'rgb'?"
    ),
    ("reed", "1:40: error: invalid colour 'reed'; did you mean 'red'?"),
    ("Red", "1:40: error: invalid colour 'Red'; did you mean 'red'?"),
    ("primary11", "1:40: error: invalid colour 'primary11'; did you mean 'primary1'?"),
    (
      "nothing",
      "1:40: error: invalid colour 'nothing': expected #RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), a colour name or a palette token"
    ),
  ])
  func invalidColours(_ input: String, _ expected: String) {
    expectError("fdlFUICalendarView { background-color: \(input); }", expected)
  }
}
