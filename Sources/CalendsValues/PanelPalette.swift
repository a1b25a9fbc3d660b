/// The colours a panel can show, in the order of the indices its driver reads (Inky: black 0,
/// white 1, green 2, …), so an image's index is the byte the device gets.
///
/// The nearest colour rule: a pixel takes the palette colour with the smallest CIELAB
/// difference (CIE76 ΔE), the earlier entry on a tie. On a black-and-white panel that is a
/// lightness threshold at L* 50; a colour the panel has stays itself.
public struct PanelPalette: Hashable, Sendable {
  /// The colours, opaque, in index order; 2…256 of them.
  public let colors: [Color]
  /// The colours in CIELAB, in the same order.
  public let lab: [LabColor]

  /// A palette of opaque colours (alpha is ignored); nil unless there are 2…256, all
  /// different.
  public init?(_ colors: [Color]) {
    let opaque = colors.map { Color(red: $0.red, green: $0.green, blue: $0.blue) }
    guard Self.sizes.contains(opaque.count), Set(opaque).count == opaque.count else { return nil }
    self.colors = opaque
    self.lab = opaque.map(LabColor.init)
  }

  /// How many colours a palette holds.
  public static let sizes = 2...256

  /// Bits per pixel of an indexed image of this palette: 1, 2, 4 or 8 (PNG's depths).
  public var bitDepth: Int {
    switch colors.count {
    case ...2: 1
    case ...4: 2
    case ...16: 4
    default: 8
    }
  }

  /// Whether the palette is the evenly spaced greys of its bit depth, dark to light (2: black
  /// and white; 16: 0x00, 0x11 … 0xFF), so an image of it can be a greyscale PNG whose
  /// sample is the index.
  public var isGreyRamp: Bool {
    let levels = 1 << bitDepth
    guard colors.count == levels else { return false }
    return colors.enumerated().allSatisfy { index, color in
      let grey = UInt8(index * 255 / (levels - 1))
      return color.red == grey && color.green == grey && color.blue == grey
    }
  }

  /// The index of the colour nearest `lab` by the rule above.
  public func nearest(_ lab: LabColor) -> Int {
    var best = 0
    var bestDistance = Double.infinity
    for (index, candidate) in self.lab.enumerated() {
      let distance = lab.distanceSquared(to: candidate)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// The index of the colour nearest an opaque sRGB colour.
  public func nearest(red: UInt8, green: UInt8, blue: UInt8) -> Int {
    nearest(LabColor(red: red, green: green, blue: blue))
  }

  /// `levels` greys from black to white, evenly spaced: a greyscale panel's palette.
  public static func greys(_ levels: Int) -> PanelPalette? {
    guard levels >= 2 else { return nil }
    return PanelPalette(
      (0..<levels).map { index in
        let grey = UInt8(index * 255 / (levels - 1))
        return Color(red: grey, green: grey, blue: grey)
      })
  }
}
