public import CalendsValues

/// Turns a rendered raster into a `PanelImage`: each pixel to its nearest panel colour, the
/// pictures dithered, the whole turned onto the device's rows.
///
/// - Drawn pixels (shapes, text, lines) take the nearest colour by `PanelPalette`'s rule,
///   with no dithering: a render for a panel draws them without antialiasing, so they are
///   already flat theme colours, and a flat colour must become one flat panel colour — a
///   pastel turns white or black, never a checkerboard.
/// - Picture pixels (an emoji's bitmap, inside `pictures`) are dithered by Floyd–Steinberg
///   error diffusion, left to right on every row, the error kept inside the picture, so a
///   photo-like image keeps its shading and no error leaks into the text beside it.
/// - A translucent pixel is first composited over white, the paper colour of every panel.
/// - A saturated mark never takes the colour the background takes (`PanelPalette`'s
///   exception): an orange event dot stays a dot on a black-and-white panel.
///
/// Deterministic: the same raster gives the same indices.
public enum PanelQuantizer {
  /// Quantizes premultiplied ARGB32 pixels (Cairo's layout; `rowLength` pixels apart) of the
  /// picture as drawn, `panel.drawnWidth`×`panel.drawnHeight`.
  public static func quantize(
    argb pixels: UnsafePointer<UInt32>, rowLength: Int, panel: PanelProfile,
    pictures: [PixelArea], background: Color = .white
  ) -> PanelImage {
    let width = panel.drawnWidth
    let height = panel.drawnHeight
    let palette = panel.palette
    let ground = palette.nearest(LabColor(background))
    var drawn = [UInt8](repeating: 0, count: width * height)
    var cache: [UInt32: UInt8] = [:]
    drawn.withUnsafeMutableBufferPointer { target in
      for y in 0..<height {
        let row = pixels + y * rowLength
        for x in 0..<width {
          let rgb = overWhite(row[x])
          if let known = cache[rgb] {
            target[y * width + x] = known
            continue
          }
          let index = UInt8(
            palette.nearest(
              red: UInt8(rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
              blue: UInt8(truncatingIfNeeded: rgb), ground: ground))
          cache[rgb] = index
          target[y * width + x] = index
        }
      }
    }
    for area in pictures {
      guard let area = area.clamped(width: width, height: height) else { continue }
      dither(pixels, rowLength: rowLength, area: area, palette: palette, into: &drawn, width: width)
    }
    return rotated(drawn, width: width, height: height, panel: panel)
  }

  /// The opaque RGB (`0xRRGGBB`) of a premultiplied pixel laid over white.
  @inline(__always)
  static func overWhite(_ pixel: UInt32) -> UInt32 {
    let alpha = pixel >> 24
    let paper = 255 - alpha
    let red = (pixel >> 16 & 0xFF) + paper
    let green = (pixel >> 8 & 0xFF) + paper
    let blue = (pixel & 0xFF) + paper
    return min(red, 255) << 16 | min(green, 255) << 8 | min(blue, 255)
  }

  /// Floyd–Steinberg inside `area`: 7/16 of a pixel's error to the right, 3/16, 5/16 and
  /// 1/16 to the row below; what would leave the area is dropped.
  private static func dither(
    _ pixels: UnsafePointer<UInt32>, rowLength: Int, area: PixelArea, palette: PanelPalette,
    into drawn: inout [UInt8], width: Int
  ) {
    let span = area.width
    // Three channels per pixel, one spare pixel each side so the kernel needs no edge test.
    var current = [Double](repeating: 0, count: (span + 2) * 3)
    var below = current
    for y in area.y..<(area.y + area.height) {
      let row = pixels + y * rowLength
      for column in 0..<span {
        let rgb = overWhite(row[area.x + column])
        let slot = (column + 1) * 3
        let wanted = [
          Double(rgb >> 16) + current[slot], Double(rgb >> 8 & 0xFF) + current[slot + 1],
          Double(rgb & 0xFF) + current[slot + 2],
        ].map { min(max($0, 0), 255) }
        let index = palette.nearest(
          red: UInt8(wanted[0].rounded()), green: UInt8(wanted[1].rounded()),
          blue: UInt8(wanted[2].rounded()))
        drawn[y * width + area.x + column] = UInt8(index)
        let chosen = palette.colors[index]
        let errors = [
          wanted[0] - Double(chosen.red), wanted[1] - Double(chosen.green),
          wanted[2] - Double(chosen.blue),
        ]
        for channel in 0..<3 {
          let error = errors[channel]
          current[slot + 3 + channel] += error * 7 / 16
          below[slot - 3 + channel] += error * 3 / 16
          below[slot + channel] += error * 5 / 16
          below[slot + 3 + channel] += error * 1 / 16
        }
      }
      swap(&current, &below)
      for index in below.indices { below[index] = 0 }
    }
  }

  /// The drawn picture turned clockwise by the panel's rotation onto the device's rows.
  static func rotated(_ drawn: [UInt8], width: Int, height: Int, panel: PanelProfile)
    -> PanelImage
  {
    let deviceWidth = panel.width
    let deviceHeight = panel.height
    var indices = [UInt8](repeating: 0, count: deviceWidth * deviceHeight)
    for y in 0..<deviceHeight {
      for x in 0..<deviceWidth {
        // The drawn pixel that lands on device pixel (x, y).
        let (sourceX, sourceY) =
          switch panel.rotation {
          case .none: (x, y)
          case .quarter: (y, height - 1 - x)
          case .half: (width - 1 - x, height - 1 - y)
          case .threeQuarters: (width - 1 - y, x)
          }
        indices[y * deviceWidth + x] = drawn[sourceY * width + sourceX]
      }
    }
    return PanelImage(
      width: deviceWidth, height: deviceHeight, palette: panel.palette, indices: indices)
  }
}
