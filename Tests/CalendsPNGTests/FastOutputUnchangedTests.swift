import CDeflate
import CalendsValues
import Testing

@testable import CalendsPNG

/// The `fast` level's bytes are fixed: the committed samples are written with it and must
/// not change by a byte when the deflater is made faster. These checksums were recorded from
/// the deflater as it was before `balanced` became a mode of it (commit 9ba3a48); a change to
/// the matcher, the block splitting or the Huffman codes that alters a single `fast` byte
/// fails here.
@Suite struct FastOutputUnchangedTests {
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
  }

  @Test(arguments: [
    (
      ScanlineDeflaterTests.Content.calendarLike, 3, 250, 120, 4 as UInt64, 3_562_447_763 as UInt32,
      7636
    ),
    (.calendarLike, 4, 600, 97, 5, 4_180_850_734, 12851),
    (.fewValues, 3, 300, 400, 12, 326_033_636, 135_309),
    (.noise, 3, 250, 120, 4, 1_718_962_650, 90141),
  ])
  func deflaterStreams(
    content: ScanlineDeflaterTests.Content, bytesPerPixel: Int, width: Int, height: Int,
    seed: UInt64, expectedCRC: UInt32, expectedCount: Int
  ) {
    let data = ScanlineDeflaterTests.scanlines(
      width: width, height: height, bytesPerPixel: bytesPerPixel, content: content, seed: seed)
    let stream = ScanlineDeflaterTests.compress(
      data, rowStride: width * bytesPerPixel + 1, bytesPerPixel: bytesPerPixel)
    #expect(
      (Self.crc(stream), stream.count) == (expectedCRC, expectedCount),
      "\(content) \(width)×\(height)×\(bytesPerPixel): crc \(Self.crc(stream)) count \(stream.count)"
    )
  }

  @Test(arguments: [
    (PNGEncoderRowRepeatsTests.Alpha.opaque, 845_274_351 as UInt32, 9660),
    (.translucent, 323_258_570, 8751),
    (.hiddenColours, 110_536_795, 10998),
  ])
  func encodedPNGs(alpha: PNGEncoderRowRepeatsTests.Alpha, expectedCRC: UInt32, expectedCount: Int)
    throws
  {
    let (width, height, rowLength) = (333, 180, 340)
    let (pixels, _) = PNGEncoderRowRepeatsTests.bandedImage(
      width: width, height: height, rowLength: rowLength, alpha: alpha, seed: 77)
    let png = try pixels.withUnsafeBufferPointer {
      try PNGEncoder().encode(
        argb: $0.baseAddress!, width: width, height: height, rowLength: rowLength,
        compression: .fast)
    }
    #expect(
      (Self.crc(png), png.count) == (expectedCRC, expectedCount),
      "\(alpha): crc \(Self.crc(png)) count \(png.count)")
  }
}
