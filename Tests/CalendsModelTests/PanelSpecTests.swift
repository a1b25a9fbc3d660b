import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// `panel`: a built-in name or an object, the size it gives the canvas, the size fields it
/// refuses beside it, and every bad part named by its field path.
@Suite struct PanelSpecTests: SpecParsing {
  @Test func aBuiltInNameSetsWidthAndScale() throws {
    let spec = try read("today: 2019-01-10\npanel: trmnl")
    let panel = try #require(spec.canvas.panel)
    #expect(panel.name == "trmnl" && panel.width == 800 && panel.height == 480)
    #expect(panel.maximumPNGBytes == 90_000)
    #expect(spec.canvas.width == 800 && spec.canvas.scale == 1)
    // The month is as tall as its rows: the panel gives it no height.
    #expect(spec.canvas.height == nil)
  }

  @Test func aStyleThatFillsAHeightFillsThePanel() throws {
    let spec = try read("style: wallMonth\ntoday: 2019-01-10\npanel: waveshare-7in5-b")
    #expect(spec.canvas.width == 800 && spec.canvas.height == 480)
  }

  @Test func aQuarterTurnDrawsThePanelUpright() throws {
    let spec = try read(
      "style: fullScreenMonth\ntoday: 2019-01-10\npanel: {name: inky-impression-7in3, rotation: 90}"
    )
    let panel = try #require(spec.canvas.panel)
    #expect(panel.rotation == .quarter && panel.width == 800 && panel.palette.colors.count == 7)
    #expect(spec.canvas.width == 480 && spec.canvas.height == 800)
  }

  @Test func anObjectDefinesANewPanel() throws {
    let spec = try read(
      """
      today: 2019-01-10
      panel: {name: My-Panel, width: 400, height: 300, colors: ['#000000', '#FFFFFF', '#FF0000', '#FFFF00'], maxBytes: 20000}
      """)
    let panel = try #require(spec.canvas.panel)
    #expect(panel.name == "my-panel" && panel.width == 400 && panel.height == 300)
    #expect(panel.palette.bitDepth == 2 && panel.maximumPNGBytes == 20_000)
    #expect(!panel.antialiasing && panel.rotation == .none)
  }

  @Test func writingAndReadingGivesTheSamePanel() throws {
    for text in [
      "panel: kindle", "panel: {name: trmnl, rotation: 270}",
      "panel: {name: x, width: 300, height: 200, colors: ['#000000', '#FFFFFF']}",
    ] {
      let spec = try read("today: 2019-01-10\n" + text)
      let again = try SpecReader(source: "").read(SpecWriter.value(of: spec))
      #expect(again == spec, "\(text)")
    }
  }

  @Test func badPanelsNameTheirField() {
    #expect(error("panel: tv").contains("spec.yaml: panel: 'tv' is not a known panel"))
    #expect(error("panel: {width: 300}").contains("panel: a panel object needs a name"))
    #expect(error("panel: {name: x, width: 300}").contains("needs width, height and colors"))
    #expect(
      error("panel: {name: trmnl, rotation: 45}").contains("panel.rotation: 45 is not a rotation"))
    #expect(error("panel: {name: trmnl, width: 100}").contains("panel.width: 100 is out of range"))
    #expect(
      error("panel: {name: trmnl, colors: ['#000000']}").contains("panel.colors: expected 2…256"))
    #expect(
      error("panel: {name: trmnl, colors: [red, '#FFFFFF']}").contains(
        "panel.colors[0]: 'red' is not a #RRGGBB colour"))
    #expect(error("panel: {name: trmnl, colour: red}").contains("panel.colour: unknown field"))
  }

  @Test func theSizeFieldsItSetsAreRefusedBesideIt() {
    #expect(error("panel: trmnl\nwidth: 400").contains("width: cannot be combined with panel"))
    #expect(error("panel: trmnl\ndevice: iPad").contains("device: cannot be combined with panel"))
    #expect(error("panel: trmnl\nscale: 2").contains("scale: must be 1 with panel"))
    #expect(error("panel: trmnl\nscale: 1\ntoday: 2019-01-10") == "no error")
  }
}
