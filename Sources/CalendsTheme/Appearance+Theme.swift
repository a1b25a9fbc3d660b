public import CalendsValues

extension Appearance {
  /// The theme a stylesheet is applied on top of: a sheet only states what it changes.
  public var baseTheme: CalendarTheme {
    switch self {
    case .light: .light
    case .dark: .dark
    }
  }
}
