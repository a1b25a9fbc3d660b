import Calends
import CalendsModel
import CalendsSupport
import CalendsValues
import Foundation

/// A month drawn with a 10,000-event calendar, warm, request after request as
/// `calends serve` draws it, against the same month with no calendar: what a real feed adds
/// to a request once it is parsed. A server hands the render the same buffer of bytes each
/// request while the file (or the feed's copy) is unchanged, with the fingerprint its ETag
/// took of them once; the parse cache then finds the parsed file by that fingerprint.
/// Without it (the `hashed` rows, as before) the cache hashed the 2 MB each request, and a
/// feed's ETag also walked it for its fingerprint.
///
/// The month drawn with the same dots given in the spec (`eventDates` on every day, as the
/// feed has events on every day) is the same image: what the dots cost to draw, so the
/// feed's month against it is what reading the feed adds.
///
/// The five are measured interleaved, one request of each in turn, so the machine's load
/// meets them alike and their ratios hold where their times do not.
struct FeedMonthBenchmark {
  struct Result {
    var plain: Double
    var dotted: Double
    var fingerprinted: Double
    var hashed: Double
    var hashedAndFingerprinted: Double
    var bytes: Int
  }

  static let spec = "style: month\ntoday: 2026-03-10\nscale: 2\ncalendars: [{ics: feed.ics}]"
  static let plainSpec = "style: month\ntoday: 2026-03-10\nscale: 2"
  /// The plain month with a dot on every day its grid can show.
  static var dottedSpec: String {
    let first = Day(year: 2026, month: 2, day: 22)!
    let days = (0..<49).map { first.adding(days: $0).description }
    return plainSpec + "\neventDates: [\(days.joined(separator: ", "))]"
  }

  let renderer: CalendarRenderer
  let runs: Int

  func measure() throws -> Result {
    let bytes = Array(ICalendarBenchmark.calendar().utf8)
    let spec = try SpecReader.read(Data(Self.spec.utf8), source: "bench")
    let plainSpec = try SpecReader.read(Data(Self.plainSpec.utf8), source: "bench")
    let dottedSpec = try SpecReader.read(Data(Self.dottedSpec.utf8), source: "bench")
    var once = OutputFingerprint()
    once.add(bytes)
    var fingerprinted = CalendarFile(path: "feed.ics", bytes: bytes)
    fingerprinted.fingerprint = once.value
    let hashed = CalendarFile(path: "feed.ics", bytes: bytes)

    func request(_ spec: CalendarSpec, _ calendars: [CalendarFile]) throws -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      let prepared = try renderer.prepare(
        try CalendarRenderer.request(spec, calendars: calendars))
      _ = try renderer.render(prepared, format: .png, pngCompression: .fast)
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
    // Warm: the file parsed, the month's window expanded, fonts loaded.
    _ = try request(spec, [fingerprinted])
    _ = try request(spec, [hashed])
    _ = try request(plainSpec, [])
    _ = try request(dottedSpec, [])
    var times: [[Double]] = [[], [], [], [], []]
    for _ in 0..<runs {
      times[0].append(try request(plainSpec, []))
      times[4].append(try request(dottedSpec, []))
      times[1].append(try request(spec, [fingerprinted]))
      times[2].append(try request(spec, [hashed]))
      let start = DispatchTime.now().uptimeNanoseconds
      var etag = OutputFingerprint()
      etag.add(bytes)
      let walk = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      times[3].append(walk + (try request(spec, [hashed])))
    }
    let medians = times.map { $0.sorted()[$0.count / 2] }
    return Result(
      plain: medians[0], dotted: medians[4], fingerprinted: medians[1], hashed: medians[2],
      hashedAndFingerprinted: medians[3], bytes: bytes.count)
  }
}
