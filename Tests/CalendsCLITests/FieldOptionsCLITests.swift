import CalendsModel
import Foundation
import Testing

/// The spec-field flags come from the field table: every flagged field has its option, with
/// the table's help and completion values, and `--help` names every style and every field.
@Suite struct FieldOptionsCLITests {
  /// The options of `render` that are not spec fields.
  static let commandOptions: Set<String> = [
    "output", "format", "png-compression", "page", "report", "version", "help",
  ]

  struct DumpedOption {
    var name: String
    var abstract: String
    var completionValues: [String]?
  }

  /// The long options a subcommand declares, as `--experimental-dump-help` lists them.
  func options(of command: String) throws -> [DumpedOption] {
    let result = try CLI.run([command, "--experimental-dump-help"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let arguments = (json?["command"] as? [String: Any])?["arguments"] as? [[String: Any]] ?? []
    return arguments.compactMap { argument in
      guard argument["kind"] as? String == "option",
        let names = argument["names"] as? [[String: Any]],
        let long = names.first(where: { $0["kind"] as? String == "long" })?["name"] as? String
      else { return nil }
      let list = (argument["completionKind"] as? [String: Any])?["list"] as? [String: Any]
      return DumpedOption(
        name: long, abstract: argument["abstract"] as? String ?? "",
        completionValues: list?["values"] as? [String])
    }
  }

  @Test(arguments: ["render", "layout", "scene"])
  func everyFlaggedFieldHasItsOptionAndNoOtherOption(command: String) throws {
    // `--error-format` is every command's (`GlobalOptions`), not a spec field's.
    let options = try options(of: command).filter {
      (command != "render" || !Self.commandOptions.contains($0.name)) && $0.name != "error-format"
    }
    let tableFlags = SpecField.allFlags.map(\.flag.name)
    #expect(Set(options.map(\.name)) == Set(tableFlags))
    #expect(options.count == tableFlags.count)
    for option in options {
      #expect(option.abstract == SpecField.help(forFlag: option.name), "--\(option.name)")
      #expect(
        option.completionValues == SpecField.completionValues(forFlag: option.name),
        "--\(option.name)")
    }
  }

  @Test(arguments: ["render", "layout"])
  func helpListsEveryStyleAndEveryField(command: String) throws {
    let result = try CLI.run([command, "--help"])
    #expect(result.status == 0, "\(result.stderr)")
    // Joined up again where the help wraps a line.
    let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for style in CalendarStyle.allCases {
      #expect(
        help.contains(" \(style.rawValue) ") || help.contains(" \(style.rawValue):"), "\(style)")
    }
    #expect(help.contains("fullScreenMonth | timeline | booking"))
    for field in SpecField.all {
      if field.flags.isEmpty {
        #expect(help.contains(field.name), "\(field.name)")
      }
      for flag in field.flags {
        #expect(help.contains("--\(flag.name) "), "--\(flag.name)")
      }
    }
    for family in SpecField.Family.allCases {
      #expect(help.contains(family.title.uppercased()), "\(family)")
    }
  }

  /// Each flag's text reaches its field: a bad value is refused by the spec reader, and the
  /// message names the flag the user typed (another family's field is refused too).
  @Test func everyFlagSetsItsField() throws {
    for (field, flag) in SpecField.allFlags {
      let result = try CLI.run(["layout", "--\(flag.name)=!bad"])
      #expect(result.status == 2, "--\(flag.name): \(result.stderr)")
      // `--theme` names a file: its error is the stylesheet's, labelled `theme`.
      let named = field.name == "theme" ? "theme: " : "--\(flag.name): "
      #expect(result.stderr.contains(named), "--\(flag.name): \(result.stderr)")
    }
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionOffersTheTableValues(shell: String) throws {
    let result = try CLI.run(["--generate-completion-script", shell])
    #expect(result.status == 0, "\(result.stderr)")
    for value in CalendarStyle.allCases.map(\.rawValue) + ["localeSpecific", "islamicUmmAlQura"] {
      #expect(result.stdout.contains(value), "\(shell): \(value)")
    }
  }
}
