import CalendsCairo
import CalendsReview
import Foundation
import Testing

@testable import Calends
@testable import CalendsSnapshotTesting

/// Each assertion owns its artifacts: two assertions of one test that share a stem in two
/// formats (the README's `january` as a PNG and as a layout) never remove or overwrite each
/// other's failure, whatever passes and in which order; the review lists exactly the
/// failures of the run, every file a message names exists, and `accept` takes exactly one.
@Suite struct ArtifactOwnershipTests {
  /// One format's reference bytes and a changed output, for the comparisons below.
  struct Sample {
    var format: SnapshotFormat
    var reference: [UInt8]
    var changed: [UInt8]

    static let all: [Sample] = {
      let grey = try! DecodedImage(
        width: 2, height: 1, rgba: [128, 128, 128, 255, 128, 128, 128, 255]
      )
      .pngData(compression: .fast)
      let changed = try! DecodedImage(
        width: 2, height: 1, rgba: [128, 128, 128, 255, 0, 0, 0, 255]
      )
      .pngData(compression: .fast)
      return [
        Sample(format: .png, reference: grey, changed: changed),
        Sample(
          format: .svg, reference: Array("<svg a/>\n".utf8), changed: Array("<svg b/>\n".utf8)),
        Sample(
          format: .layout, reference: Array("{\"a\": 1}\n".utf8),
          changed: Array("{\"a\": 2}\n".utf8)),
      ]
    }()
  }

  static let pairs: [(Int, Int)] = [(0, 2), (2, 0), (0, 1), (1, 0), (1, 2), (2, 1)]

  /// Every pair of formats, in both orders, in every combination of pass and fail, run
  /// after a run where both failed (so each has old artifacts a pass could wrongly remove).
  @Test(arguments: pairs)
  func twoFormatsOfOneStemKeepTheirOwnFailures(first: Int, second: Int) throws {
    for (firstFails, secondFails) in [(false, false), (true, false), (false, true), (true, true)] {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "calends-ownership-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let artifacts = folder.appendingPathComponent("artifacts")
      let samples = [Sample.all[first], Sample.all[second]]
      let verifiers = try samples.map { sample in
        let reference = folder.appendingPathComponent(
          "__Snapshots__/MonthTests/january.\(sample.format.fileExtension)")
        try FileManager.default.createDirectory(
          at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(sample.reference).write(to: reference)
        return SnapshotVerifier(
          format: sample.format, reference: reference, artifacts: artifacts, record: .never,
          tolerance: .exact)
      }
      // A run where both fail, then the run under test.
      for (verifier, sample) in zip(verifiers, samples) { _ = verifier.verify(sample.changed) }
      var messages: [String?] = []
      for (index, fails) in [firstFails, secondFails].enumerated() {
        let sample = samples[index]
        messages.append(verifiers[index].verify(fails ? sample.changed : sample.reference))
      }
      let label = "\(samples.map(\.format.rawValue)) fails: \([firstFails, secondFails])"
      let expected = zip(samples, [firstFails, secondFails]).filter { $0.1 }
        .map { "MonthTests/january.\($0.0.format.fileExtension)" }
      let failures = try SnapshotFailureFolder(artifacts).failures
      #expect(failures.map(\.name) == expected.sorted(), "\(label)")
      for (index, message) in messages.enumerated() {
        #expect((message != nil) == [firstFails, secondFails][index], "\(label)")
        guard let message else { continue }
        for path in Self.artifactPaths(in: message, under: artifacts) {
          #expect(FileManager.default.fileExists(atPath: path), "\(label): \(path) in \(message)")
        }
        #expect(
          message.contains(
            "calends snapshot accept \(artifacts.path) MonthTests/january.\(samples[index].format.fileExtension)"
          ), "\(message)")
      }
      for failure in failures {
        let named = [failure.report.actual, failure.report.expected, failure.report.difference]
        for file in named.compactMap({ $0 }) {
          #expect(
            FileManager.default.fileExists(
              atPath: failure.files.folder.appendingPathComponent(file).path), "\(label): \(file)")
        }
      }
    }
  }

  /// `accept` by a name with the format takes that assertion alone; the stem alone is
  /// ambiguous while both failed, and names the two.
  @Test func acceptTakesExactlyTheNamedAssertion() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-ownership-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let artifacts = folder.appendingPathComponent("artifacts")
    var references: [URL] = []
    for sample in [Sample.all[0], Sample.all[2]] {
      let reference = folder.appendingPathComponent(
        "__Snapshots__/MonthTests/january.\(sample.format.fileExtension)")
      try FileManager.default.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(sample.reference).write(to: reference)
      references.append(reference)
      let verifier = SnapshotVerifier(
        format: sample.format, reference: reference, artifacts: artifacts, record: .never,
        tolerance: .exact)
      #expect(verifier.verify(sample.changed) != nil)
    }
    let failures = try SnapshotFailureFolder(artifacts)
    #expect(failures.failures.count == 2)
    #expect(throws: CalendsError.self) { try failures.select(["january"]) }
    let chosen = try failures.select(["january.json"])
    #expect(chosen.map(\.name) == ["MonthTests/january.json"])
    _ = try SnapshotAcceptance.accept(chosen)
    #expect(try Data(contentsOf: references[1]) == Data(Sample.all[2].changed))
    #expect(try Data(contentsOf: references[0]) == Data(Sample.all[0].reference))
    let left = try SnapshotFailureFolder(artifacts).failures
    #expect(left.map(\.name) == ["MonthTests/january.png"])
    // Now unique, the stem alone names the PNG.
    #expect(
      try SnapshotFailureFolder(artifacts).select(["MonthTests/january"]).map(\.name) == [
        "MonthTests/january.png"
      ])
  }

  /// The absolute paths under `folder` that a message names (each ends at a space, or at a
  /// full stop before one).
  static func artifactPaths(in message: String, under folder: URL) -> [String] {
    message.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { word in
      var path = String(word)
      guard path.hasPrefix(folder.path + "/") else { return nil }
      while path.hasSuffix(".") || path.hasSuffix(";") || path.hasSuffix(")") { path.removeLast() }
      return path
    }
  }
}
