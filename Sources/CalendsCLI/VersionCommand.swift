import ArgumentParser
import Calends

/// `calends version`: the line `calends --version` prints, for those who type it as a
/// subcommand. The commit comes from the build (`BuildCommit`, written by the plugin of the
/// same name), so a bug report names the exact source, not only the release.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "version",
    abstract: "Print the version, the git commit it was built from and the licence.")

  /// `0.2.0 (commit 1a2b3c4d5e6f)`, or `0.2.0 (commit unknown)` for a build outside a git
  /// checkout.
  static var text: String {
    "\(CalendsVersion.string) (commit \(BuildCommit.hash ?? "unknown"))"
  }

  /// The licence by its SPDX identifier; the shipped fonts keep their own.
  static let licence =
    "License: Apache-2.0 (SPDX); the shipped fonts keep their own licences (Sources/CalendsCairo/Fonts)"

  /// The version line, then the licence: `--version` prints the first line alone, as
  /// scripts that read it expect one line.
  @OptionGroup var global: GlobalOptions

  func run() {
    print(Self.text)
    print(Self.licence)
  }
}
