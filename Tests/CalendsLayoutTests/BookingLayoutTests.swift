import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

@Suite struct BookingLayoutTests {
  /// Items spread over four months, in no order: March to June 2019.
  static let fourMonths = [
    BookingItem(date: d("2019-06-30"), enabled: true, selected: false),
    BookingItem(date: d("2019-03-02"), enabled: true, selected: false),
    BookingItem(date: d("2019-05-20"), enabled: false, selected: true),
    BookingItem(date: d("2019-04-10"), enabled: true, selected: true),
  ]

  func layout(
    items: [BookingItem] = fourMonths, _ configure: (inout BookingInputs) -> Void = { _ in }
  ) -> LayoutTree {
    var inputs = BookingInputs(document: BookingSpec())
    inputs.items = items.sorted { $0.date < $1.date }
    configure(&inputs)
    return CalendarLayout(
      spec: inputs.spec, today: d("2019-04-10"), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
  }

  @Test func fourMonthsOfItemsDrawFourCompleteMonths() {
    let tree = layout()
    let months = items(tree, .bookingMonth)
    #expect(months.map { $0.month!.description } == ["2019-03", "2019-04", "2019-05", "2019-06"])
    #expect(months.map(\.text!) == ["March 2019", "April 2019", "May 2019", "June 2019"])
    let days = items(tree, .bookingDay)
    #expect(days.count == 31 + 30 + 31 + 30)
    #expect(days.first?.date == d("2019-03-01") && days.last?.date == d("2019-06-30"))
    // Every day once, in order, and each inside its month's block.
    #expect(zip(days, days.dropFirst()).allSatisfy { $0.date!.adding(days: 1) == $1.date })
    for day in days {
      let block = months.first { $0.month == day.date!.yearMonth }!
      #expect(block.frame.contains(day.frame), "\(day.date!)")
    }
    #expect(tree.inputs.style == .booking)
    #expect(tree.inputs.startDate == d("2019-03-01") && tree.inputs.endDate == d("2019-06-30"))
    #expect(tree.inputs.selection == [d("2019-04-10"), d("2019-05-20")])
    #expect(tree.title == "March\u{2009}–\u{2009}June 2019")
    #expect(tree.height == tree.items.map(\.frame.maxY).max()! + BookingMetrics.bottomMargin)
  }

  @Test func givenDaysKeepTheirStateAndOthersAreDisabledAndUnselected() {
    let days = Dictionary(uniqueKeysWithValues: items(layout(), .bookingDay).map { ($0.date!, $0) })
    #expect(
      days[d("2019-03-02")]?.bookingDay?.enabled == true && days[d("2019-03-02")]?.states == .normal
    )
    #expect(
      days[d("2019-04-10")]?.bookingDay?.enabled == true
        && days[d("2019-04-10")]?.states == .selected)
    #expect(
      days[d("2019-05-20")]?.bookingDay?.enabled == false
        && days[d("2019-05-20")]?.states == [.selected, .disabled])
    #expect(
      days[d("2019-06-30")]?.bookingDay?.enabled == true && days[d("2019-06-30")]?.states == .normal
    )
    let given = Set(Self.fourMonths.map(\.date))
    for (date, item) in days where !given.contains(date) {
      #expect(item.bookingDay?.enabled == false && item.states == .disabled, "\(date)")
    }
    #expect(days[d("2019-03-02")]?.text == "2")
  }

  @Test func daysAreSquareButtonsInSevenColumns() {
    let tree = layout()
    let day = items(tree, .bookingDay).first { $0.date == d("2019-03-01") }!
    let cell = 375.0 / 7
    #expect(tree.inputs.cellHeight == cell)
    #expect(abs(day.frame.width - (cell - 4)) < 1e-9 && abs(day.frame.height - (cell - 4)) < 1e-9)
    // 2019-03-01 is a Friday: the sixth column with a Sunday start.
    #expect(abs(day.frame.minX - (5 * cell + 2)) < 1e-9)
    let wide = layout { $0.width = 1000 }
    let wideDay = items(wide, .bookingDay).first!
    #expect(wideDay.frame.width == BookingMetrics.maximumDayCell - 4)
    let grid = items(wide, .bookingMonth).first!.frame
    #expect(abs(grid.midX - 500) < 1e-9 && grid.width == 7 * BookingMetrics.maximumDayCell)
  }

  @Test func headersByDefault() {
    let tree = layout()
    #expect(items(tree, .yearHeader).map(\.text!) == ["2019"])
    #expect(items(tree, .monthHeader).map(\.text!) == ["March", "April", "May", "June"])
    #expect(
      items(tree, .weekdayLabel).map(\.text!) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    #expect(items(tree, .weekdayLabel).map(\.weekdayLabel!.weekday) == Array(1...7))
    // The weekday header is on top, the year header above the first month.
    #expect(tree.items.first?.kind == .weekdayLabel)
    #expect(items(tree, .yearHeader)[0].frame.maxY <= items(tree, .monthHeader)[0].frame.minY)
  }

  @Test func aYearHeaderStandsAboveEachNewYear() {
    let tree = layout(items: [
      BookingItem(date: d("2019-11-20"), enabled: true, selected: false),
      BookingItem(date: d("2020-02-03"), enabled: true, selected: false),
    ])
    let years = items(tree, .yearHeader)
    #expect(years.map(\.text!) == ["2019", "2020"])
    let january = items(tree, .monthHeader).first { $0.month?.description == "2020-01" }!
    let december = items(tree, .bookingMonth).first { $0.month?.description == "2019-12" }!
    #expect(years[1].frame.minY >= december.frame.maxY && years[1].frame.maxY <= january.frame.minY)
  }

  @Test(arguments: ["year", "month", "weekday", "all"])
  func eachHeaderCanBeHidden(_ hidden: String) {
    let tree = layout {
      if hidden == "year" || hidden == "all" { $0.showsYearHeader = false }
      if hidden == "month" || hidden == "all" { $0.showsMonthHeader = false }
      if hidden == "weekday" || hidden == "all" { $0.showsWeekdayHeader = false }
    }
    let full = layout()
    #expect(items(tree, .yearHeader).isEmpty == (hidden == "year" || hidden == "all"))
    #expect(items(tree, .monthHeader).isEmpty == (hidden == "month" || hidden == "all"))
    #expect(items(tree, .weekdayLabel).isEmpty == (hidden == "weekday" || hidden == "all"))
    // Only the headers go: the months and their days stay, and the image gets shorter.
    #expect(items(tree, .bookingMonth).count == 4 && items(tree, .bookingDay).count == 122)
    #expect(tree.height < full.height)
    if hidden == "all" {
      #expect(Set(tree.items.map(\.kind)) == [.bookingMonth, .bookingDay])
      #expect(
        items(tree, .bookingDay).first!.frame.minY == BookingMetrics.sectionGap
          + BookingMetrics.buttonInset)
    }
  }

  @Test func theLocaleNamesAndStartsTheWeek() {
    let tree = layout { $0.locale = "de_DE" }
    #expect(tree.inputs.firstWeekday == 2)
    #expect(items(tree, .weekdayLabel).map(\.weekdayLabel!.weekday) == [2, 3, 4, 5, 6, 7, 1])
    #expect(items(tree, .weekdayLabel).first?.text == "Mo")
    #expect(items(tree, .monthHeader).map(\.text!) == ["März", "April", "Mai", "Juni"])
    // Friday 2019-03-01 is the fifth column when weeks start on Monday.
    let first = items(tree, .bookingDay).first!
    #expect(abs(first.frame.minX - (4 * 375.0 / 7 + 2)) < 1e-9)
    let sunday = layout {
      $0.locale = "de_DE"
      $0.weekStartDay = .sunday
    }
    #expect(items(sunday, .weekdayLabel).first?.weekdayLabel?.weekday == 1)
  }

  @Test func rightToLeftLocalesMirrorTheColumns() {
    let tree = layout { $0.locale = "ar_EG" }
    #expect(tree.inputs.rightToLeft)
    let labels = items(tree, .weekdayLabel)
    #expect(labels.first!.frame.minX > labels.last!.frame.minX)
  }

  @Test func goldenDump() {
    golden.assert(layout().dump(), named: "booking-2019-03-06.txt")
    golden.assert(
      layout {
        $0.showsYearHeader = false
        $0.showsMonthHeader = false
        $0.showsWeekdayHeader = false
      }.dump(), named: "booking-2019-03-06-no-headers.txt")
  }

  @Test func jsonListsMonthsAndDaysWithTheirState() {
    let json = layout().jsonString()
    #expect(json.contains(#""kind": "bookingMonth", "frame": "#))
    #expect(json.contains(#""month": "2019-04", "text": "April 2019"}"#))
    #expect(
      json.contains(
        #""date": "2019-05-20", "text": "20", "states": ["selected", "disabled"], "enabled": false}"#
      ))
    #expect(
      json.contains(
        #""date": "2019-04-10", "text": "10", "states": ["selected"], "enabled": true}"#))
    #expect(json.contains(#""kind": "yearHeader""#))
  }
}
