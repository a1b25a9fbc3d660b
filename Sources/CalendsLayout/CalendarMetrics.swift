public import CalendsModel
public import CalendsValues

/// The control's fixed measures, in points. Numbers come from the design guidelines and the
/// SDK's open-source calendar; the ones they leave open are ours. The documentation's "Layout
/// metrics" (`ControlStyles.md`) tables both.
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
  /// A range band is this much taller than the disc, and its end discs match it.
  public static let bandExtra = 4.0
  /// The full-screen month puts the number's disc this far below the top of a tall cell.
  public static let fullScreenNumberTop = 6.0
  /// The full-screen month's row rules.
  public static let separatorThickness = 0.5
  /// The expandable style's handle: a strip under the calendar holding a small capsule.
  public static let handleStripHeight = 20.0
  public static let handleSize = Size(width: 36, height: 5)
  /// Month headers of the stacked-month styles (rangeSelection, datesSelection) and the
  /// full-screen month: height, and the leading inset of their text.
  public static let stackedMonthHeaderHeight = 44.0
  public static let monthHeaderInset = 16.0
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
  public static func containerWidth(for canvas: Canvas) -> Double {
    if let width = canvas.width { return width }
    let device = canvas.resolvedDevice
    switch device.sizeClass {
    case .compact: return device.screenWidth
    case .regular: return device.screenWidth - 2 * regularEdgeInset
    }
  }

  /// The height the full-height styles fill when the spec gives none: the device's
  /// portrait screen height (iPhone SE 568, iPhone 8 667, 8 Plus 736, X 812, iPad 1024,
  /// iPad Pro 1366), or 667 with an explicit width.
  public static func screenHeight(of device: DeviceModel) -> Double {
    switch device {
    case .iPhoneSE: return 568
    case .iPhone8: return 667
    case .iPhone8Plus: return 736
    case .iPhoneX: return 812
    case .iPad: return 1024
    case .iPadPro: return 1366
    }
  }

  /// The date cell height: 51, or what fits in `maximumViewHeight`, clamped to 44…51.
  /// Rounded down to whole points so rows fall on pixel boundaries.
  public static func cellHeight(maximumViewHeight: Double?, fixedHeight: Double, rows: Int)
    -> Double
  {
    guard let maximumViewHeight, rows > 0 else { return defaultCellHeight }
    let fitting = ((maximumViewHeight - fixedHeight) / Double(rows)).rounded(.down)
    return min(max(fitting, cellHeightRange.lowerBound), cellHeightRange.upperBound)
  }
}
