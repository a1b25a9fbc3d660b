public import CalendsValues

/// A picture as a panel reads it: one palette index per pixel, rows top to bottom in the
/// device's orientation. What the panel writers (indexed PNG, BMP, raw planes) encode.
public struct PanelImage: Hashable, Sendable {
  /// Pixels per row, as the device reads them.
  public var width: Int
  /// Rows.
  public var height: Int
  /// The colours the indices name.
  public var palette: PanelPalette
  /// `width × height` palette indices, row-major.
  public var indices: [UInt8]

  /// An image of `indices`; the writers check nothing more than that the count is right.
  public init(width: Int, height: Int, palette: PanelPalette, indices: [UInt8]) {
    self.width = width
    self.height = height
    self.palette = palette
    self.indices = indices
  }

  /// The index at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> UInt8 { indices[y * width + x] }
}
