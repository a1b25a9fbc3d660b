import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsModel

/// Free text is bounded in Unicode scalars as well as characters: combining marks make a
/// character any length, and laying out 1,000 letters of 700 marks each took 10 s.
@Suite struct TextScalarLimitTests {
  func error(_ document: [String: Any]) -> String {
    do {
      let data = try JSONSerialization.data(withJSONObject: document)
      _ = try SpecReader.read(data, source: "d")
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  func timeline(event: [String: String] = [:], _ more: [String: Any] = [:]) -> [String: Any] {
    var fields = event
    fields["start"] = "2019-01-10T09:00"
    fields["end"] = "2019-01-10T10:00"
    return ["style": "timeline", "today": "2019-01-10", "events": [fields]].merging(more) {
      $1
    }
  }

  /// `count` characters of an "e" and `marks` combining acute accents.
  func marked(_ count: Int, marks: Int) -> String {
    String(repeating: "e" + String(repeating: "\u{301}", count: marks), count: count)
  }

  @Test(arguments: ["title", "location", "id"])
  func eventTextAtTheScalarLimit(field: String) {
    let atLimit = marked(Limits.eventText, marks: 3)
    #expect(atLimit.count == 1_000 && atLimit.unicodeScalars.count == 4_000)
    #expect(error(timeline(event: [field: atLimit])) == "no error")
    #expect(
      error(timeline(event: [field: atLimit + "\u{301}"]))
        == "d: events[0].\(field): 4001 Unicode scalars is over the limit of 4000 (combining marks count one each)"
    )
  }

  @Test func thousandLettersOfSevenHundredMarksAreRefused() {
    let hostile = marked(1_000, marks: 700)
    #expect(hostile.count == 1_000)
    #expect(
      error(timeline(event: ["title": hostile]))
        == "d: events[0].title: 701000 Unicode scalars is over the limit of 4000 (combining marks count one each)"
    )
  }

  /// Font names and date formats are free text too: the same two limits.
  @Test func styleTextFields() {
    let over = marked(10, marks: 400)
    #expect(
      error(timeline(["hourLabelFont": over])).hasPrefix(
        "d: hourLabelFont: 4010 Unicode scalars is over the limit of 4000"))
    #expect(
      error(timeline(["hourLabelFont": ["name": over]])).hasPrefix(
        "d: hourLabelFont.name: 4010 Unicode scalars"))
    #expect(
      error(timeline(["dayLabelLongDateFormat": String(repeating: "d", count: 1_001)]))
        == "d: dayLabelLongDateFormat: 1001 characters is over the limit of 1000")
  }
}
