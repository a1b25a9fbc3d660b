import Foundation
import Testing

/// What a `calends` process does before and around its one job: libical is opened only by
/// a process that reads iCalendar input, and a subcommand parsed on its own (the fast path)
/// still says `calends <subcommand>` in help and errors.
@Suite struct StartupCLITests {
  /// The dynamic loader's list of the libraries it opens (glibc's `LD_DEBUG=libs`, on
  /// standard error).
  func loadedLibraries(_ arguments: [String]) throws -> (CLIResult, String) {
    let result = try CLI.run(arguments, environment: ["LD_DEBUG": "libs"])
    return (result, result.stderr)
  }

  @Test func aRenderWithoutCalendarsNeverOpensLibical() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("calends-startup-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let (result, loader) = try loadedLibraries([
      "render", "--today", "2019-01-10", "--time-zone", "UTC", "-o", output.path,
    ])
    #expect(result.status == 0)
    #expect(
      loader.contains("libpangocairo"), "LD_DEBUG=libs printed nothing: \(loader.prefix(300))")
    #expect(!loader.contains("libical"))
  }

  @Test func readingACalendarOpensLibical() throws {
    let (result, loader) = try loadedLibraries([
      "events", "Tests/CalendsICalTests/Calendars/us-holidays.ics", "--from", "2026-07-01",
      "--to", "2026-07-31",
    ])
    #expect(result.status == 0)
    #expect(loader.contains("libical.so.3"))
    #expect(result.stdout.contains("Independence Day"), "\(result.stdout)")
  }

  /// Without calendars a zone other than UTC is still looked up, so a misspelt one is
  /// still an error.
  @Test func aMisspeltZoneIsAnErrorWithoutCalendars() throws {
    let result = try CLI.run(["layout", "--time-zone", "Europe/Berlni"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown time zone 'Europe/Berlni'"), "\(result.stderr)")
  }

  @Test func helpAndErrorsOfASubcommandNameIt() throws {
    let help = try CLI.run(["render", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: calends render"), "\(help.stdout.prefix(400))")
    let unknown = try CLI.run(["render", "--no-such-flag", "-o", "x.png"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("Unknown option '--no-such-flag'"), "\(unknown.stderr)")
    #expect(unknown.stderr.contains("Usage: calends render"), "\(unknown.stderr)")
    // A root flag after the subcommand: the root's parse takes it, as before.
    let version = try CLI.run(["render", "--version"])
    #expect(version.status == 0)
    #expect(version.stdout.contains("(commit "), "\(version.stdout)")
  }
}
