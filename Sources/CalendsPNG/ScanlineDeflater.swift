import CDeflate
import CalendsValues

/// A deflate compressor (RFC 1950/1951) made for PNG scanlines of rendered calendars: the
/// `fast` PNG level, and with `Effort.balanced` (a more thorough matcher) the `balanced` one.
///
/// General-purpose compressors hash every input byte to find repeats anywhere in the last
/// 32 KB; that scan is what cost ~1.6 ms of a 2.7 ms month PNG even with libdeflate. In a
/// calendar the repeats are almost all of three kinds, which can be checked directly:
/// a row equal to the row above (two thirds of the rows of a month — checked with one
/// `memcmp` and written as a few 258-byte matches), a run continuing the row above, and a
/// run of one colour (a match one pixel back). Only where none of those holds — glyph edges —
/// is a small hash table consulted, so repeated digits are still found. The rest is plain
/// deflate: dynamic Huffman blocks of up to ~32 K tokens, or a stored block where that is
/// smaller (noise).
///
/// Measured on the month at scale 2: ~4× faster than libdeflate's level 4 at ~1.2× its bytes,
/// still smaller than Cairo's own writer. Not thread-safe: one per encoder.
final class ScanlineDeflater {
  /// A block is closed at the first row end after this many tokens, so the token buffer
  /// stays small and Huffman codes follow changes in content down a tall image.
  private static let blockTokens = 1 << 15

  private var tokens: [UInt32] = []
  private var counts = [UInt32](repeating: 0, count: TokenCounts.size)
  /// Hashes of earlier images stay in the table: each image's positions are stored above
  /// `hashBase`, which then moves a window past them, so an old entry — or an empty one, 0,
  /// as the base is never below a window — reads as more than a window back, too far to
  /// use, without the 64 KB table being cleared per image and without the matchers testing
  /// where this image starts (see `ScanlineMatcher.hashBase`). When the next image's
  /// positions would pass `Int32.max`, the table is cleared and `hashBase` restarts. (Internal,
  /// not private, so tests can start it near that limit.)
  private var hashTable = [Int32](repeating: 0, count: 1 << ScanlineMatcher.hashBits)
  var hashBase = 0
  /// `balanced`'s hash chains (`ChainMatcher`): heads per hash, and links per position
  /// modulo the window, in the same position encoding; made on first use.
  private static let chainHashBits = 15
  private var chainHeads: [Int32] = []
  private var chainLinks: [Int32] = []

  init() {}

  /// How thoroughly matches are looked for.
  enum Effort {
    /// `ScanlineMatcher`: the fixed repeats and one hash candidate (the `fast` PNG level).
    case fast
    /// `ChainMatcher`: the fixed repeats, runs one pixel back, then hash chains (`balanced`).
    case balanced
  }

  /// Compresses `count` bytes of filtered scanlines (`rowStride` bytes per row, filter byte
  /// included) as a zlib stream into `output`, growing it if needed; returns the length.
  ///
  /// `rowRepeats`, when given, says for each row whether it equals the row above — exactly:
  /// a wrong `true` would write a wrong image. Those rows are then neither compared nor read
  /// for the checksum. Without it the rows are compared here; the output is the same.
  func compress(
    _ data: UnsafePointer<UInt8>, count: Int, rowStride: Int, bytesPerPixel: Int,
    effort: Effort = .fast, rowRepeats: UnsafePointer<Bool>? = nil, into output: inout [UInt8]
  ) -> Int {
    compress(
      data, count: count, rowStride: rowStride, bytesPerPixel: bytesPerPixel, effort: effort,
      into: &output
    ) { rowRepeats?[$0] }
  }

  /// Compresses scanlines as they are written: `writeRow(y)` is called for each row in
  /// order, before anything reads it, puts row y into `data` and returns whether it equals
  /// the row above (exactly; nil when not known, and the rows are compared here). A row
  /// converted just before it is tokenized and checksummed is still in cache.
  ///
  /// With `.fast`, `writeRow` may leave out a row equal to the row above where
  /// `fastLeavesUnread` says nothing reads it; `restoreRows` is then called with the rows
  /// of a block about to be stored byte for byte, and must write the ones left out.
  func compress(
    _ data: UnsafePointer<UInt8>, count: Int, rowStride: Int, bytesPerPixel: Int,
    effort: Effort = .fast, into output: inout [UInt8], writingRows writeRow: (Int) -> Bool?,
    restoringRows restoreRows: (Range<Int>) -> Void = { _ in }
  ) -> Int {
    precondition(rowStride > 0 && count % rowStride == 0 && bytesPerPixel > 0)
    let bound = ScanlineDeflater.compressedBound(count)
    if output.count < bound { output = .writeFirst(count: bound) }
    if tokens.count < ScanlineDeflater.blockTokens + rowStride + 1 {
      tokens = .writeFirst(count: ScanlineDeflater.blockTokens + rowStride + 1)
    }
    if effort == .balanced && chainHeads.isEmpty {
      chainHeads = [Int32](repeating: 0, count: 1 << ScanlineDeflater.chainHashBits)
      chainLinks = .writeFirst(count: ChainMatcher.windowSize)
    }
    var base = max(hashBase, Scanlines.window)
    if base + count + Scanlines.window + 1 > Int(Int32.max) {
      hashTable.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      chainHeads.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      base = Scanlines.window
    }
    hashBase = base + count + Scanlines.window

    return output.withUnsafeMutableBufferPointer { out in
      tokens.withUnsafeMutableBufferPointer { tokenBuffer in
        counts.withUnsafeMutableBufferPointer { countBuffer in
          let counts = TokenCounts(countBuffer.baseAddress!)
          let tokens = tokenBuffer.baseAddress!
          let scanlines = Scanlines(
            data: data, rowStride: rowStride, bytesPerPixel: bytesPerPixel, tokens: tokens,
            counts: counts)
          switch effort {
          case .fast:
            return hashTable.withUnsafeMutableBufferPointer { hashes in
              var matcher = ScanlineMatcher(
                scanlines, hashTable: hashes.baseAddress!, hashBase: base)
              return ScanlineDeflater.writeStream(
                data, count: count, rowStride: rowStride, header: 0x01, matcher: &matcher,
                tokens: tokens, counts: counts, into: out, writingRows: writeRow,
                restoringRows: restoreRows)
            }
          case .balanced:
            return chainHeads.withUnsafeMutableBufferPointer { heads in
              chainLinks.withUnsafeMutableBufferPointer { links in
                var matcher = ChainMatcher(
                  scanlines, heads: heads.baseAddress!, hashBits: ScanlineDeflater.chainHashBits,
                  links: links.baseAddress!, hashBase: base)
                return ScanlineDeflater.writeStream(
                  data, count: count, rowStride: rowStride, header: 0x9C, matcher: &matcher,
                  tokens: tokens, counts: counts, into: out, writingRows: writeRow,
                  restoringRows: restoreRows)
              }
            }
          }
        }
      }
    }
  }

  /// The zlib stream: header (`header` is the second byte, with the level hint and check
  /// bits), blocks of up to `blockTokens` tokens closed at row ends, Adler-32.
  @inline(__always)
  private static func writeStream<Matcher: RowTokenizer>(
    _ data: UnsafePointer<UInt8>, count: Int, rowStride: Int, header: UInt32,
    matcher: inout Matcher, tokens: UnsafeMutablePointer<UInt32>, counts: TokenCounts,
    into out: UnsafeMutableBufferPointer<UInt8>, writingRows writeRow: (Int) -> Bool?,
    restoringRows restoreRows: (Range<Int>) -> Void
  ) -> Int {
    var writer = DeflateBitWriter(output: out.baseAddress!, capacity: out.count)
    writer.write(0x78, count: 8)  // deflate, 32 KB window
    writer.write(header, count: 8)
    var row = 0
    let rows = count / rowStride
    // The checksum goes row by row while the row is in cache; a row equal to the one
    // above adds that row's checksum again (`Adler32.combine`).
    var adler: UInt32 = 1
    var rowAdler: UInt32 = 1
    repeat {
      let blockRow = row
      let blockStart = row * rowStride
      counts.clear()
      matcher.tokenCount = 0
      while row < rows && matcher.tokenCount < ScanlineDeflater.blockTokens {
        let rowStart = data + row * rowStride
        if !matcher.tokenizeRow(row, repeatsAbove: writeRow(row)) {
          rowAdler = UInt32(truncatingIfNeeded: libdeflate_adler32(1, rowStart, rowStride))
        }
        adler = Adler32.combine(adler, rowAdler, count: rowStride)
        row += 1
      }
      var frequencies = SymbolFrequencies(counts)
      let block = UnsafeBufferPointer(start: tokens, count: matcher.tokenCount)
      DeflateBlock.write(
        tokens: block, frequencies: &frequencies,
        source: UnsafeBufferPointer(start: data + blockStart, count: row * rowStride - blockStart),
        isFinal: row == rows, to: &writer, beforeStoring: { restoreRows(blockRow..<row) })
    } while row < rows
    writer.flushToByte()
    var bigEndianAdler = adler.bigEndian
    withUnsafeBytes(of: &bigEndianAdler) {
      writer.writeBytes($0.bindMemory(to: UInt8.self).baseAddress!, count: 4)
    }
    return writer.byteCount
  }

  /// Whether the `fast` tokenizer never reads `row`, a row equal to the row above, when the
  /// next row not equal to the one above is `nextDistinctRow` (`rowCount` when none is).
  ///
  /// It writes such a row as matches of the row above without reading it (when a row fits
  /// in the window and holds a match), and the rows it does read look back at most a window
  /// (plus a match's length, for margin). So a row of a run of repeats is read only within
  /// that distance of the next distinct row; nothing after the last one reads it at all.
  static func fastLeavesUnread(row: Int, nextDistinctRow: Int, rowCount: Int, rowStride: Int)
    -> Bool
  {
    guard rowStride >= Scanlines.minimumMatch, rowStride <= Scanlines.window, row > 0 else {
      return false
    }
    if nextDistinctRow >= rowCount { return true }
    return (nextDistinctRow - row - 1) * rowStride >= Scanlines.window + Scanlines.maximumMatch
  }

  /// The most the stream can take: every block no larger than stored (5 bytes per 64 KB
  /// and a partial byte per block), plus the zlib header and checksum and 8 bytes of slack
  /// for the bit writer.
  static func compressedBound(_ count: Int) -> Int {
    count + 6 * (count / 65535 + count / blockTokens + 2) + 2 + 4 + 16
  }
}

/// Literal/length (0…285) and distance (0…29) symbol counts of one block.
struct SymbolFrequencies {
  var literalLength = [UInt32](repeating: 0, count: 286)
  var distance = [UInt32](repeating: 0, count: 30)

  init() {}

  /// Literal counts as they are, match lengths folded into their length symbols.
  init(_ counts: TokenCounts) {
    literalLength.withUnsafeMutableBufferPointer { symbols in
      symbols.baseAddress!.update(from: counts.literals, count: 256)
      DeflateSymbols.lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
        for length in 3...258 {
          symbols[Int(lengthSymbol[length])] &+= counts.lengths[length]
        }
      }
    }
    distance.withUnsafeMutableBufferPointer {
      $0.baseAddress!.update(from: counts.distances, count: 30)
    }
  }
}
