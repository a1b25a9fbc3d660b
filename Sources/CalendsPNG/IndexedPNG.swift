import CDeflate
public import CalendsValues

extension PanelImage {
  /// The image as the smallest PNG a panel reads: the palette's bit depth (1, 2, 4 or 8),
  /// greyscale when the palette is the evenly spaced greys of that depth (black and white,
  /// an e-reader's 16 greys: the sample is the index), else indexed colour with a PLTE
  /// chunk in the panel's index order. Rows unfiltered (flat colours compress best so),
  /// libdeflate at its highest level: a panel image is small and a device's budget is tight.
  ///
  /// IHDR, PLTE (indexed only), one IDAT, IEND: no time or text chunks, so the bytes depend
  /// only on the indices and the palette.
  public func pngData() throws(RenderError) -> [UInt8] {
    guard width > 0, height > 0, indices.count == width * height else {
      throw RenderError(
        "cannot encode a \(width)×\(height) panel image from \(indices.count) pixels")
    }
    let depth = palette.bitDepth
    let rowBytes = (width * depth + 7) / 8
    var scanlines = [UInt8](repeating: 0, count: height * (rowBytes + 1))
    scanlines.withUnsafeMutableBufferPointer { target in
      indices.withUnsafeBufferPointer { source in
        let perByte = 8 / depth
        for y in 0..<height {
          let line = y * (rowBytes + 1) + 1  // after the filter byte, 0 (None)
          for x in 0..<width {
            let shift = 8 - depth * (x % perByte + 1)
            target[line + x / perByte] |= source[y * width + x] << shift
          }
        }
      }
    }
    guard let compressor = libdeflate_alloc_compressor(12) else {
      throw RenderError("libdeflate could not allocate a compressor")
    }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, scanlines.count)
    var compressed = [UInt8](repeating: 0, count: bound)
    let count = scanlines.withUnsafeBufferPointer { input in
      compressed.withUnsafeMutableBufferPointer { output in
        libdeflate_zlib_compress(
          compressor, input.baseAddress, input.count, output.baseAddress, output.count)
      }
    }
    guard count > 0 else {
      throw RenderError("libdeflate failed to compress \(scanlines.count) bytes of image data")
    }
    let grey = palette.isGreyRamp
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
    // Colour type 0 (greyscale) or 3 (indexed), deflate, filter method 0, no interlace.
    header += [UInt8(depth), grey ? 0 : 3, 0, 0, 0]
    Self.appendChunk("IHDR", header, to: &png)
    if !grey {
      Self.appendChunk(
        "PLTE", palette.colors.flatMap { [$0.red, $0.green, $0.blue] }, to: &png)
    }
    Self.appendChunk("IDAT", Array(compressed[0..<count]), to: &png)
    Self.appendChunk("IEND", [], to: &png)
    return png
  }

  private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    var crc = typeBytes.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, 4) }
    crc = data.withUnsafeBufferPointer { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
    png += bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}
