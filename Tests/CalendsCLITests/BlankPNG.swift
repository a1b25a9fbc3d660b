import Foundation

/// Valid, all-black, 1-bit greyscale PNGs of any declared size, a few hundred KB even at
/// 20000×20000: its rows are zeros, compressed as one fixed-Huffman deflate block of
/// 258-byte back-references. The diff tests need files whose header asks a decoder for
/// gigabytes while the file itself stays small, as a hostile or broken input would.
enum BlankPNG {
  static func data(width: Int, height: Int) -> Data {
    let rowBytes = (width + 7) / 8
    let raw = height * (rowBytes + 1)  // each row: filter byte 0, then its pixels
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    // Width, height, bit depth 1, colour type 0 (greyscale), deflate, no filter, no interlace.
    png += chunk("IHDR", bigEndian(width) + bigEndian(height) + [1, 0, 0, 0, 0])
    png += chunk("IDAT", zlibZeros(count: raw))
    png += chunk("IEND", [])
    return Data(png)
  }

  /// `count` zero bytes as a zlib stream: a literal zero, then copies of distance 1.
  static func zlibZeros(count: Int) -> [UInt8] {
    var bits = BitWriter()
    bits.write(1, count: 1)  // final block
    bits.write(1, count: 2)  // fixed Huffman codes
    bits.writeCode(0x30, length: 8)  // literal 0
    let rest = count - 1
    for _ in 0..<(rest / 258) {
      bits.writeCode(0xC5, length: 8)  // length 258 (symbol 285)
      bits.writeCode(0, length: 5)  // distance 1
    }
    for _ in 0..<(rest % 258) { bits.writeCode(0x30, length: 8) }
    bits.writeCode(0, length: 7)  // end of block (symbol 256)
    let adler = UInt32(count % 65521) << 16 | 1
    return [0x78, 0x01] + bits.bytes + bigEndian(Int(adler))
  }

  struct BitWriter {
    var bytes: [UInt8] = []
    var used = 8

    /// Header fields: least significant bit first.
    mutating func write(_ value: Int, count: Int) {
      for bit in 0..<count { append((value >> bit) & 1) }
    }

    /// Huffman codes: most significant bit first.
    mutating func writeCode(_ code: Int, length: Int) {
      for bit in stride(from: length - 1, through: 0, by: -1) { append((code >> bit) & 1) }
    }

    private mutating func append(_ bit: Int) {
      if used == 8 {
        bytes.append(0)
        used = 0
      }
      bytes[bytes.count - 1] |= UInt8(bit << used)
      used += 1
    }
  }

  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(body.count) + typed + bigEndian(Int(crc32(typed)))
  }

  static func bigEndian(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) }
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
