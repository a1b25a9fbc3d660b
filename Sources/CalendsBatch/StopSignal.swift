import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A request to stop a batch early, from SIGINT (Ctrl-C) or SIGTERM.
///
/// The signals are taken from the default action (which would kill the process mid-write
/// and print nothing) and turned into this flag: the batch hands out no more entries, lets
/// the ones being drawn finish with their records, and reports what was done, so a rerun
/// does only what is left.
public final class StopSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var received: Int32?
  private var handlers: [@Sendable (Int32) -> Void] = []
  private var sources: [any DispatchSourceSignal] = []

  public init() {}

  /// A stop that SIGINT and SIGTERM trigger, from now until the process ends.
  public static func watchingTerminationSignals() -> StopSignal {
    let stop = StopSignal()
    for number in [SIGINT, SIGTERM] {
      Glibc.signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { stop.stop(number) }
      source.resume()
      stop.sources.append(source)
    }
    return stop
  }

  /// The signal that asked to stop, or nil while none has.
  public var signal: Int32? { lock.withLock { received } }

  public var isStopped: Bool { signal != nil }

  /// Asks to stop; the first signal is the one remembered, and handlers run once.
  public func stop(_ number: Int32) {
    let toRun: [@Sendable (Int32) -> Void] = lock.withLock {
      guard received == nil else { return [] }
      received = number
      defer { handlers = [] }
      return handlers
    }
    for handler in toRun { handler(number) }
  }

  /// Runs `handler` when a stop is asked for (at once if it already was).
  func onStop(_ handler: @escaping @Sendable (Int32) -> Void) {
    let already: Int32? = lock.withLock {
      if let received { return received }
      handlers.append(handler)
      return nil
    }
    if let already { handler(already) }
  }

  /// The exit status of a process stopped by `signal`, as shells report it: 130 for SIGINT,
  /// 143 for SIGTERM.
  public static func exitStatus(_ signal: Int32) -> Int32 { 128 + signal }

  /// "SIGINT", "SIGTERM" — for the summary.
  public static func name(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: return "SIGINT"
    case SIGTERM: return "SIGTERM"
    default: return "signal \(signal)"
    }
  }
}
