import ArgumentParser
import Calends
import CalendsFeeds
import CalendsValues
import Foundation

@main
struct CalendsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calends",
    abstract: "Render calendar views (FUICalendarView styles) to PNG, SVG and PDF.",
    discussion: """
      Exit codes: 0 done; 1 a rendering or I/O failure; 2 bad input (spec, stylesheet or flags).
      Every command accepts --error-format json: errors and warnings on standard error as JSON \
      objects, one per line.
      """,
    version: VersionCommand.text,
    subcommands: [
      RenderCommand.self, LayoutCommand.self, SceneCommand.self, ThemeCommand.self,
      BatchCommand.self, GalleryCommand.self, DiffCommand.self, SamplesCommand.self,
      EventsCommand.self, BenchCommand.self, DoctorCommand.self, SnapshotCommand.self,
      VersionCommand.self, ManualCommand.self, ServeCommand.self, BatchWorkerCommand.self,
    ]
  )

  /// Accepted anywhere on the command line (`ErrorFormat.take` takes it out before
  /// parsing); declared here and on every subcommand so that help and the completion
  /// scripts show it.
  @OptionGroup var global: GlobalOptions

  /// Runs the command with the exit codes the README promises: argument errors are bad
  /// input (2), not swift-argument-parser's default 64.
  static func main() {
    // A pipe whose reader has gone ends the process quietly, as it does every filter's,
    // even when the parent left SIGPIPE ignored (batch and serve set their own).
    signal(SIGPIPE, SIG_DFL)
    if CommandLine.arguments.count <= 1, access("/proc/self", F_OK) != 0 {
      // The static Swift runtime finds the command line through /proc; without it (a bare
      // chroot) every command would silently print this help and exit 0.
      Reporter.error(
        .error(
          .renderFailure,
          "cannot read the command line: /proc is not mounted (mount it, e.g. mount -t proc proc /proc)"
        ))
      Foundation.exit(ExitStatus.renderFailure)
    }
    if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
      // What swift-argument-parser prints, without building its command tree first (every
      // subcommand's configuration and the completion pseudo-commands: most of the
      // instructions `calends --version` ran).
      print(VersionCommand.text)
      return
    }
    CalendarRenderer.ownTheProcessFontConfiguration()
    FeedCache.standardFetcher = SiblingFeedFetcher()
    do {
      let taken = ErrorFormat.take(from: Array(CommandLine.arguments.dropFirst()))
      Reporter.format = taken.format
      if let problem = taken.problem { throw ValidationError(problem) }
      let split = RepeatedFlags.take(from: BooleanFlags.normalize(taken.arguments))
      if let render = RenderInvocation.read(split) {
        return try render.run()
      }
      var command =
        try DirectParse.command(split.arguments, subcommands: configuration.subcommands)
        ?? parseAsRoot(split.arguments)
      if let spec = command as? any SpecCommand {
        try spec.run(repeatedFlags: split.taken)
      } else {
        try command.run()
      }
    } catch {
      ExitStatus.exit(reporting: error, of: Self.self)
    }
  }
}
