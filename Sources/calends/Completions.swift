import ArgumentParser
import CalendsCairo
import Foundation

/// What the shell completes for options whose values are a known set but not an enum of
/// the field table: output formats, PNG compression levels, locales and themes.
enum Completions {
  static let formats = CompletionKind.list(OutputFormat.allCases.map(\.rawValue))
  static let pngCompressions = CompletionKind.list(PNGCompression.allCases.map(\.rawValue))

  /// The locales the samples are drawn in, and the default: any locale identifier is
  /// accepted, these are the ones known to look right (`CompletionCLITests` checks that
  /// every sample's locale is here).
  static let locales = CompletionKind.list(["en_US", "ar_EG", "ar_SA", "de_DE", "he_IL", "ja_JP"])

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
    case "locale", "alternate-calendar-locale": locales
    default: nil
    }
  }
}
