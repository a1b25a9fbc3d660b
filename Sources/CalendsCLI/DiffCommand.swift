import ArgumentParser
import Calends
import CalendsPNG
import CalendsReview
import CalendsValues
import Foundation

struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract:
      "Compare two PNGs pixel by pixel: exit 0 if they match, 1 if not, 2 if a file is unreadable.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The expected image.", completion: .file(extensions: ["png"]))
  var expected: String

  @Argument(help: "The actual image.", completion: .file(extensions: ["png"]))
  var actual: String

  @Option(
    name: .shortAndLong,
    help: "Write the expected | difference | actual image here when they differ.",
    completion: .file(extensions: ["png"]))
  var output: String?

  @Option(help: "How much each channel may differ (0–255).")
  var tolerance: Int = 0

  @Option(help: "The share of pixels (0–1) allowed to differ by more than the tolerance.")
  var maxDifferingFraction: Double = 0

  @Option(
    help:
      "How close (0–1) a pixel beyond --tolerance must look to still match: CIE94 ΔE at most (1 − this) × 100, as swift-snapshot-testing's perceptualPrecision."
  )
  var perceptualPrecision: Double = 1

  func validate() throws {
    guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be 0…255") }
    guard (0...1).contains(maxDifferingFraction) else {
      throw ValidationError("--max-differing-fraction must be 0…1")
    }
    guard (0...1).contains(perceptualPrecision) else {
      throw ValidationError("--perceptual-precision must be 0…1")
    }
  }

  func run() throws {
    if let output {
      // `-o expected.png` would replace the reference image with the panel.
      try OutputInputCheck.refuse(
        output: output, overwriting: [("expected image", expected), ("actual image", actual)])
    }
    let a = try decode(expected)
    let b = try decode(actual)
    let limits = ImageTolerance(
      perChannel: UInt8(tolerance), maximumDifferingFraction: maxDifferingFraction,
      perceptualPrecision: perceptualPrecision)
    let result = ImageComparison.compare(expected: a, actual: b, tolerance: limits)
    if result.matches(limits) {
      print(
        "match: \(result.differingPixels) of \(result.totalPixels) pixels differ beyond the tolerance"
      )
      return
    }
    if result.sizesMatch {
      print(
        "differ: \(result.differingPixels) of \(result.totalPixels) pixels (largest channel difference \(result.largestChannelDifference))"
      )
    } else {
      print("differ: sizes \(a.width)×\(a.height) and \(b.width)×\(b.height)")
    }
    if let output {
      let panel = ImageComparison.threePanel(expected: a, actual: b, tolerance: limits)
      let size = ImageComparison.PanelSize(
        expected: (a.width, a.height), actual: (b.width, b.height))
      do {
        try AtomicFile.write(try panel.pngData(compression: .fast), to: output)
      } catch let error as CalendsError {
        throw error
      } catch {
        throw CalendsError.cannotWrite(output, "\(error)")
      }
      let cropped =
        size.cropped
        ? ", each panel cropped to its top-left \(size.panelWidth)×\(size.height) px to stay within the canvas limits"
        : ""
      print(
        "wrote \(MessageText.clipped(output, to: MessageText.maximum)) (expected | difference | actual\(cropped))"
      )
    }
    throw ExitCode(1)
  }

  /// The header is checked against the canvas limits before anything is decoded: the
  /// decoder allocates the size a header declares, and a small file can declare gigabytes.
  func decode(_ path: String) throws -> DecodedImage {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CalendsError.badInput(.error(.fileUnreadable, "cannot read the file", file: path))
    }
    let bytes = Array(data)
    let header: PNGHeader
    do {
      header = try PNGHeader(bytes)
    } catch {
      throw CalendsError.badInput(
        .error(.badInput, "not a PNG image (\(error.message))", file: path))
    }
    do {
      try header.checkLimits()
    } catch {
      throw CalendsError.badInput(.error(.badInput, error.message, file: path))
    }
    do {
      return try DecodedImage(png: bytes)
    } catch {
      throw CalendsError.badInput(
        .error(.badInput, "not a PNG image (\(error.message))", file: path))
    }
  }
}
