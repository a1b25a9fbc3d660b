import CDeflate
import CalendsCairo
import CalendsValues
import Testing

@testable import CalendsPNG

/// Unfiltered rows, where the encoder finds the rows equal to the row above once, from the
/// source pixels, converts each row just before the deflater reads it and hands it the marks.
/// The images here are mostly such rows, in every width class of the opaque conversion's
/// four-pixel loop, with translucency, and with pixels of alpha 0 whose colour bytes differ
/// — rows that differ in the source yet are the same scanline.
@Suite struct PNGEncoderRowRepeatsTests {
  enum Alpha: CaseIterable {
    case opaque
    case translucent
    /// Translucent, and some rows repeat the row above except for the (meaningless) colour
    /// bytes of pixels with alpha 0.
    case hiddenColours
  }

  /// Premultiplied ARGB32 pixels in bands of repeated rows, and the straight RGBA a decoder
  /// should read back.
  static func bandedImage(
    width: Int, height: Int, rowLength: Int, alpha: Alpha, seed: UInt64, longestBand: Int = 8
  ) -> (pixels: [UInt32], expected: [UInt8]) {
    var random = ScanlineDeflaterTests.Random(state: seed)
    var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: rowLength * height)
    var expected: [UInt8] = []
    var row: [UInt32] = []
    var rowExpected: [UInt8] = []
    var bandLeft = 0
    for y in 0..<height {
      if bandLeft == 0 {
        bandLeft = 1 + random.below(longestBand)
        row = []
        rowExpected = []
        while row.count < width {
          let a: UInt32 =
            alpha == .opaque ? 255 : [0, 255, UInt32(random.below(256))][random.below(3)]
          let colour = (0..<3).map { _ in UInt32(random.below(256)) * a / 255 }
          for _ in 0..<min(1 + random.below(12), width - row.count) {
            row.append(a << 24 | colour[0] << 16 | colour[1] << 8 | colour[2])
            rowExpected +=
              a == 0 ? [0, 0, 0, 0] : colour.map { UInt8(($0 * 255 + a / 2) / a) } + [UInt8(a)]
          }
        }
      } else if alpha == .hiddenColours, random.below(2) == 0 {
        for x in row.indices where row[x] >> 24 == 0 {
          row[x] = UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
        }
      }
      bandLeft -= 1
      for x in 0..<width { pixels[y * rowLength + x] = row[x] }
      expected += rowExpected
    }
    return (pixels, expected)
  }

  /// The concatenated IDAT payloads of a PNG.
  static func imageData(_ png: [UInt8]) -> [UInt8] {
    var data: [UInt8] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      if png[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8) {
        data += png[(offset + 8)..<(offset + 8 + length)]
      }
      offset += 12 + length
    }
    return data
  }

  @Test(arguments: Alpha.allCases) func bandedImagesRoundTripAndMatchTheComparingDeflater(
    alpha: Alpha
  ) throws {
    try roundTrip(alpha: alpha, widths: [1, 2, 3, 4, 5, 7, 8, 9, 33, 250], heights: [1, 2, 40])
  }

  /// Bands of up to 300 rows: `fast` leaves the rows of a long band that nothing reads
  /// unwritten (`ScanlineDeflater.fastLeavesUnread`), and the stream must still be the one
  /// the deflater makes from every row. Rows of 7 pixels, 250, and 11,000 (wider than the
  /// window: every row is written).
  @Test(arguments: Alpha.allCases) func longBandsRoundTripAndMatchTheComparingDeflater(
    alpha: Alpha
  ) throws {
    try roundTrip(alpha: alpha, widths: [7, 250], heights: [700], longestBand: 300)
    try roundTrip(alpha: alpha, widths: [11_000], heights: [12], longestBand: 6)
  }

  func roundTrip(alpha: Alpha, widths: [Int], heights: [Int], longestBand: Int = 8) throws {
    let encoder = PNGEncoder()  // one for all sizes: buffers and hash table are reused
    var seed: UInt64 = 50
    for width in widths {
      for height in heights {
        seed += 1
        let rowLength = width + 3
        let (pixels, expected) = Self.bandedImage(
          width: width, height: height, rowLength: rowLength, alpha: alpha, seed: seed,
          longestBand: longestBand)
        for level in [PNGCompression.fast, .balanced] {
          let png = try pixels.withUnsafeBufferPointer {
            try encoder.encode(
              argb: $0.baseAddress!, width: width, height: height, rowLength: rowLength,
              compression: level)
          }
          let label = "\(alpha) \(width)×\(height) \(level)"
          // A small translucent image can come out opaque by chance.
          let opaque = (0..<height).allSatisfy { y in
            (0..<width).allSatisfy { pixels[y * rowLength + $0] >> 24 == 255 }
          }
          #expect(opaque == (alpha == .opaque) || width * height < 20, "\(label)")
          #expect(png[25] == (opaque ? 2 : 6), "\(label)")
          let decoded = try PNGDecoding.decode(png)
          #expect(
            decoded.firstDifference(
              from: DecodedImage(width: width, height: height, rgba: expected))
              == nil, "\(label)")
          // The same scanlines through the deflater without marks: the same stream.
          let channels = opaque ? 3 : 4
          let stride = width * channels + 1
          let stream = Self.imageData(png)
          let scanlines = try #require(
            ScanlineDeflaterTests.libdeflateDecompress(stream, expectedCount: height * stride))
          #expect(
            ScanlineDeflaterTests.compress(
              scanlines, rowStride: stride, bytesPerPixel: channels, effort: level.deflaterEffort)
              == stream, "\(label)")
        }
      }
    }
  }

  /// A one-pixel image in each alpha class: no row above, no pixel to the left, and the
  /// four-byte store of the opaque conversion into the row's single byte of slack.
  @Test func onePixelImages() throws {
    let encoder = PNGEncoder()
    for (pixel, rgba) in [
      (0xFF12_3456 as UInt32, [0x12, 0x34, 0x56, 0xFF] as [UInt8]), (0x0000_0000, [0, 0, 0, 0]),
      (0x8040_2010, [0x80, 0x40, 0x20, 0x80]),
    ] {
      for level in PNGCompression.allCases {
        let png = try [pixel].withUnsafeBufferPointer {
          try encoder.encode(
            argb: $0.baseAddress!, width: 1, height: 1, rowLength: 1, compression: level)
        }
        #expect(try PNGDecoding.decode(png) == DecodedImage(width: 1, height: 1, rgba: rgba))
      }
    }
  }
}
