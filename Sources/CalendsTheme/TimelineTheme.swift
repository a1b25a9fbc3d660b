/// How the timeline style is drawn; filled from its own stylesheet selectors.
public struct TimelineTheme: Hashable, Sendable {
  public init() {}

  public static let light = TimelineTheme()
  public static let dark = TimelineTheme()
}

extension SelectorCatalog {
  /// The timeline style's selectors.
  static let timelineEntries: [SelectorEntry] = []
}
