import CDeflate
import CalendsValues
import Testing

@testable import CalendsPNG

/// A PNG's chunks are checked before a decoder allocates what they claim.
@Suite struct PNGChunkCheckTests {
  let valid = try! DecodedImage(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16))
    .pngData(compression: .fast)

  func chunk(_ type: String, _ data: [UInt8], claimedLength: UInt32? = nil, crc: UInt32? = nil)
    -> [UInt8]
  {
    let length = claimedLength ?? UInt32(data.count)
    let body = Array(type.utf8) + data
    let sum =
      crc
      ?? body.withUnsafeBufferPointer {
        UInt32(truncatingIfNeeded: libdeflate_crc32(0, $0.baseAddress, $0.count))
      }
    return bigEndian(length) + body + bigEndian(sum)
  }

  func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// The file with `extra` inserted after its IHDR chunk.
  func withChunk(_ extra: [UInt8]) -> [UInt8] {
    Array(valid[0..<33]) + extra + Array(valid[33...])
  }

  func message(_ png: [UInt8]) -> String {
    do {
      try PNGHeader.checkChunks(png)
      return "no error"
    } catch {
      return error.message
    }
  }

  @Test func aWellFormedFilePasses() {
    #expect(message(valid) == "no error")
    #expect(message(withChunk(chunk("tEXt", Array("Title\0Calends".utf8)))) == "no error")
  }

  @Test func aChunkClaimingMoreThanTheFileIsRefusedBeforeDecoding() {
    let png = withChunk(chunk("tEXt", Array("x".utf8), claimedLength: 0x7FFF_FFF0))
    #expect(message(png).contains("'tEXt' at byte 33 claims 2147483632 bytes, past the end"))
  }

  @Test func aBadCRCIsNamedAsDamage() {
    let png = withChunk(chunk("tEXt", Array("a\0b".utf8), crc: 0xDEAD_BEEF))
    #expect(message(png).contains("'tEXt' at byte 33 has a bad CRC"))
  }

  @Test func aCutFileIsRefused() {
    #expect(message(Array(valid.dropLast(12))).contains("without an IEND"))
    #expect(message(Array(valid.dropLast(3))).contains("past the end") || message(Array(valid.dropLast(3))).contains("inside a chunk header"))
  }
}
