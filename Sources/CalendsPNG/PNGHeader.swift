import CalendsValues

/// The size a PNG declares in its IHDR chunk, read from the first 24 bytes without
/// decoding anything.
///
/// A decoder allocates the declared width × height before it reads a single row, and a
/// 48 KB file can declare 30000×30000 pixels (3.6 GB). Checking the header against the
/// canvas limits first turns such a file into a clear "bad input" in microseconds.
public struct PNGHeader: Equatable, Sendable {
  public var width: Int
  public var height: Int

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Fails unless `png` starts with the PNG signature and an IHDR chunk.
  public init(_ png: [UInt8]) throws(RenderError) {
    guard png.count >= 24, Array(png[0..<8]) == PNGHeader.signature else {
      throw RenderError("no PNG signature")
    }
    guard png[12..<16].elementsEqual("IHDR".utf8) else {
      throw RenderError("the first chunk is not IHDR")
    }
    func bigEndian(at offset: Int) -> Int {
      png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    width = bigEndian(at: 16)
    height = bigEndian(at: 20)
  }

  /// Refuses a size over the canvas limits, naming it: the same ceilings a render has, so
  /// any image Calends wrote can be read back.
  public func checkLimits() throws(RenderError) {
    guard width > 0, height > 0 else {
      throw RenderError("the image is \(width)×\(height) px, which has no pixels")
    }
    if width > Limits.canvasSide || height > Limits.canvasSide {
      throw RenderError(
        "the image is \(width)×\(height) px, over the limit of \(Limits.canvasSide) px per side")
    }
    if width * height > Limits.canvasPixels {
      throw RenderError(
        "the image is \(width)×\(height) px = \(width * height) pixels, over the limit of \(Limits.canvasPixels) pixels"
      )
    }
  }
}
