import ArgumentParser
import Calends
import Foundation

@main
struct CalendsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calends",
    abstract: "Render calendar views (FUICalendarView styles) to PNG, SVG and PDF.",
    discussion: """
      Exit codes: 0 done; 1 a rendering or I/O failure; 2 bad input (spec, stylesheet or flags).
      """,
    version: CalendsVersion.string,
    subcommands: [
      RenderCommand.self, LayoutCommand.self, SceneCommand.self, ThemeCommand.self,
      BatchCommand.self, GalleryCommand.self, DiffCommand.self, SamplesCommand.self,
      EventsCommand.self, BenchCommand.self, DoctorCommand.self, SnapshotCommand.self,
      ServeCommand.self, BatchWorkerCommand.self,
    ]
  )

  /// Runs the command with the exit codes the README promises: argument errors are bad
  /// input (2), not swift-argument-parser's default 64.
  static func main() {
    do {
      let arguments = RepeatedFlags.take(from: Array(CommandLine.arguments.dropFirst()))
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let error as CalendsError {
      FileHandle.standardError.write(Data("calends: \(error.description)\n".utf8))
      Foundation.exit(CLIExit.code(for: error))
    } catch {
      let code = exitCode(for: error)
      if code == .success || error is CleanExit {
        exit(withError: error)
      }
      if let exitCode = error as? ExitCode { Foundation.exit(exitCode.rawValue) }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(CLIExit.badInput)
    }
  }
}

enum CLIExit {
  static let renderFailure: Int32 = 1
  static let badInput: Int32 = 2

  static func code(for error: CalendsError) -> Int32 {
    switch error {
    case .badInput: return badInput
    case .renderFailure: return renderFailure
    }
  }
}

/// Writes warnings (unknown stylesheet properties, missing fonts) to stderr.
func printWarnings(_ warnings: [String]) {
  for warning in WarningDigest.lines(warnings) {
    let line = isLabelled(warning) ? warning : "warning: \(warning)"
    FileHandle.standardError.write(Data("calends: \(line)\n".utf8))
  }
}

/// Whether a warning already starts `file:line:column: warning: ` (a stylesheet's do), so
/// that the command does not say "warning:" twice. A digest line ("…and 3 more like: …")
/// quotes such a warning later on and still needs its label.
func isLabelled(_ warning: String) -> Bool {
  guard let label = warning.range(of: ": warning: ") else { return false }
  let location = warning[..<label.lowerBound]
  guard !location.contains(": ") else { return false }
  let parts = location.split(separator: ":", omittingEmptySubsequences: false)
  return parts.count >= 3 && parts.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
}
