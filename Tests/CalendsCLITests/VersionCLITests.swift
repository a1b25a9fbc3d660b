import Foundation
import Testing

/// `calends --version` and `calends version` name the release and the commit built.
@Suite struct VersionCLITests {
  /// The checkout's commit, as the build's plugin read it; nil outside a git checkout.
  func headCommit() throws -> String? {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", CLI.packageRoot.path, "rev-parse", "--short=12", "HEAD"]
    let out = Pipe()
    git.standardOutput = out
    git.standardError = FileHandle.nullDevice
    guard (try? git.run()) != nil else { return nil }
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    git.waitUntilExit()
    return git.terminationStatus == 0 ? text.trimmingCharacters(in: .whitespacesAndNewlines) : nil
  }

  @Test func bothFormsPrintTheReleaseAndTheCommit() throws {
    let flag = try CLI.run(["--version"])
    let command = try CLI.run(["version"])
    #expect(flag.status == 0 && command.status == 0)
    // `--version` is the first line of `version`, which adds the licence's SPDX identifier.
    let lines = command.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first.map { $0 + "\n" } == Substring(flag.stdout))
    #expect(lines.last?.hasPrefix("License: Apache-2.0 (SPDX)") == true, "\(command.stdout)")
    let commit = try headCommit() ?? "unknown"
    // A commit made after the last build shows the earlier one: build again.
    #expect(flag.stdout.hasSuffix(" (commit \(commit))\n"), "\(flag.stdout)")
    #expect(flag.stdout.range(of: #"^\d+\.\d+\.\d+ "#, options: .regularExpression) != nil)
  }
}
