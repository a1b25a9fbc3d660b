import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

private func d(_ text: String) -> Day { Day(iso: text)! }

@Suite struct BookingSpecTests: SpecParsing {
  @Test func readsItemsInAnyOrderAndSortsThem() throws {
    let spec = try read(
      """
      style: booking
      items:
        - {date: 2021-11-25, enabled: true, selected: false}
        - {date: 2021-11-04, enabled: false, selected: true}
        - {date: 2021-11-18, enabled: true, selected: true}
      showsYearHeader: false
      showsWeekdayHeader: false
      showsMonthHeader: false
      disabledAlpha: 0.25
      """)
    #expect(spec.booking!.items.map(\.date) == [d("2021-11-04"), d("2021-11-18"), d("2021-11-25")])
    #expect(
      spec.booking!.items[0] == BookingItem(date: d("2021-11-04"), enabled: false, selected: true))
    #expect(
      spec.booking!.item(on: d("2021-11-18"))
        == BookingItem(date: d("2021-11-18"), enabled: true, selected: true))
    #expect(spec.booking!.item(on: d("2021-11-19")) == nil)
    #expect(
      !spec.booking!.showsYearHeader && !spec.booking!.showsWeekdayHeader
        && !spec.booking!.showsMonthHeader)
    #expect(spec.booking!.disabledAlpha == 0.25)
    #expect(
      spec.booking!.months == YearMonth(year: 2021, month: 11)!...YearMonth(year: 2021, month: 11)!)
  }

  @Test func headersDefaultToShownAndMonthHeadersOnlyForBooking() throws {
    let spec = try read(
      "style: booking\nitems: [{date: 2021-11-18, enabled: true, selected: true}]")
    #expect(
      spec.booking!.showsYearHeader && spec.booking!.showsWeekdayHeader
        && spec.booking!.showsMonthHeader)
    #expect(spec.booking!.disabledAlpha == nil)
    #expect(!(try read("style: fullScreenMonth")).control!.showsMonthHeader)
  }

  @Test func readsJSON() throws {
    let spec = try read(
      #"{"style": "booking", "items": [{"date": "2019-03-02", "enabled": true, "selected": "false"}]}"#
    )
    #expect(
      spec.booking!.items == [BookingItem(date: d("2019-03-02"), enabled: true, selected: false)])
  }

  @Test func badItemsAreNamed() {
    let head = "style: booking\nitems:\n"
    let good = "  - {date: 2019-03-01, enabled: true, selected: false}\n"
    #expect(
      error(head + good + "  - {date: 2019-03-02, enabled: true, selected: false}\n" + good)
        == "spec.yaml: items[2].date: 2019-03-01 is already items[0]; give each day once")
    #expect(
      error("style: booking\nitems: []")
        == "spec.yaml: items: the list is empty; the booking grid needs at least one day to know which months to draw"
    )
    #expect(
      error(head + good + "  - {date: 2019-02-30, enabled: true, selected: false}\n")
        == "spec.yaml: items[1].date: '2019-02-30' is not a valid date (no such day in the calendar)"
    )
    #expect(
      error(head + good + "  - {date: March 2nd, enabled: true, selected: false}\n")
        == "spec.yaml: items[1].date: 'March 2nd' is not a date; expected YYYY-MM-DD")
    #expect(
      error(
        head + good + good.replacingOccurrences(of: "01", with: "02")
          + "  - {date: 2019-03-03, enabled: true}\n")
        == "spec.yaml: items[2]: missing selected; every item gives date, enabled and selected")
    #expect(
      error(head + "  - {enabled: true, selected: false}\n")
        == "spec.yaml: items[0]: missing date; every item gives date, enabled and selected")
    #expect(
      error(head + "  - {}\n")
        == "spec.yaml: items[0]: missing date, enabled, selected; every item gives date, enabled and selected"
    )
    #expect(
      error(head + "  - {date: 2019-03-01, enabled: yes please, selected: false}\n")
        == "spec.yaml: items[0].enabled: expected true or false, found a string")
    #expect(
      error(head + "  - {date: 2019-03-01, enabled: true, selcted: false}\n")
        == "spec.yaml: items[0].selcted: unknown field; did you mean 'selected'?")
    #expect(
      error(head + "  - 2019-03-01\n")
        == "spec.yaml: items[0]: expected an object with date, enabled and selected, found a string"
    )
    #expect(
      error("style: booking\nitems: 2019-03-01")
        == "spec.yaml: items: expected a list of {date, enabled, selected}, found a string")
  }

  @Test func styleBookingNeedsItemsAndOnlyBookingReadsThem() {
    #expect(
      error("style: booking\ntoday: 2019-03-01")
        == "spec.yaml: items: the booking style needs items: a list of {date, enabled, selected}, at least one, from which the months drawn are found"
    )
    #expect(
      error("style: month\nitems: [{date: 2019-03-01, enabled: true, selected: false}]")
        == "spec.yaml: items: is a field of the booking style, but style is month"
    )
  }

  @Test func limits() {
    let days = (0..<(BookingSpec.Limits.items + 1)).map { _ in
      "{date: 2019-03-01, enabled: true, selected: false}"
    }
    #expect(
      error("style: booking\nitems: [\(days.joined(separator: ", "))]")
        == "spec.yaml: items: 10001 items is over the limit of 10000")
    #expect(
      error(
        "style: booking\nitems:\n  - {date: 2021-01-31, enabled: true, selected: false}\n  - {date: 2019-01-01, enabled: true, selected: false}\n"
      )
        == "spec.yaml: items[0].date: 2021-01-31 is 25 months from items[1] (2019-01-01), counting both; the booking grid draws at most 24 months"
    )
    #expect(
      error(
        "style: booking\nitems:\n  - {date: 2020-12-31, enabled: true, selected: false}\n  - {date: 2019-01-01, enabled: true, selected: false}\n"
      ) == "no error")
    #expect(
      error(
        "style: booking\ndisabledAlpha: 1.5\nitems: [{date: 2019-03-01, enabled: true, selected: false}]"
      )
        == "spec.yaml: disabledAlpha: 1.5 is out of range; expected 0…1")
  }

  @Test func misspelledFieldsSuggestBookingNames() {
    #expect(
      error("style: booking\nshowYearHeader: false")
        == "spec.yaml: showYearHeader: unknown field; did you mean 'showsYearHeader'?")
    #expect(error("item: []") == "spec.yaml: item: unknown field; did you mean 'items'?")
  }
}
