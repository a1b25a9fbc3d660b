import ArgumentParser
import Calends
import CalendsModel
import CalendsValues

/// A flag for every spec field. Values are passed through as text into the spec document,
/// so the spec reader checks them and reports problems by field name.
struct SpecOptions: ParsableArguments {
  @Argument(help: "A spec file (JSON or YAML). Optional: flags alone describe a calendar too.")
  var spec: String?

  @Option(help: "month | week | expandable | rangeSelection | datesSelection | fullScreenMonth")
  var style: String?
  @Option(help: "sunday | monday | saturday | localeSpecific")
  var weekStartDay: String?
  @Option(help: "A locale identifier, e.g. en_US, de_DE.")
  var locale: String?
  @Option(help: "Today's date, YYYY-MM-DD (default: the current date in UTC).")
  var today: String?
  @Option(help: "The date shown at start-up, YYYY-MM-DD.")
  var displayDateAtStartup: String?
  @Option(help: "First date of the calendar range, YYYY-MM-DD.")
  var startDate: String?
  @Option(help: "Last date of the calendar range, YYYY-MM-DD.")
  var endDate: String?
  @Option(help: "The selected date, YYYY-MM-DD.")
  var selectedDate: String?
  @Option(help: "true | false")
  var isPersistentSelection: String?
  @Option(name: .customLong("event-date"), help: "A date with events (repeatable).")
  var eventDates: [String] = []
  @Option(help: "true | false: false draws number-only cells.")
  var hasEventIndicator: String?
  @Option(name: .customLong("disabled-date"), help: "A disabled date (repeatable).")
  var disabledDates: [String] = []
  @Option(
    name: .customLong("disabled-weekday"), help: "A disabled weekday, 1–7 or a name (repeatable).")
  var disabledWeekdays: [String] = []
  @Option(help: "Disable days before this date.")
  var disabledBefore: String?
  @Option(help: "Disable days after this date.")
  var disabledAfter: String?
  @Option(help: "true | false")
  var showsWeekNumbers: String?
  @Option(help: "single | double | none")
  var monthTitle: String?
  @Option(help: "Maximum view height in points; date cells shrink to fit, within 44…51.")
  var maximumViewHeight: String?
  @Option(help: "compact | regular")
  var sizeClass: String?
  @Option(help: "iPhoneSE | iPhone8 | iPhone8Plus | iPhoneX | iPad | iPadPro")
  var device: String?
  @Option(help: "Explicit width in points (overrides the device).")
  var width: String?
  @Option(help: "PNG scale: 1, 2 or 3.")
  var scale: String?
  @Option(help: "light | dark | a stylesheet path (.nss).")
  var theme: String?
  @Option(
    name: .customLong("selected-dates"), help: "datesSelection: a selected date (repeatable).")
  var selectedDates: [String] = []
  @Option(help: "rangeSelection: the selected range, START/END (e.g. 2019-01-24/2019-02-06).")
  var selectedDateRange: String?
  @Option(
    name: .customLong("tap"),
    help: "Tap a date, in order (repeatable); 'none' clears the selection.")
  var taps: [String] = []
  @Option(
    name: .customLong("swipe"),
    help: "datesSelection: one swipe across comma-separated dates (repeatable).")
  var swipes: [String] = []
  @Option(help: "Scroll N pages (months, or weeks in the week form); negative goes back.")
  var scroll: String?
  @Option(help: "true | false: the expandable style starts in its week form.")
  var expandableStyleStartsWithWeek: String?
  @Option(help: "true | false: fullScreenMonth draws the month header.")
  var showsMonthHeader: String?
  @Option(help: "The height the full-height styles fill, in points.")
  var height: String?
  @Option(
    help:
      "none | islamic | islamicCivil | islamicUmmAlQura | chinese | hebrew | persian | japanese | buddhist | indian"
  )
  var alternateCalendar: String?
  @Option(help: "The secondary calendar's locale (default: that calendar's own).")
  var alternateCalendarLocale: String?
  @Option(
    name: .customLong("item"),
    help:
      "booking: a day, DATE[:enabled][:selected] (repeatable), e.g. 2021-11-18:enabled:selected; a bare DATE is disabled and unselected."
  )
  var bookingItems: [String] = []
  @Option(help: "booking: true | false: the year headers.")
  var showsYearHeader: String?
  @Option(help: "booking: true | false: the weekday header.")
  var showsWeekdayHeader: String?
  @Option(help: "booking: the disabled days' opacity, 0…1 (overrides the stylesheet).")
  var disabledAlpha: String?
  @Option(
    help: "timeline: the number of day columns, 1–7 (default: 2 in portrait, 7 in landscape).")
  var visibleDays: String?
  @Option(help: "timeline: portrait | landscape.")
  var orientation: String?
  @Option(
    help:
      "timeline: the first column's date, YYYY-MM-DD (default: displayDateAtStartup, else today).")
  var startDay: String?
  @Option(help: "timeline: the current time, YYYY-MM-DDTHH:MM (default: today at 12:00).")
  var now: String?
  @Option(help: "timeline: the visible hours, FROM-TO, e.g. 8-18 (default: the whole day).")
  var hours: String?
  @Option(
    name: .customLong("event"),
    help:
      "timeline: an event, START/END/TITLE with times YYYY-MM-DDTHH:MM (repeatable); ids are their order."
  )
  var timelineEvents: [String] = []
  @Option(help: "timeline: the zoom scale; an hour is dayViewCellInitialHeight × zoom / 24 points.")
  var zoomScale: String?
  @Option(help: "timeline: a whole day's height at zoom 1, in points (default 1400).")
  var dayViewCellInitialHeight: String?
  @Option(help: "timeline: true | false: events across midnight become all-day events.")
  var autoConvertAllDayEvents: String?
  @Option(help: "timeline: true | false: all-day events side by side instead of stacked.")
  var allDayEventsSpreadOnX: String?
  @Option(help: "timeline: true | false: the current-time line in today's column.")
  var showTodayTimeOverlay: String?

  /// The flags that were given, as spec fields.
  var overrides: [String: SpecValue] {
    var fields: [String: SpecValue] = [:]
    let simple: [(String, String?)] = [
      ("style", style), ("weekStartDay", weekStartDay), ("locale", locale), ("today", today),
      ("displayDateAtStartup", displayDateAtStartup), ("startDate", startDate),
      ("endDate", endDate),
      ("selectedDate", selectedDate), ("isPersistentSelection", isPersistentSelection),
      ("hasEventIndicator", hasEventIndicator), ("showsWeekNumbers", showsWeekNumbers),
      ("monthTitle", monthTitle), ("maximumViewHeight", maximumViewHeight),
      ("sizeClass", sizeClass),
      ("device", device), ("width", width), ("scale", scale), ("theme", theme),
      ("expandableStyleStartsWithWeek", expandableStyleStartsWithWeek),
      ("showsMonthHeader", showsMonthHeader),
      ("height", height), ("alternateCalendar", alternateCalendar),
      ("alternateCalendarLocale", alternateCalendarLocale),
    ]
    for case (let key, let value?) in simple { fields[key] = .string(value) }
    if !eventDates.isEmpty { fields["eventDates"] = .array(eventDates.map(SpecValue.string)) }
    var disabled: [String: SpecValue] = [:]
    if !disabledDates.isEmpty { disabled["dates"] = .array(disabledDates.map(SpecValue.string)) }
    if !disabledWeekdays.isEmpty {
      disabled["weekdays"] = .array(disabledWeekdays.map(SpecValue.string))
    }
    if let disabledBefore { disabled["before"] = .string(disabledBefore) }
    if let disabledAfter { disabled["after"] = .string(disabledAfter) }
    if !disabled.isEmpty { fields["disabledDates"] = .object(disabled) }
    if !selectedDates.isEmpty {
      fields["selectedDates"] = .array(selectedDates.map(SpecValue.string))
    }
    if let selectedDateRange {
      let ends = selectedDateRange.split(separator: "/", maxSplits: 1).map(String.init)
      fields["selectedDateRange"] = .object([
        "start": .string(ends.first ?? ""), "end": .string(ends.count > 1 ? ends[1] : ""),
      ])
    }
    if !taps.isEmpty { fields["taps"] = .array(taps.map { $0 == "none" ? .null : .string($0) }) }
    if !swipes.isEmpty {
      fields["swipe"] = .array(
        swipes.map { .array($0.split(separator: ",").map { .string(String($0)) }) })
    }
    if let scroll { fields["scroll"] = .string(scroll) }
    for (key, value) in [
      ("showsYearHeader", showsYearHeader), ("showsWeekdayHeader", showsWeekdayHeader),
      ("disabledAlpha", disabledAlpha),
    ] {
      if let value { fields[key] = .string(value) }
    }
    if !bookingItems.isEmpty { fields["items"] = .array(bookingItems.map(SpecOptions.bookingItem)) }
    let timeline: [(String, String?)] = [
      ("visibleDays", visibleDays), ("orientation", orientation), ("startDay", startDay),
      ("now", now),
      ("zoomScale", zoomScale), ("dayViewCellInitialHeight", dayViewCellInitialHeight),
      ("autoConvertAllDayEvents", autoConvertAllDayEvents),
      ("allDayEventsSpreadOnX", allDayEventsSpreadOnX),
      ("showTodayTimeOverlay", showTodayTimeOverlay),
    ]
    for case (let key, let value?) in timeline { fields[key] = .string(value) }
    if let hours {
      let ends = hours.split(separator: "-", maxSplits: 1).map(String.init)
      fields["hours"] = .object([
        "from": .string(ends.first ?? ""), "to": .string(ends.count > 1 ? ends[1] : ""),
      ])
    }
    if !timelineEvents.isEmpty {
      fields["events"] = .array(timelineEvents.map(SpecOptions.timelineEvent))
    }
    return fields
  }

  func load() throws(CalendsError) -> (spec: CalendarSpec, loader: ThemeLoader) {
    let loaded = try SpecLoader.load(path: spec, overrides: overrides)
    return (loaded.spec, ThemeLoader(baseDirectory: loaded.directory))
  }
}

extension SpecOptions {
  /// `START/END/TITLE` as an event object; the title keeps any further slashes.
  static func timelineEvent(_ flag: String) -> SpecValue {
    let parts = flag.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).map(
      String.init)
    var event: [String: SpecValue] = ["start": .string(parts[0])]
    if parts.count > 1 { event["end"] = .string(parts[1]) }
    if parts.count > 2 { event["title"] = .string(parts[2]) }
    return .object(event)
  }

  /// `DATE[:enabled][:selected]` as an item object. An unknown word is passed on as an
  /// unknown item field, so the spec reader's message (with "did you mean") names it.
  static func bookingItem(_ flag: String) -> SpecValue {
    let parts = flag.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    var item: [String: SpecValue] = [
      "date": .string(parts[0]), "enabled": .bool(false), "selected": .bool(false),
    ]
    for word in parts.dropFirst() {
      item[word] = word == "enabled" || word == "selected" ? .bool(true) : .string(word)
    }
    return .object(item)
  }
}
