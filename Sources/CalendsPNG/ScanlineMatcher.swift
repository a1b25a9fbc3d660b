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
  private let hashTable: UnsafeMutablePointer<Int32>
  private let hashShift: UInt32
  /// What the hash table holds for position p of this image: p + 1 + `hashBase`. Entries at
  /// or below `hashBase` are from earlier images and count as empty, so the table is not
  /// cleared between images (see `ScanlineDeflater`).
  private let hashBase: Int
  var tokenCount = 0

  init(
    _ scanlines: Scanlines, hashTable: UnsafeMutablePointer<Int32>, hashBits: Int, hashBase: Int
  ) {
    self.scanlines = scanlines
    self.hashTable = hashTable
    self.hashShift = UInt32(32 - hashBits)
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
  /// literals (glyph edges) are settled by those three compares and the hash update.
  private mutating func tokenizeBytes(from start: Int, to end: Int, above: Bool) {
    let data = scanlines.data
    let tokens = scanlines.tokens
    let literals = scanlines.counts.literals
    let lengths = scanlines.counts.lengths
    let distances = scanlines.counts.distances
    let hashTable = self.hashTable
    let hashShift = self.hashShift
    let hashBase = self.hashBase
    let rowStride = scanlines.rowStride
    let bytesPerPixel = scanlines.bytesPerPixel
    let rowSymbol = scanlines.rowSymbol
    let pixelSymbol = scanlines.pixelSymbol
    let goodEnough = ScanlineMatcher.goodEnough
    let minimumMatch = Scanlines.minimumMatch
    var tokenCount = self.tokenCount

    var position = start
    while position < end {
      let pointer = data + position
      let remaining = end &- position
      // Within the last three bytes of a row no match fits (and nothing is hashed).
      if remaining < minimumMatch {
        let literal = pointer.pointee
        tokens[tokenCount] = ScanlineMatcher.literalToken(literal)
        literals[Int(literal)] &+= 1
        tokenCount &+= 1
        position &+= 1
        continue
      }
      // min(remaining, 258) without a branch: `over >> 63` is all ones when over < 0.
      let over = remaining &- Scanlines.maximumMatch
      let limit = Scanlines.maximumMatch &+ (over & (over &>> 63))
      let head = UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)
      var bestLength = 0
      var bestDistance = 0
      var bestSymbol: UInt32 = 0
      if above, head == UnsafeRawPointer(pointer - rowStride).loadUnaligned(as: UInt32.self) {
        bestLength = ScanlineMatcher.commonLength(pointer, pointer - rowStride, limit: limit)
        bestDistance = rowStride
        bestSymbol = rowSymbol
      }
      if bestLength < goodEnough {
        if position >= bytesPerPixel,
          head == UnsafeRawPointer(pointer - bytesPerPixel).loadUnaligned(as: UInt32.self)
        {
          let length = ScanlineMatcher.commonLength(
            pointer, pointer - bytesPerPixel, limit: limit)
          if length > bestLength {
            bestLength = length
            bestDistance = bytesPerPixel
            bestSymbol = pixelSymbol
          }
        }
        if bestLength < goodEnough {
          let key = UInt32(littleEndian: head)
          let slot = Int(truncatingIfNeeded: (key &* 2_654_435_761) &>> hashShift)
          let candidate = Int(hashTable[slot]) &- hashBase &- 1
          hashTable[slot] = Int32(truncatingIfNeeded: position &+ hashBase &+ 1)
          // A candidate is usable when 0 ≤ candidate (an entry of this image, so before this
          // position) and it is within the window: 1 ≤ distance ≤ min(position, window).
          // Test and compare are one branch — it mispredicts often, and as two branches
          // did so twice as often: an unusable candidate is replaced by this position,
          // whose bytes are `head`, and compared with `head ^ 1`, which they never equal.
          // Masks, not conditions, so that the compiler does not split the branch again.
          let distance = position &- candidate
          let reach = position < Scanlines.window ? position : Scanlines.window
          let outside = (reach &- distance) &>> 63  // -1 when unusable, else 0
          let probe = candidate ^ ((candidate ^ position) & outside)
          let expected = head ^ UInt32(truncatingIfNeeded: outside & 1)
          if UnsafeRawPointer(data + probe).loadUnaligned(as: UInt32.self) == expected {
            let length = ScanlineMatcher.commonLength(pointer, data + candidate, limit: limit)
            if length > bestLength {
              bestLength = length
              bestDistance = distance
              bestSymbol = UInt32(truncatingIfNeeded: DeflateSymbols.distanceSymbol(distance))
            }
          }
        }
      }
      if bestLength >= minimumMatch {
        tokens[tokenCount] = ScanlineMatcher.matchToken(
          length: bestLength, distance: bestDistance, symbol: bestSymbol)
        lengths[bestLength] &+= 1
        distances[Int(bestSymbol)] &+= 1
        position &+= bestLength
      } else {
        let literal = pointer.pointee
        tokens[tokenCount] = ScanlineMatcher.literalToken(literal)
        literals[Int(literal)] &+= 1
        position &+= 1
      }
      tokenCount &+= 1
    }
    self.tokenCount = tokenCount
  }

  /// How many bytes from `a` equal those from `b`, up to `limit`: sixteen at a time, then
  /// eight, then one.
  @inline(__always)
  static func commonLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int
  {
    let a = UnsafeRawPointer(a)
    let b = UnsafeRawPointer(b)
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
