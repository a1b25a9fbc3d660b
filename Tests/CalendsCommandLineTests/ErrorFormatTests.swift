import Calends
import Testing

@testable import CalendsCommandLine

/// `--error-format` is read before the command line is parsed, from anywhere on it, so that
/// even a usage error comes out in the format asked for.
@Suite struct ErrorFormatTests {
  @Test func theFlagIsTakenFromAnywhereInEitherSpelling() {
    let spaced = ErrorFormat.take(from: ["render", "--error-format", "json", "a.yaml"])
    #expect(spaced.arguments == ["render", "a.yaml"])
    #expect(spaced.format == .json && spaced.problem == nil)
    let joined = ErrorFormat.take(from: ["--error-format=json", "layout", "a.yaml"])
    #expect(joined.arguments == ["layout", "a.yaml"] && joined.format == .json)
    #expect(ErrorFormat.take(from: ["render", "a.yaml"]).format == .text)
  }

  @Test func afterADoubleDashItIsAnArgument() {
    let taken = ErrorFormat.take(from: ["render", "--", "--error-format", "json"])
    #expect(taken.arguments == ["render", "--", "--error-format", "json"])
    #expect(taken.format == .text)
  }

  @Test func aBadOrMissingValueIsAProblemNamingTheFlag() {
    #expect(
      ErrorFormat.take(from: ["--error-format", "xml"]).problem
        == "--error-format: 'xml' is not a format; expected text or json")
    #expect(
      ErrorFormat.take(from: ["render", "--error-format"]).problem
        == "--error-format: missing value; expected text or json")
  }

  @Test func badInputAndRenderFailuresHaveTheirOwnExitCodes() {
    #expect(
      ExitStatus.code(
        for: .badInput(.error(.option, "7 is not a supported scale", field: "--scale")))
        == 2)
    #expect(ExitStatus.code(for: .cannotWrite("out.png", "the disk is full")) == 1)
  }
}
