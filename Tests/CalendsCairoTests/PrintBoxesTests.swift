import CalendsValues
import CalendsDrawing
import Foundation
import Testing

@testable import CalendsCairo

/// The print sheet's boxes and crop marks, and the incremental update that writes TrimBox
/// and BleedBox into Cairo's page objects.
@Suite struct PrintBoxesTests {
  @Test func theSheetHoldsTheBleedAndTheMarks() {
    let sheet = PrintSheet(trimWidth: 100, trimHeight: 200, bleed: 9)
    #expect(sheet.slug == 30 && sheet.mediaWidth == 160 && sheet.mediaHeight == 260)
    #expect(sheet.trimBox == Rect(x: 30, y: 30, width: 100, height: 200))
    #expect(sheet.bleedBox == Rect(x: 21, y: 21, width: 118, height: 218))
    let marks = sheet.cropMarks
    #expect(marks.count == 8)
    let bleed = sheet.bleedBox
    for mark in marks {
      // Each mark is on a trim edge's line, outside the bleed box, inside the media.
      let onTrimLine = [30.0, 130].contains(mark.from.x) || [30.0, 230].contains(mark.from.y)
      #expect(onTrimLine)
      for point in [mark.from, mark.to] {
        let insideBleed =
          point.x > bleed.minX && point.x < bleed.maxX && point.y > bleed.minY
          && point.y < bleed.maxY
        #expect(!insideBleed, "\(point)")
        // A gap (3 pt) short of the media edge.
        #expect(point.x >= 3 && point.x <= 157 && point.y >= 3 && point.y <= 257, "\(point)")
      }
    }
  }

  static let cairoLike = """
    %PDF-1.4
    1 0 obj
    << /Type /Pages
       /Kids [ 2 0 R 5 0 R ]
       /Count 2
    >>
    endobj
    2 0 obj
    << /Type /Page % 1
       /Parent 1 0 R
       /MediaBox [ 0 0 160 260 ]
    >>
    endobj
    5 0 obj
    << /Type /Page % 2
       /Parent 1 0 R
       /MediaBox [ 0 0 160 260 ]
    >>
    endobj
    xref
    0 6
    trailer
    << /Size 6
       /Root 4 0 R
       /Info 3 0 R
    >>
    startxref
    321
    %%EOF

    """

  @Test func anIncrementalUpdateAddsTheBoxesToEveryPage() throws {
    let sheet = PrintSheet(trimWidth: 100, trimHeight: 200, bleed: 9)
    let original = Array(Self.cairoLike.utf8)
    let updated = try PDFPageBoxes(
      trim: sheet.trimBox, bleed: sheet.bleedBox, mediaHeight: sheet.mediaHeight
    ).added(to: original)
    #expect(Array(updated.prefix(original.count)) == original)
    let tail = String(decoding: updated.dropFirst(original.count), as: UTF8.self)
    #expect(
      tail.contains(
        "2 0 obj\n<< /TrimBox [30.0 30.0 130.0 230.0] /BleedBox [21.0 21.0 139.0 239.0] /Type /Page % 1"
      ))
    #expect(tail.contains("5 0 obj\n<< /TrimBox"))
    #expect(!tail.contains("1 0 obj"))
    #expect(tail.contains("/Info 3 0 R /Prev 321 >>"))
    // Each cross-reference entry points at its object.
    for number in [2, 5] {
      let entry = try #require(tail.range(of: "\n\(number) 1\n"))
      let offset = Int(tail[entry.upperBound...].prefix(10))!
      #expect(String(decoding: updated[offset..<offset + 8], as: UTF8.self) == "\(number) 0 obj\n")
    }
    let startxref = Int(tail.components(separatedBy: "startxref\n")[1].prefix { $0.isNumber })!
    #expect(String(decoding: updated[startxref..<startxref + 4], as: UTF8.self) == "xref")
  }

  @Test func aFileItCannotReadIsRefused() {
    let boxes = PDFPageBoxes(
      trim: Rect(x: 0, y: 0, width: 1, height: 1), bleed: Rect(x: 0, y: 0, width: 1, height: 1),
      mediaHeight: 1)
    #expect(throws: RenderError.self) { try boxes.added(to: Array("%PDF-1.5 nothing".utf8)) }
    let streamOnly = Self.cairoLike.replacingOccurrences(of: "trailer", with: "")
    #expect(throws: RenderError.self) { try boxes.added(to: Array(streamOnly.utf8)) }
  }
}
