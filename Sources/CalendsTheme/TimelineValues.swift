public import CalendsValues

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
public struct ThemeOverrideError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The spec field path, when the declaration came from one.
  public var field: String = ""
  public var message: String

  public var description: String { field.isEmpty ? message : "\(field): \(message)" }
}

/// Stylesheet declarations that come from somewhere else than a sheet — the spec's
/// customisation fields — checked like a sheet's and applied after it.
///
/// Applied last, so a spec field wins over the stylesheet, which wins over the built-in
/// theme: the spec describes one image, the sheet a look shared by many.
public struct ThemeOverrides: Hashable, Sendable {
  var values: [DeclarationKey: PropertyValue] = [:]

  public init() {}

  /// Checks and records every declaration a spec's customisation fields stand for; the
  /// error names the spec field, so the message points where the user wrote the value.
  public init(_ declarations: [StyleDeclaration]) throws(ThemeOverrideError) {
    for declaration in declarations {
      do {
        try set(declaration.selector, declaration.property, to: declaration.value)
      } catch {
        throw ThemeOverrideError(field: declaration.field, message: error.message)
      }
    }
  }

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
