/// Points in a top-left-origin coordinate space, as the layout JSON reports them.
public struct Point: Hashable, Sendable {
  /// The distance right of the origin, in points.
  public var x: Double
  /// The distance below the origin, in points.
  public var y: Double
  /// The point `x` points right of and `y` points below the origin.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double
  /// A size of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A rectangle in points, in the same top-left-origin space as `Point`: `y` grows
/// downwards.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge, in points.
  public var x: Double
  /// The top edge, in points.
  public var y: Double
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// A rectangle from its top-left corner and its size, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle of `size` centred on `center`.
  public init(center: Point, size: Size) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The left edge.
  public var minX: Double { x }
  /// The top edge.
  public var minY: Double { y }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether `other` lies wholly inside this rectangle, edges included, allowing for
  /// rounding.
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9
      && other.maxY <= maxY + 1e-9
  }

  /// `x,y wxh` with at most two decimals: the form layout dumps use.
  public var description: String {
    "\(Rect.format(x)),\(Rect.format(y)) \(Rect.format(width))x\(Rect.format(height))"
  }

  /// A coordinate as `description` writes it: at most two decimals, none for a whole
  /// number.
  public static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
