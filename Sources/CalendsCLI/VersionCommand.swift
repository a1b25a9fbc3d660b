import ArgumentParser
import Calends

/// `calends version`: the line `calends --version` prints, for those who type it as a
/// subcommand. The commit comes from the build (`BuildCommit`, written by the plugin of the
/// same name), so a bug report names the exact source, not only the release.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "version", abstract: "Print the version and the git commit it was built from.")

  /// `0.2.0 (commit 1a2b3c4d5e6f)`, or `0.2.0 (commit unknown)` for a build outside a git
  /// checkout.
  static var text: String {
    "\(CalendsVersion.string) (commit \(BuildCommit.hash ?? "unknown"))"
  }

  func run() {
    print(Self.text)
  }
}
