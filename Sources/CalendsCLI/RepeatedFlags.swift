import ArgumentParser
import CalendsModel

/// The repeatable spec-field flags (`--event-date`, `--tap`, `--item`, …), taken out of the
/// command line before swift-argument-parser sees it.
///
/// The parser removes each argument it consumes with a scan from the front of the list,
/// so N repeated flags cost N² steps: 10,000 `--event-date` flags (the dates limit) took
/// over four minutes. One pass here keeps them linear; the flags still appear in `--help`
/// and still come out in the order given.
enum RepeatedFlags {
  /// The subcommands whose options include `SpecOptions`.
  static let commands: Set<String> = ["render", "layout", "scene"]

  /// The long names, without dashes, of the flags that repeat.
  static let names: Set<String> = Set(
    SpecField.allFlags.compactMap { entry in
      switch entry.flag.form {
      case .value, .pair: nil
      case .repeated, .taps, .swipes, .events, .bookingItems: entry.flag.name
      }
    })

  /// A command line split in two: what the parser reads, and the repeatable flags' values
  /// by flag name (in the order given), which `main` hands to the spec command it parsed.
  struct Split {
    var arguments: [String]
    var taken: [String: [String]]
  }

  /// `arguments` without the repeatable flags and their values, which are returned apart.
  /// A flag whose value is missing or looks like another flag is left for the parser to
  /// report, and nothing after `--` is touched.
  static func take(from arguments: [String]) -> Split {
    guard let command = arguments.first, commands.contains(command) else {
      return Split(arguments: arguments, taken: [:])
    }
    var remaining: [String] = []
    remaining.reserveCapacity(arguments.count)
    var found: [String: [String]] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        remaining += arguments[index...]
        break
      }
      if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        if let equals = body.firstIndex(of: "="), names.contains(String(body[..<equals])) {
          found[String(body[..<equals]), default: []].append(
            String(body[body.index(after: equals)...]))
          index += 1
          continue
        }
        if names.contains(String(body)), index + 1 < arguments.count,
          !arguments[index + 1].hasPrefix("-")
        {
          found[String(body), default: []].append(arguments[index + 1])
          index += 2
          continue
        }
      }
      remaining.append(argument)
      index += 1
    }
    return Split(arguments: remaining, taken: found)
  }
}

/// A command whose options include `SpecOptions`: `main` runs it with the repeatable flags
/// it took out of the command line before parsing (`RepeatedFlags`).
protocol SpecCommand: ParsableCommand {
  func run(repeatedFlags: [String: [String]]) throws
}

extension SpecCommand {
  /// Run as parsed from a list that still held every flag (a test's `parse`).
  func run() throws {
    try run(repeatedFlags: [:])
  }
}
