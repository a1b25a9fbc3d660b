import ArgumentParser
import Calends
import CalendsReview
import Foundation

/// `calends snapshot review|accept DIR`: the review workflow over the artifacts folder that
/// failing snapshot tests (`CalendsSnapshotTesting`) fill — `CALENDS_SNAPSHOT_ARTIFACTS`, or
/// `calends-snapshot-artifacts` in the temporary directory.
struct SnapshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Review failed snapshot tests and accept their new output.",
    subcommands: [Review.self, Accept.self])

  struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Write DIR/index.html: each failure's reference, actual and difference images, with a toggle between reference and actual."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The snapshot artifacts folder.", completion: .directory)
    var folder: String

    func run() throws {
      let failures = try SnapshotFailureFolder(URL(fileURLWithPath: folder))
      let page = URL(fileURLWithPath: folder).appendingPathComponent(SnapshotReviewPage.fileName)
      try AtomicFile.write(Array(SnapshotReviewPage(failures).html().utf8), to: page.path)
      for failure in failures.failures { print(failure.name) }
      print("wrote \(page.path) (\(failures.failures.count) failure(s))")
    }
  }

  struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Copy the actual output of the named failures (all when none is named) over their references.",
      discussion:
        "A name is a failure's full name as `review` lists it (MonthTests/january.png: the test file, then the reference's file name), or its last part, with or without the format, when that names one failure. An unknown or ambiguous name is exit 2, and nothing is accepted."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The snapshot artifacts folder.", completion: .directory)
    var folder: String

    @Argument(help: "The failures to accept (default: all).")
    var names: [String] = []

    func run() throws {
      let url = URL(fileURLWithPath: folder)
      let failures = try SnapshotFailureFolder(url)
      for line in try SnapshotAcceptance.accept(try failures.select(names)) { print(line) }
      // A page written before shows only what is left to review.
      let page = url.appendingPathComponent(SnapshotReviewPage.fileName)
      if FileManager.default.fileExists(atPath: page.path) {
        let left = try SnapshotFailureFolder(url)
        try AtomicFile.write(Array(SnapshotReviewPage(left).html().utf8), to: page.path)
      }
    }
  }
}
