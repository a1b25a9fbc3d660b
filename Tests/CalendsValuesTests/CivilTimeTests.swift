import CalendsValues
import Testing

/// `CivilTime("…")`, the throwing form code writes events with, as `Day("…")` is for dates.
@Suite struct CivilTimeTests {
  func message(_ text: String) -> String? {
    do {
      _ = try CivilTime(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func readsWhatTheSpecFieldsRead() throws {
    let time = try CivilTime("2027-01-11T10:30")
    #expect(time.day == (try Day("2027-01-11")))
    #expect(time.minute == 630)
    #expect(try CivilTime("2027-01-11 10:30") == time)
    // 24:00 is the end of the day: the next day's midnight.
    #expect(try CivilTime("2027-01-11T24:00") == CivilTime(day: try Day("2027-01-12"), minute: 0))
  }

  @Test func saysWhetherTheShapeOrTheValueIsWrong() {
    #expect(message("2027-01-11T25:00") == "'2027-01-11T25:00' is not a valid time (no such day or minute)")
    #expect(message("2027-02-30T10:00") == "'2027-02-30T10:00' is not a valid time (no such day or minute)")
    #expect(message("10:00") == "'10:00' is not a time; expected YYYY-MM-DDTHH:MM")
    #expect(message("2027-01-11T10:00") == nil)
  }
}
