import ArgumentParser
public import Calends
import CalendsValues
import Foundation

/// Writes every error and warning the CLI reports to standard error, in the format
/// `--error-format` chose: `calends: …` lines for people, or one `Diagnostic` JSON object
/// per line for tools. Commands report through here and never write to stderr themselves.
public enum Reporter {
  /// Set once by `main` before any command runs, on the one thread the CLI runs on.
  nonisolated(unsafe) public static var format = ErrorFormat.text

  /// An error the command stops on: a line (a JSON object) for each problem it holds — a
  /// spec with several bad fields has one a field.
  public static func error(_ error: CalendsError) {
    for diagnostic in error.diagnostics { report(diagnostic) }
  }

  /// The failure of one entry of a batch or gallery, which the command goes on after: each
  /// line names the entry first; each object names it as its `file` unless the problem is in
  /// a file of its own (`Diagnostic.inEntry`).
  public static func error(_ entry: String, _ error: CalendsError) {
    for diagnostic in error.diagnostics {
      switch format {
      case .text: write("calends: \(entry): \(diagnostic)")
      case .json: write(diagnostic.inEntry(entry).jsonLine)
      }
    }
  }

  /// One problem the command reports (an error it goes on after, or stops on).
  public static func error(_ diagnostic: Diagnostic) {
    report(diagnostic)
  }

  /// An argument error found by swift-argument-parser: its full text (with the usage) for
  /// people; its first line, and the flag it names, for tools.
  public static func usage(_ message: String, fullText: String) {
    switch format {
    case .text: write(fullText)
    case .json:
      let line = message.split(separator: "\n").first.map(String.init) ?? message
      let text = line.hasPrefix("Error: ") ? String(line.dropFirst(7)) : line
      write(Diagnostic.error(.usage, text, field: flag(in: text)).jsonLine)
    }
  }

  /// A note: nothing went wrong, but the user should know (what an image does not show in
  /// full). Code `not-shown` in JSON.
  public static func note(_ text: String) {
    report(Diagnostic(severity: .note, code: .notShown, message: text))
  }

  /// Warnings (unknown stylesheet properties, missing fonts): for people, one line a kind
  /// and file with a count (`WarningDigest`); for tools, every one, as a tool counts and
  /// filters by itself. `prefixed: false` writes each warning's text alone, as compilers do
  /// (`theme check`).
  public static func warnings(_ warnings: [Diagnostic], prefixed: Bool = true) {
    for warning in format == .text ? WarningDigest.lines(warnings) : warnings {
      if format == .text && !prefixed {
        write(warning.description)
      } else {
        report(warning)
      }
    }
  }

  /// `calends: text`, with the severity said unless the text says it (a stylesheet's does) or
  /// it is an error; or the JSON object.
  private static func report(_ diagnostic: Diagnostic) {
    switch format {
    case .text:
      let label =
        diagnostic.severity == .error || diagnostic.saysItsSeverity
        ? "" : "\(diagnostic.severity.rawValue): "
      write("calends: \(label)\(diagnostic)")
    case .json: write(diagnostic.jsonLine)
    }
  }

  private static func write(_ line: String) {
    // The throwing write: where SIGPIPE is ignored (batch), a closed standard error is EPIPE,
    // which `write(_:)` traps on.
    try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
  }

  /// The first `'--flag …'` an argument-parser message quotes.
  static func flag(in message: String) -> String? {
    guard let start = message.range(of: "'-") else {
      // A `ValidationError` of ours starts with the flag it is about: "-j must be 1…256".
      return message.hasPrefix("-") ? message.split(separator: " ").first.map(String.init) : nil
    }
    let rest = message[message.index(after: start.lowerBound)...]
    let name = rest.prefix { $0 != "'" && $0 != " " && $0 != "=" }
    return name.isEmpty ? nil : String(name)
  }
}

/// Writes warnings (unknown stylesheet properties, missing fonts) to stderr.
public func printWarnings(_ warnings: [Diagnostic]) {
  Reporter.warnings(warnings)
}
