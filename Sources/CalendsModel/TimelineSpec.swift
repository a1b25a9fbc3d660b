/// The week timeline's own spec fields (`style: timeline`).
public struct TimelineSpec: Hashable, Sendable {
  public init() {}

  /// Field names this part of the spec reads, for "did you mean" and the docs.
  public static let fieldNames: [String] = []
}

extension SpecReader {
  /// Reads `key` if it is a timeline field; false if it is not one.
  func readTimelineField(_ key: String, _ value: SpecValue, into timeline: inout TimelineSpec) throws(SpecError) -> Bool {
    false
  }

  /// Rules that involve several timeline fields, checked once all fields are read.
  func checkTimelineRules(_ spec: CalendarSpec) throws(SpecError) {}
}
