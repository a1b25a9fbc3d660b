import CalendsDrawing
import CalendsValues
import SeededRandom
import Testing

@testable import CalendsCairo
@testable import CalendsPNG

/// The renderer's PNG output: Cairo's pixels through CalendsPNG's encoder, at every compression
/// level (the encoder's own rules are in CalendsPNGTests).
@Suite struct RendererPNGOutputTests {
  /// Chunk types in file order, after checking the signature.
  private func chunkTypes(_ png: [UInt8]) -> [String] {
    guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return [] }
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
      offset += 12 + length
    }
    return offset == png.count ? types : types + ["<truncated>"]
  }

  @Test(arguments: PNGCompression.allCases) func opaqueSceneIsWrittenAsRGBAndMatchesTheSurface(
    level: PNGCompression
  ) throws {
    let renderer = try CairoRenderer()
    let scene = TestScenes.mixed()
    let png = try renderer.render(scene, format: .png, scale: 2, pngCompression: level)
    #expect(png[25] == 2)
    #expect(png[24] == 8)
    #expect(chunkTypes(png) == ["IHDR", "IDAT", "IEND"])
    let (surface, cairoPNG) = try renderer.rasterForTesting(scene, scale: 2)
    let decoded = try PNGDecoding.decode(png)
    #expect(decoded.firstDifference(from: surface) == nil)
    #expect(decoded.firstDifference(from: try PNGDecoding.decode(cairoPNG)) == nil)
  }

  @Test(arguments: PNGCompression.allCases) func translucentSceneIsWrittenAsRGBA(
    level: PNGCompression
  ) throws {
    let renderer = try CairoRenderer()
    let scene = TestScenes.mixed(background: Color(red: 255, green: 255, blue: 255, alpha: 40))
    let png = try renderer.render(scene, format: .png, scale: 1, pngCompression: level)
    #expect(png[25] == 6)
    let (surface, cairoPNG) = try renderer.rasterForTesting(scene, scale: 1)
    let decoded = try PNGDecoding.decode(png)
    #expect(decoded.firstDifference(from: surface) == nil)
    #expect(decoded.firstDifference(from: try PNGDecoding.decode(cairoPNG)) == nil)
    #expect(decoded.pixel(x: 0, y: 60).alpha == 40)
  }

  @Test func smallerLevelsAreNotLarger() throws {
    let renderer = try CairoRenderer()
    let sizes = try PNGCompression.allCases.map {
      try renderer.render(TestScenes.mixed(), format: .png, scale: 2, pngCompression: $0).count
    }
    #expect(sizes[2] <= sizes[1])
  }

  /// Straight RGB rows built so that each PNG filter type is the clear winner somewhere:
  /// noise (None), a copy of the row above (Up), a horizontal ramp (Sub), the mean of left and
  /// above (Average), and the Paeth prediction itself (Paeth).
  private func filterFriendlyRows(width: Int, height: Int, next: () -> UInt32) -> [[UInt8]] {
    var rows: [[UInt8]] = []
    for y in 0..<height {
      let above = rows.last ?? [UInt8](repeating: 0, count: width * 3)
      var row = [UInt8](repeating: 0, count: width * 3)
      for i in 0..<(width * 3) {
        let left: UInt8 = i >= 3 ? row[i - 3] : 0
        switch y % 5 {
        case 1: row[i] = above[i]
        case 2: row[i] = UInt8(truncatingIfNeeded: (i / 3) * 5 + (i % 3) * 40)
        case 3: row[i] = i >= 3 ? UInt8((Int(left) + Int(above[i])) / 2) : UInt8(next() & 0xFF)
        case 4:
          row[i] = i >= 3 ? paethPredictor(left, above[i], above[i - 3]) : UInt8(next() & 0xFF)
        default: row[i] = UInt8(next() & 0xFF)
        }
      }
      rows.append(row)
    }
    return rows
  }

  /// The predictor as the PNG specification defines it.
  private func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// Exercises every filter type and (in the translucent pass) every alpha value, which flat
  /// scenes do not.
  @Test(arguments: PNGCompression.allCases, PNGRowFilter.allCases) func noisyPixelsRoundTripExactly(
    level: PNGCompression, filter: PNGRowFilter
  ) throws {
    var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
    func next() -> UInt32 { UInt32(truncatingIfNeeded: generator.next() >> 32) }
    let width = 37
    let height = 23
    let rowLength = 40  // wider than the image, as Cairo's stride can be
    let rows = filterFriendlyRows(width: width, height: height, next: next)
    for opaque in [true, false] {
      var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: rowLength * height)
      var expected: [UInt8] = []
      for y in 0..<height {
        for x in 0..<width {
          let alpha: UInt32 = opaque ? 255 : (y % 3 == 0 ? 0 : next() >> 24)
          let channels = (0..<3).map { UInt32(rows[y][x * 3 + $0]) }
          let premultiplied = channels.map { (alpha * $0 + 127) / 255 }
          pixels[y * rowLength + x] =
            alpha << 24 | premultiplied[0] << 16 | premultiplied[1] << 8 | premultiplied[2]
          if alpha == 0 {
            expected += [0, 0, 0, 0]
          } else {
            expected += premultiplied.map { UInt8(($0 * 255 + alpha / 2) / alpha) } + [UInt8(alpha)]
          }
        }
      }
      let encoder = PNGEncoder()
      let png = try pixels.withUnsafeBufferPointer { buffer in
        try encoder.encode(
          argb: buffer.baseAddress!, width: width, height: height, rowLength: rowLength,
          compression: level, filter: filter)
      }
      #expect(png[25] == (opaque ? 2 : 6))
      let counts = encoder.lastFilterCounts
      if filter == .none {
        #expect(counts == [height, 0, 0, 0, 0], "\(counts)")
      } else if level == .fast {
        #expect(counts[3] == 0 && counts[4] == 0, "\(counts)")
      } else if opaque {
        #expect(counts.allSatisfy { $0 > 0 }, "\(counts)")
      }
      let decoded = try PNGDecoding.decode(png)
      #expect(
        decoded.firstDifference(from: DecodedImage(width: width, height: height, rgba: expected)) == nil)
    }
  }

  /// The renderer's default, unfiltered rows, is smaller than the adaptive heuristic on a
  /// calendar-like scene — the reason it is the default.
  @Test(arguments: PNGCompression.allCases) func unfilteredRowsAreSmallerOnCalendarScenes(
    level: PNGCompression
  ) throws {
    let renderer = try CairoRenderer()
    let plain = try renderer.render(
      TestScenes.mixed(), format: .png, scale: 2, pngCompression: level)
    let adaptive = try renderer.render(
      TestScenes.mixed(), format: .png, scale: 2, pngCompression: level, pngFilter: .adaptive)
    #expect(try PNGDecoding.decode(plain) == PNGDecoding.decode(adaptive))
    #expect(plain.count <= adaptive.count, "\(plain.count) vs \(adaptive.count)")
  }

  @Test func encoderReusesBuffersAcrossSizes() throws {
    let renderer = try CairoRenderer()
    let big = try renderer.render(TestScenes.mixed(), format: .png, scale: 3)
    let small = try renderer.render(TestScenes.redRect(), format: .png, scale: 1)
    let bigAgain = try renderer.render(TestScenes.mixed(), format: .png, scale: 3)
    #expect(big == bigAgain)
    #expect(try PNGDecoding.decode(small).width == 100)
  }

  @Test func decoderRejectsGarbage() {
    #expect(throws: RenderError.self) { try PNGDecoding.decode([1, 2, 3]) }
    #expect(throws: RenderError.self) { try PNGDecoding.decode([]) }
  }
}
