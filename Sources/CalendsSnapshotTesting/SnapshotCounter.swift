import Foundation
import Testing
import XCTest

/// Numbers the unnamed assertions of one running test, per reference stem and format, so a
/// test that asserts twice gets `test.png` and `test.2.png` instead of comparing both with
/// one reference.
///
/// A Swift Testing test is told apart by its ID (and a parameterized case by its arguments,
/// already in the stem). An XCTest test's counts are cleared when it finishes, as
/// swift-snapshot-testing does, so a test run again in the same process starts at 1.
final class SnapshotCounter: @unchecked Sendable {
  private var counts: [String: Int] = [:]
  private let lock = NSLock()

  static let swiftTesting = SnapshotCounter()
  static let xcTest = SnapshotCounter()

  /// The counter for the test now running (XCTest's registers its observer first).
  static var current: SnapshotCounter {
    if Test.current != nil { return swiftTesting }
    XCTestCounterReset.registerOnce()
    return xcTest
  }

  /// 1 for the first call with `key` in this test, then 2, 3, …
  func next(_ key: String) -> Int {
    let scoped = Test.current.map { "\($0.id)|\(key)" } ?? key
    lock.lock()
    defer { lock.unlock() }
    counts[scoped, default: 0] += 1
    return counts[scoped]!
  }

  func reset() {
    lock.lock()
    defer { lock.unlock() }
    counts.removeAll()
  }
}

/// Clears XCTest's counts when each XCTest test finishes.
private final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
  nonisolated(unsafe) private static var registered = false
  private static let lock = NSLock()

  static func registerOnce() {
    lock.lock()
    defer { lock.unlock() }
    guard !registered else { return }
    registered = true
    let register = { XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset()) }
    if Thread.isMainThread { register() } else { DispatchQueue.main.sync(execute: register) }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    SnapshotCounter.xcTest.reset()
  }
}
