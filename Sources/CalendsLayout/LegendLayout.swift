import CalendsModel
import CalendsTheme
import CalendsValues

/// The heat map's legend: the domain's low end, one swatch per colour, the high end, centred
/// in a strip added below whatever the style drew.
struct LegendLayout {
  let heatmap: Heatmap
  let domain: ClosedRange<Double>
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  static let swatch = 12.0
  static let swatchGap = 2.0
  static let labelGap = 6.0
  static let margin = 8.0

  /// `tree` with the legend item below its items and its height grown to hold it.
  func appended(to tree: LayoutTree) -> LayoutTree {
    let font = theme.weekNumber.font
    let low = Self.text(domain.lowerBound)
    let high = Self.text(domain.upperBound)
    let lowSize = measurer.measure(low, font: font)
    let highSize = measurer.measure(high, font: font)
    let count = Double(heatmap.colors.count)
    let swatchesWidth = count * Self.swatch + (count - 1) * Self.swatchGap
    let width = lowSize.width + highSize.width + 2 * Self.labelGap + swatchesWidth
    let height = max(Self.swatch, lowSize.height, highSize.height)
    let x = max(0, (tree.width - width) / 2)
    let y = tree.height + Self.margin
    let swatchY = y + (height - Self.swatch) / 2
    let firstSwatch = x + lowSize.width + Self.labelGap
    let swatches = heatmap.colors.indices.map { index in
      Rect(
        x: firstSwatch + Double(index) * (Self.swatch + Self.swatchGap), y: swatchY,
        width: Self.swatch, height: Self.swatch)
    }
    let legend = LayoutItem.Legend(
      colors: heatmap.colors, domain: domain, swatches: swatches, lowText: low,
      lowFrame: Rect(x: x, y: y, width: lowSize.width, height: height), highText: high,
      highFrame: Rect(
        x: firstSwatch + swatchesWidth + Self.labelGap, y: y, width: highSize.width,
        height: height))
    var result = tree
    result.items.append(
      LayoutItem(.legend(legend), frame: Rect(x: x, y: y, width: width, height: height)))
    result.height = y + height + Self.margin
    return result
  }

  /// A domain end as a person writes it: no fraction on a whole number.
  static func text(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}

extension CalendarLayout {
  /// The legend below a grid style's tree, when its spec has a heat map with one.
  func withLegend(_ tree: LayoutTree, _ data: DayData) -> LayoutTree {
    guard let heatmap = data.heatmap, heatmap.legend, let domain = data.heatmapDomain else {
      return tree
    }
    return LegendLayout(heatmap: heatmap, domain: domain, theme: theme, measurer: measurer)
      .appended(to: tree)
  }
}
