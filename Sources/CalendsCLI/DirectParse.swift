import ArgumentParser

/// `calends <subcommand> …` parsed by the subcommand alone, the way a one-image process
/// runs: parsing from the root first asks the subcommand's whole argument set whether it
/// takes pass-through input (swift-argument-parser builds it by reflection, about a third
/// of a `calends render` process's instructions), then builds it again to parse.
///
/// Only a clean parse into the subcommand itself is kept. Anything else — `--help`, a
/// bad flag, a nested subcommand, a root flag such as `--version` — is parsed again from
/// the root, so help, usage and error messages name `calends <subcommand>` as before.
enum DirectParse {
  static func command(
    _ arguments: [String], subcommands: [ParsableCommand.Type]
  ) -> ParsableCommand? {
    guard let name = arguments.first,
      let subcommand = subcommands.first(where: { $0._commandName == name }),
      let parsed = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
      type(of: parsed) == subcommand
    else { return nil }
    return parsed
  }
}
