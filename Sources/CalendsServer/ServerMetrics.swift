#if Server
import CalendsValues
import Foundation
import Prometheus

/// What `/metrics` reports, in Prometheus' text format: requests by status, the render time
/// histogram, the render queue's depth, the output cache's hits and misses, and the
/// calendars' warnings.
final class ServerMetrics: Sendable {
  let registry = PrometheusCollectorRegistry()
  private let renderTime: DurationHistogram
  private let queueDepth: Gauge
  private let cacheHits: Counter
  private let cacheMisses: Counter
  private let notModified: Counter
  private let abandonedThreads: Gauge

  init() {
    renderTime = registry.makeDurationHistogram(
      descriptor: Self.name(
        "render", "seconds", help: "Time drawing one image on a render thread"),
      buckets: [
        .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
        .milliseconds(500), .seconds(1), .seconds(5),
      ])
    queueDepth = registry.makeGauge(
      descriptor: Self.name(
        "render_queue", "depth", help: "Renders waiting for a render thread"))
    cacheHits = registry.makeCounter(
      descriptor: Self.name(
        "cache_hits", "total", help: "Images answered from the output cache"))
    cacheMisses = registry.makeCounter(
      descriptor: Self.name(
        "cache_misses", "total", help: "Images drawn because no cached copy had their ETag"))
    abandonedThreads = registry.makeGauge(
      descriptor: Self.name(
        "render_abandoned", "threads",
        help: "Render threads stuck past the time limit and replaced"))
    notModified = registry.makeCounter(
      descriptor: Self.name(
        "not_modified", "total", help: "Requests answered 304 from their ETag"))
  }

  /// `calends_<metric>_<unit>`, the names `/metrics` has always had.
  private static func name(_ metric: String, _ unit: String, help: String) -> MetricNameDescriptor {
    MetricNameDescriptor(namespace: "calends", metricName: metric, unitName: unit, helpText: help)
  }

  func request(status: Int) {
    registry.makeCounter(
      descriptor: Self.name("http_requests", "total", help: "HTTP requests by response status"),
      labels: [("status", String(status))]
    ).increment()
  }

  /// A calendar warning newly logged, by its code (a few dozen at most): counted once per
  /// version of the calendar's bytes, as it is logged, not once per request.
  func calendarWarning(code: Diagnostic.Code) {
    registry.makeCounter(
      descriptor: Self.name(
        "calendar_warnings", "total",
        help: "Warnings the served calendars raised, each once per version of its calendar"),
      labels: [("code", code.rawValue)]
    ).increment()
  }

  func rendered(in duration: Duration) { renderTime.record(duration) }
  func queue(depth: Int) { queueDepth.set(Double(depth)) }
  func abandoned(threads: Int) { abandonedThreads.set(Double(threads)) }
  func cacheHit() { cacheHits.increment() }
  func cacheMiss() { cacheMisses.increment() }
  func answeredNotModified() { notModified.increment() }

  var text: [UInt8] { registry.emitToBuffer() }
}
#endif  // Server
