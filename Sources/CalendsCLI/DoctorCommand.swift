import ArgumentParser
import Calends
import CalendsICal
import CalendsValues
import Foundation

/// Prints what the output depends on besides the inputs, so a user comparing images across
/// machines can tell environment drift from a regression.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract:
      "Print the versions of Cairo, Pango, HarfBuzz, FreeType, fontconfig and libdeflate (and libical, which reads .ics files), the environment fingerprint, and each shipped font's SHA-256 checked against fonts.lock.",
    discussion: "Exit codes: 0 every font matches fonts.lock; 1 a font is missing or changed.")

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Print one JSON object instead of text.")
  var json = false

  func run() throws {
    var environment = RenderEnvironment.current
    environment.inputLibraries = [.init(name: "libical", version: ICalendarLibrary.version)]
    print(json ? environment.json : environment.report, terminator: "")
    if !environment.fontsMatchLock { throw ExitCode(1) }
  }
}
