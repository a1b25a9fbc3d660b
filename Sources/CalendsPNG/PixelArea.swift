/// A rectangle of whole device pixels: where a render painted a picture (an emoji's bitmap),
/// the only places a panel image is dithered.
public struct PixelArea: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The part inside a `width`×`height` raster; nil when nothing is.
  func clamped(width rasterWidth: Int, height rasterHeight: Int) -> PixelArea? {
    let left = max(x, 0)
    let top = max(y, 0)
    let right = min(x + width, rasterWidth)
    let bottom = min(y + height, rasterHeight)
    guard right > left, bottom > top else { return nil }
    return PixelArea(x: left, y: top, width: right - left, height: bottom - top)
  }
}
