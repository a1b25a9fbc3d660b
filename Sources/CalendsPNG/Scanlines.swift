#if canImport(Glibc)
  import Glibc
#endif

/// What both tokenizers (`ScanlineMatcher` for `fast`, `ChainMatcher` for `balanced`) read
/// and write: the filtered scanlines, the deflate limits they match within, the two fixed
/// distances rendered images repeat at (a row, a pixel), and the block's tokens and counts.
struct Scanlines {
  static let minimumMatch = 4
  static let maximumMatch = 258
  static let window = 32768

  let data: UnsafePointer<UInt8>
  let rowStride: Int
  let bytesPerPixel: Int
  let tokens: UnsafeMutablePointer<UInt32>
  let counts: TokenCounts
  /// Rows wider than the deflate window cannot refer to the row above.
  let canMatchAbove: Bool
  /// Distance symbols of the two fixed distances: a row and a pixel back.
  let rowSymbol: UInt32
  let pixelSymbol: UInt32

  init(
    data: UnsafePointer<UInt8>, rowStride: Int, bytesPerPixel: Int,
    tokens: UnsafeMutablePointer<UInt32>, counts: TokenCounts
  ) {
    self.data = data
    self.rowStride = rowStride
    self.bytesPerPixel = bytesPerPixel
    self.tokens = tokens
    self.counts = counts
    canMatchAbove = rowStride <= Scanlines.window
    rowSymbol = UInt32(DeflateSymbols.distanceSymbol(min(rowStride, Scanlines.window)))
    pixelSymbol = UInt32(DeflateSymbols.distanceSymbol(bytesPerPixel))
  }

  /// Row `row` as a tokenizer takes it: its bytes, whether they may refer to the row above,
  /// and whether they equal it — as the caller knows (`known`), or compared here when nil.
  func row(_ row: Int, repeatsAbove known: Bool?) -> Row {
    let start = row &* rowStride
    let above = row > 0 && canMatchAbove
    var repeated = row > 0 && known == true
    if known == nil, above, rowStride >= Scanlines.minimumMatch {
      repeated = memcmp(data + start, data + start - rowStride, rowStride) == 0
    }
    return Row(start: start, end: start &+ rowStride, above: above, repeated: repeated)
  }

  struct Row {
    var start: Int
    var end: Int
    var above: Bool
    /// Equal to the row above, as far as is known (false when unknown).
    var repeated: Bool
    /// Written as matches of the row above, with no search at all.
    var copiesAbove: Bool { repeated && above && end - start >= Scanlines.minimumMatch }
  }
}
