import CalendsValues

/// A spec field that sets a stylesheet property: the week timeline takes every QVRWeekView
/// customisation property by its API name, next to its stylesheet selector (the reader turns
/// each into a `StyleDeclaration`).
public struct StyleField: Sendable {
  /// What a field's value is, and so how it is checked and written into the stylesheet.
  public enum Shape: Sendable {
    /// A colour, written as in a stylesheet.
    case color
    /// Points.
    case number
    /// A list of lengths.
    case dashPattern
    /// A date format.
    case text
    /// `{name, size, style}` (each optional) or a font name: the selector's `font-name`,
    /// `font-size` and `font-style`.
    case font
  }

  /// The spec field, by the QVRWeekView property's API name: `sideBarWidth`.
  public let name: String
  /// The stylesheet selector it sets a property of: `fdlQVRWeekView_sideBar`.
  public let selector: String
  /// Empty for `.font`.
  public let property: String
  /// What the value is (a colour, points, …): how the reader checks it and writes it out.
  public let shape: Shape

  /// Field `name` sets `property` of `selector` (no property for `.font`).
  public init(_ name: String, _ selector: String, _ property: String, _ shape: Shape) {
    self.name = name
    self.selector = selector
    self.property = property
    self.shape = shape
  }

  /// The timeline's customisation fields, in the document's order.
  public static let timeline: [StyleField] = {
    let view = "fdlQVRWeekView"
    func part(_ name: String) -> String { "\(view)_\(name)" }
    return [
      StyleField("mainBackgroundColor", view, "background-color", .color),
      StyleField("defaultTopBarHeight", part("topBar"), "height", .number),
      StyleField("topBarColor", part("topBar"), "background-color", .color),
      StyleField("sideBarWidth", part("sideBar"), "width", .number),
      StyleField("sideBarColor", part("sideBar"), "background-color", .color),
      StyleField("dayLabelDefaultFont", part("dayLabel"), "", .font),
      StyleField("dayLabelTextColor", part("dayLabel"), "font-color", .color),
      StyleField("dayLabelTodayTextColor", part("dayLabel"), "tint-color-highlighted", .color),
      StyleField("dayLabelMinimumFontSize", part("dayLabel"), "minimum-font-size", .number),
      StyleField("dayLabelShortDateFormat", part("dayLabel"), "short-date-format", .text),
      StyleField("dayLabelNormalDateFormat", part("dayLabel"), "normal-date-format", .text),
      StyleField("dayLabelLongDateFormat", part("dayLabel"), "long-date-format", .text),
      StyleField("hourLabelFont", part("hourLabel"), "", .font),
      StyleField("hourLabelTextColor", part("hourLabel"), "font-color", .color),
      StyleField("hourLabelMinimumFontSize", part("hourLabel"), "minimum-font-size", .number),
      StyleField("hourLabelDateFormat", part("hourLabel"), "date-format", .text),
      StyleField("allDayEventHeight", part("allDayEvent"), "height", .number),
      StyleField("allDayEventVerticalSpacing", part("allDayEvent"), "vertical-spacing", .number),
      StyleField("allDayEventMaximumRows", part("allDayEvent"), "maximum-rows", .number),
      StyleField("eventLabelFont", part("event"), "", .font),
      StyleField("eventLabelInfoFont", part("eventInfo"), "", .font),
      StyleField("eventLabelTextColor", part("event"), "font-color", .color),
      StyleField("eventLabelHorizontalTextPadding", part("event"), "horizontal-padding", .number),
      StyleField("eventLabelVerticalTextPadding", part("event"), "vertical-padding", .number),
      StyleField("eventCornerRadius", part("event"), "corner-radius", .number),
      StyleField("eventGap", part("event"), "gap", .number),
      StyleField("eventMinimumHeight", part("event"), "minimum-height", .number),
      StyleField("eventTimeFont", part("eventTime"), "", .font),
      StyleField("eventTimeTextColor", part("eventTime"), "font-color", .color),
      StyleField("defaultDayViewColor", part("dayColumn"), "background-color", .color),
      StyleField("weekendDayViewColor", part("dayColumn"), "background-color-weekend", .color),
      StyleField("passedDayViewColor", part("dayColumn"), "background-color-passed", .color),
      StyleField(
        "passedWeekendDayViewColor", part("dayColumn"), "background-color-passed-weekend", .color),
      StyleField("todayViewColor", part("dayColumn"), "background-color-highlighted", .color),
      StyleField("dayViewCellInitialHeight", part("dayColumn"), "height", .number),
      StyleField("dayViewHourIndicatorColor", part("hourIndicator"), "background-color", .color),
      StyleField("dayViewHourIndicatorThickness", part("hourIndicator"), "thickness", .number),
      StyleField("dayViewMainSeparatorColor", part("mainSeparator"), "background-color", .color),
      StyleField("dayViewMainSeparatorThickness", part("mainSeparator"), "thickness", .number),
      StyleField(
        "dayViewDashedSeparatorColor", part("dashedSeparator"), "background-color", .color),
      StyleField("dayViewDashedSeparatorThickness", part("dashedSeparator"), "thickness", .number),
      StyleField(
        "dayViewDashedSeparatorPattern", part("dashedSeparator"), "dash-pattern", .dashPattern),
      StyleField("portraitDayViewSideSpacing", view, "portrait-side-spacing", .number),
      StyleField("landscapeDayViewSideSpacing", view, "landscape-side-spacing", .number),
      StyleField("portraitDayViewVerticalSpacing", view, "portrait-vertical-spacing", .number),
      StyleField("landscapeDayViewVerticalSpacing", view, "landscape-vertical-spacing", .number),
    ]
  }()
}
