import Foundation
import Testing

/// A printed planner's links, read back from the PDF by an independent reader (pypdf, which
/// .ci/setup-system installs as `python3-pypdf`) and checked against what `calends layout`
/// says each page shows: every month's block on the cover lands on the page showing that
/// month, every page is the named destination the layout names, every month page has a way
/// back up to the cover, and the outline is the same tree.
@Suite(.enabled(if: PDFLinkReader.isAvailable, PDFLinkReader.missing))
struct PlannerLinksCLITests {
  let folder = CLI.temporaryFolder()

  /// The year of the issue's planner: a cover and twelve month pages, with a bleed so the
  /// links must move with the trim box on the sheet.
  let spec = [
    "--style", "year", "--year", "2027", "--paper", "a4", "--pages", "months", "--cover", "true",
    "--bleed", "3mm", "--today", "2027-03-10",
  ]

  func planner() throws -> (pdf: PDFLinkReader.Document, layout: LayoutPages) {
    try PDFLinkReader.planner(spec, in: folder)
  }

  @Test func everyPageIsTheNamedDestinationTheLayoutNames() throws {
    let (pdf, layout) = try planner()
    #expect(pdf.pageCount == 13 && layout.pages.count == 13)
    for page in layout.pages {
      #expect(pdf.destinations[page.destination] == page.number, "\(page.destination)")
    }
    #expect(layout.pages[0].destination == "year-2027")
    #expect(layout.pages[3].destination == "month-2027-03")
    #expect(Set(pdf.destinations.keys) == Set(layout.pages.map(\.destination)))
  }

  @Test func everyMonthOnTheCoverLandsOnThePageShowingThatMonth() throws {
    let (pdf, layout) = try planner()
    let cover = layout.pages[0]
    #expect(cover.months.count == 12)
    let links = pdf.pages[0].links
    #expect(links.count == 12)
    for area in cover.months {
      // The link whose area is the month's block on the cover (the PDF's rectangle, moved
      // back from the sheet's y-up points into the page's).
      let link = links.first { pdf.pageRect($0.rect).center.isInside(area.frame) }
      let target = try #require(link, "no link over \(area.month)'s block")
      let page = try #require(layout.pages.first { $0.number == target.page })
      #expect(page.months.map(\.month) == [area.month], "\(area.month) → page \(target.page)")
      #expect(target.destination == "month-\(area.month)")
      #expect(pdf.pageRect(target.rect).isClose(to: area.frame), "\(area.month)")
    }
  }

  @Test func everyMonthPageHasItsWayBackUp() throws {
    let (pdf, layout) = try planner()
    for page in layout.pages.dropFirst() {
      #expect(page.up == 1, "page \(page.number)")
      let back = pdf.pages[page.number - 1].links.filter { $0.page == page.up }
      #expect(back.count == 1, "page \(page.number) has no link back up to the cover")
    }
    #expect(layout.pages[0].up == nil && pdf.pages[0].links.allSatisfy { $0.page != 1 })
  }

  @Test func theOutlineIsTheSameTree() throws {
    let (pdf, layout) = try planner()
    let top = try #require(pdf.outline.first)
    #expect(pdf.outline.count == 1 && top.title == "2027" && top.page == 1)
    #expect(top.children.map(\.page) == Array(2...13))
    #expect(top.children.map(\.title).first == "January 2027")
    #expect(top.children.map(\.title).last == "December 2027")
    #expect(top.children.map(\.page) == layout.pages.dropFirst().map(\.number))
  }

  @Test func aSinglePageOfThePlannerHasNoLinks() throws {
    let pdf = folder.appendingPathComponent("march.pdf").path
    let render = try CLI.run(["render"] + spec + ["--page", "4", "-o", pdf])
    #expect(render.status == 0, "\(render.stderr)")
    let read = try PDFLinkReader.read(pdf)
    #expect(read.pageCount == 1 && read.pages[0].links.isEmpty && read.destinations.isEmpty)
  }
}

/// The planner of the issue, in one command: a cover, the twelve month pages, and after each
/// month the pages of the weeks starting in it (53 in 2027, weeks from Monday). Read back
/// from the PDF: every day of a month page lands on the page showing that day, every page
/// has its way up and to the previous and next page, and the outline is year › month › week.
@Suite(.enabled(if: PDFLinkReader.isAvailable, PDFLinkReader.missing))
struct PlannerWeeksLinksCLITests {
  let folder = CLI.temporaryFolder()

  let spec = [
    "--style", "year", "--year", "2027", "--paper", "a4", "--pages", "weeks", "--cover", "true",
    "--week-start-day", "monday", "--today", "2027-03-10",
  ]

  func planner() throws -> (pdf: PDFLinkReader.Document, layout: LayoutPages) {
    try PDFLinkReader.planner(spec, in: folder)
  }

  @Test func theDestinationsAreTheLayoutsAndTheOutlineIsTheTree() throws {
    let (pdf, layout) = try planner()
    #expect(pdf.pageCount == 66 && layout.pages.count == 66)
    for page in layout.pages {
      #expect(pdf.destinations[page.destination] == page.number, "\(page.destination)")
    }
    #expect(Set(pdf.destinations.keys) == Set(layout.pages.map(\.destination)))
    #expect(layout.pages[2].destination == "week-2026-12-28")
    let top = try #require(pdf.outline.first)
    #expect(pdf.outline.count == 1 && top.title == "2027" && top.children.count == 12)
    let weeks = top.children.flatMap(\.children)
    #expect(weeks.count == 53)
    #expect(top.children[0].children.map(\.page) == [3, 4, 5, 6, 7])
    // Every outline entry is the page whose way up is its parent's.
    for month in top.children {
      for week in month.children {
        #expect(layout.pages[week.page - 1].up == month.page, "\(week.title)")
      }
    }
  }

  @Test func everyDayOfAMonthLandsOnThePageShowingThatDay() throws {
    let (pdf, layout) = try planner()
    var checked = 0
    for page in layout.pages where page.destination.hasPrefix("month-") {
      let links = pdf.pages[page.number - 1].links
      for (day, frame) in page.dayCells {
        let link = links.first { pdf.pageRect($0.rect).center.isInside(frame) }
        let target = try #require(link, "no link over \(day) on page \(page.number)")
        #expect(layout.pages[target.page - 1].days.contains(day), "\(day) → page \(target.page)")
        #expect(target.destination?.hasPrefix("week-") == true)
        checked += 1
      }
    }
    #expect(checked == 365)
  }

  @Test func everyPageHasItsWayUpAndAlong() throws {
    let (pdf, layout) = try planner()
    #expect(pdf.pages[0].links.contains { $0.page == 2 }, "the cover has no way on")
    for page in layout.pages.dropFirst() {
      let targets = pdf.pages[page.number - 1].links.map(\.page)
      let up = try #require(page.up, "page \(page.number)")
      #expect(targets.contains(up), "page \(page.number) has no way up")
      #expect(targets.contains(1), "page \(page.number) has no way to the cover")
      #expect(targets.contains(page.number - 1), "page \(page.number) has no previous")
      if page.number < 66 { #expect(targets.contains(page.number + 1), "page \(page.number)") }
      // The PDF's links are the layout's, area for area.
      #expect(pdf.pages[page.number - 1].links.count == page.links.count)
      for link in page.links {
        #expect(
          pdf.pages[page.number - 1].links.contains {
            $0.page == link.page && pdf.pageRect($0.rect).isClose(to: link.frame)
          }, "page \(page.number) \(link.role)")
      }
    }
  }
}

/// What `calends layout` says of each page (`pageContents`).
struct LayoutPages {
  struct MonthArea {
    var month: String
    var frame: CGRect
  }
  struct Link {
    var frame: CGRect
    var page: Int
    var role: String
  }
  struct Page {
    var number: Int
    var destination: String
    var months: [MonthArea]
    var up: Int?
    var links: [Link] = []
    /// The days of the month the page draws as cells (`dateCell`, in its month).
    var dayCells: [(String, CGRect)] = []
    /// The days it heads (`agendaDay`): a week page's seven.
    var days: Set<String> = []
  }
  var pages: [Page]

  init(json: Data) throws {
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let contents = try #require(object["pageContents"] as? [[String: Any]])
    #expect(object["pages"] as? Int == contents.count)
    pages = try contents.map { page in
      let months = try #require(page["months"] as? [[String: Any]]).map { area in
        MonthArea(
          month: try #require(area["month"] as? String),
          frame: try LayoutPages.rect(try #require(area["frame"] as? [String: Double])))
      }
      let links = try (page["links"] as? [[String: Any]] ?? []).map { link in
        Link(
          frame: try LayoutPages.rect(try #require(link["frame"] as? [String: Double])),
          page: try #require(link["page"] as? Int), role: try #require(link["role"] as? String))
      }
      return Page(
        number: try #require(page["page"] as? Int),
        destination: try #require(page["destination"] as? String), months: months,
        up: page["up"] as? Int, links: links)
    }
    for item in object["items"] as? [[String: Any]] ?? [] {
      guard let number = item["page"] as? Int, let date = item["date"] as? String,
        let frame = item["frame"] as? [String: Double]
      else { continue }
      switch item["kind"] as? String {
      case "dateCell" where item["inDisplayedMonth"] as? Bool == true:
        pages[number - 1].dayCells.append((date, try LayoutPages.rect(frame)))
      case "agendaDay": pages[number - 1].days.insert(date)
      default: break
      }
    }
  }

  static func rect(_ frame: [String: Double]) throws -> CGRect {
    CGRect(
      x: try #require(frame["x"]), y: try #require(frame["y"]),
      width: try #require(frame["width"]), height: try #require(frame["height"]))
  }
}

/// Reads a PDF's named destinations, link annotations and outline with pypdf, in a
/// `python3` of the PATH, and hands them over as JSON.
enum PDFLinkReader {
  struct Link: Decodable {
    /// The annotation's /Rect: x1, y1, x2, y2 in the sheet's points, y up.
    var rect: [Double]
    /// The named destination it goes to (nil for an explicit one).
    var destination: String?
    /// The 1-based page it lands on.
    var page: Int
  }
  struct Page: Decodable {
    var links: [Link]
    /// The MediaBox's height and the TrimBox's origin (the sheet's slug, 0 without bleed).
    var height: Double
    var trim: [Double]
  }
  struct Entry: Decodable {
    var title: String
    var page: Int
    var children: [Entry]
  }
  struct Document: Decodable {
    var pageCount: Int
    var destinations: [String: Int]
    var pages: [Page]
    var outline: [Entry]

    /// A link's rectangle in the first page's own points (y down from the trim's top).
    func pageRect(_ rect: [Double]) -> CGRect {
      let page = pages[0]
      let top = page.trim.count == 4 ? page.trim[3] : page.height
      let left = page.trim.count == 4 ? page.trim[0] : 0
      return CGRect(
        x: min(rect[0], rect[2]) - left, y: top - max(rect[1], rect[3]),
        width: abs(rect[2] - rect[0]), height: abs(rect[3] - rect[1]))
    }
  }

  static let missing: Comment =
    "pypdf is not installed for python3 (pip install pypdf, or apt-get install python3-pypdf as .ci/setup-system does): the PDF's links are not read"

  static let isAvailable: Bool = {
    guard let result = try? python(["-c", "import pypdf"]) else { return false }
    return result.status == 0
  }()

  static func python(_ arguments: [String]) throws -> CLIResult {
    try CLI.run(["python3"] + arguments, binary: URL(fileURLWithPath: "/usr/bin/env"))
  }

  static func read(_ pdf: String) throws -> Document {
    let result = try python(["-c", script, pdf])
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONDecoder().decode(Document.self, from: result.stdoutData)
  }

  /// pypdf 3.4 (Debian 12's) to 7: destinations by name, each page's /Link annotations
  /// (a named /Dest, an explicit one, or a GoTo action's), and the outline as a tree.
  static let script = #"""
    import json, sys
    from pypdf import PdfReader
    from pypdf.generic import ArrayObject, IndirectObject

    reader = PdfReader(sys.argv[1])
    numbers = {p.indirect_reference.idnum: i + 1 for i, p in enumerate(reader.pages)}
    names = {str(k): reader.get_destination_page_number(d) + 1
             for k, d in reader.named_destinations.items()}

    def target(dest):
        if isinstance(dest, IndirectObject):
            dest = dest.get_object()
        if isinstance(dest, (ArrayObject, list)):
            return None, numbers[dest[0].idnum]
        name = str(dest)
        return name, names[name]

    pages = []
    for page in reader.pages:
        links = []
        for ref in page.get("/Annots") or []:
            annot = ref.get_object()
            if annot.get("/Subtype") != "/Link":
                continue
            dest = annot.get("/Dest")
            if dest is None and "/A" in annot:
                dest = annot["/A"].get_object().get("/D")
            name, number = target(dest)
            links.append({"rect": [float(v) for v in annot["/Rect"]],
                          "destination": name, "page": number})
        trim = page.get("/TrimBox")
        pages.append({"links": links, "height": float(page.mediabox.height),
                      "trim": [float(v) for v in trim] if trim is not None else []})

    def tree(items):
        entries = []
        for item in items:
            if isinstance(item, list):
                entries[-1]["children"] = tree(item)
            else:
                entries.append({"title": str(item.title),
                                "page": reader.get_destination_page_number(item) + 1,
                                "children": []})
        return entries

    print(json.dumps({"pageCount": len(reader.pages), "destinations": names,
                      "pages": pages, "outline": tree(reader.outline)}))
    """#
}

extension CGRect {
  var center: CGPoint { CGPoint(x: midX, y: midY) }

  /// Holds `other` and is less than a point wider on every side: Cairo 1.16 widens a link's
  /// rectangle to whole points.
  func isClose(to other: CGRect) -> Bool {
    let outward = [other.minX - minX, other.minY - minY, maxX - other.maxX, maxY - other.maxY]
    return outward.allSatisfy { $0 > -0.001 && $0 < 1 }
  }
}

extension CGPoint {
  func isInside(_ rect: CGRect) -> Bool {
    x >= rect.minX && x <= rect.maxX && y >= rect.minY && y <= rect.maxY
  }
}

extension PDFLinkReader {
  /// `spec` rendered to a PDF in `folder` and read back, beside what `calends layout` says
  /// of the same spec.
  static func planner(_ spec: [String], in folder: URL) throws -> (
    pdf: Document, layout: LayoutPages
  ) {
    let pdf = folder.appendingPathComponent("planner.pdf").path
    let render = try CLI.run(["render"] + spec + ["-o", pdf])
    #expect(render.status == 0, "\(render.stderr)")
    let layout = try CLI.run(["layout"] + spec)
    #expect(layout.status == 0, "\(layout.stderr)")
    return (try read(pdf), try LayoutPages(json: layout.stdoutData))
  }
}
