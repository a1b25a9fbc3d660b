import CalendsValues
/// The fixed part of deflate's alphabet (RFC 1951 § 3.2.5): which symbol and how many extra
/// bits carry each match length and distance.
enum DeflateSymbols {
  /// Literal/length symbol (257…285) for each match length 3…258.
  static let lengthSymbol: [UInt16] = (0...258).map { length in
    guard length >= 3 else { return 0 }
    if length == 258 { return 285 }
    let offset = length - 3
    if offset < 8 { return UInt16(257 + offset) }
    let magnitude = Int.bitWidth - 1 - offset.leadingZeroBitCount  // ⌊log2 offset⌋ ≥ 3
    return UInt16(257 + 4 * (magnitude - 1) + (offset >> (magnitude - 2)) & 3)
  }

  /// First length of symbols 257…285, and their extra bits.
  static let lengthBase: [UInt16] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtraBits: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]

  /// First distance of symbols 0…29, and their extra bits.
  static let distanceBase: [UInt16] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtraBits: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  /// Distance symbol for a distance of 1…32768: two symbols per power of two above 4.
  @inline(__always)
  static func distanceSymbol(_ distance: Int) -> Int {
    let offset = distance - 1
    if offset < 4 { return offset }
    let magnitude = Int.bitWidth - 1 - offset.leadingZeroBitCount  // ⌊log2 offset⌋ ≥ 2
    return 2 * magnitude + (offset >> (magnitude - 1)) & 1
  }
}
