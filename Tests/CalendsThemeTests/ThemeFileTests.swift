import Foundation
import Testing

@testable import CalendsTheme

@Suite struct ThemeFileTests {
  func load(_ name: String) throws -> Stylesheet {
    try Stylesheet.load(path: packageRoot.appendingPathComponent("Themes/\(name)").path)
  }

  @Test func lightFileIsTheBuiltInLightTheme() throws {
    let light = try load("light.nss")
    #expect(light.warnings.isEmpty)
    for context in MediaContext.all {
      #expect(light.resolve(appearance: .light, context: context) == CalendarTheme.light)
    }
  }

  @Test func darkFileIsTheBuiltInDarkThemeWhateverTheAppearance() throws {
    let dark = try load("dark.nss")
    #expect(dark.warnings.isEmpty)
    // Every painted value is dark's; the appearance stays the one the sheet was applied to.
    var darkOverLight = CalendarTheme.dark
    darkOverLight.appearance = .light
    #expect(dark.resolve(appearance: .light, context: MediaContext()) == darkOverLight)
    #expect(dark.resolve(appearance: .dark, context: MediaContext()) == CalendarTheme.dark)
  }

  @Test func lightAndDarkFilesStateEveryProperty() throws {
    for name in ["light.nss", "dark.nss"] {
      let sheet = try load(name)
      let stated = Set(
        sheet.cascades[MediaContext()]?.values.keys.map { "\($0.selector) \($0.property)" } ?? [])
      let catalog = Set(
        SelectorCatalog.entries.flatMap { entry in entry.properties.map { "\(entry.name) \($0)" } })
      #expect(catalog.subtracting(stated).isEmpty, "\(name)")
    }
  }

  @Test func oceanLooksDifferentAndAdaptsToIPad() throws {
    let ocean = try load("ocean.nss")
    #expect(ocean.warnings.isEmpty)
    let phone = ocean.resolve(appearance: .light, context: MediaContext())
    let pad = ocean.resolve(appearance: .light, context: MediaContext(device: .ipad))
    let padLandscape = ocean.resolve(
      appearance: .light, context: MediaContext(device: .ipad, orientation: .landscape))
    #expect(phone != .light)
    #expect(phone.background.description == "#EEF8F9")
    #expect(phone.monthHeader.font.description == "Inter 700 20")
    #expect(phone.dayTitle.normal.font.description == "Inter 400 15")
    #expect(phone.dayTitle.highlighted.font.description == "Inter 800 16")
    #expect(phone.dayTitle.highlighted.color.description == "#FF5A5F")
    #expect(phone.dayTitle.selected.color == .white)
    #expect(phone.dayTitle.disabledColor.description == "#0B395459")
    #expect(phone.selectionSingle.description == "#087E8B")
    #expect(phone.weekdayText.normal.font.description == "Inter 600 12")
    #expect(phone.weekNumber.font.description == "Inter 600 12")
    #expect(phone.weekdayText.highlightedColor.description == "#FF5A5F")
    #expect(pad.monthHeader.font.description == "Inter 700 22")
    #expect(pad.dayTitle.normal.font.size == 18)
    #expect(pad.dayTitle.selected.font.size == 19)
    #expect(pad.selectionSingle.description == "#0A9396")
    #expect(pad.weekdayText.normal.color.description == "#0A9396")
    #expect(pad.background == phone.background)
    #expect(padLandscape.background.description == "#E3F3F5")
  }

  @Test func oceanUsesBothStateSpellingsVariablesAndMedia() throws {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("Themes/ocean.nss"), encoding: .utf8)
    #expect(text.contains("{ -highlighted }"))
    #expect(text.contains("tint-color-selected:"))
    #expect(text.contains("@media"))
    #expect(text.contains("@sea:"))
  }
}
