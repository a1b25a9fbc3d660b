/// How well a feed's text reads, for deciding whether a new answer may replace the copy
/// kept: a server that answers 200 with `BEGIN:VCALENDAR` and garbage (a half-written
/// export, a proxy's error page in iCalendar clothing) must not cost the last good copy.
public struct FeedReading: Sendable, Equatable {
  /// Events read.
  public var events: Int
  /// Lines or events left out, or read differently, while reading it (tolerant).
  public var problems: Int

  public init(events: Int, problems: Int) {
    self.events = events
    self.problems = problems
  }

  /// How a feed's bytes read; nil when they cannot be read at all. The cache is told by
  /// whoever can read iCalendar (the facade, through libical); without one, every new
  /// answer replaces the copy.
  public typealias Reader = @Sendable ([UInt8]) -> FeedReading?

  /// Whether a new answer reading `self` is worse than the copy reading `kept`: it cannot be
  /// read where the copy can, or it has more problems and fewer events. A feed that lost
  /// events cleanly (a cancelled series, a new year) still replaces the copy.
  public func readsWorse(than kept: FeedReading) -> Bool {
    problems > kept.problems && events < kept.events
  }
}
