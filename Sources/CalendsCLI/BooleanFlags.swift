import CalendsModel

/// The spec's true/false flags as command-line users write them: bare (`--shows-week-numbers`),
/// negated (`--no-shows-week-numbers`) or with a value (`--shows-week-numbers false`), as
/// git and swift-argument-parser's own flags do. Rewritten to the `--name=value` form the
/// spec options read before the parser sees the command line, so each field still has one
/// option, one help line and one completion.
enum BooleanFlags {
  /// The long names, without dashes, of the flags whose field is true or false.
  static let names: Set<String> = Set(
    SpecField.allFlags.compactMap { entry in
      guard case .bool = entry.field.kind, case .value = entry.flag.form else { return nil }
      return entry.flag.name
    })

  /// What after a true/false flag is its value rather than the next argument: `true` and
  /// `false`, and the words users try for them, which the spec reader then refuses by
  /// field name (a "yes" taken as the spec file's name would be a worse message).
  static let values: Set<String> = ["true", "false", "yes", "no", "on", "off", "1", "0"]

  /// `arguments` with each bare flag given `=true` and each `--no-` flag turned into
  /// `=false`; a flag followed by one of `values` keeps that value. Only the spec
  /// commands' lines are touched, and nothing after `--`.
  static func normalize(_ arguments: [String]) -> [String] {
    guard let command = arguments.first, RepeatedFlags.commands.contains(command) else {
      return arguments
    }
    var result: [String] = []
    result.reserveCapacity(arguments.count)
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        result += arguments[(index - 1)...]
        break
      }
      guard argument.hasPrefix("--"), !argument.contains("=") else {
        result.append(argument)
        continue
      }
      let name = String(argument.dropFirst(2))
      if name.hasPrefix("no-"), names.contains(String(name.dropFirst(3))) {
        result.append("--\(name.dropFirst(3))=false")
      } else if names.contains(name) {
        let next = index < arguments.count ? arguments[index] : nil
        if let next, Self.values.contains(next.lowercased()) {
          result.append("--\(name)=\(next)")
          index += 1
        } else {
          result.append("--\(name)=true")
        }
      } else {
        result.append(argument)
      }
    }
    return result
  }
}
