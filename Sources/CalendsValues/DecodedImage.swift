/// Pixels with straight (non-premultiplied) alpha, rows top to bottom, 4 bytes per pixel.
public struct DecodedImage: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public var rgba: [UInt8]

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
