import CalendsGallery
import Calends
import CalendsModel
import Foundation
import Testing

/// The documentation gallery shows every style: each `style` value has an item, and every
/// item's spec reads.
@Suite struct GalleryCatalogTests {
  @Test func everyStyleHasAGalleryItemAndEverySpecReads() throws {
    var styles: Set<CalendarStyle> = []
    for item in GalleryCatalog.items {
      let spec = try SpecReader.read(Data(item.spec.utf8), source: item.slug)
      styles.insert(spec.style)
    }
    #expect(styles == Set(CalendarStyle.allCases))
  }
}

/// The gallery as a documentation site: what each image shows and how its spec is given.
@Suite struct GallerySiteTests {
  /// The week timeline's overlapping events are inside the week it shows (they were before
  /// its first day), and two of them share a day in different lanes.
  @Test func theTimelineWeekShowsItsOverlap() throws {
    let item = try #require(GalleryCatalog.items.first { $0.slug == "timeline-week" })
    let spec = try SpecReader.read(Data(item.spec.utf8), source: item.slug)
    let renderer = TestSupport.renderer
    let tree = renderer.layout(try renderer.prepare(spec))
    var lanes: [Day: Set<Int>] = [:]
    var events = 0
    for entry in tree.items {
      if case .event(let event) = entry.content {
        lanes[event.date, default: []].insert(event.column)
        events += 1
      }
    }
    #expect(events >= 4, "\(lanes)")
    #expect(lanes.values.contains { $0.count >= 2 }, "no two events side by side: \(lanes)")
  }

  @Test func aSheetForOneFamilyIsShownOnlyOnIt() throws {
    let themes = try Gallery.themes(
      stylesheetFolder: TestSupport.packageRoot.appendingPathComponent("Themes").path)
    let clown = try #require(themes.first { $0.name == "booking-clown" })
    #expect(clown.onlyStyle == "booking")
    #expect(themes.first { $0.name == "ocean" }?.onlyStyle == nil)
    let gallery = Gallery(themes: themes)
    for item in gallery.items {
      let names = gallery.themes(for: item).map(\.name)
      #expect(names.contains("booking-clown") == (item.style == "booking"), "\(item.slug)")
      #expect(names.contains("light") && names.contains("ocean"))
    }
  }

  /// The spec under an image names its theme as the user would write it, never by a path
  /// of the machine that built the page.
  @Test func theShownSpecNamesThemesByName() throws {
    let relative = try Gallery.themes(stylesheetFolder: "Themes/")
    let absolute = try Gallery.themes(
      stylesheetFolder: TestSupport.packageRoot.appendingPathComponent("Themes").path)
    let item = GalleryCatalog.items[0]
    for themes in [relative, absolute] {
      let gallery = Gallery(themes: themes)
      for theme in themes {
        let spec = gallery.exactSpec(item, theme)
        #expect(!spec.contains(TestSupport.packageRoot.path))
        _ = try SpecReader.read(Data(spec.utf8), source: "\(item.slug)-\(theme.name)")
      }
    }
    let ocean = try #require(relative.first { $0.name == "ocean" })
    #expect(Gallery(themes: relative).exactSpec(item, ocean).hasSuffix("\ntheme: Themes/ocean.nss"))
    let json = GalleryCatalog.Item(slug: "j", title: "j.json", spec: "{\"today\": \"2019-01-10\"}")
    #expect(
      Gallery(themes: relative).exactSpec(json, ocean)
        == "{\"theme\": \"Themes/ocean.nss\", \"today\": \"2019-01-10\"}")
    let html = Gallery(themes: absolute).html()
    #expect(!html.contains(TestSupport.packageRoot.path))
  }

  @Test func aFolderOfSpecsIsAGallery() throws {
    let folder = TestSupport.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try "today: 2019-01-10\n".write(
      to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try "{\"style\": \"week\"}".write(
      to: folder.appendingPathComponent("sub/b.json"), atomically: true, encoding: .utf8)
    try "not a spec".write(
      to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let items = try GalleryCatalog.items(specsFolder: folder.path)
    #expect(items.map(\.slug) == ["a", "sub-b"])
    #expect(items.map(\.style) == ["month", "week"])
    #expect(throws: CalendsError.self) {
      try GalleryCatalog.items(specsFolder: folder.appendingPathComponent("none").path)
    }
  }
}
