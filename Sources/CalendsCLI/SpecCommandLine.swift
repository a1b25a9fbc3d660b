import CalendsModel

/// A spec command's line (`calends render …`) read in one pass from the field table,
/// without swift-argument-parser.
///
/// The parser builds a command's argument set by reflection, and for `render` that is ~100
/// spec options and some 90 protocol-conformance look-ups, each scanning every conformance
/// record of the binary: about a third of a one-image process. This reader knows only
/// the plainest lines — the spec file, `--name value` or `--name=value` for single-valued
/// options, the repeatable flags already taken out (`RepeatedFlags`) and true/false flags
/// already written `--name=value` (`BooleanFlags`). Anything else (`--help`, a flag it does
/// not know, a value that looks like a flag, an option given twice, `--`, a missing
/// required option) makes it answer nil, and the parser reads the line as before, so help,
/// usage and every error message stay swift-argument-parser's.
struct SpecCommandLine: Equatable {
  /// The spec file's path, `-` for standard input, nil for flags alone.
  var spec: String?
  /// The spec-field flags given, by long name, each with its texts in the order given.
  var fieldFlags: [String: [String]]
  /// The command's own options (not spec fields), by long name.
  var options: [String: String]

  /// One of the command's own single-valued options.
  struct Option: Hashable {
    /// The long name, without dashes: `png-compression`.
    var long: String
    /// The one-letter name, if any: `o` for `-o`.
    var short: Character?
    /// Whether the command cannot run without it (the parser's message then says so).
    var isRequired: Bool = false
  }

  /// The long names, without dashes, of the single-valued spec-field flags (`style` among them).
  static let singleFieldFlags: Set<String> = Set(
    SpecField.allFlags.compactMap { $0.flag.isRepeatable ? nil : $0.flag.name })

  /// `arguments` (after the subcommand's name) read as the command with `options`, or nil
  /// for any line the parser must read.
  static func read(_ arguments: ArraySlice<String>, options: [Option]) -> SpecCommandLine? {
    var line = SpecCommandLine(spec: nil, fieldFlags: [:], options: [:])
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        guard line.spec == nil else { return nil }
        line.spec = argument
        continue
      }
      // The flag's name, and its value when written `--name=value`.
      let name: Substring
      var value: String?
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        if let equals = body.firstIndex(of: "=") {
          name = body[..<equals]
          value = String(body[body.index(after: equals)...])
        } else {
          name = body
        }
      } else if argument.count == 2, let short = argument.last,
        let option = options.first(where: { $0.short == short })
      {
        name = Substring(option.long)
      } else {
        return nil
      }
      if value == nil {
        guard index < arguments.endIndex, SpecCommandLine.isValue(arguments[index]) else {
          return nil
        }
        value = arguments[index]
        index += 1
      }
      guard let value, !value.isEmpty else { return nil }
      let key = String(name)
      // The command's own options first: the field table is built only for a field flag
      // (1.9 million instructions, 2 % of drawing a month). No option is a field flag's
      // name (`SpecCommandLineTests`).
      if options.contains(where: { $0.long == key }) {
        guard line.options[key] == nil else { return nil }
        line.options[key] = value
      } else if singleFieldFlags.contains(key) {
        guard line.fieldFlags[key] == nil else { return nil }
        line.fieldFlags[key] = [value]
      } else {
        return nil
      }
    }
    for option in options where option.isRequired && line.options[option.long] == nil {
      return nil
    }
    return line
  }

  /// What the parser takes as an option's value when it follows the flag: anything but
  /// another flag (`-` alone is a value: standard input or output).
  private static func isValue(_ argument: String) -> Bool {
    argument == "-" || !argument.hasPrefix("-")
  }

  /// The line with the repeatable flags `RepeatedFlags` took out, after any parsed ones.
  func adding(repeatedFlags: [String: [String]]) -> SpecCommandLine {
    var line = self
    line.fieldFlags.merge(repeatedFlags) { parsed, taken in parsed + taken }
    return line
  }
}
