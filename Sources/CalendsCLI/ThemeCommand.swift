import ArgumentParser
import Calends
import CalendsTheme
import CalendsValues
import Foundation

struct ThemeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "theme",
    abstract: "Work with fdl stylesheets.",
    subcommands: [Check.self])

  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Validate a stylesheet: errors exit 2 with file:line:column; warnings are printed (and exit 1 with --strict)."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(
      help: "The stylesheet (.nss), or - for standard input.",
      completion: .file(extensions: ["nss"]))
    var file: String

    @Flag(help: "Exit 1 when there are warnings, as linters do for a clean-build check.")
    var strict = false

    func run() throws {
      let sheet: Stylesheet
      let name = file == "-" ? Stylesheet.standardInputName : file
      do {
        sheet =
          file == "-"
          ? try Stylesheet.parse(bytes: try Stylesheet.readStandardInput(), file: name)
          : try Stylesheet.load(path: file)
      } catch {
        throw CalendsError.badInput(error.diagnostic())
      }
      Reporter.warnings(sheet.warnings.map { $0.diagnostic() }, prefixed: false)
      let summary = sheet.warnings.isEmpty ? "no problems" : "\(sheet.warnings.count) warning(s)"
      let verdict = strict && !sheet.warnings.isEmpty ? "not clean" : "ok"
      print("\(MessageText.clipped(name, to: MessageText.maximum)): \(verdict), \(summary)")
      if strict, !sheet.warnings.isEmpty { throw ExitCode(ExitStatus.renderFailure) }
    }
  }
}
