import Foundation
import Testing

/// `calends diff` within the canvas limits: a PNG whose header declares too many pixels is
/// refused from the header, and two images of different shapes never make a diff image
/// larger than the limits. Each run is capped at 1.5 GB of address space, so a command
/// that allocated what the headers ask for (gigabytes) would fail instead of passing.
@Suite final class DiffLimitsCLITests {
  let folder = CLI.temporaryFolder()

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func write(_ name: String, width: Int, height: Int) throws -> String {
    let url = folder.appendingPathComponent(name)
    try BlankPNG.data(width: width, height: height).write(to: url)
    return url.path
  }

  /// The binary under `ulimit -v`, in kilobytes.
  func runCapped(_ arguments: [String], kilobytes: Int = 1_500_000) throws -> CLIResult {
    try CLI.run(
      ["-c", "ulimit -v \(kilobytes) && exec \"$0\" \"$@\"", CLI.binary.path] + arguments,
      binary: URL(fileURLWithPath: "/bin/sh"))
  }

  @Test func blankPNGsDecode() throws {
    let a = try write("a.png", width: 300, height: 20)
    let b = try write("b.png", width: 300, height: 20)
    let result = try runCapped(["diff", a, b])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("of 6000 pixels"))
  }

  @Test(arguments: [
    (20_000, 20_000, "20000×20000 px = 400000000 pixels, over the limit of 64000000 pixels"),
    (40_000, 1, "40000×1 px, over the limit of 32767 px per side"),
    (1, 32_768, "1×32768 px, over the limit of 32767 px per side"),
    (8_000, 8_001, "8000×8001 px = 64008000 pixels, over the limit of 64000000 pixels"),
  ])
  func headerOverTheLimitsIsRefusedBeforeDecoding(width: Int, height: Int, message: String)
    throws
  {
    let huge = try write("huge.png", width: width, height: height)
    let small = try write("small.png", width: 4, height: 4)
    let out = folder.appendingPathComponent("diff.png").path
    for arguments in [["diff", huge, small, "-o", out], ["diff", small, huge, "-o", out]] {
      let result = try runCapped(arguments)
      #expect(result.status == 2, "\(result.stderr)")
      #expect(result.stderr.contains("\(huge): the image is \(message)"), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }

  /// At the side limit exactly.
  @Test func headerAtTheLimitIsDecoded() throws {
    let tall = try write("tall.png", width: 1, height: 32_767)
    #expect(try runCapped(["diff", tall, tall]).status == 0)
  }

  /// 1×32767 against 32767×1: the union is 32767×32767, three panels of it 12.9 GB. The
  /// picture is cut to the limits and says so.
  @Test func differentShapesMakeABoundedDiffImage() throws {
    let tall = try write("tall.png", width: 1, height: 32_767)
    let wide = try write("wide.png", width: 32_767, height: 1)
    let out = folder.appendingPathComponent("diff.png")
    let result = try runCapped(["diff", tall, wide, "-o", out.path], kilobytes: 2_500_000)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("differ: sizes 1×32767 and 32767×1"))
    #expect(result.stdout.contains("cropped to its top-left 10917×1953 px"), "\(result.stdout)")
    let header = [UInt8](try Data(contentsOf: out).prefix(24))
    let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 32_767 && height == 1_953)
  }
}
