import Foundation
import Testing

/// Where a snapshot's reference lives:
/// `<test file's folder>/__Snapshots__/<TestFile>/<stem>.<ext>`, with the stem
/// - `<test>` for a test's first unnamed assertion of a format, `<test>.2`, `<test>.3`, …
///   for the next ones (numbered per test and format, in the order they run);
/// - `<test>.<name>` for an assertion `named:`;
/// - in a parameterized Swift Testing test, `<test>.<arguments>` in place of `<test>`, so
///   each case has its own references (`sample-name.march-2019.png`).
///
/// The test file's folder is also where relative theme paths in a spec are resolved from:
/// one rule, whichever API asserts.
struct SnapshotLocation {
  let testDirectory: URL
  let reference: URL

  struct NamingError: Error {
    var message: String
  }

  init(
    filePath: StaticString, function: String, name: String?, format: SnapshotFormat,
    counter: SnapshotCounter = .current
  ) throws(NamingError) {
    let file = URL(fileURLWithPath: "\(filePath)")
    testDirectory = SnapshotRendering.testDirectory(filePath)
    var base = SnapshotLocation.sanitize(function)
    switch TestCaseArguments.current {
    case .notParameterized: break
    case .described(let arguments): base += "." + arguments
    case .unreadable:
      guard name != nil else {
        throw NamingError(
          message:
            "\(function) is a parameterized test whose arguments Calends cannot read to name its references; pass `named:` with something that tells the cases apart."
        )
      }
    }
    let folder = testDirectory.appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    let stem: String
    if let name {
      stem = "\(base).\(SnapshotLocation.sanitize(name))"
    } else {
      let number = counter.next(
        folder.appendingPathComponent("\(base).\(format.fileExtension)").path)
      stem = number == 1 ? base : "\(base).\(number)"
    }
    reference = folder.appendingPathComponent("\(stem).\(format.fileExtension)")
  }

  /// `january()` → `january`; anything but letters, digits, `-` and `_` becomes `-`.
  static func sanitize(_ text: String) -> String {
    let base = text.hasSuffix("()") ? String(text.dropLast(2)) : text
    let mapped = base.unicodeScalars.map { scalar -> Character in
      CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
        ? Character(scalar) : "-"
    }
    return String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
  }
}
