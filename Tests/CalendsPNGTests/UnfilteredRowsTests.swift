import Testing

@testable import CalendsPNG

/// The rows `fast` leaves unwritten: only where nothing reads them, and written back before a
/// block is stored byte for byte.
@Suite struct UnfilteredRowsTests {
  @Test func onlyRowsAWindowAheadOfTheNextDistinctRowAreLeftUnread() {
    let stride = 751  // 250 RGB pixels and the filter byte
    // 32,768 + 258 bytes back from the next distinct row reach into 45 rows.
    let reach = (Scanlines.window + Scanlines.maximumMatch + stride - 1) / stride
    #expect(reach == 44)
    func leaves(_ row: Int, next: Int) -> Bool {
      ScanlineDeflater.fastLeavesUnread(
        row: row, nextDistinctRow: next, rowCount: 1000, rowStride: stride)
    }
    #expect(leaves(100, next: 100 + reach + 1))
    #expect(!leaves(100, next: 100 + reach))
    #expect(!leaves(100, next: 101))
    // After the last distinct row nothing reads a row.
    #expect(
      ScanlineDeflater.fastLeavesUnread(
        row: 998, nextDistinctRow: 1000, rowCount: 1000, rowStride: stride))
    // Rows wider than the window, or too narrow to hold a match, are tokenized byte by byte.
    #expect(
      !ScanlineDeflater.fastLeavesUnread(
        row: 5, nextDistinctRow: 1000, rowCount: 1000, rowStride: 33_001))
    #expect(
      !ScanlineDeflater.fastLeavesUnread(
        row: 5, nextDistinctRow: 1000, rowCount: 1000, rowStride: 3))
  }

  /// A match can start at the end of a distinct row and run on into the repeat below it:
  /// the one way the tokenizer reads a repeated row. Here the 31st row holds the first
  /// row's last bytes, the next row's filter byte and the first row's first bytes, 23 KB
  /// on — within the window, so the repeat after the first row must be written. (Leaving
  /// rows unwritten from half a window on instead changes the stream.)
  @Test func aMatchRunningIntoARepeatFindsItWritten() throws {
    let width = 250
    let height = 40
    var random = ScanlineDeflaterTests.Random(state: 77)
    func randomPixel() -> UInt32 {
      0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
    }
    let first = (0..<width).map { _ in randomPixel() }
    // The scanline bytes the crafted row repeats: the first row's last two pixels, the
    // next row's filter byte 0, then the first row's first pixels, shifted by that byte.
    var bytes: [UInt8] = []
    for pixel in first.suffix(2) {
      bytes += [16, 8, 0].map { UInt8(truncatingIfNeeded: pixel >> $0) }
    }
    bytes.append(0)
    for pixel in first.prefix(20) {
      bytes += [16, 8, 0].map { UInt8(truncatingIfNeeded: pixel >> $0) }
    }
    while bytes.count % 3 != 0 { bytes.append(0x5A) }
    var crafted = (0..<100).map { _ in randomPixel() }
    for index in stride(from: 0, to: bytes.count, by: 3) {
      crafted.append(
        0xFF00_0000 | UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
          | UInt32(bytes[index + 2]))
    }
    while crafted.count < width { crafted.append(randomPixel()) }
    var pixels: [UInt32] = []
    for y in 0..<height { pixels += y < 31 ? first : crafted }

    let encoder = PNGEncoder()
    let png = try pixels.withUnsafeBufferPointer {
      try encoder.encode(
        argb: $0.baseAddress!, width: width, height: height, rowLength: width, compression: .fast)
    }
    let stride = width * 3 + 1
    let stream = PNGEncoderRowRepeatsTests.imageData(png)
    let scanlines = try #require(
      ScanlineDeflaterTests.libdeflateDecompress(stream, expectedCount: height * stride))
    let fromEveryRow = ScanlineDeflaterTests.compress(
      scanlines, rowStride: stride, bytesPerPixel: 3, effort: .fast)
    let same = fromEveryRow == stream
    #expect(same, "the stream differs from the one every row written gives")
  }

  /// A stored block is written from the bytes as they are, so `restore` must bring back
  /// exactly what writing every row would have written.
  @Test(arguments: [true, false]) func restoringGivesTheRowsEveryRowWrittenGives(opaque: Bool) {
    let width = 40
    let height = 600
    // Distinct rows at 0, 1, 300 and 301; the rest repeat the row above.
    let distinct: Set<Int> = [0, 1, 300, 301]
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      let seedRow = distinct.contains(y) ? y : (y < 300 ? 1 : 301)
      for x in 0..<width {
        let alpha: UInt32 = opaque ? 255 : UInt32((x * 7 + seedRow) % 256)
        let grey = UInt32((x * 13 + seedRow * 5) % 256) * alpha / 255
        pixels[y * width + x] = alpha << 24 | grey << 16 | grey << 8 | grey
      }
    }
    let stride = width * (opaque ? 3 : 4) + 1
    func written(leavingUnread: Bool, restore: Bool) -> (bytes: [UInt8], left: Int) {
      var output = [UInt8](repeating: 0xAA, count: height * stride + 1)
      var repeats = (0..<height).map { !distinct.contains($0) }
      var unwritten = [Bool](repeating: false, count: height)
      pixels.withUnsafeBufferPointer { source in
        output.withUnsafeMutableBufferPointer { out in
          repeats.withUnsafeMutableBufferPointer { marks in
            unwritten.withUnsafeMutableBufferPointer { flags in
              var rows = UnfilteredRows(
                source.baseAddress!, width: width, height: height, rowLength: width,
                opaque: opaque, into: out.baseAddress!, repeats: marks.baseAddress!,
                unwritten: flags.baseAddress!, leavingUnread: leavingUnread)
              for y in 0..<height { _ = rows.write(y) }
              if restore {
                // In parts: the first starts inside a run of rows left unwritten, before
                // the rows above it are restored, and must find the row they repeat.
                rows.restore(10..<150)
                rows.restore(0..<10)
                rows.restore(150..<height)
              }
            }
          }
        }
      }
      return (Array(output[0..<(height * stride)]), unwritten.filter { $0 }.count)
    }
    let every = written(leavingUnread: false, restore: false)
    let leaving = written(leavingUnread: true, restore: false)
    let restored = written(leavingUnread: true, restore: true)
    #expect(every.left == 0)
    #expect(leaving.left > 200, "rows left unwritten: \(leaving.left)")
    let differsWhileLeft = leaving.bytes != every.bytes
    #expect(differsWhileLeft, "rows left unwritten hold other bytes until restored")
    #expect(restored.left == 0)
    let sameWhenRestored = restored.bytes == every.bytes
    #expect(sameWhenRestored, "restored rows differ from the rows every row written gives")
  }

  /// The deflater asks for the rows of a block it stores, and for no others.
  @Test func aStoredBlockAsksForItsRows() {
    var random = ScanlineDeflaterTests.Random(state: 9)
    let stride = 301
    let rows = 40
    var noise = (0..<(stride * rows)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    for y in 0..<rows { noise[y * stride] = 0 }
    var asked: [Range<Int>] = []
    var output: [UInt8] = []
    let deflater = ScanlineDeflater()
    _ = noise.withUnsafeBufferPointer { data in
      deflater.compress(
        data.baseAddress!, count: data.count, rowStride: stride, bytesPerPixel: 3,
        into: &output, writingRows: { _ in false }, restoringRows: { asked.append($0) })
    }
    #expect(asked == [0..<rows])
    asked = []
    let flat = [UInt8](repeating: 7, count: stride * rows)
    _ = flat.withUnsafeBufferPointer { data in
      deflater.compress(
        data.baseAddress!, count: data.count, rowStride: stride, bytesPerPixel: 3,
        into: &output, writingRows: { _ in nil }, restoringRows: { asked.append($0) })
    }
    #expect(asked.isEmpty)
  }
}
