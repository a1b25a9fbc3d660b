import CalendsValues

/// The `balanced` level's tokenizer: `ScanlineMatcher`'s repeats first (a row equal to the
/// row above, a run continuing the row above, a run of the previous pixel), and where those
/// do not reach far — glyph edges — a hash chain of bounded depth, as zlib's middle levels
/// search, over every position outside long matches.
///
/// Rows equal to the row above, two thirds of a calendar, cost the same as in `fast`; the
/// thorough search is spent only on the rest, which is why this level is a fraction of
/// libdeflate's time at nearly its size. Tokens and counts are laid out as
/// `ScanlineMatcher` describes, for the same block writer.
struct ChainMatcher {
  private static let windowMask = Scanlines.window - 1
  /// Entries of the links table: one per position of the window.
  static let windowSize = Scanlines.window
  /// Chain links followed per position at most: past this, more candidates rarely give a
  /// longer match on rendered text and only cost time.
  static let chainDepth = 32
  /// A match this long is taken without looking further along the chain.
  private static let niceLength = 64
  /// Positions inside a match longer than this are not added to the chains: a long match
  /// is a run or a copy of the row above, which the fixed candidates find again anyway.
  private static let insertLimit = 32

  private let scanlines: Scanlines
  /// Most recent position per hash (as p + 1 + `hashBase`, see `ScanlineMatcher`), and per
  /// position modulo the window the previous one with the same hash, in the same encoding.
  private let heads: UnsafeMutablePointer<Int32>
  private let links: UnsafeMutablePointer<Int32>
  private let hashShift: UInt32
  private let hashBase: Int
  var tokenCount = 0

  init(
    _ scanlines: Scanlines, heads: UnsafeMutablePointer<Int32>, hashBits: Int,
    links: UnsafeMutablePointer<Int32>, hashBase: Int
  ) {
    self.scanlines = scanlines
    self.heads = heads
    self.links = links
    self.hashShift = UInt32(32 - hashBits)
    self.hashBase = hashBase
  }

  /// Appends the tokens of row `row` and counts them; as `ScanlineMatcher.tokenizeRow`.
  mutating func tokenizeRow(_ row: Int, repeatsAbove known: Bool? = nil) -> Bool {
    let scanline = scanlines.row(row, repeatsAbove: known)
    if scanline.copiesAbove {
      tokenizeRepeatedRow(from: scanline.start, to: scanline.end)
    } else {
      tokenizeBytes(from: scanline.start, to: scanline.end, above: scanline.above)
    }
    return scanline.repeated
  }

  /// A found match: its length (0 when none of at least `minimumMatch`), distance and
  /// distance symbol.
  private struct Match {
    var length = 0
    var distance = 0
    var symbol: UInt32 = 0
  }

  /// Adds `position` (which has at least four bytes before the end of its row) to the
  /// chains.
  @inline(__always)
  private func insert(_ position: Int) {
    let key = UInt32(
      littleEndian: UnsafeRawPointer(scanlines.data + position).loadUnaligned(as: UInt32.self))
    let slot = Int(truncatingIfNeeded: (key &* 2_654_435_761) &>> hashShift)
    links[position & ChainMatcher.windowMask] = heads[slot]
    heads[slot] = Int32(truncatingIfNeeded: position &+ hashBase &+ 1)
  }

  /// The longest match at `position` (up to `limit` bytes, the rest of the row) among the
  /// row above, the pixel before and the chain of earlier positions with the same hash;
  /// adds `position` to the chains.
  @inline(__always)
  private func longestMatch(at position: Int, limit: Int, above: Bool) -> Match {
    let pointer = scanlines.data + position
    let head = UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)
    var best = Match()
    // The pixel before first, and the row above only if longer: a distance of one pixel
    // has no extra bits, one of a row has about ten, and a run continuing both (a
    // background) is most of what is left of a calendar after the repeated rows.
    if position >= scanlines.bytesPerPixel,
      head == UnsafeRawPointer(pointer - scanlines.bytesPerPixel).loadUnaligned(as: UInt32.self)
    {
      best.length = ScanlineMatcher.commonLength(
        pointer, pointer - scanlines.bytesPerPixel, limit: limit)
      best.distance = scanlines.bytesPerPixel
      best.symbol = scanlines.pixelSymbol
    }
    if best.length < limit, above,
      head == UnsafeRawPointer(pointer - scanlines.rowStride).loadUnaligned(as: UInt32.self)
    {
      let length = ScanlineMatcher.commonLength(
        pointer, pointer - scanlines.rowStride, limit: limit)
      if length > best.length {
        best = Match(length: length, distance: scanlines.rowStride, symbol: scanlines.rowSymbol)
      }
    }
    let key = UInt32(littleEndian: head)
    let slot = Int(truncatingIfNeeded: (key &* 2_654_435_761) &>> hashShift)
    var entry = Int(heads[slot])
    links[position & ChainMatcher.windowMask] = Int32(truncatingIfNeeded: entry)
    heads[slot] = Int32(truncatingIfNeeded: position &+ hashBase &+ 1)
    if best.length >= ChainMatcher.niceLength { return best }
    let oldest = max(position &- Scanlines.window, 0) &+ hashBase &+ 1
    var depth = ChainMatcher.chainDepth
    while entry >= oldest && depth > 0 {
      let candidate = entry &- hashBase &- 1
      // Only a candidate that beats the best so far is measured: its byte at the best
      // length must match, and its first four.
      if best.length < limit,
        (scanlines.data + candidate)[best.length] == pointer[best.length],
        UnsafeRawPointer(scanlines.data + candidate).loadUnaligned(as: UInt32.self) == head
      {
        let length = ScanlineMatcher.commonLength(pointer, scanlines.data + candidate, limit: limit)
        if length > best.length {
          let distance = position &- candidate
          best = Match(
            length: length, distance: distance,
            symbol: UInt32(truncatingIfNeeded: DeflateSymbols.distanceSymbol(distance)))
          if length >= ChainMatcher.niceLength { break }
        }
      }
      entry = Int(links[candidate & ChainMatcher.windowMask])
      depth &-= 1
    }
    return best
  }

  @inline(__always)
  private mutating func appendLiteral(_ byte: UInt8) {
    scanlines.tokens[tokenCount] = ScanlineMatcher.literalToken(byte)
    scanlines.counts.literals[Int(byte)] &+= 1
    tokenCount &+= 1
  }

  @inline(__always)
  private mutating func appendMatch(_ match: Match) {
    scanlines.tokens[tokenCount] = ScanlineMatcher.matchToken(
      length: match.length, distance: match.distance, symbol: match.symbol)
    scanlines.counts.lengths[match.length] &+= 1
    scanlines.counts.distances[Int(match.symbol)] &+= 1
    tokenCount &+= 1
  }

  /// A row equal to the row above: matches as long as they go (258 bytes, and no tail
  /// shorter than a match), each one pixel back where the row is a run of one colour
  /// that far — no extra bits — else one row back, as `fast` writes them all (about ten
  /// extra bits each). Its positions are not added to the chains: the row above has the
  /// same bytes nearer.
  private mutating func tokenizeRepeatedRow(from start: Int, to end: Int) {
    var position = start
    while position < end {
      let remaining = end &- position
      var length = min(remaining, Scanlines.maximumMatch)
      if (1..<Scanlines.minimumMatch).contains(remaining &- length) {
        length &-= Scanlines.minimumMatch
      }
      let pointer = scanlines.data + position
      if position >= scanlines.bytesPerPixel,
        ScanlineMatcher.commonLength(pointer, pointer - scanlines.bytesPerPixel, limit: length)
          == length
      {
        appendMatch(
          Match(length: length, distance: scanlines.bytesPerPixel, symbol: scanlines.pixelSymbol))
      } else {
        appendMatch(
          Match(length: length, distance: scanlines.rowStride, symbol: scanlines.rowSymbol))
      }
      position &+= length
    }
  }

  /// The bytes `start..<end` of one row, greedily: at each position the longest match
  /// (`longestMatch`), or a literal. Positions inside a short match are added to the chains
  /// too, so the next glyph finds this one from any of its bytes.
  ///
  /// Lazy matching (one position on, as zlib does) was measured here: 0.4 % smaller
  /// streams for 30 % more instructions; a deeper chain buys the same for less.
  private mutating func tokenizeBytes(from start: Int, to end: Int, above: Bool) {
    /// Positions from which a match of `minimumMatch` still fits in the row.
    let lastMatchable = end &- Scanlines.minimumMatch
    var position = start
    while position < end {
      if position > lastMatchable {
        appendLiteral(scanlines.data[position])
        position &+= 1
        continue
      }
      let match = longestMatch(
        at: position, limit: min(end &- position, Scanlines.maximumMatch), above: above)
      if match.length < Scanlines.minimumMatch {
        appendLiteral(scanlines.data[position])
        position &+= 1
        continue
      }
      appendMatch(match)
      let matchEnd = position &+ match.length
      if match.length <= ChainMatcher.insertLimit {
        var inside = position &+ 1
        let stop = min(matchEnd, lastMatchable &+ 1)
        while inside < stop {
          insert(inside)
          inside &+= 1
        }
      }
      position = matchEnd
    }
  }
}
