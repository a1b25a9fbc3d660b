import CalendsValues
/// Adler-32 (RFC 1950 § 8.2) checksums joined arithmetically, so a scanline repeated from the
/// row above adds its checksum without its bytes being read again.
///
/// A checksum is two sums modulo 65,521: s1 = 1 + Σ bytes and s2 = Σ of s1 after each byte.
/// Appending a block of n bytes whose own checksum (from 1) is (b1, b2) adds b1 − 1 to s1 and
/// n·s1 + b2 − n to s2 — the same arithmetic as zlib's `adler32_combine`.
enum Adler32 {
  static let modulus: UInt64 = 65521

  /// The checksum of `first` followed by a block of `count` bytes whose checksum on its own
  /// is `block`.
  @inline(__always)
  static func combine(_ first: UInt32, _ block: UInt32, count: Int) -> UInt32 {
    let m = modulus
    let n = UInt64(count) % m
    let s1 = UInt64(first & 0xFFFF)
    let s2 = UInt64(first >> 16)
    let b1 = UInt64(block & 0xFFFF)
    let b2 = UInt64(block >> 16)
    // Each term is below m, so adding m before the subtraction keeps them non-negative.
    let sum1 = (s1 + b1 + m - 1) % m
    let sum2 = (s2 + (n * s1) % m + b2 + m - n) % m
    return UInt32(sum2 << 16 | sum1)
  }
}
