import Calends
import CalendsValues

/// What a worker process tells its parent about one entry, as one line of its standard
/// output: `MARKER kind TAB name TAB diagnostics`. A drawn or skipped entry's diagnostics are
/// its warnings, a failed one's its error's (a spec with several bad fields has one a
/// field): each a JSON object (`Diagnostic.transportLine`), separated by U+001F (the unit
/// separator), so the parent reports them as the worker found them, location and class
/// included.
///
/// The marker (a control character no report text starts with) lets the parent pass over
/// anything else that reaches the worker's standard output instead of misreading it.
struct WorkerReport: Equatable, Sendable {
  static let linePrefix = "\u{1}calends-worker\t"

  var name: String
  var outcome: BatchRunner.Outcome
  /// The entry's warnings (`EntryRenderer.takeWarnings()`).
  var warnings: [Diagnostic] = []

  /// Between two diagnostics; JSON writes it, like every control character, as an escape, so
  /// it never occurs inside one.
  static let separator = "\u{1F}"

  /// The line, newline included.
  var line: String {
    let (kind, diagnostics): (String, [Diagnostic])
    switch outcome {
    case .rendered: (kind, diagnostics) = ("rendered", warnings)
    case .skipped: (kind, diagnostics) = ("skipped", warnings)
    case .failed(.badInput(let problems)): (kind, diagnostics) = ("bad-input", problems)
    case .failed(.renderFailure(let problem)): (kind, diagnostics) = ("render-failure", [problem])
    }
    let text = diagnostics.map(\.transportLine).joined(separator: Self.separator)
    return Self.linePrefix + [kind, name, text].joined(separator: "\t") + "\n"
  }

  init(name: String, outcome: BatchRunner.Outcome, warnings: [Diagnostic] = []) {
    self.name = name
    self.outcome = outcome
    self.warnings = warnings
  }

  /// Nil for a line that is not a report. An unknown kind, or a failure whose diagnostic
  /// cannot be read, reads as a render failure: a report that cannot be understood must not
  /// count as success.
  init?(line: String) {
    // Split as bytes: a worker of 2,000 months sends 2,000 of these, and splitting a
    // `String` walks its characters.
    let bytes = line.utf8
    guard bytes.starts(with: Self.linePrefix.utf8) else { return nil }
    let parts = bytes.dropFirst(Self.linePrefix.utf8.count).split(
      separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false
    ).map { String(decoding: $0, as: UTF8.self) }
    guard parts.count == 3 else { return nil }
    name = parts[1]
    let pieces = parts[2].utf8.split(separator: 0x1F).map { String(decoding: $0, as: UTF8.self) }
    let diagnostics = pieces.compactMap(Diagnostic.init(transportLine:))
    switch parts[0] {
    case "rendered", "skipped":
      outcome = parts[0] == "rendered" ? .rendered : .skipped
      warnings = diagnostics
    case "bad-input" where !diagnostics.isEmpty && diagnostics.count == pieces.count:
      outcome = .failed(.badInput(diagnostics))
    case "render-failure" where diagnostics.count == 1 && pieces.count == 1:
      outcome = .failed(.renderFailure(diagnostics[0]))
    default:
      outcome = .failed(
        .renderFailure(
          .error(
            .renderFailure,
            "the worker's report on this entry could not be read: \(MessageText.clipped(parts[2], to: MessageText.maximum))"
          )))
    }
  }
}
