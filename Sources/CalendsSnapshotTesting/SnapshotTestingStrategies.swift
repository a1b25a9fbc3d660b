import Calends
import CalendsReview
import CalendsValues
public import CalendsModel
public import Foundation
public import SnapshotTesting

// Strategies for pointfreeco's swift-snapshot-testing, whose own image strategies exist only
// on Apple platforms: `assertSnapshot(of: spec, as: .calendarPNG())`.
//
// Each is a function whose `filePath` and `line` default to the call site, like the
// assertions': relative theme paths in the spec are resolved from the test file's folder,
// and a render error is reported at that line.

extension Snapshotting where Value == CalendarSpec, Format == Data {
  /// The spec rendered as PNG, compared by decoded pixels. `precision` is the share of
  /// pixels that must match; `perceptualPrecision` how close a pixel must look to match
  /// (CIE94 ΔE ≤ (1 − perceptualPrecision) × 100), as swift-snapshot-testing's image
  /// strategies mean them. Both 1 (exact) by default.
  public static func calendarPNG(
    precision: Double = 1, perceptualPrecision: Double = 1,
    filePath: StaticString = #filePath, line: UInt = #line
  ) -> Snapshotting {
    calendarPNG(
      tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision),
      filePath: filePath, line: line)
  }

  /// The spec rendered as PNG, compared as pixels within `tolerance`.
  public static func calendarPNG(
    tolerance: ImageTolerance, filePath: StaticString = #filePath, line: UInt = #line
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: OutputFormat.png.fileExtension, diffing: .calendarPNG(tolerance: tolerance),
      asyncSnapshot: StrategyRendering.snapshot(.png, filePath: filePath, line: line) { Data($0) })
  }
}

extension Snapshotting where Value == CalendarSpec, Format == String {
  /// The spec rendered as SVG text.
  public static func calendarSVG(filePath: StaticString = #filePath, line: UInt = #line)
    -> Snapshotting
  {
    text(.svg, filePath: filePath, line: line)
  }

  /// The layout JSON (`calends layout`).
  public static func calendarLayout(filePath: StaticString = #filePath, line: UInt = #line)
    -> Snapshotting
  {
    text(.layout, filePath: filePath, line: line)
  }

  static func text(_ format: SnapshotFormat, filePath: StaticString, line: UInt) -> Snapshotting {
    Snapshotting(
      pathExtension: format.fileExtension, diffing: .lines,
      asyncSnapshot: StrategyRendering.snapshot(format, filePath: filePath, line: line) {
        String(decoding: $0, as: UTF8.self)
      })
  }
}

extension Diffing where Value == Data {
  /// Decodes both PNGs and compares pixels; on failure the message names the difference
  /// image written to the artifacts folder.
  public static func calendarPNG(tolerance: ImageTolerance) -> Diffing {
    Diffing.diff(toData: { $0 }, fromData: { $0 }) { old, new in
      guard
        let failure = PNGDifference.compare(
          expected: Array(old), actual: Array(new), tolerance: tolerance)
      else { return nil }
      var message = failure.description + "."
      var attachments: [DiffAttachment] = [.data(new, name: "actual.png")]
      if let png = failure.differencePNG {
        let url = SnapshotVerifier.defaultArtifacts.appendingPathComponent(
          "snapshot-\(UUID().uuidString).diff.png")
        try? FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? Data(png).write(to: url)) != nil {
          message += " Difference (magenta): \(url.path)."
        }
        attachments.append(.data(Data(png), name: "difference.png"))
      }
      return (message, attachments)
    }
  }
}

/// The strategies' rendering. swift-snapshot-testing records whatever a strategy hands it,
/// and a strategy cannot throw, so a render error is reported here, at the assertion's
/// line, and nothing is handed on: the assertion then fails (after its `timeout`, saying
/// the snapshot was not taken) and no reference — never a 0-byte one — is written.
enum StrategyRendering {
  static func snapshot<Format>(
    _ format: SnapshotFormat, filePath: StaticString, line: UInt,
    _ convert: @escaping ([UInt8]) -> Format
  ) -> (CalendarSpec) -> Async<Format> {
    { spec in
      Async { callback in
        let bytes: [UInt8]
        do {
          bytes = try SnapshotRendering.render(
            spec, as: format, themeDirectory: SnapshotRendering.testDirectory(filePath))
        } catch {
          SnapshotIssue.report(
            "Could not render the snapshot (nothing was recorded): \(error)",
            filePath: filePath, line: line, column: 1)
          return
        }
        guard !bytes.isEmpty else {
          SnapshotIssue.report(
            "The \(format.rawValue) output is empty (0 bytes); nothing was recorded.",
            filePath: filePath, line: line, column: 1)
          return
        }
        callback(convert(bytes))
      }
    }
  }
}
