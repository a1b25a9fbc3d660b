import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

/// Lays out a dashboard (`style: dashboard`): the canvas (`width` × `height`; without a
/// height, 3/5 of the width, an 800 × 480 panel's shape) shared by the rows by their
/// weights and each row by its panes', `gap` apart; each pane laid out by its own family at
/// its share.
///
/// A style that fills a given height (agenda, timeline, wall month, …) gets the pane's
/// height. A style as tall as its rows (month, year, booking) gets the pane's width and,
/// where that makes it taller than the pane, is laid out again narrower until it fits, and
/// centred: the whole view, smaller, rather than its last rows cut.
struct DashboardLayout {
  let canvas: Canvas
  let dashboard: ResolvedDashboard
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  /// A shape for the screen without a height: 800 × 480.
  static func defaultHeight(width: Double) -> Double { (width * 0.6).rounded() }

  /// The narrowest a pane's view is drawn, however short the pane.
  static let minimumWidth = 120.0

  func layout() -> LayoutTree {
    let spec = dashboard.dashboard
    let width = CalendarMetrics.containerWidth(for: canvas)
    let height = canvas.height ?? Self.defaultHeight(width: width)
    let gap = spec.gap
    let heights = Self.shares(
      of: height - gap * Double(spec.rows.count - 1), weights: spec.rows.map(\.weight))
    var items: [LayoutItem] = []
    var warnings: [String] = []
    var y = 0.0
    for (row, rowSpec) in spec.rows.enumerated() {
      let widths = Self.shares(
        of: width - gap * Double(rowSpec.panes.count - 1), weights: rowSpec.panes.map(\.weight))
      var x = 0.0
      for (column, pane) in rowSpec.panes.enumerated() {
        let frame = Rect(x: x, y: y, width: widths[column], height: heights[row])
        let tree = paneLayout(
          pane.spec.canvas, family: dashboard.panes[row][column], frame: frame)
        let origin = Point(x: frame.x + max(0, (frame.width - tree.width) / 2), y: frame.y)
        items.append(
          LayoutItem(
            .pane(.init(row: row, column: column, origin: origin, layout: tree)), frame: frame))
        warnings += tree.warnings.map { "rows[\(row)].panes[\(column)]: \($0)" }
        x += widths[column] + gap
      }
      y += heights[row] + gap
    }
    let text = CalendarText.cached(localeIdentifier: canvas.locale)
    let inputs = ResolvedInputs(
      style: .dashboard, today: today, locale: canvas.locale, weekStartDay: canvas.weekStartDay,
      firstWeekday: canvas.weekStartDay.firstWeekday(locale: text.locale),
      startDate: dashboard.calendarDays?.lowerBound ?? today,
      endDate: dashboard.calendarDays?.upperBound ?? today, displayDate: today,
      sizeClass: canvas.resolvedDevice.sizeClass,
      device: canvas.width == nil ? canvas.resolvedDevice : nil, width: width, cellHeight: 0,
      scale: canvas.scale, theme: canvas.theme, rightToLeft: text.isRightToLeft,
      alternateCalendar: nil, selection: [])
    let title = items.compactMap { $0.pane?.layout.title }.joined(separator: " · ")
    var tree = LayoutTree(width: width, height: height, title: title, inputs: inputs, items: items)
    tree.warnings = warnings
    return tree
  }

  /// `total` shared by `weights`, each share rounded down to whole points and the last
  /// taking the rest, so the panes meet the page's edge exactly.
  static func shares(of total: Double, weights: [Double]) -> [Double] {
    let sum = weights.reduce(0, +)
    var shares = weights.map { (total * $0 / sum).rounded(.down) }
    shares[shares.count - 1] = total - shares.dropLast().reduce(0, +)
    return shares
  }

  /// The pane's view at the pane's size: its width, and its height where its style fills
  /// one; a style as tall as its rows is laid out narrower (up to four times) where it is
  /// taller than the pane.
  private func paneLayout(_ paneCanvas: Canvas, family: ResolvedFamily, frame: Rect)
    -> LayoutTree
  {
    var canvas = paneCanvas
    canvas.width = frame.width
    canvas.height = family.document.style.fillsAGivenHeight ? frame.height : nil
    canvas.device = nil
    canvas.scale = self.canvas.scale
    canvas.sizeClass = self.canvas.sizeClass
    func layout(width: Double) -> LayoutTree {
      canvas.width = width
      return CalendarLayout(
        canvas: canvas, family: family, today: today, theme: theme, measurer: measurer
      ).layout()
    }
    var tree = layout(width: frame.width)
    // Narrower only while it makes the view shorter: a month's rows keep their height.
    while tree.height > frame.height + 0.5, tree.width > Self.minimumWidth {
      let narrower = max(
        Self.minimumWidth, (tree.width * frame.height / tree.height).rounded(.down))
      let candidate = layout(width: narrower)
      guard candidate.height < tree.height - 0.5 else { break }
      tree = candidate
    }
    if tree.height > frame.height + 0.5 {
      tree.warnings.append(
        "the \(family.document.style.rawValue) view needs \(Rect.format(tree.height)) pt of height at \(Rect.format(tree.width)) pt wide; the pane is \(Rect.format(frame.height)) pt tall, so what is below it is left out"
      )
    }
    return tree
  }
}
