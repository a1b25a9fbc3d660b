import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// The page fields of the year views (`paper`, `orientation`, `margins`, `pages`, `cover`,
/// `bleed`): sizes in points, units, defaults, and the rules that name the field.
@Suite struct PageSetupTests: SpecParsing {
  func page(_ yaml: String) throws -> PageSetup {
    try #require(try read("style: year\n" + yaml).year?.page)
  }

  @Test func noPaperIsAScreenImage() throws {
    #expect(try read("style: year").year?.page == nil)
  }

  @Test(arguments: [
    ("a4", 595.28, 841.89), ("A4", 595.28, 841.89), ("a3", 841.89, 1190.55),
    ("a5", 419.53, 595.28), ("A6", 297.64, 419.53), ("b4", 708.66, 1000.63),
    ("B5", 498.9, 708.66), ("letter", 612, 792), ("Legal", 612, 1008), ("TABLOID", 792, 1224),
  ])
  func namedPaperSizesInPoints(name: String, width: Double, height: Double) throws {
    let setup = try page("paper: \(name)")
    #expect(abs(setup.width - width) < 0.01 && abs(setup.height - height) < 0.01)
  }

  @Test func defaults() throws {
    let setup = try page("paper: a4")
    #expect(setup.pages == .single && !setup.cover && setup.bleed == 0)
    #expect(abs(setup.margins.top - 34.02) < 0.01 && setup.margins.left == setup.margins.top)
  }

  @Test func customSizesTakeUnits() throws {
    let mm = try page("paper: {width: 210mm, height: 297mm}")
    #expect(abs(mm.width - 595.28) < 0.01 && abs(mm.height - 841.89) < 0.01)
    let inches = try page("paper: {width: 8.5in, height: 11in}")
    #expect(inches.width == 612 && inches.height == 792)
    let points = try page("paper: {width: 595pt, height: 842}")
    #expect(points.width == 595 && points.height == 842)
    let cm = try page("paper: {width: 21cm, height: 29.7 cm}")
    #expect(abs(cm.width - 595.28) < 0.01)
  }

  @Test func orientationTurnsThePaper() throws {
    let landscape = try page("paper: a4\norientation: landscape")
    #expect(abs(landscape.width - 841.89) < 0.01 && abs(landscape.height - 595.28) < 0.01)
    let portrait = try page("paper: {width: 11in, height: 8.5in}\norientation: portrait")
    #expect(portrait.width == 612 && portrait.height == 792)
  }

  @Test func marginsOneLengthOrFourSides() throws {
    #expect(try page("paper: a4\nmargins: 1in").margins == .uniform(72))
    let sides = try page("paper: a4\nmargins: {top: 1in, bottom: 36pt, left: 10}")
    #expect(sides.margins == PageMargins(top: 72, right: 0, bottom: 36, left: 10))
    let content = sides.content
    #expect(content.x == 10 && content.y == 72)
    #expect(abs(content.width - 585.28) < 0.01 && abs(content.height - 733.89) < 0.01)
  }

  @Test func pagesCoverAndBleed() throws {
    let setup = try page("paper: letter\npages: months\ncover: true\nbleed: 3mm")
    #expect(setup.pages == .months && setup.cover)
    #expect(abs(setup.bleed - 8.5) < 0.01)
  }

  @Test(arguments: [
    ("paper: A12", "paper: unknown paper 'A12'; expected a3 a4 a5 a6 b4 b5 letter legal tabloid"),
    ("paper: {width: 210mm}", "paper: expected both width and height"),
    (
      "paper: {width: 10mm, height: 297mm}",
      "paper.width: 28.35 pt is out of range; expected 144…4096 pt"
    ),
    ("paper: {width: 210mm, height: 297mm, depth: 1}", "paper.depth: unknown field"),
    ("paper: {width: 21furlongs, height: 297mm}", "paper.width: '21furlongs' is not a length"),
    ("paper: a4\nmargins: 300pt", "margins: leave 0 × 241.89 pt of the 595.28 × 841.89 pt page"),
    (
      "paper: a4\nmargins: {left: 300mm}",
      "margins: leave 0 × 841.89 pt of the 595.28 × 841.89 pt page"
    ),
    ("paper: a4\nmargins: {left: 5000}", "margins.left: 5000 pt is out of range"),
    ("paper: a4\nmargins: {inside: 1in}", "margins.inside: unknown side"),
    ("paper: a4\nmargins: -1mm", "margins: -2.83 pt is out of range"),
    ("paper: a4\nbleed: 2in", "bleed: 144 pt is out of range; expected 0…72 pt"),
    ("paper: a4\norientation: sideways", "orientation: unknown value 'sideways'"),
    ("paper: a4\npages: hours", "pages: unknown value 'hours'"),
    ("paper: a4\npages: weeks\ncover: 1", "cover: expected"),
    ("paper: a4\ncover: true", "cover: is the first page of a `pages: months` document"),
    ("margins: 1in", "margins: needs paper"),
    ("pages: months", "pages: needs paper"),
    ("paper: a4\nwidth: 600", "width: cannot be combined with paper"),
    ("paper: a4\ndevice: iPad", "device: cannot be combined with paper"),
  ])
  func badValuesNameTheField(yaml: String, expected: String) {
    let message = error("style: year\n" + yaml)
    #expect(message.contains(expected), "\(message)")
  }

  @Test func weeksHaveNoMonthPages() {
    #expect(
      error("style: weeks\npaper: a4\npages: months").contains(
        "pages: months makes a page per month block; the weeks view has none"))
  }

  @Test func aWeeksGridMustFitThePage() throws {
    let a4 = try #require(try read("style: weeks\nweeks: 19\npaper: a4").year?.page)
    #expect(a4.mostWeekRows == 19)
    #expect(
      error("style: weeks\nweeks: 52\npaper: a4").contains(
        "weeks: 52 rows do not fit the page: at most 19 fit this paper inside its margins"))
    #expect(error("style: weeks\nweeks: 29\npaper: a3") == "no error")
  }

  @Test func otherStylesDoNotReadPaper() {
    #expect(error("style: month\npaper: a4").contains("paper: is a field of the year views"))
  }

  @Test func writesBackWhatItReads() throws {
    let spec = try read(
      "style: year\nyear: 2027\npaper: a4\norientation: landscape\nmargins: {top: 1in, left: 20}\npages: months\ncover: true\nbleed: 3mm"
    )
    let again = try SpecReader(source: "again").read(SpecWriter.value(of: spec))
    #expect(again == spec)
  }
}

/// `PageSetup(paper:orientation:)`: a named paper in code, turned as the fields turn it.
@Suite struct PageSetupPaperTests {
  @Test func aNamedPaperIsItsSizeTurnedByTheOrientation() {
    let a4 = Paper.a4.size
    let portrait = PageSetup(paper: .a4)
    #expect(portrait.width == a4.width && portrait.height == a4.height)
    let landscape = PageSetup(paper: .a4, orientation: .landscape, pages: .months, cover: true)
    #expect(landscape.width == a4.height && landscape.height == a4.width)
    #expect(landscape.pages == .months && landscape.cover)
    #expect(landscape.margins == .uniform(PageSetup.Defaults.margin))
  }
}

/// The tablets as `paper`: their screens, their toolbar strips and `handedness`.
@Suite struct TabletPaperTests: SpecParsing {
  @Test func aTabletIsItsScreenWithItsToolbarStripOutsideTheContent() throws {
    let spec = try read("style: year\npaper: reMarkable2\npages: weeks\nhandedness: left")
    let page = try #require(spec.year?.page)
    #expect(page.device == .remarkable2 && page.handedness == .left)
    #expect(page.margins == .uniform(PageSetup.Limits.deviceMargin))
    let strip = 120.0 / 226 * 72
    #expect(abs(page.content.maxX - (page.width - 8 - strip)) < 0.001 && page.content.minX == 8)
  }

  @Test(arguments: [
    ("paper: remarkable2\norientation: landscape", "orientation: landscape turns the page"),
    ("paper: kindle-scribe\nbleed: 3mm", "bleed: is for a print shop's trim"),
    ("paper: a4\nhandedness: left", "handedness: moves a tablet's toolbar strip"),
    ("paper: remarkable2\nhandedness: both", "handedness: unknown value 'both'"),
    ("handedness: left", "handedness: needs paper"),
    ("paper: remarkable3", "paper: unknown paper 'remarkable3'"),
  ])
  func badTabletValuesNameTheField(yaml: String, expected: String) {
    let message = error("style: year\n" + yaml)
    #expect(message.contains(expected), "\(message)")
  }

  @Test func aSpecOfATabletIsWrittenBackAsTheTablet() throws {
    let spec = try read("style: year\npaper: boox-note-air\npages: weeks")
    let again = try SpecReader(source: "again").read(SpecWriter.value(of: spec))
    #expect(again.year?.page == spec.year?.page && again.year?.page?.device == .booxNoteAir)
  }
}
