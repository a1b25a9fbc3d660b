import Foundation
import Prometheus

/// What `/metrics` reports, in Prometheus' text format: requests by status, the render time
/// histogram, the render queue's depth and the output cache's hits and misses.
final class ServerMetrics: Sendable {
  let registry = PrometheusCollectorRegistry()
  private let renderTime: DurationHistogram
  private let queueDepth: Gauge
  private let cacheHits: Counter
  private let cacheMisses: Counter
  private let notModified: Counter

  init() {
    renderTime = registry.makeDurationHistogram(
      name: "calends_render_seconds",
      buckets: [
        .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
        .milliseconds(500), .seconds(1), .seconds(5),
      ],
      help: "Time drawing one image on a render thread")
    queueDepth = registry.makeGauge(
      name: "calends_render_queue_depth", help: "Renders waiting for a render thread")
    cacheHits = registry.makeCounter(
      name: "calends_cache_hits_total", help: "Images answered from the output cache")
    cacheMisses = registry.makeCounter(
      name: "calends_cache_misses_total", help: "Images drawn because no cached copy had their ETag"
    )
    notModified = registry.makeCounter(
      name: "calends_not_modified_total", help: "Requests answered 304 from their ETag")
  }

  func request(status: Int) {
    registry.makeCounter(
      name: "calends_http_requests_total", labels: [("status", String(status))],
      help: "HTTP requests by response status"
    ).increment()
  }

  func rendered(in duration: Duration) { renderTime.record(duration) }
  func queue(depth: Int) { queueDepth.set(Double(depth)) }
  func cacheHit() { cacheHits.increment() }
  func cacheMiss() { cacheMisses.increment() }
  func answeredNotModified() { notModified.increment() }

  var text: [UInt8] { registry.emitToBuffer() }
}
