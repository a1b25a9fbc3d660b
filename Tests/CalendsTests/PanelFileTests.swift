import Calends
import CalendsModel
import CalendsValues
import Foundation
import Testing

/// `panelFile`: a file of panels a spec's `panel` may name, read beside the spec file.
@Suite struct PanelFileTests {
  let folder = TestSupport.temporaryFolder()

  func write(_ text: String, _ name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  static let panels = """
    panels:
      - {name: desk, width: 400, height: 300, colors: ['#000000', '#FFFFFF', '#FF0000', '#FFFF00']}
      - {name: hall, width: 480, height: 800, colors: ['#000000', '#FFFFFF'], rotation: 90}
    """

  @Test func aSpecNamesAPanelOfItsFile() throws {
    _ = try write(Self.panels, "panels.yaml")
    let spec = try write("today: 2019-01-10\npanelFile: panels.yaml\npanel: desk\n", "a.yaml")
    let loaded = try SpecLoader.load(path: spec)
    let panel = try #require(loaded.spec.canvas.panel)
    #expect(panel.name == "desk" && panel.width == 400 && panel.palette.bitDepth == 2)
    let turned = try write(
      "today: 2019-01-10\npanelFile: panels.yaml\npanel: {name: hall, rotation: 0}\n", "b.yaml")
    let hall = try #require(try SpecLoader.load(path: turned).spec.canvas.panel)
    #expect(hall.rotation == .none && hall.width == 480)
    let builtIn = try write("panelFile: panels.yaml\npanel: trmnl\n", "c.yaml")
    #expect(try SpecLoader.load(path: builtIn).spec.canvas.panel?.name == "trmnl")
  }

  @Test func aNameNotInTheFileIsRefused() throws {
    _ = try write(Self.panels, "panels.yaml")
    let spec = try write("panelFile: panels.yaml\npanel: attic\n", "d.yaml")
    do {
      _ = try SpecLoader.load(path: spec)
      Issue.record("no error")
    } catch {
      #expect(error.diagnostics.first?.field == "panel")
      #expect(
        error.description.contains("neither a built-in panel nor one of panels.yaml's (desk, hall)")
      )
    }
    let missing = try write("panelFile: nowhere.yaml\npanel: desk\n", "e.yaml")
    #expect(throws: CalendsError.self) { try SpecLoader.load(path: missing) }
  }

  @Test func aPanelFileWithoutAPanelIsSaidToChangeNothing() throws {
    _ = try write(Self.panels, "panels.yaml")
    let spec = try write("panelFile: panels.yaml\n", "f.yaml")
    let loaded = try SpecLoader.load(path: spec)
    #expect(loaded.spec.fieldsWithoutEffect.map(\.field) == ["panelFile"])
  }
}
