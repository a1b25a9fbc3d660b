import CalendsModel
import CalendsSnapshotTesting
import CalendsValues
import Foundation
import SnapshotTesting
import XCTest

/// The same assertions from XCTest, and the swift-snapshot-testing strategies.
final class XCTestSnapshotTests: XCTestCase {
  let spec = "today: 2019-01-10\nselectedDate: 2019-01-23\neventDates: [2019-01-08]\nscale: 1"

  func testJanuaryFromXCTest() {
    assertCalendarSnapshot(of: spec)
  }

  func testSwiftSnapshotTestingStrategies() throws {
    let value = try SpecReader.read(Data(spec.utf8), source: "spec")
    assertSnapshot(of: value, as: .calendarPNG())
    assertSnapshot(of: value, as: .calendarLayout())
  }

  /// Numbered per test: `testTwoPictures.json`, `testTwoPictures.2.json`; the count starts
  /// again in the next test.
  func testTwoPictures() {
    assertCalendarSnapshot(of: spec, as: .layout)
    assertCalendarSnapshot(of: "style: week\ntoday: 2019-01-10\nscale: 1", as: .layout)
  }
}
