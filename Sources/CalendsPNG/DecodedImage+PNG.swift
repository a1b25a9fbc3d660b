public import CalendsValues

extension DecodedImage {
  /// Encodes straight-alpha RGBA pixels as PNG with the same writer renders use — for
  /// images made outside Cairo, such as a snapshot test's difference image.
  public func pngData(compression: PNGCompression = .balanced) throws(RenderError) -> [UInt8] {
    try pngData(compression: compression, libdeflateLevel: nil)
  }

  /// The image as a PNG compressed by libdeflate at `level` (1…12): for bytes that must stay
  /// what they were when `balanced` was libdeflate's level 6 (the emoji strikes inside
  /// Calends' SVGs, so an SVG stays byte for byte what earlier releases drew).
  public func pngData(libdeflateLevel level: Int32) throws(RenderError) -> [UInt8] {
    try pngData(compression: .balanced, libdeflateLevel: level)
  }

  private func pngData(compression: PNGCompression, libdeflateLevel: Int32?) throws(RenderError)
    -> [UInt8]
  {
    guard width > 0, height > 0, rgba.count == width * height * 4 else {
      throw RenderError("cannot encode a \(width)×\(height) image from \(rgba.count) bytes")
    }
    // Through unsafe buffers: a diff image can be 64 Mpx, and per-byte array indexing is
    // slow in debug builds.
    var argb = [UInt32](repeating: 0, count: width * height)
    argb.withUnsafeMutableBufferPointer { target in
      rgba.withUnsafeBufferPointer { source in
        for index in 0..<target.count {
          let r = UInt32(source[index * 4])
          let g = UInt32(source[index * 4 + 1])
          let b = UInt32(source[index * 4 + 2])
          let a = UInt32(source[index * 4 + 3])
          // Premultiply with rounding, as Cairo stores pixels.
          target[index] =
            a == 0xFF
            ? a << 24 | r << 16 | g << 8 | b
            : a << 24 | (r * a + 127) / 255 << 16 | (g * a + 127) / 255 << 8 | (b * a + 127) / 255
        }
      }
    }
    let encoder = PNGEncoder()
    return try argb.withUnsafeBufferPointer { (pixels) throws(RenderError) -> [UInt8] in
      try encoder.encode(
        argb: pixels.baseAddress!, width: width, height: height, rowLength: width,
        compression: compression, libdeflateLevel: libdeflateLevel)
    }
  }
}
