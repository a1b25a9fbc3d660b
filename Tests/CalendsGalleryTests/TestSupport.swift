import Calends
import Foundation
import PackageFolders

/// The package's folders and a renderer, under the names the gallery's tests use.
enum TestSupport {
  static let packageRoot = PackageFolders.root
  static let samples = PackageFolders.samples

  /// A renderer per test: a renderer is not thread-safe and tests run in parallel.
  static var renderer: CalendarRenderer { try! CalendarRenderer() }

  static func temporaryFolder() -> URL { PackageFolders.temporary() }
}
