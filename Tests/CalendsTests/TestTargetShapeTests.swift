import Foundation
import PackageFolders
import Testing

/// Tests mirror the modules: every Swift library module in `Sources/` has a test target
/// named after it, so a module's tests are found where its name says.
@Suite struct TestTargetShapeTests {
  /// Modules whose tests live elsewhere, with where: the executables are run as programs by
  /// the CLI tests; the feed client is exercised by the feed cache's tests against nginx.
  static let testedElsewhere: [String: String] = [
    "CalendsCLI": "CalendsCLITests", "CalendsServerCLI": "CalendsCLITests",
    "CalendsBench": "CalendsCLITests", "CalendsFeedClient": "CalendsFeedsTests",
  ]

  @Test func everySwiftModuleHasItsOwnTestTarget() throws {
    let manager = FileManager.default
    let sources = PackageFolders.root.appendingPathComponent("Sources")
    let tests = PackageFolders.root.appendingPathComponent("Tests")
    let modules = try manager.contentsOfDirectory(atPath: sources.path).filter { name in
      // C modules (a module map or headers) and the build plugin are not Swift libraries.
      name.hasPrefix("Calends")
        && (try? manager.contentsOfDirectory(atPath: sources.appendingPathComponent(name).path))?
          .contains { $0.hasSuffix(".swift") } == true
    }
    #expect(modules.count > 10)
    for module in modules.sorted() {
      let target = Self.testedElsewhere[module] ?? module + "Tests"
      #expect(
        manager.fileExists(atPath: tests.appendingPathComponent(target).path),
        "\(module) has no test target \(target)")
    }
  }
}
