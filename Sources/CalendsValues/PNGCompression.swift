/// How hard the PNG encoder works. The levels trade encoding time for file size; every
/// level decodes to the same pixels.
///
/// Sizes and times are the bench month (750×650 px RGB, PNG@2x), encoding only, measured in
/// one process; see Tests/Benchmarks/BENCHMARKS.md.
public enum PNGCompression: String, Sendable, CaseIterable {
  /// Calends' own scanline deflater (`ScanlineDeflater` with `ScanlineMatcher`): rows equal
  /// to the row above, runs continuing the row above or the pixel before, one hash candidate
  /// elsewhere. For batches where time matters most: ~0.6 ms a month, ~1.25× the bytes of
  /// libdeflate's level 6 — still no larger than Cairo's own PNG writer. Its bytes are
  /// pinned by tests: a faster `fast` must write the same stream.
  case fast
  /// The same deflater searching harder (`ChainMatcher`): the same row handling, but runs
  /// written one pixel back (no extra bits) where `fast` writes them a row back, and hash
  /// chains 32 deep over every position outside long matches where the repeats stop (glyph
  /// edges). Within 2× `fast`'s time and ~1.03× the bytes of libdeflate's level 6, the zlib
  /// default it replaced, at about a third of its time. The default of `calends render`.
  case balanced
  /// libdeflate level 10: a few percent smaller than balanced at many times the time; for
  /// assets written once and served many times (the committed samples). (Level 12 saves a
  /// little more at ~8× the time again.)
  case small
}
