public import CalendsValues

/// The `heatmap` field: fills each date cell by its day's `value`, in even buckets over the
/// domain, with an optional legend below the grid.
public struct Heatmap: Hashable, Sendable {
  /// The values the colours span (`domain`): `auto` or `[min, max]`.
  public enum Domain: Hashable, Sendable {
    /// From the smallest to the largest value of `days`.
    case auto
    /// From `lowerBound` to `upperBound` as given (the lower strictly below the upper);
    /// values outside fall in the first or last bucket.
    case range(ClosedRange<Double>)
  }

  /// Lowest bucket first.
  public var colors: [ColorSpecifier] = Heatmap.ramps["greens"]!
  /// The values the colours span; default `auto`, the smallest to the largest value given.
  public var domain: Domain = .auto
  /// Whether a legend of the buckets is drawn below the grid; default `true`.
  public var legend: Bool = true
  /// The fill of a day without a value.
  public var emptyColor: ColorSpecifier = Heatmap.defaultEmptyColor

  /// A heat map with the defaults: the `greens` ramp, an `auto` domain and a legend.
  public init() {}

  /// A light grey in the light theme (`primary9`); in the dark one a grey just above the
  /// page's black and below every dark ramp's lowest step, so a day without a value is
  /// dimmer than the smallest value, as on GitHub's dark contribution graph.
  public static let defaultEmptyColor = try! ColorSpecifier(light: "#EEEEEF", dark: "#161B22")

  /// Named ramps, five sequential steps each, lowest first. In the light appearance they
  /// are ColorBrewer's, light to dark on a light page; in the dark one each has a variant
  /// that runs dim to bright (as GitHub's dark contribution graph does), so the lowest
  /// values are the least conspicuous cells on either background.
  public static let ramps: [String: [ColorSpecifier]] = [
    "greens": (
      ["#C7E9C0", "#A1D99B", "#74C476", "#31A354", "#006D2C"],
      ["#0E4429", "#006D32", "#26A641", "#39D353", "#8EF0A0"]
    ),
    "blues": (
      ["#C6DBEF", "#9ECAE1", "#6BAED6", "#3182BD", "#08519C"],
      ["#0B2A4A", "#0F4A80", "#1F6FB5", "#3B96E0", "#90CAF9"]
    ),
    "oranges": (
      ["#FDD0A2", "#FDAE6B", "#FD8D3C", "#E6550D", "#A63603"],
      ["#4A1F05", "#7F3A0A", "#B85A12", "#E6801F", "#FDB86B"]
    ),
    "greys": (
      ["#D9D9D9", "#BDBDBD", "#969696", "#636363", "#252525"],
      ["#2E2E2E", "#4A4A4A", "#6E6E6E", "#9A9A9A", "#D0D0D0"]
    ),
  ].mapValues { light, dark in zip(light, dark).map { try! ColorSpecifier(light: $0, dark: $1) } }

  /// The bucket of `value`: n colours split the domain into n equal intervals, each closed
  /// below (the top one closed at both ends); values outside clamp. Nil `value` (or no
  /// domain: no day has a value) is `emptyColor`.
  public func color(for value: Double?, domain: ClosedRange<Double>?) -> ColorSpecifier {
    guard let value, let domain else { return emptyColor }
    return colors[bucket(of: value, in: domain)]
  }

  /// The index in `colors` of `value`'s bucket: `colors.count` equal intervals of `domain`,
  /// a value outside it counted in the first or last.
  public func bucket(of value: Double, in domain: ClosedRange<Double>) -> Int {
    let span = domain.upperBound - domain.lowerBound
    guard span > 0 else { return value < domain.lowerBound ? 0 : colors.count - 1 }
    let position = (value - domain.lowerBound) / span * Double(colors.count)
    return min(colors.count - 1, max(0, Int(position.rounded(.down))))
  }
}

extension SpecReader {
  /// `{colors, domain, legend, emptyColor}`
  func heatmap(_ value: SpecValue, _ path: String) throws(SpecError) -> Heatmap {
    var heatmap = Heatmap()
    try objectFields(value, path, keys: ["colors", "domain", "legend", "emptyColor"]) {
      (key, field, fieldPath) throws(SpecError) in
      switch key {
      case "colors": heatmap.colors = try heatmapColors(field, fieldPath)
      case "domain": heatmap.domain = try heatmapDomain(field, fieldPath)
      case "legend": heatmap.legend = try bool(field, fieldPath)
      default: heatmap.emptyColor = try color(field, fieldPath)
      }
    }
    return heatmap
  }

  private func heatmapColors(_ value: SpecValue, _ path: String) throws(SpecError)
    -> [ColorSpecifier]
  {
    let names = Heatmap.ramps.keys.sorted()
    if case .string(let name) = value {
      if let ramp = Heatmap.ramps[name] { return ramp }
      throw fail(
        path,
        "unknown ramp '\(SpecValue.clipped(name))'; expected \(names.joined(separator: ", ")) or a list of colours"
          + FieldSuggestion.phrase(for: name, in: names))
    }
    let range = Limits.heatmapColors
    let colors = try list(value, path, of: "colours", limit: range.upperBound) {
      (item, itemPath) throws(SpecError) in try color(item, itemPath)
    }
    guard colors.count >= range.lowerBound else {
      throw fail(
        path, "expected \(range.lowerBound) to \(range.upperBound) colours, found \(colors.count)")
    }
    return colors
  }

  private func heatmapDomain(_ value: SpecValue, _ path: String) throws(SpecError)
    -> Heatmap.Domain
  {
    if case .string("auto") = value { return .auto }
    guard case .array(let items) = value, items.count == 2 else {
      throw fail(path, "expected [min, max] or \"auto\", found \(value.kindDescription)")
    }
    let low = try number(items[0], "\(path)[0]", in: -1e15...1e15)
    let high = try number(items[1], "\(path)[1]", in: -1e15...1e15)
    guard low < high else {
      throw fail(path, "min \(low) is not below max \(high); give [min, max] with min < max")
    }
    return .range(low...high)
  }
}
