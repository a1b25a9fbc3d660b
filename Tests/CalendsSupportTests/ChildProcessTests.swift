import Foundation
import Testing

@testable import CalendsSupport

/// The process and fingerprint helpers every front end shares: a child's output, its end,
/// and a fingerprint that separates its parts.
@Suite struct ChildProcessTests {
  @Test func aChildsOutputAndExitAreReported() throws {
    let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "read x; echo got $x"])
    #expect(child.send("ping\n"))
    child.closeInput()
    let output = child.output.readDataToEndOfFile()
    #expect(child.wait())
    #expect(String(decoding: output, as: UTF8.self) == "got ping\n")
    let failing = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "exit 3"])
    failing.closeInput()
    _ = failing.output.readDataToEndOfFile()
    #expect(!failing.wait())
    #expect(failing.endDescription.contains("3"), "\(failing.endDescription)")
  }

  @Test func aMissingProgramIsAnErrorNotACrash() {
    #expect(throws: ChildProcessError.self) {
      try ChildProcess(executable: "/no/such/program", arguments: [])
    }
  }

  @Test func theFingerprintSeparatesItsParts() {
    func value(_ parts: [String]) -> String {
      var fingerprint = OutputFingerprint()
      for part in parts { fingerprint.add(part) }
      return fingerprint.value
    }
    #expect(value(["ab", "c"]) != value(["a", "bc"]))
    #expect(value(["ab", "c"]) == value(["ab", "c"]))
  }
}
