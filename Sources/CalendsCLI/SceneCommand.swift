import ArgumentParser
import Calends
import Foundation

struct SceneCommand: SpecCommand {
  static let configuration = CommandConfiguration(
    commandName: "scene",
    abstract:
      "Print the display list (one line per drawing node, colours resolved) as text; every page of a printed document.",
    discussion: SpecOptions.discussion)

  @OptionGroup var options: SpecOptions
  @OptionGroup var global: GlobalOptions

  func run(repeatedFlags: [String: [String]]) throws {
    let (renderer, prepared) = try options.prepared(repeatedFlags: repeatedFlags)
    let scenes = try renderer.checkedScenes(prepared)
    try AtomicFile.writeStandardOutput(Array(scenes.dump().utf8))
  }
}
