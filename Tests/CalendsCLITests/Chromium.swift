import Foundation
import Testing

/// Headless Chromium, for the tests that open a page Calends writes (the gallery, the
/// snapshot review) the way a reader would. CI installs it (`.ci/setup-system`), so there a
/// missing Chromium fails the test; elsewhere the test is skipped, and the run says why.
enum Chromium {
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Under CI the page tests run whether or not Chromium is there.
  static var shouldRun: Bool { path != nil || ProcessInfo.processInfo.environment["CI"] != nil }

  static let skipReason: Comment =
    "Chromium is not installed (/usr/bin/chromium); CI installs it with .ci/setup-system"

  /// The page's DOM once it has loaded and its scripts have run.
  static func dumpDOM(_ url: URL) throws -> String {
    let chromium = try #require(path, "Chromium is not installed")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=20000", "--dump-dom",
      url.absoluteString,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return dom
  }

  /// A screenshot of `url` in a `width`×`height` CSS-pixel window at `scale` device pixels
  /// per CSS pixel.
  static func screenshot(_ url: URL, width: Int, height: Int, scale: Int, to output: URL) throws {
    let chromium = try #require(path, "Chromium is not installed")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=\(scale)", "--window-size=\(width),\(height)",
      "--screenshot=\(output.path)", url.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "chromium --screenshot failed")
  }
}
