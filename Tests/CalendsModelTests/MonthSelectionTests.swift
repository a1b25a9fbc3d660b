import CalendsValues
import SpecTestingSupport
import Testing

@testable import CalendsModel

private func d(_ text: String) -> Day { Day(iso: text)! }

/// The month style's start-up selection rules.
@Suite struct MonthSelectionTests {
  func page(_ configure: (inout ControlInputs) -> Void, today: String = "2019-01-10") -> MonthPage {
    var inputs = ControlInputs()
    configure(&inputs)
    return MonthPage(canvas: inputs.canvas, control: inputs.control, today: d(today))
  }

  func selected(_ page: MonthPage) -> [Day] {
    page.cells.flatMap { $0 }.filter(\.isSelected).map(\.day)
  }

  @Test func selectedDateIsSelected() {
    let page = page { $0.selectedDate = d("2019-01-23") }
    #expect(selected(page) == [d("2019-01-23")])
  }

  @Test func nonPersistentSelectsTodayWhenTheMonthContainsIt() {
    #expect(selected(page { _ in }) == [d("2019-01-10")])
  }

  @Test func nonPersistentSelectsTheFirstOfTheMonthOtherwise() {
    let page = page({ $0.displayDateAtStartup = d("2019-03-15") })
    #expect(selected(page) == [d("2019-03-01")])
  }

  @Test func persistentSelectsNothing() {
    #expect(selected(page { $0.isPersistentSelection = true }).isEmpty)
  }

  @Test func persistentWithSelectedDate() {
    #expect(
      selected(
        page {
          $0.isPersistentSelection = true
          $0.selectedDate = d("2019-01-02")
        }) == [d("2019-01-02")])
  }

  @Test func disabledSelectedDateIsIgnored() {
    // "The selected dates will not change if a disabled date is specified."
    let page = page {
      $0.selectedDate = d("2019-01-23")
      $0.disabledDates.dates = [d("2019-01-23")]
    }
    #expect(selected(page) == [d("2019-01-10")])
  }

  @Test func selectedDateInAnotherMonthShowsNoSelectionHere() {
    #expect(
      selected(
        page {
          $0.selectedDate = d("2019-02-23")
          $0.isPersistentSelection = true
        }
      ).isEmpty)
  }

  @Test func adjacentMonthDaysAreDisabledAndNeverSelectedOrToday() {
    let page = page({ $0.displayDateAtStartup = d("2019-02-01") }, today: "2019-01-31")
    let adjacent = page.cells.flatMap { $0 }.filter { !$0.inDisplayedMonth }
    #expect(!adjacent.isEmpty)
    #expect(adjacent.allSatisfy { $0.isDisabled && !$0.isSelected && !$0.isToday })
  }

  @Test func outOfRangeAndDisabledDatesAreDisabled() {
    let page = page {
      $0.startDate = d("2019-01-05")
      $0.endDate = d("2019-12-31")
      $0.disabledDates = DisabledDates(
        dates: [d("2019-01-15")], weekdays: [1], before: nil, after: d("2019-01-28"))
    }
    let cells = Dictionary(uniqueKeysWithValues: page.cells.flatMap { $0 }.map { ($0.day, $0) })
    #expect(cells[d("2019-01-04")]!.isDisabled)  // before the range
    #expect(!cells[d("2019-01-05")]!.isDisabled)
    #expect(cells[d("2019-01-15")]!.isDisabled)  // listed
    #expect(cells[d("2019-01-13")]!.isDisabled)  // a Sunday
    #expect(cells[d("2019-01-29")]!.isDisabled)  // after
    #expect(!cells[d("2019-01-28")]!.isDisabled)
  }

  @Test func todayIsHighlightedAndEventsNeedTheIndicator() {
    var page = page { $0.eventDates = [d("2019-01-08")] }
    let cells = page.cells.flatMap { $0 }
    #expect(cells.filter(\.isToday).map(\.day) == [d("2019-01-10")])
    #expect(cells.filter(\.hasEvent).map(\.day) == [d("2019-01-08")])
    page = self.page {
      $0.eventDates = [d("2019-01-08")]
      $0.hasEventIndicator = false
    }
    #expect(page.cells.flatMap { $0 }.allSatisfy { !$0.hasEvent })
  }

  @Test func cellFlags() {
    let page = page { _ in }
    let today = page.cells.flatMap { $0 }.first { $0.day == d("2019-01-10") }!
    #expect(today.isSelected && today.isToday && !today.isDisabled)
    let first = page.cells[0][0]
    #expect(!first.isSelected && !first.isToday && first.isDisabled)
    let second = page.cells[1][0]
    #expect(!second.isSelected && !second.isToday && !second.isDisabled)
  }

  @Test func weekNumbersAreISOWeeksOfEachRow() {
    let page = page { $0.weekStartDay = .monday }
    // January 2019 with Monday first: rows start Dec 31, Jan 7, 14, 21, 28 → ISO weeks 1…5.
    #expect(page.weekNumbers == [1, 2, 3, 4, 5])
  }
}
