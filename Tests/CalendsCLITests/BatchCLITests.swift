import CalendsModel
import Foundation
import Testing

@Suite struct BatchCLITests {
  let folder = CLI.temporaryFolder()

  func write(_ name: String, _ text: String) -> String {
    let url = folder.appendingPathComponent(name)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// An entry whose spec has several bad fields reports each, on its own line naming the
  /// entry — as `calends render` reports a file's — with one worker, with worker processes
  /// and as JSON.
  @Test(arguments: ["1", "2"]) func anEntryReportsEverySpecError(jobs: String) throws {
    let manifest = write(
      "errors-\(jobs).yaml",
      """
      specs:
        - {name: two.png, spec: {today: 2026-13-01, weekStartDay: someday}}
        - {name: fine.png, spec: {today: 2026-01-01, scale: 1}}
      """)
    let out = folder.appendingPathComponent("errors-\(jobs)").path
    let text = try CLI.run(["batch", manifest, "-o", out, "-j", jobs, "--force"])
    #expect(text.status == 2)
    let lines = text.stderr.split(separator: "\n").filter { $0.hasPrefix("calends: two.png: ") }
    #expect(
      lines == [
        "calends: two.png: today: '2026-13-01' is not a valid date (no such day in the calendar)",
        "calends: two.png: weekStartDay: unknown value 'someday'; expected one of: sunday, monday, saturday, localeSpecific",
      ], "\(text.stderr)")
    let json = try CLI.run([
      "batch", manifest, "-o", out, "-j", jobs, "--force", "--error-format", "json",
    ])
    let fields = json.stderr.split(separator: "\n").filter { $0.contains("two.png") }.map {
      $0.contains(#""field":"today""#)
        ? "today"
        : $0.contains(#""field":"weekStartDay""#)
          ? "weekStartDay" : "?"
    }
    #expect(fields == ["today", "weekStartDay"], "\(json.stderr)")
  }

  /// A batch killed with its workers leaves temporary files beside its outputs; the next
  /// run into the same folders removes those whose writer is gone, and leaves a live
  /// writer's and every other file.
  @Test func aKilledBatchsTemporaryFilesAreSweptByTheNextRun() throws {
    let manifest = write(
      "sweep.yaml",
      """
      specs:
        - {name: top.png, spec: {today: 2026-01-01}}
        - {name: sub/inner.png, spec: {today: 2026-01-01}}
      """)
    let out = folder.appendingPathComponent("sweep")
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("sub"), withIntermediateDirectories: true)
    // A process that has ended: its pid names a writer that is gone.
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let dead = ended.processIdentifier
    let stale = [
      out.appendingPathComponent(".calends-\(dead)-1f2e.tmp"),
      out.appendingPathComponent("sub/.calends-\(dead)-3c4d.tmp"),
    ]
    let live = out.appendingPathComponent(".calends-\(getpid())-5e6f.tmp")
    let other = out.appendingPathComponent("notes-\(dead).tmp")
    for file in stale + [live, other] { try Data("half".utf8).write(to: file) }
    let result = try CLI.run(["batch", manifest, "-o", out.path, "-q"])
    #expect(result.status == 0, "\(result.stderr)")
    for file in stale { #expect(!FileManager.default.fileExists(atPath: file.path), "\(file)") }
    #expect(FileManager.default.fileExists(atPath: live.path))
    #expect(FileManager.default.fileExists(atPath: other.path))
  }

  /// Each entry whose image does not show everything gets a note naming it; with
  /// `--reports` its render report is written beside it (with worker processes too), and a
  /// report left from a run whose image now shows everything is removed.
  @Test(arguments: ["1", "2"]) func entriesThatHideEventsAreNotedAndReported(jobs: String) throws {
    var events = ""
    for index in 0..<4 {
      events +=
        "{id: e\(index), title: Meeting \(index), start: 2026-03-10T0\(index + 1):00, end: 2026-03-10T0\(index + 2):00},"
    }
    let manifest = write(
      "reports-\(jobs).yaml",
      """
      specs:
        - {name: busy.png, spec: {style: wallMonth, today: 2026-03-11, dayMaxEvents: 1, events: [\(events)]}}
        - {name: plain.png, spec: {today: 2026-03-11}}
      """)
    let out = folder.appendingPathComponent("reports-\(jobs)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    // A report from an earlier run whose image now shows everything.
    try Data("{}".utf8).write(to: out.appendingPathComponent("plain.png.report.json"))
    let result = try CLI.run(["batch", manifest, "-o", out.path, "-j", jobs, "--reports"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        #"calends: note: busy.png: not shown in full: 4 events behind "+N more""#),
      "\(result.stderr)")
    let report = try String(
      contentsOf: out.appendingPathComponent("busy.png.report.json"), encoding: .utf8)
    #expect(report.contains(#""ids": ["e0", "e1", "e2", "e3"]"#), "\(report)")
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("plain.png.report.json").path))
    // Up to date with its report: skipped; without --reports the outputs are drawn again
    // (the report is part of what an output was drawn with).
    let again = try CLI.run(["batch", manifest, "-o", out.path, "-j", jobs, "--reports"])
    #expect(again.stdout.contains("rendered 0, skipped 2"), "\(again.stdout)")
  }

  @Test func batchReportsProgressSummaryAndABadEntryByName() throws {
    let manifest = write(
      "m.yaml",
      """
      defaults: {today: 2019-01-10, scale: 1}
      specs:
        - {name: bad.png, spec: {weekStartDay: funday}}
      matrix:
        name: "{style}-{theme}.{format}"
        axes: {style: [month, week], theme: [light, dark], format: [png, svg]}
      """)
    let out = folder.appendingPathComponent("out").path
    let first = try CLI.run(["batch", manifest, "-o", out, "-j", "2"])
    #expect(first.status == 2)
    #expect(first.stdout.contains("rendered 8, skipped 0 (up to date), failed 1 of 9"))
    #expect(first.stderr.contains("9/9 done"))
    #expect(first.stderr.contains("bad.png: weekStartDay: unknown value 'funday'"))
    let second = try CLI.run(["batch", manifest, "-o", out, "--quiet"])
    #expect(second.stdout.contains("rendered 0, skipped 8 (up to date), failed 1 of 9"))
    #expect(!second.stderr.contains("done ("))
  }

  /// Worker processes (the default for -j 2), threads and one worker write the same bytes,
  /// and a re-run after a process batch skips everything (the workers' fingerprints merged).
  @Test func processesThreadsAndOneWorkerGiveIdenticalFiles() throws {
    let manifest = write(
      "p.yaml",
      "defaults: {today: 2019-01-10, scale: 1}\n"
        + "matrix: {name: \"{style}-{theme}.{format}\", axes: {style: [month, week, rangeSelection], theme: [light, dark], format: [png, svg]}}\n"
    )
    var contents: [[String: Data]] = []
    for (index, flags) in [["-j", "1"], ["-j", "2"], ["-j", "2", "--threads"]].enumerated() {
      let out = folder.appendingPathComponent("o\(index)")
      let result = try CLI.run(["batch", manifest, "-o", out.path, "-q"] + flags)
      #expect(result.status == 0, "\(result.stderr)")
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: out.path)
      where !name.hasPrefix(".") {
        files[name] = try Data(contentsOf: out.appendingPathComponent(name))
      }
      contents.append(files)
    }
    #expect(contents[0].count == 12)
    #expect(contents[1] == contents[0])
    #expect(contents[2] == contents[0])
    let again = try CLI.run([
      "batch", manifest, "-o", folder.appendingPathComponent("o1").path, "-q", "-j", "2",
    ])
    #expect(again.stdout.contains("rendered 0, skipped 12"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("o1").path)
        .filter { $0.contains("worker") }.isEmpty)
  }

  /// Three workers sharing 61 entries — more than the indices first handed out — render
  /// every one exactly once, report the bad one by name, and leave no worker state behind.
  @Test func workersTakeEntriesAsTheyFinish() throws {
    let days =
      (1...30).map { String(format: "2019-01-%02d", $0) }
      + (1...28).map { String(format: "2019-02-%02d", $0) }
    let manifest = write(
      "w.yaml",
      "defaults: {today: 2019-01-10, scale: 1}\n"
        + "matrix: {name: \"{selectedDate}-{style}.png\", axes: {selectedDate: [\(days.joined(separator: ", "))], style: [month]}}\n"
        + "specs:\n  - {name: extra-week.png, spec: {style: week}}\n  - {name: extra-bad.png, spec: {selectedDate: 2019-02-30}}\n  - {name: extra-svg.svg, spec: {}}\n"
    )
    let out = folder.appendingPathComponent("w")
    let result = try CLI.run(["batch", manifest, "-o", out.path, "-j", "3"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(
      result.stdout.contains("rendered 60, skipped 0 (up to date), failed 1 of 61"),
      "\(result.stdout)")
    #expect(result.stderr.contains("extra-bad.png"))
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(names.filter { !$0.hasPrefix(".") }.count == 60)
    #expect(names.filter { $0.contains("worker") || $0.hasSuffix(".tmp") }.isEmpty)
    let again = try CLI.run(["batch", manifest, "-o", out.path, "-q", "-j", "3"])
    #expect(
      again.stdout.contains("rendered 0, skipped 60 (up to date), failed 1 of 61"),
      "\(again.stdout)")
  }

  @Test func shardFlagAndBadManifest() throws {
    let manifest = write(
      "m.yaml",
      "defaults: {today: 2019-01-10, scale: 1}\nmatrix: {name: \"{theme}.png\", axes: {theme: [light, dark]}}\n"
    )
    let out = folder.appendingPathComponent("s").path
    let shard = try CLI.run(["batch", manifest, "-o", out, "--shard", "1/2", "-q"])
    #expect(shard.status == 0, "\(shard.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") } == [
        "light.png"
      ])
    #expect(try CLI.run(["batch", manifest, "-o", out, "--shard", "2/2"]).status == 2)
    let escaping = write("e.yaml", "specs: [{name: ../x.png, spec: {}}]\n")
    let refused = try CLI.run(["batch", escaping, "-o", out])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("would leave the output folder"))
  }

  /// A broken stylesheet in `--themes` is bad input found before anything is written (it
  /// used to give exit 1 and a page of missing images).
  @Test func galleryWithABadStylesheetWritesNothing() throws {
    let themes = folder.appendingPathComponent("bad-themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    try "fdlFUICalendarView { background-color: bluish; }\n".write(
      to: themes.appendingPathComponent("bad.nss"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("bad-gallery")
    let result = try CLI.run(["gallery", "-o", out.path, "--themes", themes.path])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("bad.nss:1:40: error: invalid colour 'bluish'"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// A name with a newline used to be lost silently (exit 0) or to stall the worker
  /// protocol; it is bad input, named by its entry, and nothing is written.
  @Test func aNameWithANewlineIsRefusedAndNothingIsWritten() throws {
    let manifest = write(
      "n.yaml",
      "specs: [{name: good.png, spec: {today: 2019-01-10}}, {name: \"bad\\n.png\", spec: {}}]\n")
    let out = folder.appendingPathComponent("newline").path
    for jobs in ["1", "2"] {
      let result = try CLI.run(["batch", manifest, "-o", out, "-j", jobs, "-q"])
      #expect(result.status == 2, "\(result.stderr)")
      #expect(
        result.stderr.contains(
          "specs[1].name: the output name 'bad\\n.png' holds a control character"))
      #expect(!FileManager.default.fileExists(atPath: out + "/good.png"))
    }
  }

  /// The gallery page in a real browser: headless Chromium loads it and the page's own
  /// script counts the images that loaded.
  @Test(.enabled(if: Chromium.shouldRun, Chromium.skipReason))
  func galleryLoadsEveryImageInChromium() throws {
    let out = folder.appendingPathComponent("gallery")
    let result = try CLI.run([
      "gallery", "-o", out.path, "--themes", CLI.packageRoot.appendingPathComponent("Themes").path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    let images = html.components(separatedBy: "<img ").count - 1
    #expect(images >= 44)
    let dom = try Chromium.dumpDOM(out.appendingPathComponent("index.html"))
    #expect(dom.contains("data-loaded=\"\(images)\""), "\(dom.prefix(300))")
    #expect(dom.contains("data-broken=\"0\""))
    // Every link of the page as Chromium built it: an anchor names an element of the page,
    // a file (PNG, SVG, PDF) is there and not empty.
    let ids = Set(dom.matches(of: /id="([^"]+)"/).map { String($0.1) })
    var files = 0
    for match in dom.matches(of: /(?:href|src)="([^"]+)"/) {
      let link = String(match.1)
      if link.hasPrefix("#") {
        #expect(ids.contains(String(link.dropFirst())), "\(link) names no element")
      } else {
        #expect(!link.contains(":"), "\(link) leaves the site")
        let size =
          try? FileManager.default.attributesOfItem(
            atPath: out.appendingPathComponent(link).path)[.size] as? Int
        #expect((size ?? 0) > 0, "\(link) is missing or empty")
        files += 1
      }
    }
    #expect(files >= images * 3)
    // Every family and feature has a section, and every light/dark <picture> snippet to
    // paste names images that are there.
    let shownStyles = Set(
      html.matches(of: /style: ([A-Za-z]+)/).map { String($0.1) } + ["month"])
    for style in CalendarStyle.allCases {
      #expect(shownStyles.contains(style.rawValue), "no gallery item draws \(style.rawValue)")
    }
    for feature in ["heatmap-month", "day-data", "contributions", "print-year", "ical-week"] {
      #expect(ids.contains(feature), "the gallery has no \(feature) section")
    }
    let pictures = html.components(separatedBy: "-picture\">&lt;picture&gt;").count - 1
    #expect(pictures >= 20)
    var resolved = 0
    for match in html.matches(of: /(?:srcset|src)=&quot;([^&]+)&quot;/) {
      let image = out.appendingPathComponent(String(match.1))
      #expect(FileManager.default.fileExists(atPath: image.path), "\(match.1) does not resolve")
      resolved += 1
    }
    #expect(resolved == pictures * 2)
    #expect(
      FileManager.default.fileExists(atPath: out.appendingPathComponent("calendars/team.ics").path))
    // No path of this machine; themes by name; the booking sheet on booking grids only.
    #expect(!html.contains(CLI.packageRoot.path) && !html.contains(out.path))
    #expect(html.contains("theme: ocean.nss") || html.contains("theme: Themes/ocean.nss"))
    #expect(html.components(separatedBy: "-booking-clown.png\" width=").count - 1 == 1)
    // Shown at their size in points (scale-2 PNGs at half their pixels): an iPhone month is
    // 375 wide, an iPad month 768 or more.
    #expect(html.contains("<img src=\"images/month-reference-light.png\" width=\"375\""))
    #expect(html.contains("<img src=\"images/month-compact-regular-light.png\" width=\"7"))
  }

  /// `--specs DIR`: the gallery of a user's own specs, their relative paths from the folder.
  @Test(.enabled(if: Chromium.shouldRun, Chromium.skipReason))
  func galleryOfAFolderOfSpecs() throws {
    let specs = folder.appendingPathComponent("my-specs")
    try FileManager.default.createDirectory(
      at: specs.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try "today: 2019-01-10\nselectedDate: 2019-01-23\n".write(
      to: specs.appendingPathComponent("january.yaml"), atomically: true, encoding: .utf8)
    try "style: week\ntoday: 2019-01-10\ntheme: ../mine.nss\n".write(
      to: specs.appendingPathComponent("sub/week.yaml"), atomically: true, encoding: .utf8)
    try "fdlFUICalendarView { background-color: #FFEEDD; }\n".write(
      to: specs.appendingPathComponent("mine.nss"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("my-gallery")
    let result = try CLI.run(["gallery", "-o", out.path, "--specs", specs.path])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("id=\"january\"") && html.contains("id=\"sub-week\""))
    #expect(html.contains("theme: ../mine.nss") && html.contains("selectedDate: 2019-01-23"))
    #expect(!html.contains("month-reference"))
    let dom = try Chromium.dumpDOM(out.appendingPathComponent("index.html"))
    #expect(
      dom.contains("data-loaded=\"3\"") && dom.contains("data-broken=\"0\""), "\(dom.prefix(300))")
  }

  /// The gallery's default is `small`; `fast` gives the same pixels in larger files, and an
  /// unknown level is refused before anything is written.
  @Test func galleryCompressionLevels() throws {
    let small = folder.appendingPathComponent("g-small")
    let fast = folder.appendingPathComponent("g-fast")
    #expect(try CLI.run(["gallery", "-o", small.path]).status == 0)
    #expect(try CLI.run(["gallery", "-o", fast.path, "--png-compression", "fast"]).status == 0)
    let name =
      "images/"
      + (try FileManager.default.contentsOfDirectory(
        atPath: small.appendingPathComponent("images").path
      ).filter { $0.hasSuffix(".png") }.sorted().first!)
    let smallPNG = try Data(contentsOf: small.appendingPathComponent(name))
    let fastPNG = try Data(contentsOf: fast.appendingPathComponent(name))
    #expect(smallPNG.count < fastPNG.count)
    let diff = try CLI.run([
      "diff", small.appendingPathComponent(name).path, fast.appendingPathComponent(name).path,
    ])
    #expect(diff.status == 0, "\(diff.stdout)")
    let bad = try CLI.run([
      "gallery", "-o", folder.appendingPathComponent("g-bad").path, "--png-compression", "tiny",
    ])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--png-compression must be fast, balanced or small"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g-bad").path))
  }
}

@Suite struct DiffCLITests {
  @Test func diffExitCodesAndThreePanelImage() throws {
    let folder = CLI.temporaryFolder()
    let samples = CLI.packageRoot.appendingPathComponent("Samples")
    let same = try CLI.run([
      "diff", samples.appendingPathComponent("today.png").path,
      samples.appendingPathComponent("today.png").path,
    ])
    #expect(same.status == 0)
    let out = folder.appendingPathComponent("d.png").path
    let different = try CLI.run([
      "diff", samples.appendingPathComponent("today.png").path,
      samples.appendingPathComponent("reference.png").path, "-o", out,
    ])
    #expect(different.status == 1)
    #expect(different.stdout.contains("pixels"))
    #expect(FileManager.default.fileExists(atPath: out))
    let unreadable = try CLI.run(["diff", "/nonexistent.png", out])
    #expect(unreadable.status == 2)
  }
}
