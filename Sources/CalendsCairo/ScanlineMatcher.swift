#if canImport(Glibc)
  import Glibc
#endif

/// Turns filtered scanlines into deflate tokens (literals and length/distance matches),
/// trying the repeats rendered images are made of before a hash lookup: the whole row above,
/// a run continuing the row above, and a run of the previous pixel.
///
/// A token is a literal byte (< 256) or `matchFlag | length << 16 | distance`.
struct ScanlineMatcher {
  static let matchFlag: UInt32 = 1 << 31
  private static let minimumMatch = 4
  private static let maximumMatch = 258
  private static let window = 32768
  /// Below this length a pixel or row-above match is not trusted to be the best; the hash
  /// table is asked too.
  private static let goodEnough = 32

  private let data: UnsafePointer<UInt8>
  private let count: Int
  private let rowStride: Int
  private let bytesPerPixel: Int
  private let tokens: UnsafeMutablePointer<UInt32>
  private let hashTable: UnsafeMutablePointer<Int32>
  private let hashShift: UInt32
  /// Rows wider than the deflate window cannot refer to the row above.
  private let canMatchAbove: Bool
  var tokenCount = 0

  init(
    data: UnsafePointer<UInt8>, count: Int, rowStride: Int, bytesPerPixel: Int,
    tokens: UnsafeMutablePointer<UInt32>, hashTable: UnsafeMutablePointer<Int32>, hashBits: Int
  ) {
    self.data = data
    self.count = count
    self.rowStride = rowStride
    self.bytesPerPixel = bytesPerPixel
    self.tokens = tokens
    self.hashTable = hashTable
    self.hashShift = UInt32(32 - hashBits)
    self.canMatchAbove = rowStride <= ScanlineMatcher.window
  }

  /// Appends the tokens of row `row` and counts their symbols.
  mutating func tokenizeRow(_ row: Int, frequencies: inout SymbolFrequencies) {
    frequencies.literalLength.withUnsafeMutableBufferPointer { literalLength in
      frequencies.distance.withUnsafeMutableBufferPointer { distance in
        tokenizeRow(row, literalLength: literalLength.baseAddress!, distance: distance.baseAddress!)
      }
    }
  }

  private mutating func tokenizeRow(
    _ row: Int, literalLength: UnsafeMutablePointer<UInt32>, distance: UnsafeMutablePointer<UInt32>
  ) {
    let start = row * rowStride
    let end = start + rowStride
    let above = row > 0 && canMatchAbove
    if above, rowStride >= ScanlineMatcher.minimumMatch,
      memcmp(data + start, data + start - rowStride, rowStride) == 0
    {
      var remaining = rowStride
      while remaining > 0 {
        var length = min(remaining, ScanlineMatcher.maximumMatch)
        // Never leave a tail shorter than a match: it would have to be literals.
        if (1..<ScanlineMatcher.minimumMatch).contains(remaining - length) {
          length -= ScanlineMatcher.minimumMatch
        }
        emitMatch(length: length, distance: rowStride, literalLength, distance)
        remaining -= length
      }
      return
    }

    var position = start
    while position < end {
      let pointer = data + position
      let limit = min(end - position, ScanlineMatcher.maximumMatch)
      var bestLength = 0
      var bestDistance = 0
      if above {
        bestLength = ScanlineMatcher.commonLength(pointer, pointer - rowStride, limit: limit)
        bestDistance = rowStride
      }
      if position >= bytesPerPixel, bestLength < ScanlineMatcher.goodEnough {
        let length = ScanlineMatcher.commonLength(pointer, pointer - bytesPerPixel, limit: limit)
        if length > bestLength { (bestLength, bestDistance) = (length, bytesPerPixel) }
      }
      if bestLength < ScanlineMatcher.goodEnough, limit >= ScanlineMatcher.minimumMatch {
        let key = UInt32(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self))
        let slot = Int((key &* 2_654_435_761) >> hashShift)
        let candidate = Int(hashTable[slot]) - 1
        hashTable[slot] = Int32(truncatingIfNeeded: position + 1)
        if candidate >= 0, position - candidate <= ScanlineMatcher.window {
          let length = ScanlineMatcher.commonLength(pointer, data + candidate, limit: limit)
          if length > bestLength { (bestLength, bestDistance) = (length, position - candidate) }
        }
      }
      if bestLength >= ScanlineMatcher.minimumMatch {
        emitMatch(length: bestLength, distance: bestDistance, literalLength, distance)
        position += bestLength
      } else {
        tokens[tokenCount] = UInt32(pointer.pointee)
        tokenCount += 1
        literalLength[Int(pointer.pointee)] += 1
        position += 1
      }
    }
  }

  @inline(__always)
  private mutating func emitMatch(
    length: Int, distance: Int, _ literalLength: UnsafeMutablePointer<UInt32>,
    _ distanceFrequencies: UnsafeMutablePointer<UInt32>
  ) {
    tokens[tokenCount] = ScanlineMatcher.matchFlag | UInt32(length) << 16 | UInt32(distance)
    tokenCount += 1
    literalLength[Int(DeflateSymbols.lengthSymbol[length])] += 1
    distanceFrequencies[DeflateSymbols.distanceSymbol(distance)] += 1
  }

  /// How many bytes from `a` equal those from `b`, up to `limit`; eight at a time.
  @inline(__always)
  static func commonLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int
  {
    var length = 0
    while length + 8 <= limit {
      let x = UnsafeRawPointer(a + length).loadUnaligned(as: UInt64.self)
      let y = UnsafeRawPointer(b + length).loadUnaligned(as: UInt64.self)
      let difference = UInt64(littleEndian: x) ^ UInt64(littleEndian: y)
      if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
      length += 8
    }
    while length < limit && a[length] == b[length] { length += 1 }
    return length
  }
}
