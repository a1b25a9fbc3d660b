#if !Server
import CalendsCommandLine
import CalendsFeeds
import Foundation

/// `calends-server` built without the `Server` trait: the HTTP stack is opt-in (see
/// Package.swift), so a plain `swift build` still makes this executable, and it says how to
/// make the real one instead of leaving `calends serve` or a feed with a missing file. A
/// `fetch-feed` request is answered in the wire format, so that the feed's error says it.
@main
enum ServerTraitMissing {
  static let message =
    "calends-server was built without the Server trait; build it with \(ServeOptions.serverBuildCommand)"

  static func main() {
    if CommandLine.arguments.dropFirst().first == "fetch-feed" {
      try? FileHandle.standardOutput.write(contentsOf: Data(FeedWire.encode(.failed(message))))
      exit(0)
    }
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(ExitStatus.badInput)
  }
}
#endif  // !Server
