public import ArgumentParser

/// The options every command takes, wherever they are written (`calends render --error-format
/// json …` as well as `calends --error-format json render …`). Declared on each command so its
/// help and the shell's completion after a subcommand offer them; `ErrorFormat.take` reads and
/// removes them before parsing, so this copy is never the one read.
public struct GlobalOptions: ParsableArguments {
  public init() {}

  @Option(
    help: "text | json: errors and warnings on standard error as text, or one JSON object a line.")
  public var errorFormat: ErrorFormat = .text
}
