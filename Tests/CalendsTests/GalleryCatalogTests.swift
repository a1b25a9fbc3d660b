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
