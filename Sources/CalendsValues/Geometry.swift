/// Points in a top-left-origin coordinate space, as the layout JSON reports them.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public init(center: Point, size: Size) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var center: Point { Point(x: midX, y: midY) }

  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9
      && other.maxY <= maxY + 1e-9
  }

  /// `x,y wxh` with at most two decimals: the form layout dumps use.
  public var description: String {
    "\(Rect.format(x)),\(Rect.format(y)) \(Rect.format(width))x\(Rect.format(height))"
  }

  public static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
