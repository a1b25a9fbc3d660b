public import CalendsValues

/// The sheet a printed page with a bleed is drawn on, in points, y down: the trim (the
/// paper, `Scene.width` × `Scene.height`), the bleed box around it, and the slug outside
/// that, where the crop marks stand. PDF readers and print shops read the boxes from the
/// page (TrimBox, BleedBox, MediaBox); the marks show where to cut.
public struct PrintSheet: Hashable, Sendable {
  public var trimWidth: Double
  public var trimHeight: Double
  public var bleed: Double

  public init(trimWidth: Double, trimHeight: Double, bleed: Double) {
    self.trimWidth = trimWidth
    self.trimHeight = trimHeight
    self.bleed = bleed
  }

  /// A crop mark's length, and the gap between the bleed box and a mark (so no mark is
  /// printed inside the bleed).
  public static let markLength = 18.0
  public static let markGap = 3.0
  /// A mark's stroke width: a hairline a print shop can still see.
  public static let markWidth = 0.25

  /// From the trim edge to the media edge.
  public var slug: Double { bleed + Self.markGap + Self.markLength }
  public var mediaWidth: Double { trimWidth + 2 * slug }
  public var mediaHeight: Double { trimHeight + 2 * slug }
  /// The trim and bleed boxes on the media.
  public var trimBox: Rect { Rect(x: slug, y: slug, width: trimWidth, height: trimHeight) }
  public var bleedBox: Rect {
    Rect(
      x: slug - bleed, y: slug - bleed, width: trimWidth + 2 * bleed,
      height: trimHeight + 2 * bleed)
  }

  /// Two marks at each corner, on the lines of the trim edges, outside the bleed box and
  /// a gap short of the media edge: a stroke ending on the edge fell on a fractional last
  /// pixel row, which readers rasterized differently from Cairo 1.16's and 1.18's PDFs.
  public var cropMarks: [(from: Point, to: Point)] {
    let trim = trimBox
    let near = bleed + Self.markGap
    let far = slug - Self.markGap
    var marks: [(from: Point, to: Point)] = []
    for x in [trim.minX, trim.maxX] {
      for (y, outward) in [(trim.minY, -1.0), (trim.maxY, 1.0)] {
        marks.append((Point(x: x, y: y + outward * near), Point(x: x, y: y + outward * far)))
      }
    }
    for y in [trim.minY, trim.maxY] {
      for (x, outward) in [(trim.minX, -1.0), (trim.maxX, 1.0)] {
        marks.append((Point(x: x + outward * near, y: y), Point(x: x + outward * far, y: y)))
      }
    }
    return marks
  }
}
