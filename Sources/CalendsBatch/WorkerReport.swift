import Calends

/// What a worker process tells its parent about one entry, as one line of its standard
/// output: `MARKER kind TAB name TAB message`. A drawn or skipped entry's message is its
/// warnings, a failed one's its error's lines (a spec with several bad fields has one a
/// field), separated by U+001F (the unit separator).
///
/// The marker (a control character no report text starts with) lets the parent pass over
/// anything else that reaches the worker's standard output instead of misreading it.
struct WorkerReport: Equatable, Sendable {
  static let linePrefix = "\u{1}calends-worker\t"

  var name: String
  var outcome: BatchRunner.Outcome
  /// The entry's warnings (`EntryRenderer.takeWarnings()`).
  var warnings: [String] = []

  static let warningSeparator = "\u{1F}"

  /// The line, newline included; a warning's own newlines become spaces, an error's line
  /// breaks unit separators, since a line is one report.
  var line: String {
    let (kind, message): (String, String)
    switch outcome {
    case .rendered:
      (kind, message) = ("rendered", warnings.joined(separator: Self.warningSeparator))
    case .skipped:
      (kind, message) = ("skipped", warnings.joined(separator: Self.warningSeparator))
    case .failed(.badInput(let text)): (kind, message) = ("bad-input", Self.joinedLines(text))
    case .failed(.renderFailure(let text)):
      (kind, message) = ("render-failure", Self.joinedLines(text))
    }
    return Self.linePrefix
      + [kind, name, message.replacingOccurrences(of: "\n", with: " ")].joined(separator: "\t")
      + "\n"
  }

  init(name: String, outcome: BatchRunner.Outcome, warnings: [String] = []) {
    self.name = name
    self.outcome = outcome
    self.warnings = warnings.map {
      $0.replacingOccurrences(of: "\n", with: " ")
        .replacingOccurrences(of: Self.warningSeparator, with: " ")
    }
  }

  /// Nil for a line that is not a report. An unknown kind reads as a render failure: a
  /// report that cannot be understood must not count as success.
  init?(line: String) {
    guard line.hasPrefix(Self.linePrefix) else { return nil }
    let parts = line.dropFirst(Self.linePrefix.count).split(
      separator: "\t", maxSplits: 2, omittingEmptySubsequences: false
    ).map(String.init)
    guard parts.count == 3 else { return nil }
    name = parts[1]
    switch parts[0] {
    case "rendered", "skipped":
      outcome = parts[0] == "rendered" ? .rendered : .skipped
      warnings = parts[2].split(separator: Self.warningSeparator).map(String.init)
    case "bad-input": outcome = .failed(.badInput(Self.splitLines(parts[2])))
    default: outcome = .failed(.renderFailure(Self.splitLines(parts[2])))
    }
  }

  /// An error's lines on one report line: separators in the text become spaces, line breaks
  /// separators.
  private static func joinedLines(_ text: String) -> String {
    text.replacingOccurrences(of: warningSeparator, with: " ")
      .replacingOccurrences(of: "\n", with: warningSeparator)
  }

  private static func splitLines(_ message: String) -> String {
    message.replacingOccurrences(of: warningSeparator, with: "\n")
  }
}
