import CalendsValues

/// Writes one deflate block from tokens: with dynamic Huffman codes built for the block
/// (RFC 1951 § 3.2.7), or stored as is when that is smaller — so a block of noise never
/// grows by more than a few bytes.
enum DeflateBlock {
  private static let endOfBlock = 256

  static func write(
    tokens: UnsafeBufferPointer<UInt32>, frequencies: inout SymbolFrequencies,
    source: UnsafeBufferPointer<UInt8>, isFinal: Bool, to writer: inout DeflateBitWriter,
    beforeStoring: () -> Void = {}
  ) {
    frequencies.literalLength[endOfBlock] += 1
    let literalCode = HuffmanCode(frequencies: frequencies.literalLength, maxLength: 15)
    let distanceCode = HuffmanCode(frequencies: frequencies.distance, maxLength: 15)
    let header = CodeLengthHeader(literal: literalCode.lengths, distance: distanceCode.lengths)

    var tokenBits = 0
    for symbol in 0..<286 {
      var perSymbol = Int(literalCode.lengths[symbol])
      if symbol > endOfBlock { perSymbol += Int(DeflateSymbols.lengthExtraBits[symbol - 257]) }
      tokenBits += Int(frequencies.literalLength[symbol]) * perSymbol
    }
    for symbol in 0..<30 {
      let perSymbol =
        Int(distanceCode.lengths[symbol]) + Int(DeflateSymbols.distanceExtraBits[symbol])
      tokenBits += Int(frequencies.distance[symbol]) * perSymbol
    }
    let bits = 3 + header.bitCount + tokenBits
    let storedBytes = source.count + 5 * max(1, (source.count + 65534) / 65535) + 1
    if (bits + 7) / 8 >= storedBytes {
      // The source may have rows the tokens never needed written (`fastLeavesUnread`).
      beforeStoring()
      writeStored(source, isFinal: isFinal, to: &writer)
      return
    }

    writer.write(isFinal ? 1 : 0, count: 1)
    writer.write(2, count: 2)  // dynamic Huffman codes
    header.write(to: &writer)
    let codes = TokenCodes(literal: literalCode, distance: distanceCode)
    // After the flush fewer than 8 bits are pending: the tokens end within this many bytes.
    writer.flush()
    writer.reserve((7 + tokenBits + 7) / 8)
    codes.write(tokens, to: &writer)
    writer.write(codes.endOfBlock.bits, count: codes.endOfBlock.count)
  }

  /// Stored blocks of at most 65,535 bytes: the header bits, a byte boundary, the length and
  /// its complement, the bytes.
  private static func writeStored(
    _ source: UnsafeBufferPointer<UInt8>, isFinal: Bool, to writer: inout DeflateBitWriter
  ) {
    var offset = 0
    repeat {
      let length = min(source.count - offset, 65535)
      let last = offset + length == source.count
      writer.write(isFinal && last ? 1 : 0, count: 1)
      writer.write(0, count: 2)
      writer.flushToByte()
      let lengths: [UInt8] = [
        UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF),
      ]
      lengths.withUnsafeBufferPointer { writer.writeBytes($0.baseAddress!, count: 4) }
      if length > 0 { writer.writeBytes(source.baseAddress! + offset, count: length) }
      offset += length
    } while offset < source.count
  }
}

/// A block's codes arranged for writing tokens (laid out as `ScanlineMatcher` describes):
/// two table rows per token, each giving bits and their count, and no symbol lookups.
private struct TokenCodes {
  /// Literals 0…255 and end of block (256), then match lengths at 257 + length with their
  /// extra bits in place (≤ 20 bits; lengths below 3 do not occur): the bits in the low half,
  /// their count in the high half.
  var literalLength = [UInt64](repeating: 0, count: 257 + 259)
  /// Per distance symbol, and a row of no bits for literals (`ScanlineMatcher.noDistance`):
  /// in the low 32 bits the code minus the symbol's first distance shifted past the code, so
  /// that adding the distance shifted the same way gives the code and its extra bits; in
  /// bits 32…39 the code's length, in bits 40… the count with the extra bits.
  var distance = [UInt64](repeating: 0, count: 31)

  init(literal: HuffmanCode, distance: HuffmanCode) {
    for symbol in 0...256 {
      literalLength[symbol] = UInt64(literal.codes[symbol]) | UInt64(literal.lengths[symbol]) << 32
    }
    for length in 3...258 {
      let symbol = Int(DeflateSymbols.lengthSymbol[length])
      let codeLength = literal.lengths[symbol]
      let extra = UInt64(length - Int(DeflateSymbols.lengthBase[symbol - 257]))
      let count = codeLength + DeflateSymbols.lengthExtraBits[symbol - 257]
      literalLength[257 + length] =
        (UInt64(literal.codes[symbol]) | extra << UInt64(codeLength)) | UInt64(count) << 32
    }
    for symbol in 0..<30 {
      let codeLength = UInt32(distance.lengths[symbol])
      let offset =
        UInt32(distance.codes[symbol]) &- UInt32(DeflateSymbols.distanceBase[symbol]) << codeLength
      let count = UInt64(codeLength) + UInt64(DeflateSymbols.distanceExtraBits[symbol])
      self.distance[symbol] = UInt64(offset) | UInt64(codeLength) << 32 | count << 40
    }
  }

  /// The end-of-block code and its length.
  var endOfBlock: (bits: UInt32, count: Int) {
    (UInt32(truncatingIfNeeded: literalLength[256]), Int(literalLength[256] >> 32))
  }

  /// The tokens' codes. At most 15 + 5 + 15 + 13 = 48 bits per token, written after a flush
  /// that leaves fewer than 8 pending, so the 64-bit accumulator never overflows; the caller
  /// has reserved the block's computed size.
  ///
  /// Literals and matches are written by the same instructions — a literal's distance part
  /// is a row of no bits — because which comes next is unpredictable, and a mispredicted
  /// branch per token cost more than the instructions it saved.
  func write(_ tokens: UnsafeBufferPointer<UInt32>, to writer: inout DeflateBitWriter) {
    var stream = writer
    literalLength.withUnsafeBufferPointer { literalLength in
      distance.withUnsafeBufferPointer { distance in
        for token in tokens {
          stream.flushWholeBytes()
          let first = literalLength[Int(token &>> 16 & 0x3FF)]
          stream.append(first & 0xFFFF_FFFF, count: Int(truncatingIfNeeded: first &>> 32))
          let entry = distance[Int(token &>> 26 & 0x1F)]
          let shift = UInt32(truncatingIfNeeded: entry &>> 32 & 0xFF)
          let bits = UInt32(truncatingIfNeeded: entry) &+ (token & 0xFFFF) &<< shift
          stream.append(UInt64(bits), count: Int(truncatingIfNeeded: entry &>> 40))
        }
      }
    }
    writer = stream
  }
}

/// The code lengths of a block's two codes, run-length coded with symbols 16 (repeat the
/// previous length 3–6 times), 17 (3–10 zeros) and 18 (11–138 zeros), and the code-length
/// code that carries them.
struct CodeLengthHeader {
  private let literalCount: Int
  private let distanceCount: Int
  /// Code-length symbols, each with its extra-bit value.
  private var symbols: [(symbol: Int, extra: UInt32)] = []
  private let code: HuffmanCode
  private let sentCount: Int
  /// Order in which the code-length code's lengths are sent.
  private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
  /// Extra bits after symbols 16, 17 and 18 (none after 0…15).
  @inline(__always)
  private static func extraBits(_ symbol: Int) -> Int {
    symbol < 16 ? 0 : symbol == 16 ? 2 : symbol == 17 ? 3 : 7
  }

  init(literal: [UInt8], distance: [UInt8]) {
    literalCount = max(257, (literal.lastIndex { $0 != 0 } ?? 0) + 1)
    distanceCount = max(1, (distance.lastIndex { $0 != 0 } ?? 0) + 1)
    let lengths = Array(literal[0..<literalCount]) + Array(distance[0..<distanceCount])
    var index = 0
    while index < lengths.count {
      let value = lengths[index]
      var run = 1
      while index + run < lengths.count && lengths[index + run] == value { run += 1 }
      index += run
      if value == 0 {
        while run >= 11 {
          let taken = min(run, 138)
          symbols.append((18, UInt32(taken - 11)))
          run -= taken
        }
        if run >= 3 {
          symbols.append((17, UInt32(run - 3)))
          run = 0
        }
      } else {
        symbols.append((Int(value), 0))
        run -= 1
        while run >= 3 {
          let taken = min(run, 6)
          symbols.append((16, UInt32(taken - 3)))
          run -= taken
        }
      }
      symbols += repeatElement((symbol: Int(value), extra: UInt32(0)), count: run)
    }
    var frequencies = [UInt32](repeating: 0, count: 19)
    for entry in symbols { frequencies[entry.symbol] += 1 }
    let code = HuffmanCode(frequencies: frequencies, maxLength: 7)
    self.code = code
    let lastSent = CodeLengthHeader.order.lastIndex { code.lengths[$0] != 0 } ?? 0
    sentCount = max(4, lastSent + 1)
  }

  var bitCount: Int {
    var bits = 5 + 5 + 4 + 3 * sentCount
    for entry in symbols {
      bits += Int(code.lengths[entry.symbol]) + CodeLengthHeader.extraBits(entry.symbol)
    }
    return bits
  }

  func write(to writer: inout DeflateBitWriter) {
    writer.write(UInt32(literalCount - 257), count: 5)
    writer.write(UInt32(distanceCount - 1), count: 5)
    writer.write(UInt32(sentCount - 4), count: 4)
    for symbol in CodeLengthHeader.order[0..<sentCount] {
      writer.write(UInt32(code.lengths[symbol]), count: 3)
    }
    for entry in symbols {
      writer.write(UInt32(code.codes[entry.symbol]), count: Int(code.lengths[entry.symbol]))
      let extra = CodeLengthHeader.extraBits(entry.symbol)
      if extra > 0 { writer.write(entry.extra, count: extra) }
    }
  }
}
