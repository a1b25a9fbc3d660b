import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// A page of an early year says the days its cells' `date` fields say: titles, day numbers,
/// week numbers and timeline labels are proleptic Gregorian, like the grid (Foundation's
/// calendar is Julian before 15 October 1582, which drew 1200-03 as "Feb 1200", 23, 24, …).
@Suite struct ProlepticGregorianLayoutTests: CalendarLayoutTesting {
  static let locales = [
    "en_US", "de_DE", "ja_JP", "zh_CN", "ar_EG", "ar_SA", "fa_IR", "th_TH", "he_IL", "hi_IN",
    "ru_RU",
  ]
  static let days = ["0001-01-10", "0100-02-10", "1200-03-10", "1582-10-10", "1600-02-10"]

  @Test(arguments: locales) func cellsTitlesAndWeekNumbersSayTheGridsDays(_ locale: String) {
    let text = CalendarText(localeIdentifier: locale)
    for today in Self.days {
      let tree = layout(today: today) {
        $0.locale = locale
        $0.showsWeekNumbers = true
      }
      let month = d(today).yearMonth
      #expect(tree.title == text.monthTitle(month), "\(today)")
      let cells = items(tree, .dateCell).filter { month.contains($0.date!) }
      #expect(cells.count == month.lastDay.day, "\(today)")
      for cell in cells {
        #expect(cell.text == text.dayNumber(cell.date!))
        #expect(cell.text == text.digits(cell.date!.day), "\(cell.date!)")
      }
      // Each cell sits in the column of its weekday's label.
      let labels = items(tree, .weekdayLabel)
      for cell in cells {
        let label = labels.first { $0.weekdayLabel?.weekday == cell.date!.weekday }
        #expect(label.map { abs($0.frame.midX - cell.frame.midX) < 1e-6 } == true)
      }
      let weeks = items(tree, .weekNumber)
      #expect(!weeks.isEmpty)
      for week in weeks {
        #expect(week.text == text.weekNumber(week.weekNumber!.week), "\(today)")
      }
    }
  }

  @Test func theIssuesMonth() {
    let tree = layout(today: "1200-03-10") { $0.showsWeekNumbers = true }
    #expect(tree.title == "Mar 1200")
    let cells = items(tree, .dateCell).filter { $0.date!.yearMonth.description == "1200-03" }
    #expect(cells.map(\.text!) == (1...31).map(String.init))
    // 1200-03-01 is a Wednesday; its ISO week is the 9th.
    #expect(items(tree, .weekNumber).map(\.text!) == ["9", "10", "11", "12", "13"])
    let arabic = layout(today: "1200-03-10") {
      $0.locale = "ar_EG"
      $0.showsWeekNumbers = true
    }
    #expect(items(arabic, .weekNumber).map(\.text!) == ["٩", "١٠", "١١", "١٢", "١٣"])
  }

  func timelineLabel(_ locale: String, _ day: String) throws -> String {
    let spec = try SpecReader.read(
      Data("style: timeline\nlocale: \(locale)\ntoday: \(day)\nwidth: 1024\nvisibleDays: 1".utf8),
      source: "test.yaml")
    let tree = CalendarLayout(
      spec: spec, today: d(day), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
    return try #require(items(tree, .timelineDayLabel).first?.text)
  }

  @Test func timelineLabelsAreProlepticGregorian() throws {
    #expect(try timelineLabel("en_US", "1200-03-01") == "Wed 1 Mar 1200")
    // In every locale, the label of a day reads as that of the day 400 years on (the same
    // calendar), with the year changed.
    for locale in Self.locales {
      let text = CalendarText(localeIdentifier: locale)
      for (old, twin) in [("1200-03-01", "1600-03-01"), ("0001-01-01", "1601-01-01")] {
        let (a, b) = (try timelineLabel(locale, old), try timelineLabel(locale, twin))
        let (y, z) = (d(old).year, d(twin).year)
        #expect(
          a == b.replacingOccurrences(of: text.digits(z), with: text.digits(y)), "\(locale) \(old)")
      }
    }
  }

  @Test func bookingYearHeaderIsTheGregorianYear() {
    var inputs = BookingInputs(document: BookingSpec())
    inputs.items = [BookingItem(date: d("1200-03-01"), enabled: true, selected: false)]
    inputs.locale = "th_TH"
    let tree = CalendarLayout(
      spec: inputs.spec, today: d("1200-03-01"), theme: .light,
      measurer: ApproximateTextMeasurer()
    ).layout()
    #expect(items(tree, .yearHeader).map(\.text!) == ["1200"])
    #expect(items(tree, .bookingMonth).map(\.text!) == ["มีนาคม 1200"])
    #expect(items(tree, .bookingDay).first?.text == "1")
  }
}
