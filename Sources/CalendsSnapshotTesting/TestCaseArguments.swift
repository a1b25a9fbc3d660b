import Foundation
import Testing

/// The arguments of the running Swift Testing test case, as part of a reference's name, so
/// each case of a parameterized test has its own references whichever order the cases run
/// in. Swift Testing does not publish a case's arguments, so they are read by reflection;
/// when that fails (a later Swift Testing stores them differently) the assertion asks for a
/// `named:` rather than guessing.
enum TestCaseArguments: Equatable {
  case notParameterized
  /// `String(describingForTest:)` of each argument, made file-name safe and joined with
  /// `-`; longer than 64 characters, cut and followed by a hash of the whole.
  case described(String)
  case unreadable

  static var current: TestCaseArguments {
    guard let testCase = Test.Case.current, testCase.isParameterized else {
      return .notParameterized
    }
    guard
      let arguments = Mirror(reflecting: testCase).descendant(
        "_kind", "parameterized", "arguments") as? [Any], !arguments.isEmpty
    else { return .unreadable }
    var parts: [String] = []
    for argument in arguments {
      guard let value = Mirror(reflecting: argument).descendant("value") else {
        return .unreadable
      }
      parts.append(String(describingForTest: value))
    }
    return .described(fileNamePart(parts.joined(separator: "-")))
  }

  /// Letters and digits kept, every other run of characters one `-`.
  static func fileNamePart(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII {
        out.unicodeScalars.append(scalar)
      } else if !out.isEmpty && !out.hasSuffix("-") {
        out += "-"
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    if out.isEmpty { out = "_" }
    guard out.count > 64 else { return out }
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return String(out.prefix(55)) + "-" + String(format: "%08x", hash)
  }
}
