public import CalendsValues

/// The grid styles' event dots: which colours a day's dots take.
///
/// A day shows one dot per calendar with an occurrence on it, in the spec's calendar order,
/// as Apple Calendar's month does, so the reader can tell whose events a day holds. Every
/// source without a colour of its own — the spec's `eventDates` and the calendars without
/// `color` — shares the one dot in the theme's event colour: a spec without coloured calendars
/// draws exactly the single dot it always drew. An event's own COLOR does not count: a day
/// with many events would otherwise show a dot per event, not per calendar.
public enum EventDots {
  /// Dots drawn per day; the calendars after the third are not drawn (there is no room).
  public static let maximum = 3

  /// A day's dot colours, in order, at most `maximum`; nil is the theme's event colour.
  /// `marked` is the spec's own `eventDates` holding the day, which comes first; `calendars`
  /// are the colours of the calendars with an occurrence on the day, in the spec's order.
  public static func colors(marked: Bool, calendars: [ColorSpecifier?]) -> [ColorSpecifier?] {
    var dots: [ColorSpecifier?] = marked ? [nil] : []
    for color in calendars where color != nil || !dots.contains(nil) {
      dots.append(color)
    }
    return Array(dots.prefix(maximum))
  }
}
