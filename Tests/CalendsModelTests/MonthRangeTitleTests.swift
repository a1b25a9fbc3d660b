import CalendsValues
import Testing

@testable import CalendsModel

/// A run of months is titled as the locale writes an interval (ICU's English puts thin
/// spaces around the dash): the year once when both ends
/// share it, and the grid's own months before 1583, where Foundation's interval formatter
/// reckons in the Julian calendar.
@Suite struct MonthRangeTitleTests {
  static func months(_ from: String, _ to: String) -> ClosedRange<YearMonth> {
    func month(_ text: String) -> YearMonth {
      let parts = text.split(separator: "-").map { Int($0)! }
      return YearMonth(year: parts[0], month: parts[1])!
    }
    return month(from)...month(to)
  }

  @Test(arguments: [
    ("en_US", "2027-03", "2027-05", "March\u{2009}–\u{2009}May 2027"),
    ("en_US", "2026-11", "2027-03", "November 2026\u{2009}–\u{2009}March 2027"),
    ("en_US", "2027-03", "2027-03", "March 2027"),
    ("de_DE", "2027-03", "2027-05", "März–Mai 2027"),
    ("ja_JP", "2027-03", "2027-05", "2027年3月～5月"),
    // The Julian calendar is up to ten days off before 1583: not a month.
    ("en_US", "1200-03", "1200-05", "March\u{2009}–\u{2009}May 1200"),
    ("en_US", "0001-01", "0001-12", "January\u{2009}–\u{2009}December 1"),
    ("en_US", "1582-10", "1583-01", "October 1582\u{2009}–\u{2009}January 1583"),
  ])
  func title(locale: String, from: String, to: String, expected: String) {
    let text = CalendarText(localeIdentifier: locale)
    #expect(text.monthRangeTitle(Self.months(from, to)) == expected)
  }
}
