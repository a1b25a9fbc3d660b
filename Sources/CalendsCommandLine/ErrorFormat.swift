public import ArgumentParser

/// How errors and warnings are written to standard error: `text` for people, `json` for
/// editors and CI, one JSON object per line (see `Diagnostic`).
public enum ErrorFormat: String, CaseIterable, ExpressibleByArgument {
  case text
  case json

  /// The flag, accepted before or after any subcommand.
  public static let flag = "--error-format"

  /// `arguments` without `--error-format VALUE` (or `--error-format=VALUE`), and the format
  /// it asked for. It is taken out before parsing so every command accepts it, and so that
  /// an argument error found by the parser is already reported in the format asked for.
  /// Nothing after `--` is touched; a missing or unknown value is a usage error.
  public static func take(from arguments: [String]) -> (
    arguments: [String], format: ErrorFormat, problem: String?
  ) {
    var remaining: [String] = []
    var format = ErrorFormat.text
    var problem: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        remaining += arguments[index...]
        break
      }
      var value: String?
      if argument == flag {
        value = index + 1 < arguments.count ? arguments[index + 1] : nil
        index += 2
      } else if argument.hasPrefix(flag + "=") {
        value = String(argument.dropFirst(flag.count + 1))
        index += 1
      } else {
        remaining.append(argument)
        index += 1
        continue
      }
      if let value, let chosen = ErrorFormat(rawValue: value) {
        format = chosen
      } else {
        problem =
          "\(flag): \(value.map { "'\($0)' is not a format" } ?? "missing value"); expected text or json"
      }
    }
    return (remaining, format, problem)
  }
}
