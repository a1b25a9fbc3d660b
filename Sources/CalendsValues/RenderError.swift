/// A failure of the rendering backend itself: fonts that cannot be loaded, a canvas too big
/// to allocate, or a C library reporting an error status. Scenes are valid by construction,
/// so these are environment or resource problems rather than input mistakes.
public struct RenderError: Error, CustomStringConvertible, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
