public import ArgumentParser
public import Calends
import CalendsValues
import Foundation

/// The exit codes the README promises, and how a program ends on an error with them:
/// 0 done, 1 a rendering or I/O failure, 2 bad input — argument errors included, not
/// swift-argument-parser's default 64. `calends-server` ends this way so that `calends
/// serve`, which becomes it, keeps the codes and messages of every other command.
public enum ExitStatus {
  public static let renderFailure: Int32 = 1
  public static let badInput: Int32 = 2

  public static func code(for error: CalendsError) -> Int32 {
    switch error {
    case .badInput: badInput
    case .renderFailure: renderFailure
    }
  }

  /// Reports `error` through `Reporter` (help and `--version` go to standard output as
  /// usual) and exits with its code.
  public static func exit<Command: ParsableCommand>(
    reporting error: any Error, of command: Command.Type
  ) -> Never {
    if let error = error as? CalendsError {
      Reporter.error(error)
      Foundation.exit(code(for: error))
    }
    if command.exitCode(for: error) == .success || error is CleanExit {
      command.exit(withError: error)
    }
    if let exitCode = error as? ExitCode { Foundation.exit(exitCode.rawValue) }
    Reporter.usage(command.message(for: error), fullText: command.fullMessage(for: error))
    Foundation.exit(badInput)
  }
}
