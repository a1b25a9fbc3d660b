public import CalendsModel

/// The year views' resolved inputs, echoed in the layout JSON's `spec` object.
public struct YearInputs: Hashable, Sendable {
  /// The year view's year; nil for the other views.
  public var year: Int?
  /// Month blocks drawn (0 in the weeks view).
  public var months: Int
  /// Rows of the weeks view; nil for the others.
  public var weeks: Int?
  /// Columns of month blocks; nil in the weeks view.
  public var columns: Int?
  /// The scale applied to the stylesheet's fonts (`YearMetrics.theme`); the scene reads it.
  public var fontScale: Double
  /// The year view's arrangement (`layout`): month blocks or the contribution calendar.
  public var arrangement: YearArrangement = .blocks
  /// The tablet the page is for (`paper: remarkable2` …): the scene draws it in greys its
  /// screen shows (`Scene.inTabletGreys`). Nil on paper and on screen.
  public var device: Paper?

  func jsonFields() -> [(String, String)] {
    var fields: [(String, String)] = []
    if let year { fields.append(("year", String(year))) }
    fields.append(("months", String(months)))
    if let weeks { fields.append(("weeks", String(weeks))) }
    if let columns { fields.append(("columns", String(columns))) }
    fields.append(("fontScale", JSONText.number(fontScale)))
    if arrangement != .blocks { fields.append(("layout", JSONText.string(arrangement.rawValue))) }
    if let device { fields.append(("device", JSONText.string(device.rawValue))) }
    return fields
  }
}
