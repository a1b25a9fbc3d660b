import CalendsCairo
import CalendsDrawing
import CalendsPNG
import CalendsValues
import Testing

/// Drawing for a panel: solid text at whole pixels, and pictures dithered in the panel's
/// colours while the text beside them stays solid.
@Suite struct PanelDrawingTests {
  static func panel(_ base: String) -> PanelProfile {
    var panel = PanelProfile.builtIn(named: base)!
    panel.width = 240
    panel.height = 200
    return panel
  }

  static func text(_ text: String, x: Double, y: Double) -> SceneNode {
    .text(
      TextRun(
        text: text, font: .system(20), color: .black,
        frame: Rect(x: x, y: y, width: 110, height: 40), alignment: .leading))
  }

  /// The indices of the ink (non-white) in a window, cut to its ink's bounding box.
  static func ink(_ image: PanelImage, x: Range<Int>, y: Range<Int>) -> [[UInt8]] {
    let rows = y.map { row in x.map { image[$0, row] } }.filter { $0.contains(0) }
    let columns = x.indices.map { $0 - x.lowerBound }.filter { column in
      rows.contains { $0[column] == 0 }
    }
    guard let first = columns.first, let last = columns.last else { return [] }
    return rows.map { Array($0[first...last]) }
  }

  /// "11" at two sub-pixel phases is the same pixels: text is placed at whole pixels when it
  /// is drawn without antialiasing, and has no grey.
  @Test func theSameTextIsTheSamePixelsWhereverItStands() throws {
    let renderer = try CairoRenderer()
    let scene = Scene(
      width: 240, height: 200, background: .white,
      nodes: [Self.text("11", x: 10.3, y: 20.6), Self.text("11", x: 120.7, y: 100.2)])
    let image = try renderer.panelImage(scene, panel: Self.panel("waveshare-7in5-v2"))
    #expect(Set(image.indices) == [0, 1])
    let first = Self.ink(image, x: 0..<120, y: 0..<100)
    let second = Self.ink(image, x: 120..<240, y: 100..<200)
    #expect(!first.isEmpty)
    #expect(first == second)
  }

  /// The pizza is dithered in the Inky's colours (more than black and white), "Lunch" is
  /// black, and no pixel is outside the palette.
  @Test func picturesAreDitheredAndTextIsSolid() throws {
    let renderer = try CairoRenderer()
    let scene = Scene(
      width: 240, height: 200, background: .white, nodes: [Self.text("Lunch 🍕", x: 4, y: 4)])
    let panel = Self.panel("inky-impression-7in3")
    let image = try renderer.panelImage(scene, panel: panel)
    let used = Set(image.indices)
    #expect(used.allSatisfy { Int($0) < panel.palette.colors.count })
    #expect(used.count > 3, "the picture takes several colours: \(used.sorted())")
    // "Lunch", left of the picture, is black and white only.
    let word = (4..<40).flatMap { y in (4..<50).map { image[$0, y] } }
    #expect(Set(word) == [0, 1])
    #expect(try renderer.panelImage(scene, panel: panel) == image)
  }

  /// The timeline's `#CACACA` hour rule on its `#F5F5F5` column would be white on a 1-bit
  /// panel by the nearest colour; it is kept apart from its ground: a black row of pixels.
  @Test func aFaintRuleStaysARule() throws {
    let renderer = try CairoRenderer()
    let column = Color(hex: 0xF5F5F5)
    let rule = Color(hex: 0xCACACA)
    let scene = Scene(
      width: 240, height: 200, background: .white,
      nodes: [
        .rect(Rect(x: 20, y: 20, width: 200, height: 160), column),
        .line(from: Point(x: 20, y: 100.5), to: Point(x: 220, y: 100.5), width: 1, rule, dash: []),
      ])
    let image = try renderer.panelImage(scene, panel: Self.panel("trmnl"))
    #expect((20..<220).allSatisfy { image[$0, 100] == 0 })
    #expect((20..<220).allSatisfy { image[$0, 90] == 1 }, "the column is paper")
  }
}
