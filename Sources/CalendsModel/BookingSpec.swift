public import CalendsValues

/// One day the booking grid was given: RVS_CalendarInput's date item. Days of the drawn
/// months that are not given are drawn disabled and unselected.
public struct BookingItem: Hashable, Sendable {
  /// The day the item is for; each day is given once.
  public var date: Day
  /// Whether the day is a toggle button; a disabled day is drawn monochrome and transparent.
  public var enabled: Bool
  /// A disabled day can be selected too (the harness's past attended days): it is drawn
  /// inverted, still monochrome.
  public var selected: Bool

  /// An item for `date`: whether it is a button (`enabled`) and whether it is drawn
  /// selected.
  public init(date: Day, enabled: Bool, selected: Bool) {
    self.date = date
    self.enabled = enabled
    self.selected = selected
  }
}

/// The booking grid's own spec fields (`style: booking`), after RVS_CalendarInput.
///
/// `showsMonthHeader` has the control's name (fullScreenMonth reads it too); here it defaults
/// to true, as in RVS_CalendarInput.
public struct BookingSpec: Hashable, Sendable {
  /// Sorted by date, one per day: the widget sorts its copy too, and a sorted list makes
  /// the first and last month, and look-ups, trivial.
  public var items: [BookingItem] = []
  /// The header above each month.
  public var showsMonthHeader: Bool = true
  /// The year above the first month and above every January after it.
  public var showsYearHeader: Bool = true
  /// The fixed row of weekday names above the grid.
  public var showsWeekdayHeader: Bool = true
  /// Overrides the stylesheet's `fdlRVSCalendarInput_disabledDay { alpha }` for this spec,
  /// as the widget's `disabledAlpha` property does at run time.
  public var disabledAlpha: Double?

  /// A booking grid with every header shown and no items yet: a spec needs at least one,
  /// and the months drawn run from the first item's to the last item's.
  public init() {}

  /// Field names this part of the spec reads, from `SpecField.all`.
  public static let fieldNames = SpecField.names(of: .booking)

  /// The item keys, in the order messages list them.
  public static let itemFieldNames = ["date", "enabled", "selected"]

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    /// Items in one spec: more days than 24 months hold, with room for hostile input to be
    /// refused by count before any date is read.
    public static let items = CalendsValues.Limits.bookingItems
    /// Months from the first item's to the last item's, inclusive. Every month is drawn in
    /// full, one under another, so this bounds the image height (about 9,000 pt).
    public static let months = CalendsValues.Limits.monthsPerImage
    /// `disabledAlpha`: an opacity, from 0 (invisible) to 1 (opaque).
    public static let disabledAlpha: ClosedRange<Double> = 0...1
  }

  /// The first and last month drawn; nil without items.
  public var months: ClosedRange<YearMonth>? {
    guard let first = items.first, let last = items.last else { return nil }
    return first.date.yearMonth...last.date.yearMonth
  }

  /// The item given for `day`, if any.
  public func item(on day: Day) -> BookingItem? {
    var low = 0
    var high = items.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if items[middle].date == day { return items[middle] }
      if items[middle].date < day { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }
}

extension SpecReader {
  /// Reads a booking document from the fields that are not the canvas's.
  func readBooking(_ fields: [(String, SpecValue)]) throws(SpecError) -> BookingSpec {
    var booking = BookingSpec()
    for (key, value) in fields {
      try readBookingField(key, value, into: &booking)
    }
    try checkBookingRules(booking)
    return booking
  }

  private func readBookingField(_ key: String, _ value: SpecValue, into booking: inout BookingSpec)
    throws(SpecError)
  {
    switch key {
    case "items": booking.items = try bookingItems(value, key)
    case "showsMonthHeader": booking.showsMonthHeader = try bool(value, key)
    case "showsYearHeader": booking.showsYearHeader = try bool(value, key)
    case "showsWeekdayHeader": booking.showsWeekdayHeader = try bool(value, key)
    case "disabledAlpha":
      booking.disabledAlpha = try number(value, key, in: BookingSpec.Limits.disabledAlpha)
    default: throw misplaced(key, style: .booking)
    }
  }

  /// Rules that involve several booking fields, checked once all fields are read.
  private func checkBookingRules(_ booking: BookingSpec) throws(SpecError) {
    if booking.items.isEmpty {
      throw fail(
        "items",
        "the booking style needs items: a list of {date, enabled, selected}, at least one, from which the months drawn are found"
      )
    }
  }

  /// The items in date order. Every problem names the item by its index in the list as
  /// written, since that is where the user will look.
  func bookingItems(_ value: SpecValue, _ path: String) throws(SpecError) -> [BookingItem] {
    guard case .array(let list) = value else {
      throw fail(
        path, "expected a list of {date, enabled, selected}, found \(value.kindDescription)")
    }
    guard !list.isEmpty else {
      throw fail(
        path,
        "the list is empty; the booking grid needs at least one day to know which months to draw")
    }
    guard list.count <= BookingSpec.Limits.items else {
      throw fail(path, "\(list.count) items is over the limit of \(BookingSpec.Limits.items)")
    }
    var items: [(item: BookingItem, index: Int)] = []
    var indexByDay: [Day: Int] = [:]
    for (index, element) in list.enumerated() {
      let itemPath = "\(path)[\(index)]"
      let item = try bookingItem(element, itemPath)
      if let earlier = indexByDay[item.date] {
        throw fail(
          "\(itemPath).date", "\(item.date) is already \(path)[\(earlier)]; give each day once")
      }
      indexByDay[item.date] = index
      items.append((item, index))
    }
    items.sort { $0.item.date < $1.item.date }
    let first = items.first!
    let last = items.last!
    let span =
      (last.item.date.year - first.item.date.year) * 12 + last.item.date.month
      - first.item.date.month + 1
    guard span <= BookingSpec.Limits.months else {
      throw fail(
        "\(path)[\(last.index)].date",
        "\(last.item.date) is \(span) months from \(path)[\(first.index)] (\(first.item.date)), counting both; the booking grid draws at most \(BookingSpec.Limits.months) months"
      )
    }
    return items.map(\.item)
  }

  private func bookingItem(_ value: SpecValue, _ path: String) throws(SpecError) -> BookingItem {
    let keys = BookingSpec.itemFieldNames
    guard case .object(let fields) = value else {
      throw fail(
        path, "expected an object with date, enabled and selected, found \(value.kindDescription)")
    }
    var date: Day?
    var enabled: Bool?
    var selected: Bool?
    for key in fields.keys.sorted() {
      let field = fields[key]!
      let fieldPath = "\(path).\(key)"
      if case .null = field { continue }
      switch key {
      case "date": date = try day(field, fieldPath)
      case "enabled": enabled = try bool(field, fieldPath)
      case "selected": selected = try bool(field, fieldPath)
      default: throw fail(fieldPath, "unknown field" + FieldSuggestion.phrase(for: key, in: keys))
      }
    }
    let missing = zip(keys, [date != nil, enabled != nil, selected != nil]).filter { !$0.1 }.map(
      \.0)
    guard let date, let enabled, let selected else {
      throw fail(
        path,
        "missing \(missing.joined(separator: ", ")); every item gives date, enabled and selected")
    }
    return BookingItem(date: date, enabled: enabled, selected: selected)
  }
}
