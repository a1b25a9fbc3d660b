import CalendsValues

/// What can go wrong at the facade, split the way the CLI's exit codes are: bad input
/// (the user can fix the spec, stylesheet or flags — exit 2) or a failure while rendering or
/// writing (exit 1). Either holds typed diagnostics — the file, line, column and field the
/// reader knew — which every front end shows as they are.
public enum CalendsError: Error, CustomStringConvertible, Equatable {
  /// One diagnostic a problem: a spec with several bad fields has one a field
  /// (`SpecLoader`), in the order the reader met them.
  case badInput([Diagnostic])
  /// The machine's side (exit 1): fonts or a C library that cannot be set up, a drawing
  /// that fails, an output file that cannot be written.
  case renderFailure(Diagnostic)

  /// Bad input of one problem.
  public static func badInput(_ diagnostic: Diagnostic) -> CalendsError {
    .badInput([diagnostic])
  }

  /// The problems, in order.
  public var diagnostics: [Diagnostic] {
    switch self {
    case .badInput(let diagnostics): return diagnostics
    case .renderFailure(let diagnostic): return [diagnostic]
    }
  }

  /// The problems as people read them, one line each, naming the field, file or flag.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}

extension CalendsError {
  /// An output that cannot be written (exit 1): `cannot write out.png: the folder … does not
  /// exist`, with `file` the output for tools; standard output (`path` nil) is no file.
  public static func cannotWrite(_ path: String?, _ reason: String) -> CalendsError {
    let shown = path.map { MessageText.clipped($0, to: MessageText.maximum) } ?? "standard output"
    return .renderFailure(
      .error(.outputWrite, "cannot write \(shown): \(reason)", file: path, form: .fileInMessage))
  }
}
