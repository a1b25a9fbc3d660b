import ArgumentParser
import CalendsValues
import Foundation

/// What the shell completes for options whose values are not in the field table: output
/// formats, PNG compression levels and themes (locales and enums come from the table).
enum Completions {
  static let formats = CompletionKind.list(OutputFormat.allCases.map(\.rawValue))
  static let pngCompressions = CompletionKind.list(PNGCompression.allCases.map(\.rawValue))

  /// `light`, `dark`, and the stylesheets (`.nss`) in the working folder and its `Themes`
  /// folder (the package's shipped themes, from a checkout) — found when the user presses
  /// tab, since they are files.
  static let themes = CompletionKind.custom { _, _, prefix in
    let files = ["", "Themes/"].flatMap { folder in
      let listed =
        (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
      return listed.filter { $0.hasSuffix(".nss") }.sorted().map { folder + $0 }
    }
    return (["light", "dark"] + files).filter { $0.hasPrefix(prefix) }
  }

  /// The completion of a spec-field flag that the field table leaves open.
  static func forSpecFlag(_ flag: String) -> CompletionKind? {
    switch flag {
    case "theme": themes
    default: nil
    }
  }
}
