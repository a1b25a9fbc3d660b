/// The booking grid's own spec fields (`style: booking`).
public struct BookingSpec: Hashable, Sendable {
  public init() {}

  /// Field names this part of the spec reads, for "did you mean" and the docs.
  public static let fieldNames: [String] = []
}

extension SpecReader {
  /// Reads `key` if it is a booking field; false if it is not one.
  func readBookingField(_ key: String, _ value: SpecValue, into booking: inout BookingSpec) throws(SpecError) -> Bool {
    false
  }

  /// Rules that involve several booking fields, checked once all fields are read.
  func checkBookingRules(_ spec: CalendarSpec) throws(SpecError) {}
}
