import CCairo
import CalendsPNG
import CalendsValues
import Foundation

/// A colour font's face, as fontconfig names it: the file and the face's index in it.
struct ColorFace: Hashable, Sendable {
  let file: String
  let index: Int32
}

/// A colour glyph's picture as the font stores it: premultiplied BGRA rows (Cairo's ARGB32
/// in memory), and where the picture sits relative to the glyph origin, in em units.
struct ColorGlyphBitmap: Sendable {
  let width: Int
  let height: Int
  /// `width * height` pixels, row after row, no padding.
  let pixels: [UInt32]
  /// The picture's left edge right of the origin, and its top above the baseline, in em.
  let left: Double
  let top: Double
  /// The picture's size in em.
  let emWidth: Double
  let emHeight: Double
}

/// The pictures of colour emoji, read once per process from the font's bitmap strike.
///
/// Cairo draws such glyphs itself only by scaling the strike with its own filter, and that
/// filter changed between Cairo 1.16 and 1.18 (a pizza slice came out with 289 pixels
/// different); its PDF writer drew them as images without text in 1.16 and as a Type 3 font
/// in 1.18. So Calends reads the strike through FreeType (which decodes the font's PNG
/// data, the same pixels everywhere) and places the picture itself in every format.
///
/// Thread-safe: renderers on many threads share the decoded strikes behind one lock.
enum ColorGlyphBitmaps {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var library: FT_Library?
  nonisolated(unsafe) private static var faces: [ColorFace: FT_Face] = [:]
  nonisolated(unsafe) private static var bitmaps: [Key: ColorGlyphBitmap?] = [:]

  private struct Key: Hashable {
    let face: ColorFace
    let glyph: UInt32
  }

  /// The picture of `glyph` in `face`'s largest strike; nil for a glyph without one (a
  /// space or a joiner) or a face FreeType cannot open.
  static func bitmap(_ glyph: UInt32, in face: ColorFace) -> ColorGlyphBitmap? {
    lock.lock()
    defer { lock.unlock() }
    let key = Key(face: face, glyph: glyph)
    if let known = bitmaps[key] { return known }
    let read = ftFace(face).flatMap { decode(glyph, of: $0) }
    bitmaps[key] = read
    return read
  }

  private static func ftFace(_ face: ColorFace) -> FT_Face? {
    if let open = faces[face] { return open }
    if library == nil {
      var made: FT_Library?
      guard FT_Init_FreeType(&made) == 0 else { return nil }
      library = made
    }
    var opened: FT_Face?
    guard let library, FT_New_Face(library, face.file, FT_Long(face.index), &opened) == 0,
      let opened
    else { return nil }
    // The largest strike: Noto Color Emoji has one, at 109 pixels per em.
    let strikes = Int(opened.pointee.num_fixed_sizes)
    if strikes > 0, let sizes = opened.pointee.available_sizes {
      let largest = (0..<strikes).max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0
      FT_Select_Size(opened, FT_Int(largest))
    }
    faces[face] = opened
    return opened
  }

  private static func decode(_ glyph: UInt32, of face: FT_Face) -> ColorGlyphBitmap? {
    guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0,
      let slot = face.pointee.glyph, let size = face.pointee.size
    else { return nil }
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    let pixelsPerEm = Double(size.pointee.metrics.y_ppem)
    guard width > 0, height > 0, pixelsPerEm > 0,
      bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer
    else { return nil }
    var pixels = [UInt32](repeating: 0, count: width * height)
    let pitch = Int(bitmap.pitch)
    for row in 0..<height {
      let source = buffer + row * pitch
      for column in 0..<width {
        let b = UInt32(source[column * 4])
        let g = UInt32(source[column * 4 + 1])
        let r = UInt32(source[column * 4 + 2])
        let a = UInt32(source[column * 4 + 3])
        pixels[row * width + column] = a << 24 | r << 16 | g << 8 | b
      }
    }
    return ColorGlyphBitmap(
      width: width, height: height, pixels: pixels,
      left: Double(slot.pointee.bitmap_left) / pixelsPerEm,
      top: Double(slot.pointee.bitmap_top) / pixelsPerEm,
      emWidth: Double(width) / pixelsPerEm, emHeight: Double(height) / pixelsPerEm)
  }
}

extension ColorGlyphBitmap {
  /// The picture with straight (not premultiplied) alpha, to encode as PNG.
  var straightAlpha: DecodedImage {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for (index, pixel) in pixels.enumerated() {
      let alpha = pixel >> 24
      guard alpha > 0 else { continue }
      func straight(_ value: UInt32) -> UInt8 { UInt8(min((value * 255 + alpha / 2) / alpha, 255)) }
      rgba[index * 4] = straight(pixel >> 16 & 0xFF)
      rgba[index * 4 + 1] = straight(pixel >> 8 & 0xFF)
      rgba[index * 4 + 2] = straight(pixel & 0xFF)
      rgba[index * 4 + 3] = UInt8(alpha)
    }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }

  /// The picture resampled to `width` × `height` pixels by area averaging (each target
  /// pixel the mean of the source area it covers), in plain arithmetic, so every machine
  /// gets the same pixels for the same size.
  func resampled(width targetWidth: Int, height targetHeight: Int) -> [UInt32] {
    let columns = Self.weights(from: width, to: targetWidth)
    let rows = Self.weights(from: height, to: targetHeight)
    var result = [UInt32](repeating: 0, count: targetWidth * targetHeight)
    var sums = [Double](repeating: 0, count: 4)
    for (y, rowWeights) in rows.enumerated() {
      for (x, columnWeights) in columns.enumerated() {
        sums[0] = 0
        sums[1] = 0
        sums[2] = 0
        sums[3] = 0
        for (sourceY, weightY) in rowWeights {
          for (sourceX, weightX) in columnWeights {
            let weight = weightX * weightY
            let pixel = pixels[sourceY * width + sourceX]
            sums[0] += Double(pixel >> 24) * weight
            sums[1] += Double(pixel >> 16 & 0xFF) * weight
            sums[2] += Double(pixel >> 8 & 0xFF) * weight
            sums[3] += Double(pixel & 0xFF) * weight
          }
        }
        func channel(_ value: Double) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }
        let alpha = channel(sums[0])
        // Premultiplied: no channel may exceed alpha, whatever the rounding did.
        result[y * targetWidth + x] =
          alpha << 24 | min(channel(sums[1]), alpha) << 16 | min(channel(sums[2]), alpha) << 8
          | min(channel(sums[3]), alpha)
      }
    }
    return result
  }

  /// For each of `target` cells, the source cells it overlaps and the share of the target
  /// cell each covers (summing to 1).
  private static func weights(from source: Int, to target: Int) -> [[(Int, Double)]] {
    let step = Double(source) / Double(target)
    return (0..<target).map { index in
      let start = Double(index) * step
      let end = start + step
      var cells: [(Int, Double)] = []
      var cell = Int(start.rounded(.down))
      while Double(cell) < end, cell < source {
        let overlap = min(end, Double(cell + 1)) - max(start, Double(cell))
        if overlap > 0 { cells.append((cell, overlap / step)) }
        cell += 1
      }
      return cells
    }
  }
}
