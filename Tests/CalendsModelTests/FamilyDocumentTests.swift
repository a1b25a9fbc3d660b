import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// The spec decodes into a canvas and one family's document; a field of another family is
/// an error naming the field and the style.
@Suite struct FamilyDocumentTests: SpecParsing {
  @Test(arguments: [
    ("style: month", "month"), ("style: fullScreenMonth", "fullScreenMonth"),
    ("style: timeline", "timeline"),
    ("style: booking\nitems: [{date: 2019-03-01, enabled: true, selected: false}]", "booking"),
    ("style: year", "year"), ("style: multiMonth", "multiMonth"), ("style: weeks", "weeks"),
    ("style: wallMonth", "wallMonth"), ("style: agenda", "agenda"),
    ("style: dashboard\nrows: [{panes: [{style: month}]}]", "dashboard"),
  ])
  func eachStyleGetsItsFamilysDocument(yaml: String, style: String) throws {
    let spec = try read(yaml)
    #expect(spec.style.rawValue == style)
    switch spec.family {
    case .control(let control): #expect(control.style.rawValue == style)
    case .timeline: #expect(style == "timeline")
    case .booking(let booking): #expect(style == "booking" && booking.items.count == 1)
    case .year(let year): #expect(year.view.rawValue == style)
    case .wallMonth: #expect(style == "wallMonth")
    case .agenda: #expect(style == "agenda")
    case .dashboard: #expect(style == "dashboard")
    }
  }

  @Test func canvasFieldsAreSharedByEveryFamily() throws {
    let fields = "locale: de_DE\ntoday: 2019-01-10\nscale: 3\ntheme: dark\nwidth: 500\n"
    for style in ["month", "timeline"] {
      let spec = try read("style: \(style)\n" + fields)
      #expect(spec.canvas.locale == "de_DE" && spec.canvas.scale == 3 && spec.canvas.width == 500)
      #expect(spec.canvas.today == Day(iso: "2019-01-10") && spec.canvas.theme == "dark")
    }
  }

  @Test(arguments: [
    (
      "style: timeline\nselectedDate: 2019-01-10",
      "spec.yaml: selectedDate: is a field of the FUICalendarView styles (month, week, expandable, rangeSelection, datesSelection, fullScreenMonth) or year views (year, multiMonth, weeks), but style is timeline"
    ),
    (
      "style: booking\nitems: [{date: 2019-03-01, enabled: true, selected: false}]\nevents: []",
      "spec.yaml: events: is a field of the timeline style or year views (year, multiMonth, weeks) or wallMonth style or agenda style, but style is booking"
    ),
    (
      "style: week\nshowsYearHeader: false",
      "spec.yaml: showsYearHeader: is a field of the booking style, but style is week"
    ),
    (
      "style: timeline\nshowsMonthHeader: true",
      "spec.yaml: showsMonthHeader: is a field of the FUICalendarView styles (month, week, expandable, rangeSelection, datesSelection, fullScreenMonth) or booking style, but style is timeline"
    ),
    (
      "style: timeline\nselectedDat: 2019-01-10",
      "spec.yaml: selectedDat: unknown field; did you mean 'selectedDate'?"
    ),
  ])
  func aFieldOfAnotherFamilyIsNamedWithItsStyle(yaml: String, expected: String) {
    #expect(error(yaml) == expected)
  }

  @Test func showsMonthHeaderDefaultsDifferPerFamily() throws {
    #expect(try read("style: fullScreenMonth").control?.showsMonthHeader == false)
    let booking = try read(
      "style: booking\nitems: [{date: 2019-03-01, enabled: true, selected: false}]")
    #expect(booking.booking?.showsMonthHeader == true)
  }
}
