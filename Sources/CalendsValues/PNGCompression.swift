/// How hard the PNG encoder works. The levels trade encoding time for file size; every
/// level decodes to the same pixels.
public enum PNGCompression: String, Sendable, CaseIterable {
  /// Calends' own scanline deflater (`ScanlineDeflater`): for batches where time matters
  /// most. About 3× faster than libdeflate at any level on calendar images, at ~1.25× the
  /// bytes of `balanced` — still no larger than Cairo's own PNG writer.
  case fast
  /// libdeflate level 6: the usual zlib default.
  case balanced
  /// libdeflate level 10: about 5 % smaller than balanced at ~13× the time; for assets
  /// written once and served many times. (Level 12 saves a little more at ~8× the time again.)
  case small
}
