import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// The field table and the readers agree: every field of a family is read by that family's
/// reader, a field of another family is refused naming its family, and an unknown one is
/// refused with a suggestion.
@Suite struct SpecFieldTableTests {
  /// A style of each family; the control fields that only one control style accepts get it.
  func style(for field: SpecField, in family: SpecField.Family) -> CalendarStyle {
    switch family {
    case .canvas, .control:
      switch field.name {
      case "selectedDateRange": .rangeSelection
      case "swipe": .datesSelection
      case "height": .fullScreenMonth
      default: .month
      }
    case .timeline: .timeline
    case .booking: .booking
    case .year:
      switch field.name {
      case "months": .multiMonth
      case "weeks": .weeks
      default: .year
      }
    case .wallMonth: .wallMonth
    case .agenda: .agenda
    case .dashboard: .dashboard
    }
  }

  static let item: SpecValue = .object([
    "date": .string("2019-01-10"), "enabled": .bool(true), "selected": .bool(false),
  ])

  static let rows: SpecValue = .array([
    .object(["panes": .array([.object(["style": .string("month")])])])
  ])

  /// A valid value of the field, so the reader accepts it.
  func example(_ field: SpecField) -> SpecValue {
    let special: [String: SpecValue] = [
      "theme": .string("dark"),
      "selectedDates": .array([.string("2019-01-10")]),
      "selectedDateRange": .object(["start": .string("2019-01-10"), "end": .string("2019-01-12")]),
      "taps": .array([.null]),
      "swipe": .array([.string("2019-01-10")]),
      "interactions": .array([.object(["scroll": .number(1)])]),
      "eventDates": .array([.string("2019-01-10")]),
      "disabledDates": .object(["weekdays": .array([.number(1)])]),
      "events": .array([
        .object(["start": .string("2019-01-10T09:00"), "end": .string("2019-01-10T10:00")])
      ]),
      "hours": .object(["from": .number(8), "to": .number(18)]),
      "minimumZoomScale": .number(0.5),
      "maximumZoomScale": .number(4),
      "items": .array([Self.item]),
      "paper": .string("a4"),
      "margins": .string("1in"),
      "bleed": .string("3mm"),
      "days": .object(["2019-01-10": .object(["value": .number(1)])]),
      "heatmap": .object(["colors": .string("blues")]),
      "calendars": .array([.object(["ics": .string("work.ics")])]),
      "timeZone": .string("Europe/Berlin"),
      "rows": Self.rows,
      "panel": .string("trmnl"),
      "panelFile": .string("panels.yaml"),
    ]
    if let value = special[field.name] { return value }
    switch field.kind {
    case .date: return .string("2019-01-10")
    case .time: return .string("2019-01-10T09:00")
    case .bool: return .bool(true)
    case .locale: return .string("de_DE")
    case .number(let range, _): return .number(range.lowerBound)
    case .whole(let range): return .number(Double(range.lowerBound))
    case .choice(let values): return .string(values[0])
    case .described:
      Issue.record("\(field.name): no example")
      return .null
    case .style(let shape):
      switch shape {
      case .color: return .string("#FF0000")
      case .number: return .number(3)
      case .dashPattern: return .array([.number(3), .number(1)])
      case .text: return .string("HH")
      case .font: return .string("Helvetica")
      }
    }
  }

  func read(_ field: String, _ value: SpecValue, style: CalendarStyle) -> Result<
    CalendarSpec, SpecError
  > {
    var fields: [String: SpecValue] = ["style": .string(style.rawValue), field: value]
    if style == .booking && field != "items" { fields["items"] = .array([Self.item]) }
    // A dashboard needs its rows.
    if style == .dashboard && field != "rows" { fields["rows"] = Self.rows }
    // The page fields are read with a paper, and a cover with month pages.
    if [.year, .multiMonth, .wallMonth].contains(style), PageSetup.fieldNames.contains(field) {
      fields["paper"] = .string("a4")
      if field == "cover" { fields["pages"] = .string("months") }
      // Handedness moves a planner's navigation strip (or a tablet's toolbar strip).
      if field == "handedness" { fields["pages"] = .string("weeks") }
    }
    // The year views draw events (and cap them, and rule the days) on month pages only.
    if [.year, .multiMonth].contains(style),
      ["events", "dayMaxEvents", "eventTitleLines", "writingSpace"].contains(field)
    {
      fields["paper"] = .string("a4")
      fields["pages"] = .string("months")
    }
    return Result { () throws(SpecError) in
      try SpecReader(source: "spec.yaml").read(.object(fields))
    }
  }

  @Test func namesAreUniqueAndOrdered() {
    let names = SpecField.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.first == "style")
    #expect(CalendarSpec.fieldNames == names)
    #expect(
      TimelineSpec.fieldNames.suffix(StyleField.timeline.count)
        == StyleField.timeline.map(\.name)[...])
    #expect(Canvas.fieldNames.contains("theme") && !Canvas.fieldNames.contains("style"))
    #expect(ControlSpec.fieldNames.contains("showsMonthHeader"))
    #expect(BookingSpec.fieldNames.contains("showsMonthHeader"))
  }

  @Test func everyFieldIsReadByItsFamilies() {
    for field in SpecField.all where field.name != "style" {
      for family in field.families {
        let result = read(field.name, example(field), style: style(for: field, in: family))
        if case .failure(let error) = result {
          Issue.record("\(field.name) (\(family)): \(error)")
        }
      }
    }
  }

  @Test func aFieldOfAnotherFamilyIsRefused() {
    let familyFields = SpecField.all.filter { !$0.families.contains(.canvas) && $0.name != "style" }
    for field in familyFields {
      for family in [SpecField.Family.control, .timeline, .booking, .year, .wallMonth]
      where !field.families.contains(family) {
        let style = style(for: field, in: family)
        guard case .failure(let error) = read(field.name, example(field), style: style) else {
          Issue.record("\(field.name) was read with style \(style)")
          continue
        }
        #expect(error.path == field.name, "\(error)")
        #expect(
          error.message.contains("is a field of the") && error.message.hasSuffix(style.rawValue),
          "\(error)")
      }
    }
  }

  @Test func anUnknownFieldIsRefusedInEveryFamily() {
    for style in [CalendarStyle.month, .timeline, .booking, .year, .multiMonth, .weeks] {
      guard case .failure(let error) = read("selectedDat", .string("x"), style: style) else {
        Issue.record("read with \(style)")
        continue
      }
      #expect(error.message == "unknown field; did you mean 'selectedDate'?")
    }
  }

  @Test func everyFieldHasHelpAndADefault() {
    for field in SpecField.all {
      #expect(!field.help.isEmpty && !field.help.contains("\n"), "\(field.name)")
      #expect(!field.defaultText.isEmpty, "\(field.name)")
    }
    #expect(SpecField.help(forFlag: "style").contains("fullScreenMonth | timeline | booking"))
  }

  @Test func flagsAreUniqueAndKebabCase() {
    let names = SpecField.allFlags.map(\.flag.name)
    #expect(Set(names).count == names.count)
    #expect(SpecField.kebabCase("allDayEventsSpreadOnX") == "all-day-events-spread-on-x")
    #expect(SpecField.completionValues(forFlag: "style") == CalendarStyle.allCases.map(\.rawValue))
    #expect(SpecField.completionValues(forFlag: "has-event-indicator") == ["true", "false"])
    #expect(SpecField.completionValues(forFlag: "today") == nil)
  }

  @Test func flagTextsBecomeFieldValues() {
    let fields = SpecField.values(fromFlags: [
      "week-start-day": ["monday"], "event-date": ["2019-01-10", "2019-01-11"],
      "disabled-weekday": ["1", "sunday"], "disabled-before": ["2019-01-05"],
      "selected-date-range": ["2019-01-24/2019-02-06"], "tap": ["2019-01-10", "none"],
      "swipe": ["2019-01-10,2019-01-11"], "hours": ["8-18"],
      "event": ["2019-01-10T09:00/2019-01-10T10:00/A/B"], "item": ["2021-11-18:enabled"],
      "today": [],
    ])
    #expect(fields["weekStartDay"] == .string("monday"))
    #expect(fields["eventDates"] == .array([.string("2019-01-10"), .string("2019-01-11")]))
    #expect(
      fields["disabledDates"]
        == .object([
          "weekdays": .array([.string("1"), .string("sunday")]), "before": .string("2019-01-05"),
        ]))
    #expect(
      fields["selectedDateRange"]
        == .object(["start": .string("2019-01-24"), "end": .string("2019-02-06")]))
    #expect(fields["taps"] == .array([.string("2019-01-10"), .null]))
    #expect(fields["swipe"] == .array([.array([.string("2019-01-10"), .string("2019-01-11")])]))
    #expect(fields["hours"] == .object(["from": .string("8"), "to": .string("18")]))
    #expect(
      fields["events"]
        == .array([
          .object([
            "start": .string("2019-01-10T09:00"), "end": .string("2019-01-10T10:00"),
            "title": .string("A/B"),
          ])
        ]))
    #expect(
      fields["items"]
        == .array([
          .object([
            "date": .string("2021-11-18"), "enabled": .bool(true), "selected": .bool(false),
          ])
        ]))
    #expect(fields["today"] == nil)
    #expect(fields.count == 9)
  }
}
