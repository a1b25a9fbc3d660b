import Calends
import Foundation
import Testing

/// A tablet's toolbar strip stays empty on every page of the planner, for every tablet and
/// both hands: each page is rendered to PNG (at scale 1) and every pixel of the strip is the page's background. And nothing on the page is a colour:
/// the tablets' pages are greys.
@Suite struct TabletSafeAreaTests {
  static let tablets: [(Paper, Handedness)] = [
    (.remarkable2, .right), (.remarkable2, .left), (.supernoteA5X, .right),
    (.supernoteA5X, .left), (.kindleScribe, .right), (.booxNoteAir, .right),
  ]

  func spec(_ paper: Paper, _ hand: Handedness) throws -> CalendarSpec {
    try TestSupport.spec(
      """
      style: year
      year: 2027
      today: 2027-01-06
      weekStartDay: monday
      paper: \(paper.rawValue)
      handedness: \(hand.rawValue)
      pages: weeks
      cover: true
      scale: 1
      events:
        - {id: call, title: A long call with the printer about the proofs, start: 2027-01-05T09:00, end: 2027-01-05T10:00}
      """)
  }

  @Test(arguments: TabletSafeAreaTests.tablets.indices)
  func theToolbarStripIsEmptyOnEveryPage(tablet: Int) throws {
    let (paper, hand) = Self.tablets[tablet]
    let spec = try spec(paper, hand)
    let pages = try TestSupport.renderer.renderEachPage(spec, as: .png)
    #expect(pages.count == 66)
    var setup = PageSetup(paper: paper)
    setup.device = paper
    setup.handedness = hand
    let safe = setup.safeArea
    #expect([safe.top, safe.right, safe.bottom, safe.left].filter { $0 > 0 }.count == 1)
    for (index, page) in pages.enumerated() {
      let image = try DecodedImage(png: page.output.bytes)
      let scale = Double(image.width) / setup.width
      // The strip, in pixels, and a pixel more of the margin beside it.
      let strip = (
        left: Int(((safe.left > 0 ? 0 : safe.right > 0 ? setup.width - safe.right - 1 : 0)) * scale),
        right: Int(((safe.left > 0 ? safe.left + 1 : setup.width)) * scale),
        top: 0, bottom: Int(((safe.top > 0 ? safe.top + 1 : setup.height)) * scale)
      )
      let background = image.pixel(x: image.width / 2, y: image.height - 1)
      var marked = 0
      for y in strip.top..<min(image.height, strip.bottom) {
        for x in strip.left..<min(image.width, strip.right) where image.pixel(x: x, y: y) != background {
          marked += 1
        }
      }
      #expect(marked == 0, "\(paper.rawValue) \(hand.rawValue) page \(index + 1): \(marked) pixels")
      if index == 3 {
        // Greys only.
        var colours = 0
        for y in stride(from: 0, to: image.height, by: 3) {
          for x in stride(from: 0, to: image.width, by: 3) {
            let p = image.pixel(x: x, y: y)
            if p.red != p.green || p.green != p.blue { colours += 1 }
          }
        }
        #expect(colours == 0, "\(paper.rawValue) page 4 has \(colours) coloured pixels")
      }
    }
  }

  @Test func theScreensAreTheirPixelsInPoints() {
    let remarkable = Paper.remarkable2.size
    #expect(abs(remarkable.width - 1404.0 / 226 * 72) < 0.001)
    #expect(abs(remarkable.height - 1872.0 / 226 * 72) < 0.001)
    #expect(abs(Paper.kindleScribe.size.width - 446.4) < 0.001)
    #expect(abs(Paper.booxNoteAir.size.height - 1872.0 / 227 * 72) < 0.001)
    var page = PageSetup(paper: .remarkable2)
    page.device = .remarkable2
    #expect(abs(page.safeArea.left - 120.0 / 226 * 72) < 0.001 && page.safeArea.right == 0)
    page.handedness = .left
    #expect(abs(page.safeArea.right - 120.0 / 226 * 72) < 0.001 && page.safeArea.left == 0)
    var kindle = PageSetup(paper: .kindleScribe)
    kindle.device = .kindleScribe
    kindle.handedness = .left
    #expect(abs(kindle.safeArea.top - 130.0 / 300 * 72) < 0.001)
  }
}
