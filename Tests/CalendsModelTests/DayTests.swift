import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

@Suite struct DayTests {
  @Test func parsesStrictISODates() {
    #expect(Day(iso: "2019-01-23") == Day(year: 2019, month: 1, day: 23))
    #expect(Day(iso: "2020-02-29") != nil)
    #expect(Day(iso: "2019-02-29") == nil)
    #expect(Day(iso: "2019-02-30") == nil)
    #expect(Day(iso: "2019-13-01") == nil)
    #expect(Day(iso: "2019-1-23") == nil)
    #expect(Day(iso: "19-01-23") == nil)
    #expect(Day(iso: "2019-01-23T00:00") == nil)
    #expect(Day(iso: "２０１９-01-23") == nil)
    #expect(Day(iso: "") == nil)
  }

  @Test func leapYears() {
    #expect(Day.isLeapYear(2000))
    #expect(!Day.isLeapYear(1900))
    #expect(Day.isLeapYear(2024))
    #expect(!Day.isLeapYear(2023))
  }

  /// Every day from 1899 to 2101 against Foundation's Gregorian calendar in UTC.
  @Test func epochDaysAndWeekdaysMatchFoundation() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var day = Day(year: 1899, month: 1, day: 1)!
    let end = Day(year: 2101, month: 12, day: 31)!
    while day <= end {
      let date = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400)
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
      guard parts.year == day.year, parts.month == day.month, parts.day == day.day,
        parts.weekday == day.weekday
      else {
        Issue.record("mismatch at \(day): Foundation says \(parts)")
        return
      }
      #expect(Day(daysSinceEpoch: day.daysSinceEpoch) == day)
      day = day.adding(days: 1)
    }
  }

  @Test func isoWeeksMatchFoundation() {
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var day = Day(year: 2000, month: 1, day: 1)!
    while day.year < 2031 {
      let date = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400)
      #expect(day.isoWeek == calendar.component(.weekOfYear, from: date), "\(day)")
      day = day.adding(days: 1)
    }
  }

  @Test func knownWeekdaysAndWeeks() {
    #expect(Day(year: 2019, month: 1, day: 1)!.weekday == 3)  // Tuesday
    #expect(Day(year: 1970, month: 1, day: 1)!.weekday == 5)  // Thursday
    #expect(Day(year: 2021, month: 1, day: 3)!.isoWeek == 53)
    #expect(Day(year: 2019, month: 12, day: 30)!.isoWeek == 1)
  }

  @Test func descriptionPadsYearMonthDay() {
    #expect(Day(year: 987, month: 3, day: 4)!.description == "0987-03-04")
    #expect(YearMonth(year: 2019, month: 1)!.description == "2019-01")
    #expect(YearMonth(year: 2019, month: 12)!.adding(months: 1) == YearMonth(year: 2020, month: 1))
    #expect(YearMonth(year: 2019, month: 1)!.adding(months: -1) == YearMonth(year: 2018, month: 12))
  }
}
