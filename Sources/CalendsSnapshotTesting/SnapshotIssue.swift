import Foundation
import Testing
import XCTest

/// Reports a failure to whichever test framework is running.
enum SnapshotIssue {
  static func report(_ message: String, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "CalendsSnapshotTesting/\(URL(fileURLWithPath: "\(filePath)").lastPathComponent)",
          filePath: "\(filePath)",
          line: Int(max(line, 1)), column: Int(max(column, 1))))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
