import CalendsReview
import Foundation
import Testing

/// `calends snapshot review|accept` over an artifacts folder laid out as the snapshot
/// library leaves it (`<folder>/<stem>.report.json` beside `.actual`, `.expected`, `.diff`).
@Suite struct SnapshotReviewCLITests {
  let folder = CLI.temporaryFolder()
  var artifacts: URL { folder.appendingPathComponent("artifacts") }
  var references: URL { folder.appendingPathComponent("refs") }
  let samples = CLI.packageRoot.appendingPathComponent("Samples")

  /// Three failures: a PNG (with a difference image), an SVG and a layout JSON.
  init() throws {
    let manager = FileManager.default
    let tests = artifacts.appendingPathComponent("MonthTests")
    try manager.createDirectory(at: tests, withIntermediateDirectories: true)
    try manager.createDirectory(at: references, withIntermediateDirectories: true)
    func copy(_ sample: String, _ target: URL) throws {
      try manager.copyItem(at: samples.appendingPathComponent(sample), to: target)
    }
    try copy("today.png", references.appendingPathComponent("january.png"))
    try copy("today.png", tests.appendingPathComponent("january.expected.png"))
    try copy("reference.png", tests.appendingPathComponent("january.actual.png"))
    try copy("dark.png", tests.appendingPathComponent("january.diff.png"))
    try copy("today.svg", references.appendingPathComponent("plain.svg"))
    try copy("today.svg", tests.appendingPathComponent("plain.expected.svg"))
    try copy("dark.svg", tests.appendingPathComponent("plain.actual.svg"))
    try Data("{\"a\": 1}\n".utf8).write(to: references.appendingPathComponent("week.json"))
    try Data("{\"a\": 1}\n".utf8).write(to: tests.appendingPathComponent("week.expected.json"))
    try Data("{\"a\": 2}\n".utf8).write(to: tests.appendingPathComponent("week.actual.json"))
    try report("january", "png", difference: "january.diff.png")
    try report("plain", "svg")
    try report("week", "json")
  }

  func report(_ stem: String, _ format: String, difference: String? = nil) throws {
    let differenceField = difference.map { "\"difference\": \"\($0)\", " } ?? ""
    let json = """
      {"format": "\(format)", "reference": "\(references.appendingPathComponent("\(stem).\(format)").path)",
       "actual": "\(stem).actual.\(format)", "expected": "\(stem).expected.\(format)", \(differenceField)
       "message": "\(stem) <differs> & \\"more\\""}
      """
    try Data(json.utf8).write(
      to: artifacts.appendingPathComponent("MonthTests/\(stem).report.json"))
  }

  func bytes(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }

  @Test func reviewWritesAPageWithEveryFailure() throws {
    let result = try CLI.run(["snapshot", "review", artifacts.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix("MonthTests/january\nMonthTests/plain\nMonthTests/week\nwrote "))
    let html = try String(
      contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("3 snapshot failures"))
    #expect(html.contains("src=\"MonthTests/january.diff.png\""))
    #expect(html.contains("src=\"MonthTests/plain.actual.svg\""))
    #expect(html.contains("href=\"MonthTests/week.actual.json\""))
    // Messages are text, not markup.
    #expect(html.contains("january &lt;differs&gt; &amp; &quot;more&quot;"))
    #expect(html.contains("calends snapshot accept \(artifacts.path) MonthTests/january"))
  }

  /// The page in a real browser: every image loads, and each toggle shows the actual
  /// image in place of the reference and back (the page's `#selftest` clicks them).
  @Test(.enabled(if: Chromium.shouldRun, Chromium.skipReason))
  func reviewPageLoadsEveryImageAndTogglesInChromium() throws {
    #expect(try CLI.run(["snapshot", "review", artifacts.path]).status == 0)
    let page = artifacts.appendingPathComponent("index.html")
    let dom = try Chromium.dumpDOM(try #require(URL(string: page.absoluteString + "#selftest")))
    // PNG: toggle (2) + reference, actual, difference; SVG: toggle (2) + reference, actual.
    #expect(dom.contains("data-images=\"9\""), "\(dom.prefix(400))")
    #expect(dom.contains("data-loaded=\"9\""))
    #expect(dom.contains("data-broken=\"0\""))
    #expect(dom.contains("data-toggles-working=\"2\""))
  }

  /// Without `#selftest` nothing is clicked: the page opens on the reference.
  @Test(.enabled(if: Chromium.shouldRun, Chromium.skipReason))
  func reviewPageOpensOnTheReference() throws {
    #expect(try CLI.run(["snapshot", "review", artifacts.path]).status == 0)
    let dom = try Chromium.dumpDOM(artifacts.appendingPathComponent("index.html"))
    #expect(dom.contains("data-loaded=\"9\"") && !dom.contains("data-toggles-working=\""))
    #expect(dom.components(separatedBy: "data-showing=\"reference\"").count == 3)
  }

  @Test func acceptNamedCopiesTheActualOverTheReference() throws {
    #expect(try CLI.run(["snapshot", "review", artifacts.path]).status == 0)
    let actual = bytes(artifacts.appendingPathComponent("MonthTests/january.actual.png"))
    // A unique last part is enough.
    let result = try CLI.run(["snapshot", "accept", artifacts.path, "january"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("accepted MonthTests/january → "))
    #expect(bytes(references.appendingPathComponent("january.png")) == actual)
    #expect(
      !FileManager.default.fileExists(
        atPath: artifacts.appendingPathComponent("MonthTests/january.report.json").path))
    // The others are untouched, and the page now shows only them.
    #expect(
      bytes(references.appendingPathComponent("plain.svg"))
        == bytes(samples.appendingPathComponent("today.svg")))
    let html = try String(
      contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("2 snapshot failures") && !html.contains("MonthTests/january"))
    // Accepted once: the name is gone.
    #expect(try CLI.run(["snapshot", "accept", artifacts.path, "january"]).status == 2)
  }

  @Test func acceptWithoutNamesAcceptsEveryFailure() throws {
    let result = try CLI.run(["snapshot", "accept", artifacts.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.components(separatedBy: "accepted ").count == 4)
    #expect(bytes(references.appendingPathComponent("week.json")) == Data("{\"a\": 2}\n".utf8))
    #expect(
      bytes(references.appendingPathComponent("plain.svg"))
        == bytes(samples.appendingPathComponent("dark.svg")))
    let review = try CLI.run(["snapshot", "review", artifacts.path])
    #expect(review.stdout.contains("(0 failure(s))"))
  }

  /// An unknown name is exit 2 naming it, and nothing is accepted — not even the known
  /// names given with it.
  @Test func anUnknownNameIsExit2AndAcceptsNothing() throws {
    let result = try CLI.run(["snapshot", "accept", artifacts.path, "january", "february"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no snapshot failure named 'february'"))
    #expect(result.stderr.contains("MonthTests/january, MonthTests/plain, MonthTests/week"))
    #expect(
      bytes(references.appendingPathComponent("january.png"))
        == bytes(samples.appendingPathComponent("today.png")))
  }

  @Test func anAmbiguousNameIsExit2() throws {
    let other = artifacts.appendingPathComponent("WeekTests")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    for suffix in ["report.json", "actual.json", "expected.json"] {
      try FileManager.default.copyItem(
        at: artifacts.appendingPathComponent("MonthTests/week.\(suffix)"),
        to: other.appendingPathComponent("week.\(suffix)"))
    }
    let result = try CLI.run(["snapshot", "accept", artifacts.path, "week"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'week' names 2 failures"))
    #expect(try CLI.run(["snapshot", "accept", artifacts.path, "WeekTests/week"]).status == 0)
  }

  @Test func badFoldersAndReportsAreExit2() throws {
    let missing = try CLI.run(["snapshot", "review", folder.appendingPathComponent("nope").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no such folder of snapshot artifacts"))
    let broken = artifacts.appendingPathComponent("MonthTests/broken.report.json")
    try Data("{\"format\": ".utf8).write(to: broken)
    for command in ["review", "accept"] {
      let result = try CLI.run(["snapshot", command, artifacts.path])
      #expect(result.status == 2)
      #expect(result.stderr.contains("\(broken.path): not a snapshot failure report"))
    }
    #expect(
      !FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("index.html").path))
    #expect(
      bytes(references.appendingPathComponent("january.png"))
        == bytes(samples.appendingPathComponent("today.png")))
  }

  /// A report whose actual output is missing or empty is refused before any reference is
  /// replaced: an empty reference is never written.
  @Test func anEmptyActualIsNeverAccepted() throws {
    try Data().write(to: artifacts.appendingPathComponent("MonthTests/week.actual.json"))
    let result = try CLI.run(["snapshot", "accept", artifacts.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("is empty"))
    #expect(bytes(references.appendingPathComponent("week.json")) == Data("{\"a\": 1}\n".utf8))
    #expect(
      bytes(references.appendingPathComponent("january.png"))
        == bytes(samples.appendingPathComponent("today.png")))
  }
}
