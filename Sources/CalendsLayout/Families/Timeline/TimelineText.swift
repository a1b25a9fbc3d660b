import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation

/// The timeline's date and hour labels, formatted with the theme's patterns in the label
/// locale. Patterns, not templates: the document's formats (`E d MMM y`, `HH`) are
/// `DateFormatter.dateFormat` strings and are used as written, in the proleptic Gregorian
/// calendar the grid uses (`GregorianDateFormatter`).
struct TimelineText {
  private let localeIdentifier: String
  private var formatters: [String: DateFormatter] = [:]

  init(localeIdentifier: String, patterns: [String]) {
    self.localeIdentifier = localeIdentifier
    for pattern in patterns where formatters[pattern] == nil {
      formatters[pattern] = TimelineText.formatter(localeIdentifier, pattern, early: false)
    }
  }

  /// Formatters are made once per thread, locale and pattern: making one costs more than
  /// laying out a whole week, and a batch draws thousands of weeks in a few locales.
  /// Per thread because a `DateFormatter` must not be shared between threads. `early` is for
  /// days before 15 October 1582 (`GregorianDateFormatter.make`).
  private static func formatter(_ localeIdentifier: String, _ pattern: String, early: Bool)
    -> DateFormatter
  {
    perThread.value(for: "\(localeIdentifier)\u{1}\(pattern)\u{1}\(early)") {
      let firstDay = GregorianDateFormatter.firstDefaultGregorianDay
      let formatter = GregorianDateFormatter.make(
        locale: GregorianDateFormatter.locale(localeIdentifier),
        for: early ? firstDay.adding(days: -1) : firstDay)
      formatter.dateFormat = pattern
      return formatter
    }
  }

  private static let perThread = PerThreadCache<String, DateFormatter>()

  func string(_ time: CivilTime, pattern: String) -> String {
    let date = Date(timeIntervalSince1970: Double(time.minutesSinceEpoch) * 60)
    if time.day < GregorianDateFormatter.firstDefaultGregorianDay {
      return TimelineText.formatter(localeIdentifier, pattern, early: true).string(from: date)
    }
    return formatters[pattern]?.string(from: date) ?? ""
  }
}

/// Picks the day labels' format: the longest of long, normal and short in which every
/// visible label fits its column, as QVRWeekView falls back; when even the short one does
/// not fit, the labels are fitted as a row (`TextFitRule.rowLabel`: one size, shrinking
/// towards `dayLabelMinimumFontSize`, then cut — or, a number, left out).
struct TimelineDayLabels {
  /// The label side padding inside a column.
  static let padding = 2.0

  var pattern: String
  /// Each day's label in `pattern`, and as drawn.
  var texts: [String]
  var fitted: [FittedText]

  init(
    days: [Day], columnWidth: Double, theme: TimelineTheme, text: TimelineText,
    measurer: any TextMeasuring
  ) {
    let font = theme.dayLabel.font
    let available = columnWidth - 2 * TimelineDayLabels.padding
    let patterns = [
      theme.dayLabelLongDateFormat, theme.dayLabelNormalDateFormat, theme.dayLabelShortDateFormat,
    ]
    func labels(_ pattern: String) -> [String] {
      days.map { text.string(CivilTime(day: $0, minute: 0), pattern: pattern) }
    }
    func widest(_ labels: [String], _ font: FontSpec) -> Double {
      labels.map { measurer.measure($0, font: font).width }.max() ?? 0
    }
    for pattern in patterns.dropLast() {
      let candidate = labels(pattern)
      if widest(candidate, font) <= available {
        (self.pattern, texts) = (pattern, candidate)
        fitted = candidate.map { FittedText(lines: [$0]) }
        return
      }
    }
    pattern = theme.dayLabelShortDateFormat
    texts = labels(pattern)
    fitted = measurer.fit(
      texts, font: font, width: available,
      rule: .rowLabel(minimum: theme.dayLabelMinimumFontSize))
  }
}
