import CalendsValues

/// A control state that qualifies a property: `tint-color-selected`.
enum ControlState: String, CaseIterable, Sendable {
  case selected, highlighted, disabled
  /// The week timeline's day columns: Saturdays and Sundays, and days before `now`
  /// (`background-color-passed-weekend` combines them).
  case weekend, passed
}

/// How a property's value is read. The kind belongs to the property's base name, so a
/// value is checked the same way wherever the property appears.
enum PropertyKind: Sendable {
  case color, size, textStyle, fontName
  /// A length in points, 0…10000: the week timeline's bar sizes, paddings, spacings and
  /// line thicknesses, which are numbers in the control's API rather than fonts or colours.
  case number
  /// Lengths drawn and skipped in turn (`3 1`), as `dayViewDashedSeparatorPattern`.
  case dashPattern
  /// Text kept as written (quotes removed): the timeline's date formats.
  case text
  /// An opacity, 0…1 (or 0 %…100 %): the booking grid's disabled days, whose transparency
  /// is settable but whose colour is not.
  case fraction

  static let byBaseName: [(name: String, kind: PropertyKind)] = [
    ("background-color", .color), ("font-color", .color), ("tint-color", .color),
    ("font-size", .size), ("font-style", .textStyle), ("font-name", .fontName),
    ("height", .number), ("width", .number), ("thickness", .number),
    ("minimum-font-size", .number), ("horizontal-padding", .number), ("vertical-padding", .number),
    ("vertical-spacing", .number), ("portrait-side-spacing", .number),
    ("landscape-side-spacing", .number), ("portrait-vertical-spacing", .number),
    ("landscape-vertical-spacing", .number), ("dash-pattern", .dashPattern),
    ("date-format", .text), ("short-date-format", .text), ("normal-date-format", .text),
    ("long-date-format", .text), ("alpha", .fraction), ("corner-radius", .number),
    ("gap", .number), ("minimum-height", .number), ("maximum-rows", .number),
  ]
}

/// A property name split into its base and states: `tint-color-selected-highlighted` is
/// `tint-color` in the states selected and highlighted.
struct PropertyName: Sendable {
  var base: String
  var kind: PropertyKind
  var states: [ControlState]

  /// Nil for a property this library does not know (its value is then not checked).
  init?(_ text: String) {
    guard
      let match = PropertyKind.byBaseName.first(where: {
        text == $0.name || text.hasPrefix($0.name + "-")
      })
    else {
      return nil
    }
    var states: [ControlState] = []
    if text.count > match.name.count {
      for part in text.dropFirst(match.name.count + 1).split(
        separator: "-", omittingEmptySubsequences: false)
      {
        guard let state = ControlState(rawValue: String(part)) else { return nil }
        states.append(state)
      }
    }
    (base, kind, self.states) = (match.name, match.kind, states)
  }
}

typealias ColorTarget = WritableKeyPath<CalendarTheme, Color> & Sendable
typealias FontTarget = WritableKeyPath<CalendarTheme, FontSpec> & Sendable
typealias NumberTarget = WritableKeyPath<CalendarTheme, Double> & Sendable
typealias DashTarget = WritableKeyPath<CalendarTheme, [Double]> & Sendable
typealias TextTarget = WritableKeyPath<CalendarTheme, String> & Sendable

/// One selector the calendar reads and where each of its properties lands in the theme.
///
/// Adding a styled part (the timeline, the booking grid) is adding an entry here plus the
/// theme field it fills; the parser, the warnings and the resolver all read this table.
struct SelectorEntry: Sendable {
  var name: String
  /// Colour properties (`font-color`, `background-color`, `tint-color-<state>`).
  var colors: [(property: String, target: ColorTarget)] = []
  /// The font that `font-size`, `font-style` and `font-name` build, if the part has text.
  var font: FontTarget?
  /// Per-state fonts (`font-name-<state>`): they follow the normal font's size change
  /// and family unless a state font name says otherwise.
  var stateFonts: [(state: ControlState, target: FontTarget)] = []
  /// `.number` properties (`height`, `thickness`, …).
  var numbers: [(property: String, target: NumberTarget)] = []
  /// `.dashPattern` properties.
  var dashPatterns: [(property: String, target: DashTarget)] = []
  /// `.text` properties (date formats).
  var texts: [(property: String, target: TextTarget)] = []

  /// Every property name this selector supports, in documentation order.
  var properties: [String] {
    var names = colors.map(\.property)
    if font != nil { names += ["font-size", "font-style", "font-name"] }
    names += stateFonts.map { "font-name-\($0.state.rawValue)" }
    names += numbers.map(\.property) + dashPatterns.map(\.property) + texts.map(\.property)
    return names
  }
}

enum SelectorCatalog {
  /// Every selector: the calendar view's, the timeline's and the booking grid's.
  static let entries: [SelectorEntry] = calendarEntries + timelineEntries + bookingEntries

  static let calendarEntries: [SelectorEntry] = [
    SelectorEntry(name: "fdlFUICalendarView", colors: [("background-color", \.background)]),
    SelectorEntry(
      name: "fdlFUICalendarView_monthHeaderText", colors: [("font-color", \.monthHeader.color)],
      font: \CalendarTheme.monthHeader.font),
    SelectorEntry(
      name: "fdlFUICalendarItemView_title",
      colors: [
        ("font-color", \.dayTitle.normal.color), ("tint-color-disabled", \.dayTitle.disabledColor),
        ("tint-color-highlighted", \.dayTitle.highlighted.color),
        ("tint-color-selected", \.dayTitle.selected.color),
      ],
      font: \CalendarTheme.dayTitle.normal.font,
      stateFonts: [
        (.highlighted, \.dayTitle.highlighted.font), (.selected, \.dayTitle.selected.font),
      ]),
    SelectorEntry(
      name: "fdlFUICalendarItemView_weekNumberText", colors: [("font-color", \.weekNumber.color)],
      font: \CalendarTheme.weekNumber.font),
    SelectorEntry(
      name: "fdlFUICalendarItemView_selectionSingle",
      colors: [("background-color", \.selectionSingle)]),
    SelectorEntry(
      name: "fdlFUICalendarItemView_selectionRange",
      colors: [("background-color", \.selectionRange)]),
    SelectorEntry(
      name: "fdlFUICalendarItemView_eventView", colors: [("background-color", \.eventView)]),
    SelectorEntry(
      name: "fdlFUICalendarItemView_subtitle", colors: [("font-color", \.dayLabel.color)],
      font: \CalendarTheme.dayLabel.font),
    SelectorEntry(
      name: "fdlFUICalendarItemView_dayBackground",
      colors: [("background-color", \.dayBackground)]),
    SelectorEntry(name: "fdlFUICalendarView_handle", colors: [("background-color", \.handle)]),
    SelectorEntry(
      name: "fdlFUICalendarView_separator", colors: [("background-color", \.separator)]),
    SelectorEntry(
      name: "fdlFUIWeekLabelView_weekDayText",
      colors: [
        ("font-color", \.weekdayText.normal.color),
        ("tint-color-highlighted", \.weekdayText.highlightedColor),
      ],
      font: \CalendarTheme.weekdayText.normal.font),
  ]

  private static let byName: [String: SelectorEntry] = Dictionary(
    entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  static func entry(named name: String) -> SelectorEntry? { byName[name] }

  /// Warnings for names the calendar would silently ignore — almost always typos.
  ///
  /// A generated sheet repeats the same wrong name thousands of times, and finding the
  /// closest known name costs an edit distance against every candidate; each distinct
  /// name is looked up once, so the work stays linear in the size of the sheet.
  static func warnings(for rulesets: [Ruleset]) -> [StylesheetDiagnostic] {
    var unknownSelectors: [String: String] = [:]
    var properties: [PropertyProblemKey: String?] = [:]
    var warnings: [StylesheetDiagnostic] = []
    for ruleset in rulesets {
      for selector in ruleset.selectors {
        guard let entry = entry(named: selector.name) else {
          let message =
            unknownSelectors[selector.name]
            ?? "unknown selector '\(Token.clipped(selector.name))'"
            + Suggestion.clause(for: selector.name, in: entries.map(\.name))
          unknownSelectors[selector.name] = message
          warnings.append(.warning(message, at: selector.location))
          continue
        }
        if selector.className != nil, !dateCellSelectors.contains(entry.name) {
          warnings.append(
            .warning(
              "\(entry.name) is not a date-cell selector and takes no class; the rule is ignored (classes apply to \(dateCellSelectors.sorted().joined(separator: ", ")))",
              at: selector.location))
          continue
        }
        for declaration in ruleset.declarations {
          let key = PropertyProblemKey(selector: entry.name, property: declaration.property)
          let message: String?
          if let known = properties[key] {
            message = known
          } else {
            message = problem(with: declaration.property, in: entry)
            properties[key] = .some(message)
          }
          if let message { warnings.append(.warning(message, at: declaration.location)) }
        }
      }
    }
    return warnings
  }

  private struct PropertyProblemKey: Hashable {
    var selector: String
    var property: String
  }

  private static func problem(with property: String, in entry: SelectorEntry) -> String? {
    let supported = entry.properties
    guard let name = PropertyName(property) else {
      return "unknown property '\(Token.clipped(property))' for \(entry.name)"
        + Suggestion.clause(for: property, in: supported)
    }
    if supported.contains(property) { return nil }
    // State combinations (`-selected-highlighted`) are valid NSS that the calendar has no
    // use for: accepted quietly where the property takes states at all.
    if name.states.count > 1, supported.contains(where: { $0.hasPrefix(name.base + "-") }) {
      return nil
    }
    return
      "property '\(Token.clipped(property))' is not supported by \(entry.name); it supports \(supported.joined(separator: ", "))"
  }
}
