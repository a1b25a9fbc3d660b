import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

/// The heat map's legend: the domain's low end, one swatch per colour, the high end, centred
/// in a strip added below whatever the style drew. Right to left it reads from the right
/// (the low end and the lowest colour at the right), and its numbers take the locale's
/// digits, as the day numbers do. The ends are numbers, fitted to the image's width by the
/// one fitting policy: shrunk together, never cut, left out (with a warning) when even
/// their smallest size is too wide.
struct LegendLayout {
  let heatmap: Heatmap
  let domain: ClosedRange<Double>
  let theme: CalendarTheme
  let measurer: any TextMeasuring
  let text: CalendarText

  static let swatch = 12.0
  static let swatchGap = 2.0
  static let labelGap = 6.0
  static let margin = 8.0

  /// The legend strip's height: the swatches or the labels, whichever is taller.
  var height: Double {
    let font = theme.weekNumber.font
    return max(
      Self.swatch, measurer.measure(text.number(domain.lowerBound), font: font).height,
      measurer.measure(text.number(domain.upperBound), font: font).height)
  }

  /// `tree` with the legend item below its items and its height grown to hold it — a screen
  /// image, which grows.
  func appended(to tree: LayoutTree) -> LayoutTree {
    var result = tree
    let (item, warning) = legend(
      centerX: tree.width / 2, y: tree.height + Self.margin, width: tree.width - 2 * Self.margin)
    result.items.append(item)
    result.warnings += warning.map { [$0] } ?? []
    result.height = item.frame.maxY + Self.margin
    return result
  }

  /// `tree` with the legend at the bottom of `area` — a printed page, whose size is the
  /// paper's: its layout left the strip free (`reservedHeight`).
  func placed(in tree: LayoutTree, bottomOf area: Rect) -> LayoutTree {
    var result = tree
    let (item, warning) = legend(centerX: area.midX, y: area.maxY - height, width: area.width)
    result.items.append(item)
    result.warnings += warning.map { [$0] } ?? []
    return result
  }

  /// What a printed page's grid leaves free at the bottom of its content for the legend.
  var reservedHeight: Double { height + Self.margin }

  /// The legend centred on `centerX` within `available` points, and a warning when its ends
  /// had to be left out.
  private func legend(centerX: Double, y: Double, width available: Double)
    -> (item: LayoutItem, warning: String?)
  {
    var font = theme.weekNumber.font
    let count = Double(heatmap.colors.count)
    let swatchesWidth = count * Self.swatch + (count - 1) * Self.swatchGap
    let ends = fittedEnds(font: font, room: available - swatchesWidth - 2 * Self.labelGap)
    font = ends.fontSize.map { font.withSize($0) } ?? font
    let (low, high) = ends.leftOut ? ("", "") : (ends.low, ends.high)
    let lowSize = measurer.measure(low, font: font)
    let highSize = measurer.measure(high, font: font)
    let width = lowSize.width + highSize.width + 2 * Self.labelGap + swatchesWidth
    let height = max(Self.swatch, lowSize.height, highSize.height)
    let x = max(0, centerX - width / 2)
    let swatchY = y + (height - Self.swatch) / 2
    let rightToLeft = text.isRightToLeft
    // The end read first (the low one) at the leading edge.
    let leadingWidth = rightToLeft ? highSize.width : lowSize.width
    let firstSwatch = x + leadingWidth + Self.labelGap
    let swatches = heatmap.colors.indices.map { index in
      let position = rightToLeft ? heatmap.colors.count - 1 - index : index
      return Rect(
        x: firstSwatch + Double(position) * (Self.swatch + Self.swatchGap), y: swatchY,
        width: Self.swatch, height: Self.swatch)
    }
    let leftFrame = Rect(x: x, y: y, width: leadingWidth, height: height)
    let rightFrame = Rect(
      x: firstSwatch + swatchesWidth + Self.labelGap, y: y,
      width: rightToLeft ? lowSize.width : highSize.width, height: height)
    let legend = LayoutItem.Legend(
      colors: heatmap.colors, domain: domain, swatches: swatches, lowText: low,
      lowFrame: rightToLeft ? rightFrame : leftFrame, highText: high,
      highFrame: rightToLeft ? leftFrame : rightFrame, fontSize: ends.fontSize)
    let warning =
      ends.leftOut
      ? LayoutTree.leftOutWarning(
        day: "legend", role: "heat map's range", text: "\(ends.low) – \(ends.high)")
      : nil
    return (
      LayoutItem(.legend(legend), frame: Rect(x: x, y: y, width: width, height: height)), warning
    )
  }

  /// The domain's ends in the locale's digits, fitted together into `room` points: each
  /// gets its share of the room in proportion to its width, so both shrink to about one
  /// size (`TextMeasuring.fit`: a number is shrunk, never cut); both are left out when
  /// either would be.
  private func fittedEnds(font: FontSpec, room: Double)
    -> (low: String, high: String, fontSize: Double?, leftOut: Bool)
  {
    let low = text.number(domain.lowerBound)
    let high = text.number(domain.upperBound)
    let lowWidth = measurer.measure(low, font: font).width
    let highWidth = measurer.measure(high, font: font).width
    guard lowWidth + highWidth > room, lowWidth + highWidth > 0 else {
      return (low, high, nil, false)
    }
    let share = max(0, room) / (lowWidth + highWidth)
    let fitted = [(low, lowWidth), (high, highWidth)].map { label, width in
      measurer.fit(label, font: font, width: width * share, rule: .cellLabel)
    }
    let sizes = fitted.map { $0.fontSize ?? font.size }
    return (low, high, sizes.min(), fitted.contains(where: \.leftOut))
  }
}

extension LegendLayout {
  /// The legend of a spec's day data, when it has a heat map that shows one.
  init?(
    _ data: DayData, theme: CalendarTheme, measurer: any TextMeasuring, text: CalendarText
  ) {
    guard let heatmap = data.heatmap, heatmap.legend, let domain = data.heatmapDomain else {
      return nil
    }
    self.init(heatmap: heatmap, domain: domain, theme: theme, measurer: measurer, text: text)
  }
}

extension CalendarLayout {
  /// The legend below a grid style's tree, when its spec has a heat map with one.
  func withLegend(_ tree: LayoutTree, _ data: DayData) -> LayoutTree {
    LegendLayout(
      data, theme: theme, measurer: measurer,
      text: CalendarText.cached(localeIdentifier: spec.canvas.locale)
    )?.appended(to: tree) ?? tree
  }
}
