import Foundation
import Testing

/// Every file in `Hostile/` run through the built binary the way an unattended job would:
/// each must be refused as bad input (exit 2) with a short message, never crash, and
/// leave nothing behind.
///
/// The folder is the regression suite for crashes and wrong exit codes: a file that once
/// broke Calends (or would break a naive reader) stays here. Names pick the command:
/// `manifest-*` runs `batch`, `*.nss` runs `theme check` and a render with the sheet, and
/// every other `.yaml`/`.json` runs `render`.
@Suite struct HostileInputCLITests {
  static let folder = CLI.packageRoot.appendingPathComponent("Tests/CalendsCLITests/Hostile")

  static let files: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

  /// A phrase each message must contain, for the files whose point is one specific limit
  /// or rule. The rest must still say something and name the file or field.
  static let expectedPhrases: [String: String] = [
    "alias-key-bomb.yaml": "limit of 100000 values",
    "billion-laughs.yaml": "limit of 100000 values",
    "manifest-billion-laughs.yaml": "limit of 100000 values",
    "booking-span.yaml": "at most 24 months",
    "canvas-fullscreen.json": "8192×20000 px = 163840000 pixels, over the limit of 64000000 pixels",
    "canvas-stacked.yaml": "12288×30000 px = 368640000 pixels, over the limit of 64000000 pixels",
    "canvas-timeline.yaml": "12288×12797 px = 157249536 pixels, over the limit of 64000000 pixels",
    "manifest-canvas.yaml": "over the limit of 64000000 pixels",
    "too-many-months.yaml": "33 months, over the limit of 24 months per image",
    "too-many-event-dates.json": "10001 dates is over the limit of 10000",
    "too-many-rules.nss": "ruleset 10001 is over the limit of 10000 rulesets",
    "variable-too-deep.nss": "more than 16 levels deep",
    "variable-fan-out.nss": "more than 1000 words",
    "deep-nesting.json": "nested deeper than the limit of 64 levels",
    "deep-block.yaml": "nested deeper than the limit of 64 levels",
    "manifest-deep.json": "nested deeper than the limit of 64 levels",
    "deep-nesting.yaml": "Maximum nesting level",
    "manifest-matrix-too-big.yaml": "more than 1000000 entries",
    "manifest-dev-zero.yaml": "over the limit of 4194304",
    "duplicate-keys.json": "duplicate key 'today'",
    "duplicate-keys.yaml": "duplicate key 'today'",
    "manifest-duplicate-keys.json": "duplicate key 'specs'",
    "enormous-number.json": "the number 1e400 is too large",
    "nan-width.yaml": "width: expected a finite number, found nan",
    "infinite-height.yaml": "height: expected a finite number, found inf",
    "impossible-date.yaml": "'2019-02-30' is not a valid date",
    "end-before-start.yaml": "is before startDate",
    "unknown-style.yaml": "did you mean 'rangeSelection'?",
    "unknown-field.yaml": "did you mean 'selectedDate'?",
    "unknown-device.nss": "did you mean 'ipad'?",
    "invalid-utf8.yaml": "not valid UTF-8 text (byte 0xFF at offset 29, line 2)",
    "invalid-utf8.nss": "invalid-utf8.nss:2:47: error: stylesheet is not valid UTF-8",
    "huge-string.yaml": "unknown locale 'xxxxxxxx",
    "empty.yaml": "the spec is empty",
    "manifest-empty.yaml": "the manifest is empty",
    "truncated.json": "unterminated string",
    "manifest-escape-path.yaml": "would leave the output folder",
  ]

  @Test func theFolderHoldsAtLeastFortyFilesOfEveryKind() {
    #expect(Self.files.count >= 40)
    #expect(Self.files.filter { $0.hasPrefix("manifest-") }.count >= 10)
    #expect(Self.files.filter { $0.hasSuffix(".nss") }.count >= 10)
    #expect(Self.files.filter { !$0.hasPrefix("manifest-") && !$0.hasSuffix(".nss") }.count >= 20)
    for name in Self.expectedPhrases.keys {
      #expect(Self.files.contains(name), "\(name) is missing")
    }
  }

  @Test(arguments: files)
  func isRefusedAsBadInput(_ name: String) throws {
    let input = Self.folder.appendingPathComponent(name).path
    let out = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: out) }
    var runs: [[String]] = []
    if name.hasPrefix("manifest-") {
      runs.append([
        "batch", input, "-o", out.appendingPathComponent("batch").path, "-j", "1", "--quiet",
      ])
    } else if name.hasSuffix(".nss") {
      runs.append(["theme", "check", input])
      runs.append([
        "render", "--today", "2019-01-10", "--theme", input, "-o",
        out.appendingPathComponent("themed.png").path,
      ])
    } else {
      runs.append(["render", input, "-o", out.appendingPathComponent("out.png").path])
    }
    for arguments in runs {
      let result = try CLI.run(arguments, in: Self.folder)
      #expect(
        !result.terminatedBySignal, "\(arguments[0]) \(name) crashed with signal \(result.status)")
      #expect(
        result.status == 2,
        "\(arguments[0]) \(name): exit \(result.status), stderr: \(result.stderr.prefix(300))")
      let message = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(!message.isEmpty, "\(name): no message")
      #expect(message.split(separator: "\n").count <= 3, "\(name): \(message.prefix(600))")
      #expect(message.count < 1_000, "\(name): a \(message.count)-character message")
      if let phrase = Self.expectedPhrases[name] {
        #expect(message.contains(phrase), "\(name): \(message.prefix(400))")
      }
    }
    let left = try Self.filesLeft(in: out)
    #expect(left.isEmpty, "\(name) left \(left)")
  }

  /// Everything under `folder` but the batch's fingerprint file, which records outputs
  /// rather than being one.
  static func filesLeft(in folder: URL) throws -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = walker.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
      if !isDirectory.boolValue && !path.hasSuffix(".calends-batch-state") { files.append(path) }
    }
    return files
  }
}
