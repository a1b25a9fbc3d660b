import CalendsCommandLine
import CalendsFeeds
import CalendsSupport
import Foundation

/// The `calends` tool's feed exchange: `calends-server fetch-feed`, the executable beside
/// this one, which carries the HTTP client (`CalendsFeedClient`), does it and writes the
/// answer to its standard output (`FeedWire`).
///
/// Only a feed whose copy is missing or older than its `maxAge` gets here, so most
/// processes never start it; in return `calends` links no SwiftNIO or TLS, whose
/// protocol-conformance records every process of it would otherwise scan at start-up.
struct SiblingFeedFetcher: FeedFetching {
  func fetch(_ request: FeedRequest) -> FeedAnswer {
    let executable = SiblingProgram(name: "calends-server").url.path
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      return .failed(
        "reading feeds needs \(executable), which is not there (build it beside calends: \(ServeOptions.serverBuildCommand))"
      )
    }
    do {
      let child = try ChildProcess(
        executable: executable, arguments: ["fetch-feed"] + FeedWire.arguments(for: request))
      child.closeInput()
      let output = child.output.readDataToEndOfFile()
      guard child.wait() else {
        return .failed("\(executable) fetch-feed ended with \(child.endDescription)")
      }
      return FeedWire.decode(Array(output))
    } catch {
      return .failed("\(error)")
    }
  }
}
