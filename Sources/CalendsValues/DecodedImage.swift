/// Pixels with straight (non-premultiplied) alpha, rows top to bottom, 4 bytes per pixel.
public struct DecodedImage: Equatable, Sendable {
  /// In pixels.
  public var width: Int
  /// In pixels.
  public var height: Int
  /// `width` × `height` × 4 bytes: red, green, blue, alpha, each pixel in turn.
  public var rgba: [UInt8]

  /// An image of its pixels; `rgba` must hold `width` × `height` × 4 bytes (not checked:
  /// `pixel(x:y:)` traps past its end).
  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The pixel at (x, y) as (r, g, b, a).
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let i = (y * width + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
  }
}

extension DecodedImage {
  /// Where the two images first differ, or nil if they are equal: a readable failure
  /// instead of a dump of whole pixel arrays.
  public func firstDifference(from other: DecodedImage) -> String? {
    guard width == other.width, height == other.height else {
      return "size \(width)×\(height) vs \(other.width)×\(other.height)"
    }
    guard let index = rgba.indices.first(where: { rgba[$0] != other.rgba[$0] }) else {
      return nil
    }
    let x = index / 4 % width
    let y = index / 4 / width
    return "pixel (\(x), \(y)): \(pixel(x: x, y: y)) vs \(other.pixel(x: x, y: y))"
  }
}
