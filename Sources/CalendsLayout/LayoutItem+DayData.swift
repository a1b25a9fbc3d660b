import CalendsModel
public import CalendsValues

extension LayoutItem {
  /// What a date cell draws of its `days` entry. `subtitle` is the text drawn, fitted to
  /// the cell's width as a cell label (`TextFitRule.cellLabel`: cut with an ellipsis; a
  /// number shrunk to `subtitleFontSize` instead, or left out); `dots` the colours drawn (at
  /// most three) and `moreDots` how many were left out (a `+` mark after the dots).
  public struct CellDecoration: Hashable, Sendable {
    public var classes: [String] = []
    public var subtitle: String?
    /// The subtitle's size when it is a number shrunk to fit; nil at the stylesheet's.
    public var subtitleFontSize: Double?
    /// A subtitle that is a number too wide for the cell even shrunk: not drawn, never cut;
    /// the layout's warnings name its day.
    public var leftOutSubtitle: String?
    public var subtitleFrame: Rect?
    public var dots: [ColorSpecifier] = []
    public var moreDots: Int = 0
    /// The row of dots and the `+` mark, centred under the number.
    public var dotsFrame: Rect?
    public var value: Double?
    /// The heat-map colour under the cell (also the `dayBackground`'s), so the number can
    /// keep its contrast; not written out again.
    public var fill: ColorSpecifier?

    func record(into r: inout Record) {
      if !classes.isEmpty { r.classes = classes }
      (r.subtitle, r.subtitleFontSize, r.leftOutSubtitle) = (
        subtitle, subtitleFontSize, leftOutSubtitle
      )
      if !dots.isEmpty { (r.dots, r.moreDots) = (dots, moreDots) }
      r.value = value
    }
  }

  /// A decorated day's fill: the heat-map colour (`fill`), else only what its classes'
  /// `fdlFUICalendarItemView_dayBackground` rules say. `states` tell greyed days.
  public struct DayBackground: Hashable, Sendable {
    public var date: Day
    public var states: DayStates
    public var classes: [String]
    public var fill: ColorSpecifier?
  }

  /// The heat map's scale: one swatch per colour, lowest first, between the domain's ends.
  public struct Legend: Hashable, Sendable {
    public var colors: [ColorSpecifier]
    public var domain: ClosedRange<Double>
    public var swatches: [Rect]
    public var lowText: String
    public var lowFrame: Rect
    public var highText: String
    public var highFrame: Rect
    /// The ends' size when they were shrunk to fit the image's width (numbers are never
    /// cut); nil at the stylesheet's.
    public var fontSize: Double? = nil
  }
}

extension LayoutItem.Record {
  /// The per-day fields, for the JSON and the dump alike.
  func dayDataJSON(appearance: Appearance) -> [(String, String)] {
    var fields: [(String, String)] = []
    func colorList(_ colors: [ColorSpecifier]) -> String {
      "[" + colors.map { JSONText.string($0.description) }.joined(separator: ", ") + "]"
    }
    if let classes {
      fields.append(("classes", "[" + classes.map(JSONText.string).joined(separator: ", ") + "]"))
    }
    if let subtitle { fields.append(("subtitle", JSONText.string(subtitle))) }
    if let subtitleFontSize {
      fields.append(("subtitleFontSize", JSONText.number(subtitleFontSize)))
    }
    if let leftOutSubtitle {
      fields.append(("leftOutSubtitle", JSONText.string(leftOutSubtitle)))
    }
    if let dots { fields.append(("dots", colorList(dots))) }
    if let moreDots { fields.append(("moreDots", String(moreDots))) }
    if let value { fields.append(("value", JSONText.number(value))) }
    if let fill { fields.append(("fill", JSONText.string(fill.description))) }
    if let colors { fields.append(("colors", colorList(colors))) }
    if let domain {
      fields.append(("domain", "[" + domain.map(JSONText.number).joined(separator: ", ") + "]"))
    }
    return fields
  }
}
