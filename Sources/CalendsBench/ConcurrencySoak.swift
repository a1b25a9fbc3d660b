@_spi(Benchmarking) import Calends
import CalendsValues
import Foundation

/// Renders specs in many scripts on many threads at once for a while, each thread with its
/// own renderer (as `serve`, `batch --threads` and library threads do), and holds every
/// image to the same spec drawn alone beforehand, byte for byte.
///
/// What it is for: text in many scripts opens more font faces than Cairo keeps open (ten),
/// which is when Cairo closes faces while other threads draw (see `PinnedFaces`). A crash,
/// a sanitizer report or one differing byte fails it. `calends-bench --soak SECONDS` runs it
/// (`.ci/soak` also under ThreadSanitizer); a test runs it for a few seconds.
public struct ConcurrencySoak {
  /// The specs: day names, titles and numbers in Latin (with long German compounds),
  /// Arabic, Hebrew, Thai, Chinese, Japanese, Korean, Devanagari and emoji, in the control,
  /// timeline and booking families, and one with a secondary calendar.
  public static let specs: [(name: String, yaml: String)] = [
    (
      "timeline-de",
      timeline(
        locale: "de_DE",
        titles: [
          "Quartalsabschlussbesprechung", "Donaudampfschifffahrtsgesellschaft", "Mittagessen 🍕",
        ])
    ),
    (
      "timeline-ar",
      timeline(locale: "ar_EG", titles: ["اجتماع الفريق", "مراجعة التصميم", "غداء ١٢٫٥٠ €"])
    ),
    (
      "timeline-he",
      timeline(locale: "he_IL", titles: ["ישיבת צוות", "סקירת עיצוב", "ארוחת צהריים"])
    ),
    (
      "timeline-th",
      timeline(locale: "th_TH", titles: ["ประชุมทีม", "ตรวจสอบการออกแบบ", "อาหารกลางวัน"])
    ),
    ("timeline-zh", timeline(locale: "zh_CN", titles: ["团队会议", "设计评审", "午餐 🎉"])),
    ("timeline-ja", timeline(locale: "ja_JP", titles: ["チーム会議", "デザインレビュー", "昼食"])),
    ("timeline-ko", timeline(locale: "ko_KR", titles: ["팀 회의", "디자인 검토", "점심 👩‍👩‍👧"])),
    ("timeline-hi", timeline(locale: "hi_IN", titles: ["टीम बैठक", "डिज़ाइन समीक्षा", "दोपहर का भोजन"])),
    ("month-ar", "style: month\nlocale: ar_SA\ntoday: 2019-01-10\nselectedDate: 2019-01-23"),
    (
      "month-th", "style: fullScreenMonth\nlocale: th_TH\ntoday: 2019-01-10\nshowsMonthHeader: true"
    ),
    ("month-he", "style: rangeSelection\nlocale: he_IL\ntoday: 2019-01-10"),
    ("month-ja", "style: week\nlocale: ja_JP\ntoday: 2019-01-10\nshowsWeekNumbers: true"),
    (
      "month-zh-lunar",
      "style: month\nlocale: zh_CN\ntoday: 2019-01-10\nalternateCalendar: chinese"
    ),
    (
      "booking-ko",
      "style: booking\nlocale: ko_KR\ntoday: 2019-01-10\nitems: [{date: 2019-01-10, enabled: true, selected: true}, {date: 2019-02-07, enabled: true, selected: false}]"
    ),
  ]

  static func timeline(locale: String, titles: [String]) -> String {
    let events = titles.enumerated().map { index, title in
      let day = 7 + index * 2
      return
        "  - {id: e\(index), title: \"\(title)\", start: 2019-01-\(String(format: "%02d", day))T\(10 + index):00, end: 2019-01-\(String(format: "%02d", day))T\(12 + index):30}"
    }
    return """
      style: timeline
      locale: \(locale)
      today: 2019-01-10
      startDay: 2019-01-07
      visibleDays: 7
      orientation: landscape
      width: 900
      events:
      \(events.joined(separator: "\n"))
      """
  }

  public struct Report: Sendable {
    public var renders = 0
    /// "spec format (thread N)" for each image that differed from its reference.
    public var mismatches: [String] = []
    public var failures: [String] = []
  }

  public let threads: Int
  public let duration: Duration

  public init(threads: Int, duration: Duration) {
    self.threads = threads
    self.duration = duration
  }

  static let formats: [OutputFormat] = [.png, .svg, .pdf]

  /// Every spec in every format, drawn alone: what each thread's image must equal.
  static func references() throws -> [String: [UInt8]] {
    let renderer = try CalendarRenderer()
    var references: [String: [UInt8]] = [:]
    for (name, yaml) in specs {
      let prepared = try renderer.prepare(try SpecReader.read(Data(yaml.utf8), source: name))
      for format in formats {
        references["\(name).\(format.fileExtension)"] =
          try renderer.render(prepared, format: format, pngCompression: .fast).bytes
      }
    }
    return references
  }

  public func run() throws -> Report {
    let references = try Self.references()
    let deadline = ContinuousClock.now + duration
    let lock = NSLock()
    nonisolated(unsafe) var report = Report()
    let group = DispatchGroup()
    for thread in 0..<threads {
      group.enter()
      let worker = Thread {
        defer { group.leave() }
        var local = Report()
        do {
          let renderer = try CalendarRenderer()
          // Each thread walks the specs from its own place, so different threads shape
          // different scripts at the same moment.
          var step = thread * 5
          repeat {
            let (name, yaml) = Self.specs[step % Self.specs.count]
            let format = Self.formats[(step / Self.specs.count + thread) % Self.formats.count]
            step += 1
            let prepared = try renderer.prepare(
              try SpecReader.read(Data(yaml.utf8), source: name))
            let bytes = try renderer.render(prepared, format: format, pngCompression: .fast).bytes
            local.renders += 1
            if bytes != references["\(name).\(format.fileExtension)"] {
              local.mismatches.append("\(name).\(format.fileExtension) (thread \(thread))")
            }
          } while ContinuousClock.now < deadline
        } catch {
          local.failures.append("thread \(thread): \(error)")
        }
        lock.withLock {
          report.renders += local.renders
          report.mismatches += local.mismatches
          report.failures += local.failures
        }
      }
      worker.stackSize = 8 << 20
      worker.start()
    }
    group.wait()
    return lock.withLock { report }
  }
}
