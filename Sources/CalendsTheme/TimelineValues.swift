/// `.number` properties: a length in points.
enum LengthValue {
  static let range: ClosedRange<Double> = 0...10_000

  static func parse(_ text: String, property: String) throws(ValueError) -> Double {
    guard let value = parseNumber(text) else {
      throw ValueError(message: "invalid number '\(Token.clipped(text))' for \(property)")
    }
    guard range.contains(value) else {
      throw ValueError(
        message:
          "\(property) \(Token.clipped(text)) is out of range: expected a number from 0 to 10000")
    }
    return value
  }
}

/// `.dashPattern` properties: `3 1` or `3, 1` — lengths drawn and skipped in turn.
enum DashPatternValue {
  static let maximumCount = 16

  static func parse(_ text: String, property: String) throws(ValueError) -> [Double] {
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    guard !parts.isEmpty, parts.count <= maximumCount else {
      throw ValueError(
        message: "\(property) needs 1 to \(maximumCount) lengths, found \(parts.count)")
    }
    var lengths: [Double] = []
    for part in parts {
      guard let value = parseNumber(part), value >= 0, value <= 1000 else {
        throw ValueError(
          message:
            "invalid length '\(Token.clipped(part))' in \(property): expected a number from 0 to 1000"
        )
      }
      lengths.append(value)
    }
    guard lengths.contains(where: { $0 > 0 }) else {
      throw ValueError(message: "\(property) must have a length greater than 0")
    }
    return lengths
  }
}

/// `.text` properties: a date format, used as written.
enum FormatTextValue {
  static let maximumLength = 64

  static func parse(_ text: String, property: String) throws(ValueError) -> String {
    guard !text.isEmpty, text.count <= maximumLength else {
      throw ValueError(message: "\(property) must be 1 to \(maximumLength) characters long")
    }
    return text
  }
}

/// A problem with one spec field that stands in for a stylesheet property.
public struct ThemeOverrideError: Error, Hashable, Sendable {
  public var message: String
}

/// Stylesheet declarations that come from somewhere else than a sheet — the spec's
/// customisation fields — checked like a sheet's and applied after it.
///
/// Applied last, so a spec field wins over the stylesheet, which wins over the built-in
/// theme: the spec describes one image, the sheet a look shared by many.
public struct ThemeOverrides: Hashable, Sendable {
  var values: [DeclarationKey: PropertyValue] = [:]

  public init() {}

  public var isEmpty: Bool { values.isEmpty }

  /// Checks `text` as `selector { property: text; }` would be checked and records it.
  public mutating func set(_ selector: String, _ property: String, to text: String)
    throws(ThemeOverrideError)
  {
    guard let entry = SelectorCatalog.entry(named: selector), entry.properties.contains(property),
      let name = PropertyName(property)
    else {
      throw ThemeOverrideError(message: "\(selector) has no property '\(property)'")
    }
    do {
      values[DeclarationKey(selector: selector, property: property)] = try PropertyValue.parse(
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()), kind: name.kind,
        property: property)
    } catch {
      throw ThemeOverrideError(message: error.message)
    }
  }

  /// `theme` with every recorded declaration written over it; palette tokens take
  /// `appearance`'s values.
  public func applied(to theme: CalendarTheme, appearance: Appearance) -> CalendarTheme {
    guard !values.isEmpty else { return theme }
    return Stylesheet.apply(
      CascadedDeclarations(values: values), appearance: appearance, over: theme)
  }
}

/// A spec field that sets a stylesheet property: the week timeline takes every QVRWeekView
/// customisation property by its API name, next to its stylesheet selector.
public struct StyleField: Sendable {
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

  public let name: String
  public let selector: String
  /// Empty for `.font`.
  public let property: String
  public let shape: Shape

  init(_ name: String, _ selector: String, _ property: String, _ shape: Shape) {
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
      StyleField("eventLabelFont", part("event"), "", .font),
      StyleField("eventLabelInfoFont", part("eventInfo"), "", .font),
      StyleField("eventLabelTextColor", part("event"), "font-color", .color),
      StyleField("eventLabelHorizontalTextPadding", part("event"), "horizontal-padding", .number),
      StyleField("eventLabelVerticalTextPadding", part("event"), "vertical-padding", .number),
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

/// A colour written as a stylesheet writes it (`#0070F2`, `orange`, `tintColor`, …), kept
/// unresolved because a palette token's colour depends on the appearance.
public struct ColorSpecifier: Hashable, Sendable, CustomStringConvertible {
  let value: ColorValue
  /// As written.
  public let description: String

  public init(parsing text: String) throws(ThemeOverrideError) {
    do {
      value = try ColorValue.parse(text)
    } catch {
      throw ThemeOverrideError(message: error.message)
    }
    description = text
  }

  public func resolved(for appearance: Appearance) -> Color { value.resolved(for: appearance) }
}
