import Calends
import CalendsCairo
import CalendsModel
import CalendsValues
import Foundation
import PackageFolders

enum TestSupport {
  static let packageRoot = PackageFolders.root
  static let samples = PackageFolders.samples
  /// Every sample's layout and scene text (`SampleGoldenTests`), beside this file.
  static let sampleGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("SampleGoldens")

  /// A fresh renderer: a renderer is not thread-safe and tests run in parallel, so each
  /// test makes its own (as each batch worker thread would).
  static var renderer: CalendarRenderer { try! CalendarRenderer() }

  static func spec(_ yaml: String) throws -> CalendarSpec {
    try SpecReader.read(Data(yaml.utf8), source: "test.yaml")
  }

  static func temporaryFolder() -> URL { PackageFolders.temporary() }

  /// Where failing image comparisons leave the actual image for a person to look at.
  static let artifacts: URL = {
    let url = packageRoot.appendingPathComponent(".build/calends-artifacts")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()
}

extension DecodedImage {
  /// The straight RGBA pixel at (x, y) in pixels.
  func pixel(_ x: Int, _ y: Int) -> [UInt8] {
    let offset = (y * width + x) * 4
    return Array(rgba[offset..<offset + 4])
  }
}
