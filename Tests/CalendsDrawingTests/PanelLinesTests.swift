import CalendsDrawing
import CalendsValues
import Testing

/// A scene's lines made for a panel: a faint rule keeps apart from the ground it is drawn on,
/// on that ground's terms; what is not a rule, or already apart, is left alone.
@Suite struct PanelLinesTests {
  static let blackAndWhite = PanelPalette([.black, .white])!

  static func line(_ y: Double, _ color: Color) -> SceneNode {
    .line(from: Point(x: 0, y: y), to: Point(x: 100, y: y), width: 1, color, dash: [])
  }

  static func colors(_ scene: Scene) -> [Color] {
    scene.nodes.compactMap { node in
      guard case .line(_, _, _, let color, _) = node else { return nil }
      return color
    }
  }

  @Test func aFaintRuleOnPaperBecomesInkAndAPaperRuleStaysPaper() {
    let scene = Scene(
      width: 100, height: 100, background: .white,
      nodes: [Self.line(10, Color(hex: 0xCACACA)), Self.line(20, .white)])
    #expect(Self.colors(scene.keepingLinesApart(on: Self.blackAndWhite)) == [.black, .white])
  }

  /// A light rule over a dark block is kept apart from the block, not from the background:
  /// it stays white. A dark rule on the same block becomes white.
  @Test func theGroundIsTheShapeUnderTheLine() {
    let block = SceneNode.rect(Rect(x: 0, y: 40, width: 100, height: 40), Color(hex: 0x1B5E20))
    let scene = Scene(
      width: 100, height: 100, background: .white,
      nodes: [block, Self.line(50, Color(hex: 0xE0E0E0)), Self.line(60, Color(hex: 0x333333))])
    #expect(
      Self.colors(scene.keepingLinesApart(on: Self.blackAndWhite)) == [
        Color(hex: 0xE0E0E0), .white,
      ])
  }

  /// On the dark theme a dark grey rule on black becomes white; a rule the eye cannot tell
  /// from its ground (ΔE under 3) is left as it is.
  @Test func aDarkThemesRuleBecomesWhiteAndAnInvisibleOneStays() {
    let scene = Scene(
      width: 100, height: 100, background: .black,
      nodes: [Self.line(10, Color(hex: 0x3A3A3C)), Self.line(20, Color(hex: 0x010101))])
    #expect(
      Self.colors(scene.keepingLinesApart(on: Self.blackAndWhite)) == [
        .white, Color(hex: 0x010101),
      ])
  }

  /// A red rule stays red on the black-white-red panel, and a pink one on white becomes red
  /// (the nearest colour other than paper), never black.
  @Test func aColourThePanelHasIsKept() {
    let palette = PanelPalette([.black, .white, Color(hex: 0xFF0000)])!
    let scene = Scene(
      width: 100, height: 100, background: .white,
      nodes: [Self.line(10, Color(hex: 0xFF0000)), Self.line(20, Color(hex: 0xFF9090))])
    #expect(
      Self.colors(scene.keepingLinesApart(on: palette)) == [
        Color(hex: 0xFF0000), Color(hex: 0xFF0000),
      ])
  }
}

extension PanelLinesTests {
  /// On the Inky's seven colours a grey rule on paper is black, though orange lies a little
  /// nearer by ΔE: a grey takes the panel's greys where it has another.
  @Test func aGreyRuleTakesTheGreysOfAColourPanel() {
    let inky = PanelProfile.builtIn(named: "inky-impression-7in3")!.palette
    let scene = Scene(
      width: 100, height: 100, background: .white, nodes: [Self.line(10, Color(hex: 0xCACACA))])
    #expect(Self.colors(scene.keepingLinesApart(on: inky)) == [.black])
  }
}
