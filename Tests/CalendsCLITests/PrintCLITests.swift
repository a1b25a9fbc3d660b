import Foundation
import Testing

/// Printed years from the command line, read back with poppler's `pdfinfo` and `pdftotext`
/// (installed by .ci/setup-system): paper sizes, page counts, Title, outline, the print
/// boxes, `--page N`, one PNG per page, and bad values exiting 2 with nothing written.
@Suite struct PrintCLITests {
  let folder = CLI.temporaryFolder()

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func poppler(_ tool: String, _ arguments: [String]) throws -> String {
    let result = try CLI.run(arguments, binary: URL(fileURLWithPath: "/usr/bin/\(tool)"))
    #expect(result.status == 0, "\(tool): \(result.stderr)")
    return result.stdout
  }

  /// `pdfinfo`'s `Key: value` lines (with `-box`, every page box too).
  func info(_ pdf: String, boxes: Bool = false) throws -> [String: String] {
    var fields: [String: String] = [:]
    for line in try poppler("pdfinfo", (boxes ? ["-box"] : []) + [pdf]).split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    return fields
  }

  func render(_ arguments: [String]) throws -> CLIResult {
    let result = try CLI.run(["render", "--today", "2027-03-10"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return result
  }

  @Test(arguments: [
    ("a4", "portrait", "595.276 x 841.89 pts (A4)"),
    ("A3", "landscape", "1190.55 x 841.89 pts (A3)"),
    ("letter", "portrait", "612 x 792 pts (letter)"),
    ("TABLOID", "portrait", "792 x 1224 pts"),
  ])
  func paperSizesInThePDF(paper: String, orientation: String, size: String) throws {
    let pdf = path("\(paper).pdf")
    _ = try render([
      "--style", "year", "--year", "2027", "--paper", paper, "--orientation", orientation, "-o",
      pdf,
    ])
    let fields = try info(pdf)
    #expect(fields["Page size"] == size)
    #expect(fields["Pages"] == "1" && fields["Title"] == "2027")
  }

  @Test func aPrintedYearIsTwelveMonthPagesAfterItsCover() throws {
    let pdf = path("year.pdf")
    _ = try render([
      "--style", "year", "--year", "2027", "--paper", "a4", "--pages", "months", "--cover", "true",
      "-o", pdf,
    ])
    let fields = try info(pdf)
    #expect(fields["Pages"] == "13" && fields["Title"] == "2027")
    #expect(fields["Page size"] == "595.276 x 841.89 pts (A4)")
    // Text is text: the cover names the year, each page its month.
    #expect(try poppler("pdftotext", ["-f", "1", "-l", "1", pdf, "-"]).contains("2027"))
    #expect(try poppler("pdftotext", ["-f", "3", "-l", "3", pdf, "-"]).contains("February 2027"))
    let december = try poppler("pdftotext", ["-f", "13", "-l", "13", pdf, "-"])
    #expect(december.contains("December 2027") && december.contains("31"))
    // The outline: one entry per page, in the order of the pages.
    let bytes = try String(decoding: Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
    #expect(bytes.contains("/Outlines") && bytes.contains("/Count 13"))
    #expect(bytes.contains("(January 2027)") && bytes.contains("(December 2027)"))
  }

  @Test func aMultiMonthRunIsTitledByItsMonths() throws {
    let pdf = path("run.pdf")
    _ = try render([
      "--style", "multiMonth", "--months", "5", "--display-date-at-startup", "2026-11-01",
      "--paper", "letter", "--orientation", "landscape", "--pages", "months", "-o", pdf,
    ])
    let fields = try info(pdf)
    #expect(fields["Pages"] == "5" && fields["Title"] == "November 2026\u{2009}–\u{2009}March 2027")
    #expect(fields["Page size"] == "792 x 612 pts (letter)")
  }

  @Test func bleedSetsTrimBleedAndMediaBoxes() throws {
    let pdf = path("bleed.pdf")
    _ = try render([
      "--style", "year", "--year", "2027", "--paper", "a4", "--pages", "months", "--bleed", "3mm",
      "-o", pdf,
    ])
    let fields = try info(pdf, boxes: true)
    #expect(fields["Pages"] == "12")
    func box(_ name: String) -> [Double] {
      (fields[name] ?? "").split(separator: " ").compactMap { Double($0) }
    }
    let trim = box("TrimBox")
    let bleed = box("BleedBox")
    let media = box("MediaBox")
    try #require(trim.count == 4 && bleed.count == 4 && media.count == 4, "\(fields)")
    #expect(abs(trim[2] - trim[0] - 595.28) < 0.02 && abs(trim[3] - trim[1] - 841.89) < 0.02)
    #expect(abs(trim[0] - bleed[0] - 8.5) < 0.02 && abs(bleed[2] - trim[2] - 8.5) < 0.02)
    #expect(abs(trim[1] - bleed[1] - 8.5) < 0.02 && abs(bleed[3] - trim[3] - 8.5) < 0.02)
    #expect(media[0] == 0 && media[1] == 0 && bleed[0] > 0 && media[2] > bleed[2] + 10)
    // Every page has them, and the text is still there.
    let last = try poppler("pdfinfo", ["-box", "-f", "12", "-l", "12", pdf])
    #expect(last.contains("Page   12 TrimBox:"))
    #expect(try poppler("pdftotext", ["-f", "12", "-l", "12", pdf, "-"]).contains("December 2027"))
    // The layout keeps the trim size.
    let layout = try CLI.run([
      "layout", "--style", "year", "--year", "2027", "--paper", "a4", "--pages", "months",
      "--bleed", "3mm",
    ])
    #expect(layout.stdout.contains("\"width\": 595.276,\n  \"height\": 841.89,"))
    #expect(layout.stdout.contains("\"pages\": 12,"))
  }

  @Test func pageNWritesThatPageAlone() throws {
    let spec = [
      "--style", "year", "--year", "2027", "--paper", "a5", "--pages", "months", "--cover", "true",
    ]
    let pdf = path("march.pdf")
    _ = try render(spec + ["--page", "4", "-o", pdf])
    let fields = try info(pdf)
    #expect(fields["Pages"] == "1" && fields["Page size"] == "419.528 x 595.276 pts")
    #expect(try poppler("pdftotext", [pdf, "-"]).contains("March 2027"))
    let png = path("cover.png")
    _ = try render(spec + ["--page", "1", "--scale", "1", "-o", png])
    let header = try Data(contentsOf: URL(fileURLWithPath: png)).prefix(24)
    #expect(header.dropFirst(16).prefix(4) == Data([0, 0, 1, 164]))  // 420 px wide
    let bad = try CLI.run(["render"] + spec + ["--page", "14", "-o", path("none.pdf")])
    #expect(
      bad.status == 2 && bad.stderr.contains("--page 14 is out of range: the document has 13 pages")
    )
    #expect(!FileManager.default.fileExists(atPath: path("none.pdf")))
  }

  @Test func pngAndSVGWriteOneFilePerPage() throws {
    let spec = [
      "--style", "multiMonth", "--months", "3", "--display-date-at-startup", "2027-01-01",
      "--paper", "a6", "--pages", "months", "--scale", "1",
    ]
    _ = try render(spec + ["-o", path("q.png")])
    _ = try render(spec + ["-o", path("q.svg")])
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == ["q-01.png", "q-01.svg", "q-02.png", "q-02.svg", "q-03.png", "q-03.svg"])
    let toStdout = try CLI.run(["render"] + spec + ["-o", "-"])
    #expect(toStdout.status == 2 && toStdout.stderr.contains("the document has 3 pages"))
  }

  /// A page file is named by what it holds: the cover `NAME-cover`, a month by its number
  /// (`2027-01.png` is January), and a run that crosses a year by year and month.
  @Test func pageFilesAreNamedByWhatTheyHold() throws {
    _ = try render([
      "--style", "multiMonth", "--months", "3", "--display-date-at-startup", "2027-03-01",
      "--paper", "a6", "--pages", "months", "--cover", "true", "--scale", "1", "-o", path("2027.png"),
    ])
    _ = try render([
      "--style", "multiMonth", "--months", "3", "--display-date-at-startup", "2026-12-01",
      "--paper", "a6", "--pages", "months", "--scale", "1", "-o", path("winter.svg"),
    ])
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      files == [
        "2027-03.png", "2027-04.png", "2027-05.png", "2027-cover.png",
        "winter-2026-12.svg", "winter-2027-01.svg", "winter-2027-02.svg",
      ], "\(files)")
    // The March page is March: its PNG equals --page 2 (the cover is page 1).
    _ = try render([
      "--style", "multiMonth", "--months", "3", "--display-date-at-startup", "2027-03-01",
      "--paper", "a6", "--pages", "months", "--cover", "true", "--scale", "1", "--page", "2",
      "-o", path("second.png"),
    ])
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path("second.png")))
        == Data(contentsOf: URL(fileURLWithPath: path("2027-03.png"))))
  }

  @Test(arguments: [
    (["--paper", "A12"], "paper: unknown paper 'A12'"),
    (
      ["--paper", "a4", "--margins", "12in"],
      "margins: leave 0 × 0 pt of the 595.28 × 841.89 pt page"
    ),
    (["--paper", "a4", "--bleed", "2in"], "bleed: 144 pt is out of range"),
    (["--margins", "1in"], "margins: needs paper"),
    (
      ["--paper", "a4", "--cover", "true"], "cover: is the first page of a `pages: months` document"
    ),
    (["--paper", "a4", "--width", "700"], "width: cannot be combined with paper"),
    (["--paper", "remarkable2", "--handedness", "both"], "handedness: unknown value 'both'"),
    (["--paper", "a4", "--handedness", "left"], "handedness: moves a tablet's toolbar strip"),
    (["--paper", "supernote-a5x", "--bleed", "3mm"], "bleed: is for a print shop's trim"),
    (["--paper", "a4", "--pages", "hours"], "pages: unknown value 'hours'"),
  ])
  func badValuesExitTwoNamingTheField(arguments: [String], message: String) throws {
    let out = path("bad.pdf")
    let result = try CLI.run(["render", "--style", "year"] + arguments + ["-o", out])
    #expect(result.status == 2, "\(arguments)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func screenImagesAreUnchangedByPages() throws {
    // A spec without paper is one page: the same PNG with and without --page 1.
    let spec = ["--style", "year", "--year", "2027", "--width", "600", "--scale", "1"]
    _ = try render(spec + ["-o", path("a.png")])
    _ = try render(spec + ["--page", "1", "-o", path("b.png")])
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path("a.png")))
        == Data(contentsOf: URL(fileURLWithPath: path("b.png"))))
    // …and its layout is one page: `pages` 1, every item without a `page`.
    let layout = try CLI.run(["layout"] + spec)
    #expect(layout.status == 0 && layout.stdout.contains("\n  \"pages\": 1,\n"))
    #expect(!layout.stdout.contains("{\"page\": 1, \"kind\""))
  }

  /// Batch writes a printed document of several pages as PNG like `calends render` does, one
  /// file per page, pixel for pixel the same; `calends scene` prints every page.
  @Test func batchWritesOnePNGPerPageAndSceneDumpsEveryPage() throws {
    let fields = ["--style", "multiMonth", "--paper", "a6", "--pages", "months"]
    let more = [
      "--months", "2", "--scale", "1", "--today", "2027-01-05", "--display-date-at-startup",
      "2027-01-01",
    ]
    _ = try render(fields + more + ["-o", path("r.png")])
    let manifest = path("m.yaml")
    try """
    specs:
      - {name: b.png, spec: {style: multiMonth, paper: a6, pages: months, months: 2, scale: 1, today: 2027-01-05, displayDateAtStartup: 2027-01-01}}
    """.write(toFile: manifest, atomically: true, encoding: .utf8)
    let batch = try CLI.run(["batch", manifest, "-o", path("out"), "-q"])
    #expect(batch.status == 0, "\(batch.stderr)")
    for page in ["01", "02"] {  // batch's default compression differs: compare pixels
      let diff = try CLI.run(["diff", path("out/b-\(page).png"), path("r-\(page).png")])
      #expect(diff.status == 0 && diff.stdout.contains("match: 0 of"), "\(diff.stdout)")
    }
    #expect(!FileManager.default.fileExists(atPath: path("out/b-03.png")))
    let scene = try CLI.run(["scene"] + fields + more)
    #expect(scene.status == 0)
    #expect(scene.stdout.hasPrefix("page 1\nscene "))
    #expect(scene.stdout.contains("\npage 2\nscene "))
    #expect(!scene.stdout.contains("page 3"))
  }
}
