public import CalendsValues

extension PanelImage {
  /// The image as the bytes a panel's driver sends, with no header (`.bin`): rows top to
  /// bottom in the device's orientation, each row starting on a byte, the first pixel in the
  /// highest bits.
  ///
  /// - 2 colours: 1 bit per pixel, the bit the index (Waveshare: 0 black, 1 white).
  /// - 3 colours: two 1-bit planes, one after the other, as Waveshare's `getbuffer` makes
  ///   them for a black-white-red (or yellow) panel's `display(black, red)`: first the
  ///   black plane (0 where index 0, black; 1 elsewhere), then the colour plane (0 where
  ///   index 2, the colour; 1 elsewhere). The driver inverts the colour plane itself.
  /// - 4 colours: 2 bits per pixel, the index.
  /// - 5…16 colours: 4 bits per pixel, the index, two pixels a byte, high nibble first
  ///   (Inky Impression's buffer).
  /// - More: a byte per pixel.
  public func rawData() throws(RenderError) -> [UInt8] {
    guard width > 0, height > 0, indices.count == width * height else {
      throw RenderError(
        "cannot encode a \(width)×\(height) panel image from \(indices.count) pixels")
    }
    if palette.colors.count == 3 {
      return packed(depth: 1) { $0 == 0 ? 0 : 1 } + packed(depth: 1) { $0 == 2 ? 0 : 1 }
    }
    return packed(depth: palette.bitDepth) { $0 }
  }

  /// Each pixel's `value(index)` in `depth` bits, rows starting on a byte, first pixel highest.
  private func packed(depth: Int, _ value: (UInt8) -> UInt8) -> [UInt8] {
    let rowBytes = (width * depth + 7) / 8
    let perByte = 8 / depth
    var bytes = [UInt8](repeating: 0, count: rowBytes * height)
    for y in 0..<height {
      for x in 0..<width {
        let shift = 8 - depth * (x % perByte + 1)
        bytes[y * rowBytes + x / perByte] |= value(indices[y * width + x]) << shift
      }
    }
    return bytes
  }
}
