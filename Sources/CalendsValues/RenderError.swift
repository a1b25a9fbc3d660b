/// A failure of the rendering backend itself: fonts that cannot be loaded, a canvas too big
/// to allocate, or a C library reporting an error status. Scenes are valid by construction,
/// so these are environment or resource problems rather than input mistakes.
public struct RenderError: Error, CustomStringConvertible, Sendable {
  /// What failed and where (the font, file or library), as the user reads it.
  public var message: String

  /// A failure whose whole text is `message`: nothing is put before it.
  public init(_ message: String) {
    self.message = message
  }

  /// The message, as it is.
  public var description: String { message }
}
