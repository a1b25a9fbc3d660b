/// The colours a panel can show, in the order of the indices its driver reads (Inky: black 0,
/// white 1, green 2, …), so an image's index is the byte the device gets.
///
/// The nearest colour rule: a pixel takes the palette colour with the smallest CIELAB
/// difference (CIE76 ΔE), the earlier entry on a tie. On a black-and-white panel that is a
/// lightness threshold at L* 50; a colour the panel has stays itself. One exception: a mark
/// never becomes the ground — a saturated colour (chroma C* of at least `inkChroma`: an
/// event's orange dot, a yellow bar) whose nearest colour is the one the picture's
/// background takes (`ground`) takes the nearest of the others, so a mark in a colour the
/// panel lacks stays a mark (black on a light theme's white, white on a dark theme's black)
/// instead of vanishing; pastels and greys, whose chroma is low, still go to the nearest.
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

  /// The chroma from which a colour counts as ink: orange (#EF6C00, C* ≈ 80) and yellow
  /// (#FBC02D, C* ≈ 75) do; the light theme's blue range fill over white (C* ≈ 20) and a
  /// pastel yellow (#FFF9C4, C* ≈ 30) do not.
  public static let inkChroma = 40.0

  /// The index of the colour nearest `lab` by the rule above, on a picture whose
  /// background takes the colour `ground` (nil: no exception, the plain nearest colour).
  public func nearest(_ lab: LabColor, ground: Int? = nil) -> Int {
    let best = nearest(lab, skipping: nil)
    guard let ground, best == ground, lab.chroma >= Self.inkChroma else { return best }
    return nearest(lab, skipping: ground)
  }

  /// The smallest colour difference (CIE76 ΔE) a line must have from its ground to be kept
  /// apart from it (`apart(_:from:)`): a little above the just noticeable 2.3.
  public static let noticeableDifference = 3.0

  /// The panel colour a line of colour `lab` drawn on `ground` takes when the nearest rule
  /// would lose it: nil when its nearest colour is not the ground's, or when the line is not
  /// noticeably apart from its ground to begin with; else the nearest of the colours other
  /// than the one the ground takes — for a grey line (chroma under `inkChroma`) the nearest
  /// of the panel's greys, where it has another, so a grey rule on the Inky is black, not
  /// the orange that lies a little nearer.
  public func apart(_ lab: LabColor, from ground: LabColor) -> Color? {
    let groundIndex = nearest(ground, skipping: nil)
    guard nearest(lab, skipping: nil) == groundIndex,
      lab.distanceSquared(to: ground) >= Self.noticeableDifference * Self.noticeableDifference
    else { return nil }
    let others = self.lab.indices.filter { $0 != groundIndex }
    let greys = others.filter { self.lab[$0].chroma < Self.inkChroma }
    let candidates = lab.chroma < Self.inkChroma && !greys.isEmpty ? greys : others
    let best = candidates.min {
      lab.distanceSquared(to: self.lab[$0]) < lab.distanceSquared(to: self.lab[$1])
    }
    return best.map { colors[$0] }
  }

  private func nearest(_ lab: LabColor, skipping skipped: Int?) -> Int {
    var best = 0
    var bestDistance = Double.infinity
    for (index, candidate) in self.lab.enumerated() where index != skipped {
      let distance = lab.distanceSquared(to: candidate)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// The index of the colour nearest an opaque sRGB colour.
  public func nearest(red: UInt8, green: UInt8, blue: UInt8, ground: Int? = nil) -> Int {
    nearest(LabColor(red: red, green: green, blue: blue), ground: ground)
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
