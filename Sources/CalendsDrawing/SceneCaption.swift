/// A title and a one-sentence summary of an image, for formats that can carry them (SVG
/// `<title>` and `<desc>`, the PDF's Title and outline). The scene builder makes them from
/// the layout's resolved inputs.
public struct SceneCaption: Hashable, Sendable {
  public var title: String
  public var summary: String

  public init(title: String, summary: String) {
    self.title = title
    self.summary = summary
  }
}
