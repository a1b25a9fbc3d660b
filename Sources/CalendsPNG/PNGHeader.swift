import CDeflate
public import CalendsValues

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

  /// Walks every chunk before a decoder sees the file: each must lie inside the file and
  /// carry its CRC, and the file must end with IEND. libpng allocates what a chunk's length
  /// claims before it reads the chunk (a 140-byte file whose `tEXt` claims 2 GB made
  /// `calends diff` reach 2.1 GB), and reports a bad CRC as running out of memory.
  public static func checkChunks(_ png: [UInt8]) throws(RenderError) {
    var offset = signature.count
    while offset < png.count {
      guard offset + 8 <= png.count else {
        throw RenderError("the PNG ends inside a chunk header at byte \(offset)")
      }
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
      let shown = type.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
        ? "'\(type)'" : "of an invalid type"
      guard length <= 0x7FFF_FFFF, length <= png.count - offset - 12 else {
        throw RenderError(
          "the PNG chunk \(shown) at byte \(offset) claims \(length) bytes, past the end of the \(png.count)-byte file"
        )
      }
      let end = offset + 8 + length
      let stored = png[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      let computed = png.withUnsafeBufferPointer {
        UInt32(truncatingIfNeeded: libdeflate_crc32(0, $0.baseAddress! + offset + 4, length + 4))
      }
      guard stored == computed else {
        throw RenderError("the PNG chunk \(shown) at byte \(offset) has a bad CRC (the file is damaged)")
      }
      if type == "IEND" { return }
      offset = end + 4
    }
    throw RenderError("the PNG ends without an IEND chunk (the file is cut short)")
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
