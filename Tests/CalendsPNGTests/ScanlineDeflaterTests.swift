import CDeflate
import CalendsValues
import Foundation
import Testing

@testable import CalendsPNG

/// Our own deflate encoder — the `fast` PNG level's and the `balanced` one's (`Effort`) —
/// checked by decoding with independent decoders: libdeflate's, zlib's (through Python,
/// when there is one) and libpng's (the PNG tests decode through Cairo).
@Suite struct ScanlineDeflaterTests {
  /// A deterministic generator, so a failure can be replayed.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  enum Content: CaseIterable {
    /// Every byte random: incompressible, so blocks are stored.
    case noise
    /// Rows copied from above, flat runs, a few colours: what calendars look like.
    case calendarLike
    /// Random bytes from four values: literals only, yet worth Huffman coding.
    case fewValues
  }

  /// Filtered scanlines: a filter byte, then `width × bytesPerPixel` bytes per row.
  static func scanlines(
    width: Int, height: Int, bytesPerPixel: Int, content: Content, seed: UInt64
  ) -> [UInt8] {
    var random = Random(state: seed)
    let rowBytes = width * bytesPerPixel
    var data: [UInt8] = []
    data.reserveCapacity(height * (rowBytes + 1))
    var previous = [UInt8](repeating: 0, count: rowBytes)
    for _ in 0..<height {
      var row = [UInt8](repeating: 0, count: rowBytes)
      switch content {
      case .noise:
        for i in 0..<rowBytes { row[i] = UInt8(truncatingIfNeeded: random.next()) }
      case .fewValues:
        for i in 0..<rowBytes { row[i] = [0, 17, 128, 255][random.below(4)] }
      case .calendarLike:
        if random.below(3) > 0 {
          row = previous
        } else {
          var x = 0
          while x < width {
            let run = 1 + random.below(40)
            let pixel = (0..<bytesPerPixel).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            for _ in 0..<run where x < width {
              if random.below(8) == 0 {
                for c in 0..<bytesPerPixel {
                  row[x * bytesPerPixel + c] = previous[x * bytesPerPixel + c]
                }
              } else {
                for c in 0..<bytesPerPixel { row[x * bytesPerPixel + c] = pixel[c] }
              }
              x += 1
            }
          }
        }
      }
      data.append(UInt8(random.below(5)))
      data += row
      previous = row
    }
    return data
  }

  static let efforts: [ScanlineDeflater.Effort] = [.fast, .balanced]

  static func compress(
    _ data: [UInt8], rowStride: Int, bytesPerPixel: Int, effort: ScanlineDeflater.Effort = .fast
  ) -> [UInt8] {
    let deflater = ScanlineDeflater()
    var output: [UInt8] = []
    let count = data.withUnsafeBufferPointer {
      deflater.compress(
        $0.baseAddress!, count: data.count, rowStride: rowStride, bytesPerPixel: bytesPerPixel,
        effort: effort, into: &output)
    }
    return Array(output[0..<count])
  }

  static func libdeflateDecompress(_ stream: [UInt8], expectedCount: Int) -> [UInt8]? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var output = [UInt8](repeating: 0, count: expectedCount)
    var actual = 0
    let result = stream.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        libdeflate_zlib_decompress(
          decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &actual)
      }
    }
    return result == LIBDEFLATE_SUCCESS && actual == expectedCount ? output : nil
  }

  @Test(arguments: Content.allCases, [3, 4])
  func roundTripsThroughLibdeflate(content: Content, bytesPerPixel: Int) {
    for effort in Self.efforts {
      roundTrips(content: content, bytesPerPixel: bytesPerPixel, effort: effort)
    }
  }

  func roundTrips(content: Content, bytesPerPixel: Int, effort: ScanlineDeflater.Effort) {
    for (width, height, seed) in [(1, 1, 1), (1, 9, 2), (7, 3, 3), (250, 120, 4), (600, 97, 5)]
      as [(Int, Int, UInt64)]
    {
      let data = Self.scanlines(
        width: width, height: height, bytesPerPixel: bytesPerPixel, content: content, seed: seed)
      let stream = Self.compress(
        data, rowStride: width * bytesPerPixel + 1, bytesPerPixel: bytesPerPixel, effort: effort)
      #expect(stream.count <= ScanlineDeflater.compressedBound(data.count))
      #expect(
        Self.libdeflateDecompress(stream, expectedCount: data.count) == data,
        "\(effort) \(content) \(width)×\(height)×\(bytesPerPixel)")
    }
  }

  @Test(arguments: efforts) func calendarLikeRowsCompressWellAndNoiseBarelyGrows(
    effort: ScanlineDeflater.Effort
  ) {
    let stride = 400 * 3 + 1
    let calendar = Self.scanlines(
      width: 400, height: 300, bytesPerPixel: 3, content: .calendarLike, seed: 9)
    #expect(
      Self.compress(calendar, rowStride: stride, bytesPerPixel: 3, effort: effort).count * 10
        < calendar.count)
    let noise = Self.scanlines(width: 400, height: 300, bytesPerPixel: 3, content: .noise, seed: 9)
    // Stored blocks: a few bytes per block of ≤ 32 K tokens, plus the zlib header and checksum.
    #expect(
      Self.compress(noise, rowStride: stride, bytesPerPixel: 3, effort: effort).count
        <= noise.count + noise.count / 500)
  }

  /// `balanced` is worth its time on a real calendar (the committed reference sample's
  /// scanlines): clearly smaller than `fast` — its repeated rows and runs are written one
  /// pixel back — and within 8 % of libdeflate's level 6, the zlib default it replaced
  /// (measured: 30.6 KB against 29.7 KB; `fast` 37.0 KB).
  @Test func balancedIsSmallerThanFastAndNearLibdeflateSix() throws {
    let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Samples/reference.png")
    let png = try [UInt8](Data(contentsOf: sample))
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    try #require(png[25] == 2)  // RGB
    let stride = width * 3 + 1
    let data = try #require(
      Self.libdeflateDecompress(
        PNGEncoderRowRepeatsTests.imageData(png), expectedCount: height * stride))
    let fast = Self.compress(data, rowStride: stride, bytesPerPixel: 3, effort: .fast)
    let balanced = Self.compress(data, rowStride: stride, bytesPerPixel: 3, effort: .balanced)
    let compressor = try #require(libdeflate_alloc_compressor(6))
    defer { libdeflate_free_compressor(compressor) }
    var reference = [UInt8](repeating: 0, count: data.count + 1024)
    let referenceCount = data.withUnsafeBufferPointer { input in
      reference.withUnsafeMutableBufferPointer { output in
        libdeflate_zlib_compress(
          compressor, input.baseAddress, input.count, output.baseAddress, output.count)
      }
    }
    #expect(
      Double(balanced.count) < 0.9 * Double(fast.count),
      "balanced \(balanced.count), fast \(fast.count)")
    #expect(
      Double(balanced.count) <= 1.08 * Double(referenceCount),
      "balanced \(balanced.count), libdeflate 6 \(referenceCount)")
    #expect(Self.libdeflateDecompress(balanced, expectedCount: data.count) == data)
  }

  /// Rows wider than deflate's 32 KB window cannot refer to the row above; the encoder has
  /// to notice and still find runs within the row.
  @Test(arguments: efforts) func rowsWiderThanTheWindow(effort: ScanlineDeflater.Effort) {
    let width = 12_000
    let data = Self.scanlines(
      width: width, height: 6, bytesPerPixel: 3, content: .calendarLike, seed: 11)
    let stream = Self.compress(data, rowStride: width * 3 + 1, bytesPerPixel: 3, effort: effort)
    #expect(Self.libdeflateDecompress(stream, expectedCount: data.count) == data)
  }

  /// Enough literal-heavy rows for several blocks (a block closes after 32 K tokens).
  @Test(arguments: efforts) func manyBlocks(effort: ScanlineDeflater.Effort) {
    let data = Self.scanlines(
      width: 300, height: 400, bytesPerPixel: 3, content: .fewValues, seed: 12)
    let stream = Self.compress(data, rowStride: 901, bytesPerPixel: 3, effort: effort)
    #expect(stream.count < data.count / 2)
    #expect(Self.libdeflateDecompress(stream, expectedCount: data.count) == data)
  }

  @Test(arguments: efforts) func sameInputSameBytes(effort: ScanlineDeflater.Effort) {
    let data = Self.scanlines(
      width: 320, height: 200, bytesPerPixel: 4, content: .calendarLike, seed: 13)
    let deflater = ScanlineDeflater()
    var first: [UInt8] = []
    var second: [UInt8] = []
    let other = Self.scanlines(width: 50, height: 50, bytesPerPixel: 4, content: .noise, seed: 14)
    data.withUnsafeBufferPointer { input in
      let count = deflater.compress(
        input.baseAddress!, count: data.count, rowStride: 1281, bytesPerPixel: 4, effort: effort,
        into: &first)
      first = Array(first[0..<count])
    }
    other.withUnsafeBufferPointer { input in
      _ = deflater.compress(
        input.baseAddress!, count: other.count, rowStride: 201, bytesPerPixel: 4, effort: effort,
        into: &second)
    }
    data.withUnsafeBufferPointer { input in
      let count = deflater.compress(
        input.baseAddress!, count: data.count, rowStride: 1281, bytesPerPixel: 4, effort: effort,
        into: &second)
      second = Array(second[0..<count])
    }
    #expect(first == second)
  }

  static func compress(
    _ data: [UInt8], rowStride: Int, bytesPerPixel: Int, with deflater: ScanlineDeflater,
    effort: ScanlineDeflater.Effort = .fast, rowRepeats: [Bool]? = nil
  ) -> [UInt8] {
    var output: [UInt8] = []
    let count = data.withUnsafeBufferPointer { input in
      if let rowRepeats {
        return rowRepeats.withUnsafeBufferPointer {
          deflater.compress(
            input.baseAddress!, count: data.count, rowStride: rowStride,
            bytesPerPixel: bytesPerPixel, effort: effort, rowRepeats: $0.baseAddress,
            into: &output)
        }
      }
      return deflater.compress(
        input.baseAddress!, count: data.count, rowStride: rowStride, bytesPerPixel: bytesPerPixel,
        effort: effort, into: &output)
    }
    return Array(output[0..<count])
  }

  /// The encoder's marks of rows equal to the row above only save work (no compare, no
  /// checksum of the row): the stream is the one the deflater makes comparing rows itself —
  /// also where rows wider than the window cannot refer to the row above, and when some
  /// equal rows are left unmarked.
  @Test(arguments: [3, 4], efforts) func rowMarksGiveTheSameStream(
    bytesPerPixel: Int, effort: ScanlineDeflater.Effort
  ) {
    for (width, height, seed) in [(1, 9, 40), (7, 30, 41), (250, 120, 42), (12_000, 5, 43)]
      as [(Int, Int, UInt64)]
    {
      var data = Self.scanlines(
        width: width, height: height, bytesPerPixel: bytesPerPixel, content: .calendarLike,
        seed: seed)
      let stride = width * bytesPerPixel + 1
      // Filter bytes of 0, as the encoder writes them: more rows equal whole.
      for row in 0..<height { data[row * stride] = 0 }
      let marks = (0..<height).map {
        $0 > 0
          && data[($0 * stride)..<($0 * stride + stride)]
            == data[(($0 - 1) * stride)..<($0 * stride)]
      }
      #expect(marks.filter { $0 }.count > height / 3)
      let compared = Self.compress(
        data, rowStride: stride, bytesPerPixel: bytesPerPixel, effort: effort)
      let marked = Self.compress(
        data, rowStride: stride, bytesPerPixel: bytesPerPixel, with: ScanlineDeflater(),
        effort: effort, rowRepeats: marks)
      var someMarks = marks
      for row in someMarks.indices where row % 2 == 1 { someMarks[row] = false }
      let partlyMarked = Self.compress(
        data, rowStride: stride, bytesPerPixel: bytesPerPixel, with: ScanlineDeflater(),
        effort: effort, rowRepeats: someMarks)
      #expect(marked == compared, "\(width)×\(height)×\(bytesPerPixel)")
      #expect(partlyMarked == compared, "\(width)×\(height)×\(bytesPerPixel)")
      #expect(Self.libdeflateDecompress(marked, expectedCount: data.count) == data)
    }
  }

  /// The hash table is not cleared between images: entries of earlier images must read as
  /// empty — also next to the Int32 limit of its positions, where it is cleared after all.
  @Test(arguments: efforts) func earlierImagesDoNotReachTheNext(effort: ScanlineDeflater.Effort) {
    let image = Self.scanlines(
      width: 320, height: 200, bytesPerPixel: 3, content: .calendarLike, seed: 44)
    let other = Self.scanlines(
      width: 320, height: 150, bytesPerPixel: 3, content: .calendarLike, seed: 45)
    let stride = 961
    let fresh = Self.compress(image, rowStride: stride, bytesPerPixel: 3, effort: effort)
    let limit = Int(Int32.max)
    for start in [
      0, 5, limit - other.count - image.count - 1, limit - other.count - image.count,
      limit - other.count - 1, limit - other.count, limit - 10,
    ] {
      let deflater = ScanlineDeflater()
      deflater.hashBase = start
      _ = Self.compress(other, rowStride: stride, bytesPerPixel: 3, with: deflater, effort: effort)
      #expect(deflater.hashBase < limit, "start \(start)")
      #expect(
        Self.compress(image, rowStride: stride, bytesPerPixel: 3, with: deflater, effort: effort)
          == fresh,
        "start \(start)")
    }
  }

  static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// zlib itself (through Python's `zlib` module) agrees, when Python is installed.
  @Test(.enabled(if: python != nil, "needs python3 for zlib"), arguments: efforts)
  func zlibDecompressesTheStream(effort: ScanlineDeflater.Effort) throws {
    let data = Self.scanlines(
      width: 333, height: 150, bytesPerPixel: 3, content: .calendarLike, seed: 15)
    let stream = Self.compress(data, rowStride: 1000, bytesPerPixel: 3, effort: effort)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-zlib-\(getpid())-\(effort)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let streamFile = folder.appendingPathComponent("stream.z")
    let rawFile = folder.appendingPathComponent("raw")
    try Data(stream).write(to: streamFile)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python!)
    process.arguments = [
      "-c",
      "import sys, zlib; open(sys.argv[2], 'wb').write(zlib.decompress(open(sys.argv[1], 'rb').read()))",
      streamFile.path, rawFile.path,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try [UInt8](Data(contentsOf: rawFile)) == data)
  }
}

@Suite struct HuffmanCodeTests {
  /// Sum of 2^-length over used symbols: exactly 1 for a complete prefix code.
  private func isComplete(_ lengths: [UInt8], maxLength: Int) -> Bool {
    lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (maxLength - Int($1)) } == 1 << maxLength
  }

  @Test func fibonacciFrequenciesAreLimitedAndStayComplete() {
    // Fibonacci weights make the optimal code as deep as there are symbols.
    var frequencies: [UInt32] = [1, 1]
    while frequencies.count < 30 {
      frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2])
    }
    for maxLength in [7, 15] {
      let code = HuffmanCode(frequencies: frequencies, maxLength: maxLength)
      #expect(code.lengths.allSatisfy { $0 >= 1 && $0 <= maxLength })
      #expect(isComplete(code.lengths, maxLength: maxLength))
      // More frequent symbols never get longer codes.
      #expect(code.lengths.last! <= code.lengths.first!)
    }
  }

  @Test func oneOrNoSymbolStillMakesACompleteCode() {
    for frequencies: [UInt32] in [[0, 0, 0, 5], [7, 0, 0], [0, 0, 0]] {
      let code = HuffmanCode(frequencies: frequencies, maxLength: 15)
      #expect(code.lengths.filter { $0 > 0 }.count == 2)
      #expect(isComplete(code.lengths, maxLength: 15))
    }
  }

  @Test func canonicalCodesArePrefixFree() {
    var random = ScanlineDeflaterTests.Random(state: 21)
    let frequencies = (0..<286).map { _ in UInt32(random.below(4) == 0 ? 0 : random.below(10_000)) }
    let code = HuffmanCode(frequencies: frequencies, maxLength: 15)
    #expect(isComplete(code.lengths, maxLength: 15))
    // Read back in transmission order (the stored codes are bit-reversed).
    let words = code.lengths.indices.filter { code.lengths[$0] > 0 }.map { symbol -> String in
      let length = Int(code.lengths[symbol])
      return String((0..<length).map { (code.codes[symbol] >> UInt16($0)) & 1 == 1 ? "1" : "0" })
    }
    for a in words.indices {
      for b in words.indices where a != b { #expect(!words[b].hasPrefix(words[a])) }
    }
  }

  @Test func symbolTablesMatchTheSpecification() {
    #expect(DeflateSymbols.lengthSymbol[3] == 257)
    #expect(DeflateSymbols.lengthSymbol[10] == 264)
    #expect(DeflateSymbols.lengthSymbol[11] == 265 && DeflateSymbols.lengthSymbol[12] == 265)
    #expect(DeflateSymbols.lengthSymbol[227] == 284 && DeflateSymbols.lengthSymbol[257] == 284)
    #expect(DeflateSymbols.lengthSymbol[258] == 285)
    for length in 3...258 {
      let symbol = Int(DeflateSymbols.lengthSymbol[length]) - 257
      let base = Int(DeflateSymbols.lengthBase[symbol])
      #expect(
        length >= base && length - base < 1 << DeflateSymbols.lengthExtraBits[symbol]
          || length == 258)
    }
    for distance in [1, 4, 5, 6, 7, 8, 9, 24_576, 24_577, 32_768] {
      let symbol = DeflateSymbols.distanceSymbol(distance)
      let base = Int(DeflateSymbols.distanceBase[symbol])
      #expect(distance >= base && distance - base < 1 << DeflateSymbols.distanceExtraBits[symbol])
    }
  }
}
