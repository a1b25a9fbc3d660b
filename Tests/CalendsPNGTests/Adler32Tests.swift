import CDeflate
import Testing

@testable import CalendsPNG
import CalendsValues

/// `Adler32.combine` lets the deflater add a repeated scanline's checksum without reading it;
/// it has to agree with libdeflate's checksum of the bytes themselves.
@Suite struct Adler32Tests {
  static func adler(_ bytes: ArraySlice<UInt8>, from start: UInt32 = 1) -> UInt32 {
    bytes.withUnsafeBufferPointer {
      UInt32(truncatingIfNeeded: libdeflate_adler32(start, $0.baseAddress, $0.count))
    }
  }

  /// Random bytes cut at random places, including empty pieces and pieces long enough for
  /// the sums to wrap modulo 65,521 many times.
  @Test func combiningPiecesEqualsTheChecksumOfTheWhole() {
    var random = ScanlineDeflaterTests.Random(state: 31)
    for round in 0..<200 {
      let count = round < 100 ? random.below(600) : random.below(300_000)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      var combined: UInt32 = 1
      var start = 0
      while start < count {
        let end = min(count, start + random.below(count / 3 + 2))
        combined = Adler32.combine(combined, Self.adler(bytes[start..<end]), count: end - start)
        start = end
      }
      combined = Adler32.combine(combined, Self.adler([][...]), count: 0)
      #expect(combined == Self.adler(bytes[...]), "round \(round), \(count) bytes")
    }
  }

  /// The deflater's use: a row checksummed once and added again for each repeat, on rows of
  /// 0xFF (the largest sums) and of random bytes, with counts that are multiples of the
  /// modulus and one either side.
  @Test func repeatedRowsAddTheSameChecksum() {
    var random = ScanlineDeflaterTests.Random(state: 32)
    for length in [1, 4, 2251, 65520, 65521, 65522, 100_000] {
      for filled in [true, false] {
        let row = (0..<length).map { _ in filled ? 0xFF : UInt8(truncatingIfNeeded: random.next()) }
        let rowChecksum = Self.adler(row[...])
        let repeats = 1 + random.below(5)
        var whole: [UInt8] = []
        var combined: UInt32 = 1
        for _ in 0..<repeats {
          whole += row
          combined = Adler32.combine(combined, rowChecksum, count: length)
        }
        #expect(combined == Self.adler(whole[...]), "\(repeats) rows of \(length)")
      }
    }
  }
}
