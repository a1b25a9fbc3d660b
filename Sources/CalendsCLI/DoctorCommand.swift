import ArgumentParser
import Calends
import CalendsHyphenation
import CalendsICal
import CalendsValues
import Foundation

/// Prints what the output depends on besides the inputs, so a user comparing images across
/// machines can tell environment drift from a regression.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract:
      "Print the versions of Cairo, Pango, HarfBuzz, FreeType, fontconfig and libdeflate (and libical, which reads .ics files), the environment fingerprint, and each shipped font's and hyphenation pattern file's SHA-256 checked against fonts.lock and patterns.lock.",
    discussion:
      "Exit codes: 0 every font and pattern file matches its lock; 1 one is missing or changed.")

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Print one JSON object instead of text.")
  var json = false

  func run() throws {
    var environment = RenderEnvironment.current
    environment.inputLibraries = [.init(name: "libical", version: ICalendarLibrary.version)]
    environment.dataFiles = [.init(name: "patterns", folder: ShippedPatterns.folder)]
    print(json ? environment.json : environment.report, terminator: "")
    if !environment.filesMatchLocks { throw ExitCode(1) }
  }
}
