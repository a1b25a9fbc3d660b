import CalendsTheme

extension TextStyle {
  /// The style at the size the layout fitted its text to (`FittedText.fontSize`: a title
  /// shrunk to its width, a number shrunk rather than cut); itself when the layout kept the
  /// stylesheet's size.
  func atFittedSize(_ fontSize: Double?) -> TextStyle {
    guard let fontSize else { return self }
    var style = self
    style.font = style.font.withSize(fontSize)
    return style
  }
}
