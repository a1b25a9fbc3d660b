import Calends
import CalendsCairo
import CalendsModel
import CalendsValues
import Foundation
import SnapshotTesting

// Strategies for pointfreeco's swift-snapshot-testing, whose own image strategies exist only
// on Apple platforms: `assertSnapshot(of: spec, as: .calendarPNG)`.

extension Snapshotting where Value == CalendarSpec, Format == Data {
  /// The spec rendered as PNG, compared by pixels.
  public static var calendarPNG: Snapshotting { calendarPNG(tolerance: .exact) }

  public static func calendarPNG(tolerance: ImageTolerance) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .calendarPNG(tolerance: tolerance)) { spec in
      (try? Data(SnapshotRendering.render(spec, as: .png))) ?? Data()
    }
  }
}

extension Snapshotting where Value == CalendarSpec, Format == String {
  /// The spec rendered as SVG text.
  public static var calendarSVG: Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .lines) { spec in
      (try? String(decoding: SnapshotRendering.render(spec, as: .svg), as: UTF8.self)) ?? ""
    }
  }

  /// The layout JSON (`calends layout`).
  public static var calendarLayout: Snapshotting {
    Snapshotting(pathExtension: "json", diffing: .lines) { spec in
      (try? String(decoding: SnapshotRendering.render(spec, as: .layout), as: UTF8.self)) ?? ""
    }
  }
}

extension Diffing where Value == Data {
  /// Decodes both PNGs and compares pixels; on failure the message names the three-panel
  /// difference image written to the artifacts folder.
  public static func calendarPNG(tolerance: ImageTolerance) -> Diffing {
    Diffing.diff(toData: { $0 }, fromData: { $0 }) { old, new in
      let diffURL = SnapshotVerifier.defaultArtifacts.appendingPathComponent(
        "snapshot-\(UUID().uuidString).diff.png")
      guard
        let difference = PNGDifference.describe(
          expected: Array(old), actual: Array(new), tolerance: tolerance, diffImage: diffURL)
      else { return nil }
      return (difference, [.data(Data(new), name: "actual.png")])
    }
  }
}
