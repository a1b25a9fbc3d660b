import CalendsModel

/// The control's fixed measures, in points. Numbers come from the design guidelines and the
/// SDK's open-source calendar (see THEMING-NOTES); the ones they leave open are ours and
/// are documented in the README.
public enum CalendarMetrics {
  /// Date cell height by default, and the bounds when `maximumViewHeight` sets it.
  public static let defaultCellHeight = 51.0
  public static let cellHeightRange: ClosedRange<Double> = 44...51

  /// Regular size class: the container is the screen width minus these insets on each side.
  public static let regularEdgeInset = 20.0

  /// Week label view: space above and below the labels.
  public static let weekdayLabelTopPadding = 8.0
  public static let weekdayLabelBottomPadding = 4.0

  /// The month label, standing in for the navigation bar title: its height per style.
  public static let singleTitleHeight = 44.0
  public static let doubleTitleHeight = 56.0

  public static let selectionDiameter = 26.0
  public static let eventIndicatorSize = 4.0
  /// Gap between the day number's line box and the event dot.
  public static let eventIndicatorGap = 1.0
  /// With the indicator, the number's centre sits this far above the cell's centre, so the
  /// number and the dot together are centred.
  public static let numberRaiseWithIndicator = 4.0

  /// With week numbers, the column takes 7/140 of the width and each day 19/140.
  public static let weekNumberShare = 7.0 / 140.0
  public static let dayShareWithWeekNumbers = 19.0 / 140.0

  /// The container width for a spec: an explicit `width`, or the device's.
  public static func containerWidth(for spec: CalendarSpec) -> Double {
    if let width = spec.width { return width }
    let device = spec.resolvedDevice
    switch device.sizeClass {
    case .compact: return device.screenWidth
    case .regular: return device.screenWidth - 2 * regularEdgeInset
    }
  }

  /// The date cell height: 51, or what fits in `maximumViewHeight`, clamped to 44…51.
  /// Rounded down to whole points so rows fall on pixel boundaries.
  public static func cellHeight(maximumViewHeight: Double?, fixedHeight: Double, rows: Int) -> Double {
    guard let maximumViewHeight, rows > 0 else { return defaultCellHeight }
    let fitting = ((maximumViewHeight - fixedHeight) / Double(rows)).rounded(.down)
    return min(max(fitting, cellHeightRange.lowerBound), cellHeightRange.upperBound)
  }
}
