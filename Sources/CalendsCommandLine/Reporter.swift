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
  /// spec with several bad fields has one a field (`SpecLoader.lines`).
  public static func error(_ error: CalendsError) {
    for line in error.description.split(separator: "\n", omittingEmptySubsequences: false) {
      report(String(line), severity: .error, code: code(of: error))
    }
  }

  /// The failure of one entry of a batch or gallery, which the command goes on after.
  public static func error(_ entry: String, _ error: CalendsError) {
    for line in error.description.split(separator: "\n", omittingEmptySubsequences: false) {
      report("\(entry): \(line)", severity: .error, code: code(of: error))
    }
  }

  /// The code of an error whose message matches no more precise class.
  public static func code(of error: CalendsError) -> String {
    switch error {
    case .badInput: "bad-input"
    case .renderFailure: "render-failure"
    }
  }

  /// An error the command goes on after (one failed sample).
  public static func error(_ text: String, code: String = "bad-input") {
    report(text, severity: .error, code: code)
  }

  /// An argument error found by swift-argument-parser: its full text (with the usage) for
  /// people; its first line, and the flag it names, for tools.
  public static func usage(_ message: String, fullText: String) {
    switch format {
    case .text: write(fullText)
    case .json:
      let line = message.split(separator: "\n").first.map(String.init) ?? message
      let text = line.hasPrefix("Error: ") ? String(line.dropFirst(7)) : line
      write(
        Diagnostic(
          severity: .error, code: "usage", message: text, file: nil, line: nil, column: nil,
          field: flag(in: text)
        ).jsonLine)
    }
  }

  /// A note: nothing went wrong, but the user should know (what an image does not show in
  /// full). Code `not-shown` in JSON.
  public static func note(_ text: String) {
    switch format {
    case .text: write("calends: note: \(text)")
    case .json:
      write(
        Diagnostic(
          severity: .note, code: "not-shown", message: text, file: nil, line: nil, column: nil,
          field: nil
        ).jsonLine)
    }
  }

  /// Warnings (unknown stylesheet properties, missing fonts), digested (`WarningDigest`).
  /// `prefixed: false` writes stylesheet warnings as compilers do (`theme check`).
  public static func warnings(_ warnings: [String], prefixed: Bool = true) {
    for warning in WarningDigest.lines(warnings) {
      switch format {
      case .text:
        let line = isLabelled(warning) ? warning : "warning: \(warning)"
        write(prefixed ? "calends: \(line)" : warning)
      case .json:
        write(DiagnosticParser.parse(warning, severity: .warning, fallbackCode: "warning").jsonLine)
      }
    }
  }

  private static func report(_ text: String, severity: Diagnostic.Severity, code: String) {
    switch format {
    case .text: write("calends: \(text)")
    case .json:
      write(DiagnosticParser.parse(text, severity: severity, fallbackCode: code).jsonLine)
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

  /// Whether a warning already starts `file:line:column: warning: ` (a stylesheet's do), so
  /// that the command does not say "warning:" twice. A digest line ("…and 3 more like: …")
  /// quotes such a warning later on and still needs its label.
  static func isLabelled(_ warning: String) -> Bool {
    guard let label = warning.range(of: ": warning: ") else { return false }
    var location = warning[..<label.lowerBound]
    // A spec field may name where the file came from: `theme: odd.nss:1:22: warning: …`.
    if let field = location.range(of: ": "),
      location[..<field.lowerBound].allSatisfy({ $0.isASCII && $0.isLetter })
    {
      location = location[field.upperBound...]
    }
    guard !location.contains(": ") else { return false }
    let parts = location.split(separator: ":", omittingEmptySubsequences: false)
    return parts.count >= 3
      && parts.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }
}

/// Writes warnings (unknown stylesheet properties, missing fonts) to stderr.
public func printWarnings(_ warnings: [String]) {
  Reporter.warnings(warnings)
}
