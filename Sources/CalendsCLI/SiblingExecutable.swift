import Foundation

/// The executables installed beside `calends` (`calends-server`): found next to this
/// process's own executable, through symbolic links, so `calends` on `PATH` as a link into
/// an install folder still finds its sibling there.
enum SiblingExecutable {
  static func path(named name: String) -> String {
    let own =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    return URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(name).path
  }
}
