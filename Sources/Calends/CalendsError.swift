/// What can go wrong at the facade, split the way the CLI's exit codes are: bad input
/// (the user can fix the spec, stylesheet or flags — exit 2) or a failure while rendering or
/// writing (exit 1).
public enum CalendsError: Error, CustomStringConvertible, Equatable {
  /// Several problems of one spec are one line each (`SpecLoader.lines`).
  case badInput(String)
  /// The machine's side (exit 1): fonts or a C library that cannot be set up, a drawing
  /// that fails, an output file that cannot be written.
  case renderFailure(String)

  /// The message, naming the field, file or flag.
  public var description: String {
    switch self {
    case .badInput(let message), .renderFailure(let message): return message
    }
  }
}
