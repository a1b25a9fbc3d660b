import CalendsValues
extension Array where Element: BitwiseCopyable {
  /// `count` elements for a buffer every reader only reads where it has written: not
  /// zero-filled first. The encoder's buffers are sized for the worst case (the compressed
  /// bound is the whole image), and zero-filling them touched every page — ~700 page faults,
  /// a tenth of a one-image process's kernel time — where a month's compressed stream uses a
  /// few dozen.
  static func writeFirst(count: Int) -> [Element] {
    [Element](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
  }
}
