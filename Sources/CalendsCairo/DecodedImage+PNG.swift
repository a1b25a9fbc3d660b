extension DecodedImage {
  /// Encodes straight-alpha RGBA pixels as PNG with the same writer renders use — for
  /// images made outside Cairo, such as a snapshot test's difference image.
  public func pngData(compression: PNGCompression = .balanced) throws(RenderError) -> [UInt8] {
    guard width > 0, height > 0, rgba.count == width * height * 4 else {
      throw RenderError("cannot encode a \(width)×\(height) image from \(rgba.count) bytes")
    }
    var argb = [UInt32](repeating: 0, count: width * height)
    for index in 0..<(width * height) {
      let r = UInt32(rgba[index * 4])
      let g = UInt32(rgba[index * 4 + 1])
      let b = UInt32(rgba[index * 4 + 2])
      let a = UInt32(rgba[index * 4 + 3])
      // Premultiply with rounding, as Cairo stores pixels.
      func pre(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
      argb[index] = a << 24 | pre(r) << 16 | pre(g) << 8 | pre(b)
    }
    let encoder = PNGEncoder()
    return try argb.withUnsafeBufferPointer { (pixels) throws(RenderError) -> [UInt8] in
      try encoder.encode(
        argb: pixels.baseAddress!, width: width, height: height, rowLength: width,
        compression: compression)
    }
  }
}
