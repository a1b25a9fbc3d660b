import Foundation
import Testing

@testable import Calends

/// What an output path names (`OutputTarget`) and how `AtomicFile` writes each kind.
@Suite struct OutputTargetTests {
  let folder = TestSupport.temporaryFolder()

  @Test func devicesFIFOsAndDescriptorsAreWrittenThrough() throws {
    #expect(try OutputTarget.resolve("/dev/null") == .stream)
    #expect(try OutputTarget.resolve("/dev/stdout") == .descriptor(1))
    #expect(try OutputTarget.resolve("/dev/fd/2") == .descriptor(2))
    #expect(try OutputTarget.resolve("/proc/self/fd/1") == .descriptor(1))
    let fifo = folder.appendingPathComponent("pipe").path
    try #require(mkfifo(fifo, 0o600) == 0)
    #expect(try OutputTarget.resolve(fifo) == .stream)
    #expect(OutputTarget.isWrittenThrough(fifo))
    #expect(!OutputTarget.isWrittenThrough(folder.appendingPathComponent("new.png").path))
  }

  @Test func linksLeadToTheFileReplaced() throws {
    let file = folder.appendingPathComponent("file.png").path
    try Data([1]).write(to: URL(fileURLWithPath: file))
    try #require(chmod(file, 0o640) == 0)
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "file.png")
    let chain = folder.appendingPathComponent("chain.png").path
    try FileManager.default.createSymbolicLink(atPath: chain, withDestinationPath: link)
    #expect(try OutputTarget.resolve(chain) == .file(path: file, mode: 0o640))
    let dangling = folder.appendingPathComponent("dangling.png").path
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "/x/y.png")
    #expect(try OutputTarget.resolve(dangling) == .file(path: "/x/y.png", mode: nil))
  }

  @Test func aLinkLoopAndAFolderAreRefused() throws {
    let loop = folder.appendingPathComponent("loop.png").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.png")
    #expect(
      throws: CalendsError.cannotWrite(loop, "too many levels of symbolic links")
    ) { try AtomicFile.write([1], to: loop) }
    #expect(throws: CalendsError.cannotWrite(folder.path, "it is a folder")) {
      try AtomicFile.write([1], to: folder.path)
    }
  }

  @Test func temporaryNamesAreShortAndDistinct() {
    let names = Set((0..<1000).map { _ in AtomicFile.temporaryName() })
    #expect(names.count == 1000)
    #expect(names.allSatisfy { $0.utf8.count <= 40 && $0.hasPrefix(".calends-") })
  }

  @Test func threadsWritingOneFileLeaveOneWholeVersion() throws {
    // Batch --threads writes concurrently in one process: the temporary files of two
    // writes must never be one file (it was `.NAME.PID.tmp`, the same for every thread).
    let path = folder.appendingPathComponent("shared.bin").path
    let versions = (0..<8).map { [UInt8](repeating: UInt8($0), count: 200_000) }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      do { try AtomicFile.write(versions[index % 8], to: path) } catch { failures.add(error) }
    }
    #expect(failures.all.isEmpty)
    let written = try #require(FileManager.default.contents(atPath: path))
    #expect(versions.contains([UInt8](written)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shared.bin"])
  }

  @Test func theSpecOrStylesheetIsNotAnOutput() throws {
    let sheet = folder.appendingPathComponent("sheet.nss").path
    try Data("x {}\n".utf8).write(to: URL(fileURLWithPath: sheet))
    let alias = folder.appendingPathComponent("alias.png").path
    try #require(link(sheet, alias) == 0)  // a hard link: another name, the same file
    #expect(throws: CalendsError.self) {
      try OutputInputCheck.refuse(output: alias, overwriting: [("stylesheet", sheet)])
    }
    try OutputInputCheck.refuse(
      output: folder.appendingPathComponent("other.png").path,
      overwriting: [("stylesheet", sheet)])
    try OutputInputCheck.refuse(output: "/dev/null", overwriting: [("spec", "/dev/null")])
  }
}

/// Errors collected from concurrent work.
final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var errors: [any Error] = []

  func add(_ error: any Error) { lock.withLock { errors.append(error) } }
  var all: [any Error] { lock.withLock { errors } }
}
