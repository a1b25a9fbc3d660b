import Foundation
import Testing

/// The limits table and fault promises of the documentation's `Limits.md`, end to end
/// through the binary: each file-size and canvas limit at its boundary, and outputs that are
/// complete or absent whatever happens to the process or the disk.
@Suite final class LimitsAndFaultsCLITests {
  let folder = CLI.temporaryFolder()

  /// The size tests write 20 MB of padding per run.
  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// `head` padded with a YAML comment to exactly `size` bytes.
  func padded(_ head: String, to size: Int) -> Data {
    var data = Data(head.utf8)
    data.append(contentsOf: Array("#".utf8))
    data.append(Data(repeating: UInt8(ascii: "x"), count: size - data.count - 1))
    data.append(UInt8(ascii: "\n"))
    return data
  }

  func write(_ name: String, _ data: Data) throws -> String {
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
  }

  @Test func specSizeLimit() throws {
    let limit = 4 * 1024 * 1024
    let atLimit = try write("at.yaml", padded("today: 2019-01-10\n", to: limit))
    #expect(try CLI.run(["layout", atLimit]).status == 0)
    let over = try write("over.yaml", padded("today: 2019-01-10\n", to: limit + 1))
    let result = try CLI.run(["layout", over])
    #expect(result.status == 2)
    #expect(result.stderr.contains("the spec is 4194305 bytes, over the limit of 4194304"))
  }

  @Test func manifestSizeLimit() throws {
    let limit = 16 * 1024 * 1024
    let head = "specs: [{name: a.svg, spec: {today: 2019-01-10}}]\n"
    let out = folder.appendingPathComponent("out")
    let atLimit = try write("at.yaml", padded(head, to: limit))
    #expect(try CLI.run(["batch", atLimit, "-o", out.path, "-q", "-j", "1"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.svg").path))
    let over = try write("over.yaml", padded(head, to: limit + 1))
    let result = try CLI.run(["batch", over, "-o", out.path, "-q", "-j", "1"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("the manifest is 16777217 bytes, over the limit of 16777216"))
  }

  /// Every style that can grow past the canvas limit is refused as bad input with the
  /// size it asked for, before a surface is allocated (the process stays small).
  @Test(arguments: [
    ("style: rangeSelection\nheight: 10000", "12288×30000 px"),
    ("style: datesSelection\nheight: 10000", "12288×30000 px"),
    ("style: fullScreenMonth\nheight: 10000", "12288×30000 px"),
    ("style: timeline\nzoomScale: 3", "12288×12797 px"),
    ("style: timeline\nzoomScale: 20\nmaximumZoomScale: 20", "per side"),
    (
      "style: booking\nitems: [{date: 2019-01-01, enabled: true, selected: false}, {date: 2020-12-01, enabled: true, selected: false}]",
      "px"
    ),
  ])
  func canvasLimitForEveryTallStyle(_ fields: String, _ size: String) throws {
    let spec = try write(
      "big.yaml", Data("today: 2019-01-10\nwidth: 4096\nscale: 3\n\(fields)\n".utf8))
    let output = folder.appendingPathComponent("big.png").path
    let result = try CLI.run(["render", spec, "-o", output])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(size), "\(result.stderr)")
    #expect(result.stderr.contains("over the limit of"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func monthsPerImageLimit() throws {
    let base =
      "style: rangeSelection\ntoday: 2019-01-10\nstartDate: 2019-01-01\nendDate: 2023-12-31\nscale: 1\n"
    let atLimit = try write("24.yaml", Data((base + "height: 7400\n").utf8))
    let result = try CLI.run([
      "render", atLimit, "-o", folder.appendingPathComponent("24.svg").path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let layout = try CLI.run(["layout", atLimit])
    #expect(layout.stdout.components(separatedBy: "\"monthHeader\"").count - 1 == 24)
    let over = try write("25.yaml", Data((base + "height: 7480\n").utf8))
    let refused = try CLI.run(["render", over, "-o", folder.appendingPathComponent("25.svg").path])
    #expect(refused.status == 2)
    #expect(
      refused.stderr.contains(
        "the image would show 25 months, over the limit of 24 months per image"))
  }

  /// The largest image the limits allow, at 12288×4395 px (54 Mpx): what the kill test
  /// interrupts.
  static let hugeSpec = "style: timeline\ntoday: 2019-01-10\nwidth: 4096\nscale: 3\n"

  /// SIGKILL at several moments of a big render: the target is either absent or a whole
  /// PNG, never a prefix of one.
  @Test func aRenderKilledMidwayLeavesNoPartialFile() throws {
    let spec = try write("huge.yaml", Data(Self.hugeSpec.utf8))
    var killedWhileRunning = 0
    for (attempt, delay) in [0.05, 0.2, 0.5, 1.0, 2.0, 30.0].enumerated() {
      let target = folder.appendingPathComponent("huge-\(attempt).png")
      let process = Process()
      process.executableURL = CLI.binary
      process.arguments = ["render", spec, "-o", target.path]
      process.standardError = FileHandle.nullDevice
      try process.run()
      let deadline = Date().addingTimeInterval(delay)
      while process.isRunning && Date() < deadline { usleep(10_000) }
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        killedWhileRunning += 1
      }
      process.waitUntilExit()
      // A kill can land after the rename and before the process exits; then the file is
      // complete. What must never happen is a partial file at the target path.
      if process.terminationReason == .exit {
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: target.path))
      }
      if FileManager.default.fileExists(atPath: target.path) {
        let png = try Data(contentsOf: target)
        #expect(
          png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
          "\(target.lastPathComponent)")
        #expect(
          png.suffix(8).prefix(4) == Data("IEND".utf8),
          "a killed render left a partial \(target.lastPathComponent)")
      }
    }
    #expect(killedWhileRunning > 0)
  }

  @Test func aReadOnlyFolderIsARenderFailure() throws {
    let target = folder.appendingPathComponent("ro")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let mounted = Mount.tmpfs(at: target, options: "ro,size=64k")
    defer { if mounted { Mount.unmount(target) } }
    if !mounted {
      // Without mount privileges, permissions do the same, unless we are root anyway.
      try #require(getuid() != 0, "running as root without mount: cannot make a folder read-only")
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: target.path)
    }
    let output = target.appendingPathComponent("a.png").path
    let result = try CLI.run(["render", "--today", "2019-01-10", "-o", output])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("cannot write \(output): the folder \(target.path) is not writable"),
      "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
  }

  /// A real full disk when this runs as root (a 64 KB tmpfs); the error path itself is
  /// also unit-tested against `/dev/full` in `AtomicFileTests`.
  @Test func aFullDiskIsARenderFailureAndLeavesNothing() throws {
    let target = folder.appendingPathComponent("full")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    guard Mount.tmpfs(at: target, options: "size=64k") else { return }
    defer { Mount.unmount(target) }
    let output = target.appendingPathComponent("big.png").path
    let result = try CLI.run([
      "render", "--today", "2019-01-10", "--style", "timeline", "--width", "2000", "-o", output,
    ])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot write \(output): the disk is full"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
  }

  @Test func aMissingFontFallsBackWithAWarning() throws {
    let sheet = try write(
      "font.nss", Data("fdlFUICalendarItemView_title { font-name: \"NoSuchFont\"; }\n".utf8))
    let output = folder.appendingPathComponent("font.png").path
    let result = try CLI.run(["render", "--today", "2019-01-10", "--theme", sheet, "-o", output])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "calends: warning: font family 'NoSuchFont' is not installed; using Inter instead\n")
    #expect(FileManager.default.fileExists(atPath: output))
  }
}

/// Mounting a tmpfs needs root and mount privileges; where there are none, the tests that
/// need one fall back or return.
enum Mount {
  static func tmpfs(at folder: URL, options: String) -> Bool {
    run(["/bin/mount", "-t", "tmpfs", "-o", options, "tmpfs", folder.path])
  }

  static func unmount(_ folder: URL) {
    _ = run(["/bin/umount", folder.path])
  }

  private static func run(_ arguments: [String]) -> Bool {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: arguments[0]) else {
      return false
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return false
    }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
