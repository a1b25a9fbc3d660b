/// How the booking style is drawn; filled from its own stylesheet selectors.
public struct BookingTheme: Hashable, Sendable {
  public init() {}

  public static let light = BookingTheme()
  public static let dark = BookingTheme()
}

extension SelectorCatalog {
  /// The booking style's selectors.
  static let bookingEntries: [SelectorEntry] = []
}
