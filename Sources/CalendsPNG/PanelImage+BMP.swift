public import CalendsValues

extension PanelImage {
  /// The image as a Windows BMP (BITMAPINFOHEADER, uncompressed), as TRMNL and the
  /// microcontroller libraries read it: 1 bit per pixel for 2 colours, 4 for up to 16, else
  /// 8 (BMP has no 2-bit form); the colour table is the palette in index order; rows bottom
  /// up, each padded to 4 bytes, as the format stores them. 72 dpi and no other field that
  /// changes, so the bytes depend only on the indices and the palette.
  public func bmpData() throws(RenderError) -> [UInt8] {
    guard width > 0, height > 0, indices.count == width * height else {
      throw RenderError(
        "cannot encode a \(width)×\(height) panel image from \(indices.count) pixels")
    }
    let depth =
      switch palette.bitDepth {
      case 1: 1
      case 2, 4: 4
      default: 8
      }
    let rowBytes = (width * depth + 31) / 32 * 4
    let tableBytes = palette.colors.count * 4
    let pixelOffset = 14 + 40 + tableBytes
    let fileSize = pixelOffset + rowBytes * height
    var bmp: [UInt8] = [0x42, 0x4D]  // "BM"
    bmp +=
      Self.littleEndian(UInt32(fileSize)) + [0, 0, 0, 0] + Self.littleEndian(UInt32(pixelOffset))
    bmp +=
      Self.littleEndian(40) + Self.littleEndian(UInt32(width)) + Self.littleEndian(UInt32(height))
    bmp += [1, 0, UInt8(depth), 0]  // one plane, bits per pixel
    bmp += Self.littleEndian(0) + Self.littleEndian(UInt32(rowBytes * height))  // BI_RGB
    bmp += Self.littleEndian(2835) + Self.littleEndian(2835)  // 72 dpi
    bmp += Self.littleEndian(UInt32(palette.colors.count)) + Self.littleEndian(0)
    for color in palette.colors { bmp += [color.blue, color.green, color.red, 0] }
    var rows = [UInt8](repeating: 0, count: rowBytes * height)
    let perByte = 8 / depth
    for y in 0..<height {
      let line = (height - 1 - y) * rowBytes
      for x in 0..<width {
        let shift = 8 - depth * (x % perByte + 1)
        rows[line + x / perByte] |= indices[y * width + x] << shift
      }
    }
    return bmp + rows
  }

  private static func littleEndian(_ value: UInt32) -> [UInt8] {
    [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}
