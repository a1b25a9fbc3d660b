public import CalendsValues

/// The booking grid resolved: it reads busy calendars alone, for the days of its items.
public struct ResolvedBooking: FamilyCalendarRules, Hashable {
  public private(set) var booking: BookingSpec

  init(_ booking: BookingSpec) { self.booking = booking }

  public var calendarDays: ClosedRange<Day>? {
    guard let first = booking.items.first?.date, let last = booking.items.last?.date else {
      return nil
    }
    return first...last
  }

  public func reads(_ source: CalendarSource) -> Bool { source.busy }

  public var unreadCalendarsWarning: String {
    "the booking grid reads only busy calendars ({ics, busy: true}); ignored"
  }

  public var document: FamilyDocument { .booking(booking) }

  /// A busy day's items cannot be booked.
  mutating func draw(_ occurrences: CalendarOccurrences) {
    let busy = occurrences.busyDays
    for index in booking.items.indices where busy.contains(booking.items[index].date) {
      booking.items[index].enabled = false
    }
  }
}
