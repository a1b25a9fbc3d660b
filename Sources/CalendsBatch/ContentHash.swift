/// A 128-bit digest of an output's bytes, for telling whether the file on disk is the one a
/// record describes.
///
/// Two independent multiply–xorshift lanes over 8-byte words: fast enough that checking a
/// folder of outputs costs about as much as reading it, and wide enough that an accidental
/// match (a truncated, older or foreign file hashing like the recorded one) does not occur
/// in practice. It is not meant to resist someone crafting a collision.
struct ContentHash: Equatable, CustomStringConvertible {
  private(set) var high: UInt64
  private(set) var low: UInt64

  init(_ bytes: UnsafeRawBufferPointer) {
    var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      a = ContentHash.mix(a ^ word, 0xFF51_AFD7_ED55_8CCD)
      b = ContentHash.mix(b &+ word, 0xC4CE_B9FE_1A85_EC53)
      offset += 8
    }
    var tail: UInt64 = 0
    for (shift, index) in (offset..<bytes.count).enumerated() {
      tail |= UInt64(bytes[index]) << (8 * UInt64(shift))
    }
    // The length goes in last, so bytes that differ only by trailing zeros differ.
    a = ContentHash.mix(a ^ tail ^ UInt64(bytes.count), 0xFF51_AFD7_ED55_8CCD)
    b = ContentHash.mix(b &+ tail &+ UInt64(bytes.count) << 1, 0xC4CE_B9FE_1A85_EC53)
    high = ContentHash.mix(a ^ b.rotated(by: 17), 0x9E37_79B9_7F4A_7C15)
    low = ContentHash.mix(b ^ a.rotated(by: 41), 0xD6E8_FEB8_6659_FD93)
  }

  init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBytes { ContentHash($0) }
  }

  init?(_ text: Substring) {
    guard text.count == 32, let high = UInt64(text.prefix(16), radix: 16),
      let low = UInt64(text.suffix(16), radix: 16)
    else { return nil }
    self.high = high
    self.low = low
  }

  var description: String { ContentHash.hex(high) + ContentHash.hex(low) }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private static func mix(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
    var value = value &* multiplier
    value ^= value >> 31
    value = value &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 29)
  }
}

extension UInt64 {
  fileprivate func rotated(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
