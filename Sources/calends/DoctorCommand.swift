import ArgumentParser
import CalendsCairo
import Foundation

/// Prints what the output depends on besides the inputs, so a user comparing images across
/// machines can tell environment drift from a regression.
struct DoctorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract:
      "Print the versions of Cairo, Pango, HarfBuzz, FreeType, fontconfig and libdeflate, the environment fingerprint, and each shipped font's SHA-256 checked against fonts.lock.",
    discussion: "Exit codes: 0 every font matches fonts.lock; 1 a font is missing or changed.")

  @Flag(help: "Print one JSON object instead of text.")
  var json = false

  func run() throws {
    let environment = RenderEnvironment.current
    print(json ? environment.json : environment.report, terminator: "")
    if !environment.fontsMatchLock { throw ExitCode(1) }
  }
}
