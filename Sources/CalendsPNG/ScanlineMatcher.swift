import CalendsValues

/// Turns filtered scanlines into deflate tokens (literals and length/distance matches),
/// trying the repeats rendered images are made of before a hash lookup: the whole row above,
/// a run continuing the row above, and a run of the previous pixel.
///
/// A token is laid out for the block writer, which reads its codes with no branch on
/// whether it is a literal or a match (see `DeflateBlock`):
/// - bits 0…15: the match distance, 0 for a literal;
/// - bits 16…25: the row of the block's literal/length code table: the literal byte, or
///   257 + the match length;
/// - bits 26…30: the distance symbol (found once here, for the counts), or `noDistance` for
///   a literal.
///
/// The loops run on raw pointers with wrapping arithmetic and keep the token count in a
/// local: this is the hottest code of a `fast` PNG, and every bounds or overflow check and
/// every store of `self` showed up in its instruction count.
struct ScanlineMatcher {
  /// The distance-symbol field of a literal: a 31st distance code of no bits.
  static let noDistance: UInt32 = 30
  /// Below this length a pixel or row-above match is not trusted to be the best; the hash
  /// table is asked too.
  private static let goodEnough = 32

  private let scanlines: Scanlines
  /// The hash table has 2^14 slots (64 KB): more found no more repeats in calendars.
  static let hashBits = 14
  private static let hashShift: UInt32 = 32 - UInt32(hashBits)
  private let hashTable: UnsafeMutablePointer<Int32>
  /// What the hash table holds for position p of this image: p + 1 + `hashBase`. Entries of
  /// earlier images, and empty ones, are more than a window back (see `ScanlineDeflater`),
  /// so a candidate is usable exactly when it is within the window.
  private let hashBase: Int
  var tokenCount = 0

  init(
    _ scanlines: Scanlines, hashTable: UnsafeMutablePointer<Int32>, hashBase: Int
  ) {
    self.scanlines = scanlines
    self.hashTable = hashTable
    self.hashBase = hashBase
  }

  /// The token of a match; `symbol` is the distance's symbol.
  @inline(__always)
  static func matchToken(length: Int, distance: Int, symbol: UInt32) -> UInt32 {
    symbol << 26 | UInt32(truncatingIfNeeded: 257 &+ length) << 16
      | UInt32(truncatingIfNeeded: distance)
  }

  @inline(__always)
  static func literalToken(_ byte: UInt8) -> UInt32 {
    noDistance << 26 | UInt32(byte) << 16
  }

  /// Appends the tokens of row `row` and counts them.
  ///
  /// `repeatsAbove` says whether the row is known to equal the row above; when nil, the rows
  /// are compared. Returns whether the row equals the row above as far as that is known
  /// (false when unknown), so the caller can reuse the row above's checksum.
  mutating func tokenizeRow(_ row: Int, repeatsAbove known: Bool? = nil) -> Bool {
    let scanline = scanlines.row(row, repeatsAbove: known)
    if scanline.copiesAbove {
      ScanlineMatcher.appendRepeatedRow(
        rowStride: scanlines.rowStride, symbol: scanlines.rowSymbol, tokens: scanlines.tokens,
        tokenCount: &tokenCount, counts: scanlines.counts)
    } else {
      tokenizeBytes(from: scanline.start, to: scanline.end, above: scanline.above)
    }
    return scanline.repeated
  }

  /// The tokens of a row equal to the row above (`rowStride` bytes back, distance symbol
  /// `symbol`), for this and `ChainMatcher`.
  @inline(__always)
  static func appendRepeatedRow(
    rowStride: Int, symbol: UInt32, tokens: UnsafeMutablePointer<UInt32>,
    tokenCount: inout Int, counts: TokenCounts
  ) {
    var remaining = rowStride
    while remaining > 0 {
      var length = min(remaining, Scanlines.maximumMatch)
      // Never leave a tail shorter than a match: it would have to be literals.
      if (1..<Scanlines.minimumMatch).contains(remaining - length) {
        length -= Scanlines.minimumMatch
      }
      tokens[tokenCount] = ScanlineMatcher.matchToken(
        length: length, distance: rowStride, symbol: symbol)
      tokenCount += 1
      counts.lengths[length] &+= 1
      counts.distances[Int(symbol)] &+= 1
      remaining -= length
    }
  }

  /// The bytes `start..<end` of one row, position by position: the longest of the matches
  /// one row back, one pixel back and at the hash table's candidate, or a literal.
  ///
  /// Only lengths of at least `minimumMatch` (4) decide anything — a shorter one never
  /// becomes a match, and the `goodEnough` tests give the same answer for it as for 0 — so
  /// each candidate is first tested on its first four bytes, one 32-bit compare, and the
  /// byte-exact length is measured only when they are equal. Most positions that end as
  /// literals (glyph edges: ~15,000 of a month's ~21,000 positions) are settled by those
  /// three compares and the hash update.
  ///
  /// The loop is written twice by the compiler, with and without the row above, so that
  /// neither tests `above` per position.
  private mutating func tokenizeBytes(from start: Int, to end: Int, above: Bool) {
    if above {
      tokenizeBytes(from: start, to: end, matchingAbove: true)
    } else {
      tokenizeBytes(from: start, to: end, matchingAbove: false)
    }
  }

  @inline(__always)
  private mutating func tokenizeBytes(from start: Int, to end: Int, matchingAbove above: Bool) {
    let data = UnsafeRawPointer(scanlines.data)
    let tokens = scanlines.tokens
    let literals = scanlines.counts.literals
    let lengths = scanlines.counts.lengths
    let distances = scanlines.counts.distances
    let hashTable = self.hashTable
    // Positions are stored biased, so that 0 (an empty slot) and the entries of earlier
    // images read as more than a window back.
    let bias = hashBase &+ 1
    let rowStride = scanlines.rowStride
    let bytesPerPixel = scanlines.bytesPerPixel
    var tokenCount = self.tokenCount

    var position = start
    // Within the last three bytes of a row no match fits (and nothing is hashed): those are
    // literals, after the loop.
    let lastMatchStart = end &- Scanlines.minimumMatch
    while position <= lastMatchStart {
      // Most positions, glyph edges, match neither the row above nor the pixel before:
      // those run in their own loop, whose values all fit in registers.
      if above || position >= bytesPerPixel {
        (position, tokenCount) = ScanlineMatcher.scanPastRepeats(
          data, from: position, through: lastMatchStart, end: end, above: above,
          rowStride: rowStride, bytesPerPixel: bytesPerPixel, hashTable: hashTable, bias: bias,
          tokens: tokens, tokenCount: tokenCount, counts: scanlines.counts)
        if position > lastMatchStart { break }
      }
      let head = data.loadUnaligned(fromByteOffset: position, as: UInt32.self)
      var bestLength = 0
      var bestDistance = 0
      var bestSymbol: UInt32 = 0
      if above,
        head == data.loadUnaligned(fromByteOffset: position &- rowStride, as: UInt32.self)
      {
        bestLength = ScanlineMatcher.commonLength(
          data + position, data + (position &- rowStride), limit: Self.limit(position, end))
        bestDistance = rowStride
        bestSymbol = scanlines.rowSymbol
      }
      if bestLength < ScanlineMatcher.goodEnough {
        // With a row above, every position is at least a pixel in.
        if above || position >= bytesPerPixel,
          head
            == data.loadUnaligned(fromByteOffset: position &- bytesPerPixel, as: UInt32.self)
        {
          let length = ScanlineMatcher.commonLength(
            data + position, data + (position &- bytesPerPixel), limit: Self.limit(position, end))
          if length > bestLength {
            bestLength = length
            bestDistance = bytesPerPixel
            bestSymbol = scanlines.pixelSymbol
          }
        }
        if bestLength < ScanlineMatcher.goodEnough {
          let key = UInt32(littleEndian: head)
          let slot = Int(truncatingIfNeeded: (key &* 2_654_435_761) &>> ScanlineMatcher.hashShift)
          let biased = position &+ bias
          let distance = biased &- Int(truncatingIfNeeded: hashTable[slot])
          hashTable[slot] = Int32(truncatingIfNeeded: biased)
          // A candidate is usable when it is within the window: then it is an entry of
          // this image, before this position. Test and compare are one branch — it
          // mispredicts often, and as two branches did so twice as often: an unusable
          // candidate is replaced by this position, whose bytes are `head`, and compared
          // with `head ^ 1`, which they never equal. Masks, not conditions, so that the
          // compiler does not split the branch again.
          let outside = (Scanlines.window &- distance) &>> 63  // -1 when unusable, else 0
          let probe = position &- (distance & ~outside)
          let expected = head ^ UInt32(truncatingIfNeeded: outside & 1)
          if data.loadUnaligned(fromByteOffset: probe, as: UInt32.self) == expected {
            let length = ScanlineMatcher.commonLength(
              data + position, data + probe, limit: Self.limit(position, end))
            if length > bestLength {
              bestLength = length
              bestDistance = distance
              bestSymbol = UInt32(truncatingIfNeeded: DeflateSymbols.distanceSymbol(distance))
            }
          }
        }
      }
      if bestLength >= Scanlines.minimumMatch {
        tokens[tokenCount] = ScanlineMatcher.matchToken(
          length: bestLength, distance: bestDistance, symbol: bestSymbol)
        lengths[bestLength] &+= 1
        distances[Int(bestSymbol)] &+= 1
        position &+= bestLength
      } else {
        let literal = UInt8(truncatingIfNeeded: UInt32(littleEndian: head))
        tokens[tokenCount] = ScanlineMatcher.literalToken(literal)
        literals[Int(literal)] &+= 1
        position &+= 1
      }
      tokenCount &+= 1
    }
    while position < end {
      let literal = data.load(fromByteOffset: position, as: UInt8.self)
      tokens[tokenCount] = ScanlineMatcher.literalToken(literal)
      literals[Int(literal)] &+= 1
      tokenCount &+= 1
      position &+= 1
    }
    self.tokenCount = tokenCount
  }

  /// From `position` on, the positions whose first four bytes equal neither the row above's
  /// nor the previous pixel's: each hashed, and written as a match at the hash table's
  /// candidate or as a literal — what `tokenizeBytes` would decide for them. Returns at the
  /// first position where the row above or the previous pixel does match (`tokenizeBytes`
  /// weighs those), or past `lastMatchStart`, with the new token count.
  ///
  /// Its own function so that the compiler keeps its dozen values in registers: inside
  /// `tokenizeBytes` they were spilled, and this loop runs for ~70 % of a month's positions.
  @inline(never)
  private static func scanPastRepeats(
    _ data: UnsafeRawPointer, from start: Int, through lastMatchStart: Int, end: Int,
    above: Bool, rowStride: Int, bytesPerPixel: Int, hashTable: UnsafeMutablePointer<Int32>,
    bias: Int, tokens: UnsafeMutablePointer<UInt32>, tokenCount: Int, counts: TokenCounts
  ) -> (position: Int, tokenCount: Int) {
    if above {
      return scanPastRepeats(
        data, from: start, through: lastMatchStart, end: end, matchingAbove: true,
        rowStride: rowStride, bytesPerPixel: bytesPerPixel, hashTable: hashTable, bias: bias,
        tokens: tokens, tokenCount: tokenCount, counts: counts)
    } else {
      return scanPastRepeats(
        data, from: start, through: lastMatchStart, end: end, matchingAbove: false,
        rowStride: rowStride, bytesPerPixel: bytesPerPixel, hashTable: hashTable, bias: bias,
        tokens: tokens, tokenCount: tokenCount, counts: counts)
    }
  }

  @inline(__always)
  private static func scanPastRepeats(
    _ data: UnsafeRawPointer, from start: Int, through lastMatchStart: Int, end: Int,
    matchingAbove above: Bool, rowStride: Int, bytesPerPixel: Int,
    hashTable: UnsafeMutablePointer<Int32>, bias: Int, tokens: UnsafeMutablePointer<UInt32>,
    tokenCount: Int, counts: TokenCounts
  ) -> (position: Int, tokenCount: Int) {
    var position = start
    var next = tokens + tokenCount
    while position <= lastMatchStart {
      let head = data.loadUnaligned(fromByteOffset: position, as: UInt32.self)
      if above,
        head == data.loadUnaligned(fromByteOffset: position &- rowStride, as: UInt32.self)
      {
        break
      }
      if head == data.loadUnaligned(fromByteOffset: position &- bytesPerPixel, as: UInt32.self) {
        break
      }
      let key = UInt32(littleEndian: head)
      let slot = Int(truncatingIfNeeded: (key &* 2_654_435_761) &>> ScanlineMatcher.hashShift)
      let biased = position &+ bias
      let distance = biased &- Int(truncatingIfNeeded: hashTable[slot])
      hashTable[slot] = Int32(truncatingIfNeeded: biased)
      // As in `tokenizeBytes`: an unusable candidate becomes a compare that fails.
      let outside = (Scanlines.window &- distance) &>> 63
      let probe = position &- (distance & ~outside)
      let expected = head ^ UInt32(truncatingIfNeeded: outside & 1)
      if data.loadUnaligned(fromByteOffset: probe, as: UInt32.self) == expected {
        let length = commonLength(data + position, data + probe, limit: limit(position, end))
        let symbol = UInt32(truncatingIfNeeded: DeflateSymbols.distanceSymbol(distance))
        next.pointee = matchToken(length: length, distance: distance, symbol: symbol)
        counts.lengths[length] &+= 1
        counts.distances[Int(symbol)] &+= 1
        position &+= length
      } else {
        let literal = UInt8(truncatingIfNeeded: key)
        next.pointee = literalToken(literal)
        counts.literals[Int(literal)] &+= 1
        position &+= 1
      }
      next += 1
    }
    return (position, next - tokens)
  }

  /// min(end - position, 258) without a branch: `over >> 63` is all ones when over < 0.
  @inline(__always)
  private static func limit(_ position: Int, _ end: Int) -> Int {
    let over = end &- position &- Scanlines.maximumMatch
    return Scanlines.maximumMatch &+ (over & (over &>> 63))
  }

  /// How many bytes from `a` equal those from `b`, up to `limit`: sixteen at a time, then
  /// eight, then one.
  @inline(__always)
  static func commonLength(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, limit: Int) -> Int {
    var length = 0
    while length &+ 16 <= limit {
      let low =
        UInt64(littleEndian: a.loadUnaligned(fromByteOffset: length, as: UInt64.self))
        ^ UInt64(littleEndian: b.loadUnaligned(fromByteOffset: length, as: UInt64.self))
      let high =
        UInt64(littleEndian: a.loadUnaligned(fromByteOffset: length &+ 8, as: UInt64.self))
        ^ UInt64(littleEndian: b.loadUnaligned(fromByteOffset: length &+ 8, as: UInt64.self))
      if low | high != 0 {
        // Selects rather than a branch: which half differs is unpredictable.
        let inLow = low != 0
        let word = inLow ? low : high
        return length &+ (inLow ? 0 : 8) &+ word.trailingZeroBitCount &>> 3
      }
      length &+= 16
    }
    if length &+ 8 <= limit {
      let difference =
        UInt64(littleEndian: a.loadUnaligned(fromByteOffset: length, as: UInt64.self))
        ^ UInt64(littleEndian: b.loadUnaligned(fromByteOffset: length, as: UInt64.self))
      if difference != 0 { return length &+ difference.trailingZeroBitCount &>> 3 }
      length &+= 8
    }
    while length < limit
      && a.load(fromByteOffset: length, as: UInt8.self)
        == b.load(fromByteOffset: length, as: UInt8.self)
    {
      length &+= 1
    }
    return length
  }
}

/// One block's counts as the tokenizer keeps them: per literal byte, per match length
/// (3…258, not per length symbol, so counting needs no table lookup) and per distance
/// symbol. `SymbolFrequencies(_:)` folds them into deflate's alphabets.
struct TokenCounts {
  static let size = 256 + 259 + 30
  let literals: UnsafeMutablePointer<UInt32>
  var lengths: UnsafeMutablePointer<UInt32> { literals + 256 }
  var distances: UnsafeMutablePointer<UInt32> { literals + 256 + 259 }

  /// `storage` holds `TokenCounts.size` counts.
  init(_ storage: UnsafeMutablePointer<UInt32>) { literals = storage }

  func clear() { literals.update(repeating: 0, count: TokenCounts.size) }
}
