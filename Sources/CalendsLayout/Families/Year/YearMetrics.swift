public import CalendsTheme
import CalendsValues

/// The year views' measures, in points, and how their fonts follow the size of a day.
///
/// A year on a page has day columns of 20–60 pt where the control's are 53 pt, so the
/// control's fonts and discs are scaled with the day's width (`fontScale`): the stylesheet's
/// sizes still decide, relative to each other. Month names, weekday initials and the event
/// dot shrink less than the day numbers, so they stay legible on paper.
public enum YearMetrics {
  /// Around the page.
  public static let margin = 16.0
  /// The part of a day column a weekday name may take: the rest keeps neighbours apart.
  public static let weekdayNameShare = 0.85
  /// Between month blocks, across and down.
  public static let columnGap = 16.0
  public static let rowGap = 16.0
  /// The narrowest day column the default column count allows, where an 8.7 pt number sits
  /// comfortably: a block is at least seven of these, plus the week-number column when
  /// shown (FullCalendar's `multiMonthMinWidth` idea).
  public static let minimumDayWidth = 24.0
  /// A day column of this width draws the stylesheet's fonts at their own size.
  public static let fullSizeDayWidth = 44.0
  /// The smallest font scale: half the stylesheet's sizes.
  public static let minimumFontScale = 0.5
  /// Month names and weekday initials are never scaled below this.
  public static let minimumLabelScale = 0.75
  /// A day row's height as a share of the day's width, and its bounds.
  public static let cellAspect = 0.8
  public static let cellHeightRange: ClosedRange<Double> = 12...51
  /// Every month block has room for six rows, so blocks side by side line up.
  public static let rowsPerBlock = 6
  /// The title's size relative to the month header's font, before it is shrunk to fit.
  public static let titleScale = 1.8
  /// Space below the title, and below a block's month name.
  public static let titleGap = 12.0
  public static let monthHeaderGap = 4.0
  /// Above and below the weekday initials.
  public static let weekdayGap = 4.0

  /// The font scale for a day column `dayWidth` wide.
  public static func fontScale(dayWidth: Double) -> Double {
    min(1, max(minimumFontScale, dayWidth / fullSizeDayWidth))
  }

  /// A day row's height for a day column `dayWidth` wide, in whole points.
  public static func cellHeight(dayWidth: Double) -> Double {
    min(
      max((dayWidth * cellAspect).rounded(), cellHeightRange.lowerBound), cellHeightRange.upperBound
    )
  }

  /// A day row's height for a block whose six rows get `available` points: on a screen
  /// image (`available` infinite) `cellHeight(dayWidth:)`; on paper the rows share the
  /// page's height, up to `maximumPaperCellAspect` of the day's width (never under 8 pt), so
  /// a page is filled and never overflows.
  public static func cellHeight(dayWidth: Double, fitting available: Double) -> Double {
    guard available.isFinite else { return cellHeight(dayWidth: dayWidth) }
    let share = (available / Double(rowsPerBlock) * 2).rounded(.down) / 2
    return max(
      8, min(share, (dayWidth * maximumPaperCellAspect).rounded(), cellHeightRange.upperBound))
  }
  /// Rows on paper stop growing at this height-to-width ratio of a day.
  public static let maximumPaperCellAspect = 1.1

  /// The font scale of a month page: the day's width over `fullSizeDayWidth`, up to
  /// `maximumPageFontScale`, so a month on paper gets numbers large enough to read on a wall.
  public static func pageFontScale(dayWidth: Double) -> Double {
    min(maximumPageFontScale, max(minimumFontScale, dayWidth / fullSizeDayWidth))
  }
  public static let maximumPageFontScale = 1.6

  /// The narrowest block: 168 pt, or 177 pt with week numbers.
  public static func minimumBlockWidth(showsWeekNumbers: Bool) -> Double {
    showsWeekNumbers
      ? minimumDayWidth / CalendarMetrics.dayShareWithWeekNumbers : 7 * minimumDayWidth
  }

  /// Columns of month blocks by default: as many as fit `width` at `minimumBlockWidth`
  /// (1…6, never more than there are blocks), then as few as keep the same number of rows,
  /// so the last row is as full as the others can make it (12 months in 5 columns would
  /// leave 2 in the last row; 4 columns give three full rows).
  public static func columns(fitting width: Double, blocks: Int, showsWeekNumbers: Bool) -> Int {
    let narrowest = minimumBlockWidth(showsWeekNumbers: showsWeekNumbers)
    let fit = Int(((width + columnGap) / (narrowest + columnGap)).rounded(.down))
    let most = min(max(fit, 1), 6, max(blocks, 1))
    let rows = (blocks + most - 1) / most
    return max(1, (blocks + rows - 1) / max(rows, 1))
  }

  /// Columns of month blocks on paper, where the height is bounded too: the count (1…6,
  /// never more than there are blocks) whose blocks get the largest day, the smaller of
  /// the day's width and the row height the page leaves (counting `paperLabelsHeight` for
  /// each block's name and initials). A portrait A4 year gets 3 × 4, a landscape one 4 × 3.
  public static func columns(fittingPage width: Double, height: Double, blocks: Int) -> Int {
    var best = (columns: 1, day: -Double.infinity)
    for columns in 1...min(6, max(blocks, 1)) {
      let rows = Double((blocks + columns - 1) / columns)
      let dayWidth = (width - Double(columns - 1) * columnGap) / Double(columns) / 7
      let rowHeight =
        ((height - (rows - 1) * rowGap) / rows - paperLabelsHeight) / Double(rowsPerBlock)
      let day = min(dayWidth, rowHeight / cellAspect)
      if day > best.day { best = (columns, day) }
    }
    return best.columns
  }
  /// About a block's month name and weekday initials on paper, for choosing columns.
  static let paperLabelsHeight = 30.0

  /// The theme the year views draw with for a font scale: day numbers, day labels and week
  /// numbers scaled by `scale`; month names and weekday initials by at least
  /// `minimumLabelScale`. The layout measures with it and the scene draws with it.
  public static func theme(_ theme: CalendarTheme, fontScale scale: Double) -> CalendarTheme {
    guard scale != 1 else { return theme }
    let labels = max(scale, minimumLabelScale)
    func scaled(_ style: TextStyle, _ factor: Double) -> TextStyle {
      TextStyle(font: style.font.withSize(style.font.size * factor), color: style.color)
    }
    var result = theme
    result.dayTitle.normal = scaled(theme.dayTitle.normal, scale)
    result.dayTitle.highlighted = scaled(theme.dayTitle.highlighted, scale)
    result.dayTitle.selected = scaled(theme.dayTitle.selected, scale)
    result.dayLabel = scaled(theme.dayLabel, scale)
    result.weekNumber = scaled(theme.weekNumber, scale)
    result.weekdayText.normal = scaled(theme.weekdayText.normal, labels)
    result.monthHeader = scaled(theme.monthHeader, labels)
    return result
  }
}
