import CalendsCairo
import CalendsModel
import Foundation
import Testing

@testable import Calends
@testable import CalendsReview
@testable import CalendsSnapshotTesting

/// A failure says what differs in words a developer can act on: which items of a layout
/// went, came, moved or changed, and where the differing pixels are.
@Suite struct FailureWordsTests {
  static func layout(_ yaml: String) throws -> [UInt8] {
    try SnapshotRendering.render(try SpecReader.read(Data(yaml.utf8), source: "test"), as: .layout)
  }

  @Test func aMovedSelectionIsNamedByItsDays() throws {
    let before = try Self.layout("today: 2019-01-10\nselectedDate: 2019-01-23")
    let after = try Self.layout("today: 2019-01-10\nselectedDate: 2019-01-24")
    let words = try #require(LayoutDifference.describe(expected: before, actual: after))
    #expect(words.hasPrefix("the layout differs: "), "\(words)")
    #expect(words.contains("spec.selection [2019-01-23] → [2019-01-24]"), "\(words)")
    #expect(words.contains("dateCell 2019-01-23 "), "\(words)")
    #expect(words.contains("dateCell 2019-01-24 "), "\(words)")
    #expect(words.contains("selectionIndicator 2019-01-23 is gone"), "\(words)")
    #expect(words.contains("selectionIndicator 2019-01-24 is new"), "\(words)")
    #expect(!words.contains("weekdayLabel"), "\(words)")
  }

  @Test func aWiderImageMovesAndResizesItems() throws {
    let narrow = try Self.layout("today: 2019-01-10\nwidth: 375")
    let wide = try Self.layout("today: 2019-01-10\nwidth: 414")
    let words = try #require(LayoutDifference.describe(expected: narrow, actual: wide))
    #expect(words.contains("width 375 → 414"), "\(words)")
    #expect(words.contains("monthHeader 2019-01 resized 375×44 → 414×44"), "\(words)")
    #expect(words.contains("more item change(s)"), "\(words)")
  }

  @Test func formattingAloneOrNotALayoutIsLeftToTheLineDifference() {
    let a = Array(#"{"width": 1, "items": []}"#.utf8)
    let b = Array("{\"width\": 1.0,\n \"items\": []}".utf8)
    #expect(LayoutDifference.describe(expected: a, actual: b) == nil)
    #expect(LayoutDifference.describe(expected: Array("<svg/>".utf8), actual: a) == nil)
  }

  /// The verifier's message for a layout puts the words before the first differing line.
  @Test func theLayoutMessageHasTheWordsAndTheLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-words-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let reference = folder.appendingPathComponent("refs/january.json")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(try Self.layout("today: 2019-01-10\nselectedDate: 2019-01-23")).write(to: reference)
    let verifier = SnapshotVerifier(
      format: .layout, reference: reference, artifacts: folder.appendingPathComponent("out"),
      record: .never, tolerance: .exact)
    let message = try #require(
      verifier.verify(try Self.layout("today: 2019-01-10\nselectedDate: 2019-01-24")))
    #expect(message.contains("selectionIndicator 2019-01-24 is new"), "\(message)")
    #expect(message.contains("first difference at line"), "\(message)")
  }

  @Test func differingPixelsAreBounded() throws {
    let expected = try DecodedImage(width: 4, height: 3, rgba: (0..<12).flatMap { _ in [200, 200, 200, 255] as [UInt8] })
    var changed = expected.rgba
    for (x, y) in [(1, 0), (2, 2)] { changed[(y * 4 + x) * 4] = 0 }
    let actual = try DecodedImage(width: 4, height: 3, rgba: changed)
    let result = ImageComparison.compare(expected: expected, actual: actual, tolerance: .exact)
    #expect(result.differingBounds == PixelBounds(minX: 1, minY: 0, maxX: 2, maxY: 2))
    let failure = try #require(
      PNGDifference.compare(
        expected: try expected.pngData(compression: .fast),
        actual: try actual.pngData(compression: .fast), tolerance: .exact))
    #expect(failure.description.contains("within x 1…2, y 0…2 (2×3 px)"), "\(failure.description)")
  }
}
