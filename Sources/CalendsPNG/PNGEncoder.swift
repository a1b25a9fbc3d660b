import CDeflate
import CPixelRows
package import CalendsValues

#if canImport(Glibc)
  import Glibc
#endif

/// Writes Cairo ARGB32 pixels as PNG: `fast` and `balanced` with our `ScanlineDeflater`,
/// `small` with libdeflate.
///
/// Cairo's own writer goes through libpng and zlib at a fixed level and was 95 % of a PNG
/// render; this one chooses the compressor, writes RGB when nothing is translucent (a quarter
/// less data to compress), and keeps its buffers and compressors between images.
///
/// Output is a plain PNG: IHDR, one IDAT, IEND — no time or text chunks, so the bytes depend
/// only on the pixels and the compression level. Not thread-safe: one per renderer.
package final class PNGEncoder {
  private var compressors: [Int32: OpaquePointer] = [:]
  private let scanlineDeflater = ScanlineDeflater()
  /// Filtered scanlines, each prefixed by its filter type: the deflate input.
  private var filtered = PageBuffer()
  /// Two unfiltered scanlines (current and previous) in straight RGB(A).
  private var rows: [UInt8] = []
  /// Per row of an unfiltered image: whether its scanline equals the one above, found once
  /// here and handed to the deflater so it neither compares nor checksums those rows again.
  private var rowRepeats: [Bool] = []
  /// Per row: whether `UnfilteredRows` left it unwritten, as nothing would read it.
  private var unwrittenRows: [Bool] = []
  /// Compressed stream, sized to libdeflate's bound.
  private var compressed: [UInt8] = []
  /// How many rows of the last image used each filter type (None, Sub, Up, Average, Paeth),
  /// so tests can see that every filter is exercised.
  private(set) var lastFilterCounts = [Int](repeating: 0, count: 5)

  package init() {}

  deinit {
    for compressor in compressors.values { libdeflate_free_compressor(compressor) }
  }

  private func compressor(level: Int32) throws(RenderError) -> OpaquePointer {
    if let existing = compressors[level] { return existing }
    guard let made = libdeflate_alloc_compressor(level) else {
      throw RenderError("libdeflate could not allocate a level \(level) compressor")
    }
    compressors[level] = made
    return made
  }

  /// Encodes premultiplied native-endian ARGB32 pixels (Cairo's `CAIRO_FORMAT_ARGB32`).
  /// `rowLength` is the distance between rows in pixels (Cairo's stride / 4).
  /// `libdeflateLevel`, when given, compresses with libdeflate at that level whatever
  /// `compression` says (`DecodedImage.pngData(libdeflateLevel:)`).
  package func encode(
    argb pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowLength: Int,
    compression: PNGCompression, filter: PNGRowFilter = .none, libdeflateLevel: Int32? = nil
  ) throws(RenderError) -> [UInt8] {
    let libdeflateLevel = libdeflateLevel ?? compression.libdeflateLevel
    guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw RenderError("cannot write a \(width)×\(height) PNG")
    }
    if rowRepeats.count < height { rowRepeats = [Bool](repeating: false, count: height) }
    // Unfiltered: one pass marks the rows equal to the row above and, on the others, checks
    // alpha while the row is in cache (a repeated row has the alphas of the row above).
    let opaque =
      filter == .none
      ? rowRepeats.withUnsafeMutableBufferPointer {
        PNGEncoder.markRepeatedRows(
          pixels, width: width, height: height, rowLength: rowLength, into: $0.baseAddress!)
      }
      : PNGEncoder.isOpaque(pixels, width: width, height: height, rowLength: rowLength)
    let channels = opaque ? 3 : 4
    let rowBytes = width * channels
    let filteredCount = height * (rowBytes + 1)
    // One byte of slack: the opaque conversion stores four bytes per three-byte pixel.
    if filtered.count < filteredCount + 1 {
      filtered = PageBuffer(zeroedCount: filteredCount + 1)
    }
    if rows.count < 2 * rowBytes + 2 { rows = [UInt8](repeating: 0, count: 2 * rowBytes + 2) }

    lastFilterCounts = [Int](repeating: 0, count: 5)
    let compressedCount: Int
    if libdeflateLevel == nil && filter == .none {
      // Our deflater and unfiltered: each row is converted just before the deflater reads
      // it, so it is still in cache for the tokenizer and the checksum.
      if unwrittenRows.count < height { unwrittenRows = [Bool](repeating: false, count: height) }
      let effort = compression.deflaterEffort
      compressedCount = filtered.withUnsafeMutableBufferPointer { buffer in
        rowRepeats.withUnsafeMutableBufferPointer { repeats in
          unwrittenRows.withUnsafeMutableBufferPointer { unwritten in
            var rows = UnfilteredRows(
              pixels, width: width, height: height, rowLength: rowLength, opaque: opaque,
              into: buffer.baseAddress!, repeats: repeats.baseAddress!,
              unwritten: unwritten.baseAddress!, leavingUnread: effort == .fast)
            return scanlineDeflater.compress(
              buffer.baseAddress!, count: filteredCount, rowStride: rowBytes + 1,
              bytesPerPixel: channels, effort: effort, into: &compressed,
              writingRows: { rows.write($0) }, restoringRows: { rows.restore($0) })
          }
        }
      }
      lastFilterCounts[0] = height
    } else {
      if filter == .none {
        writeUnfilteredRows(
          pixels, width: width, height: height, rowLength: rowLength, opaque: opaque)
        lastFilterCounts[0] = height
      } else {
        writeFilteredRows(
          pixels, width: width, height: height, rowLength: rowLength, opaque: opaque,
          allFilters: compression != .fast)
      }
      if let level = libdeflateLevel {
        let compressor = try compressor(level: level)
        let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
        if compressed.count < bound { compressed = .writeFirst(count: bound) }
        compressedCount = filtered.withUnsafeBufferPointer { input in
          compressed.withUnsafeMutableBufferPointer { output in
            libdeflate_zlib_compress(
              compressor, input.baseAddress, filteredCount, output.baseAddress, output.count)
          }
        }
      } else {
        compressedCount = filtered.withUnsafeBufferPointer { input in
          scanlineDeflater.compress(
            input.baseAddress!, count: filteredCount, rowStride: rowBytes + 1,
            bytesPerPixel: channels, effort: compression.deflaterEffort, into: &compressed)
        }
      }
    }
    guard compressedCount > 0, compressedCount <= 0x7FFF_FFFF else {
      throw RenderError("libdeflate failed to compress \(filteredCount) bytes of image data")
    }

    var png: [UInt8] = []
    png.reserveCapacity(8 + 25 + 12 + compressedCount + 12)
    png += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // Bit depth 8, colour type RGB or RGBA, deflate, adaptive filtering, no interlace.
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    PNGEncoder.appendChunk("IHDR", header[...], to: &png)
    PNGEncoder.appendChunk("IDAT", compressed[0..<compressedCount], to: &png)
    PNGEncoder.appendChunk("IEND", [][...], to: &png)
    return png
  }

  /// Marks each source row equal to the row above (most of a calendar: two thirds of a
  /// month's rows), one `memcmp` per row, and returns whether the image is opaque, looking
  /// at the alphas of the other rows only, while each is in cache from its compare.
  private static func markRepeatedRows(
    _ pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowLength: Int,
    into repeats: UnsafeMutablePointer<Bool>
  ) -> Bool {
    var opaque = isOpaque(pixels, width: width, height: 1, rowLength: rowLength)
    repeats[0] = false
    var source = pixels
    for y in 1..<height {
      let above = source
      source += rowLength
      let repeated = memcmp(source, above, width * 4) == 0
      repeats[y] = repeated
      if !repeated && opaque {
        opaque = isOpaque(source, width: width, height: 1, rowLength: rowLength)
      }
    }
    return opaque
  }

  /// Unfiltered scanlines straight into the deflate input (for the libdeflate levels).
  private func writeUnfilteredRows(
    _ pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowLength: Int, opaque: Bool
  ) {
    if unwrittenRows.count < height { unwrittenRows = [Bool](repeating: false, count: height) }
    filtered.withUnsafeMutableBufferPointer { buffer in
      rowRepeats.withUnsafeMutableBufferPointer { repeats in
        unwrittenRows.withUnsafeMutableBufferPointer { unwritten in
          var rows = UnfilteredRows(
            pixels, width: width, height: height, rowLength: rowLength, opaque: opaque,
            into: buffer.baseAddress!, repeats: repeats.baseAddress!,
            unwritten: unwritten.baseAddress!, leavingUnread: false)
          for y in 0..<height { _ = rows.write(y) }
        }
      }
    }
  }

  /// Scanlines with a filter chosen per row, converting each row once into a two-row buffer
  /// so the filters can look at the row above.
  private func writeFilteredRows(
    _ pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowLength: Int, opaque: Bool,
    allFilters: Bool
  ) {
    let channels = opaque ? 3 : 4
    let rowBytes = width * channels
    filtered.withUnsafeMutableBufferPointer { out in
      rows.withUnsafeMutableBufferPointer { rowBuffer in
        guard let outBase = out.baseAddress, let rowBase = rowBuffer.baseAddress else { return }
        var current = rowBase
        var previous = rowBase + rowBytes + 1  // each row has one byte of slack
        previous.update(repeating: 0, count: rowBytes)
        for y in 0..<height {
          let source = pixels + y * rowLength
          if opaque {
            PNGEncoder.unpremultiplyOpaque(source, width: width, into: current)
          } else {
            PNGEncoder.unpremultiply(source, width: width, into: current)
          }
          let out = outBase + y * (rowBytes + 1)
          if y > 0, memcmp(current, previous, rowBytes) == 0 {
            // A row repeating the one above — most of a calendar's background — filters to
            // zeros with Up; the heuristic would pick the same, so skip its three passes.
            // (An all-zero row keeps None, which the heuristic prefers on a tie.)
            let allZero = UnsafeBufferPointer(start: current, count: rowBytes).allSatisfy {
              $0 == 0
            }
            out[0] = allZero ? 0 : 2
            (out + 1).update(repeating: 0, count: rowBytes)
          } else {
            PNGEncoder.filterRow(
              current, previous: previous, count: rowBytes, bpp: channels, allFilters: allFilters,
              into: out)
          }
          lastFilterCounts[Int(outBase[y * (rowBytes + 1)])] += 1
          swap(&current, &previous)
        }
      }
    }
  }

  private static func appendChunk(
    _ type: StaticString, _ data: ArraySlice<UInt8>, to png: inout [UInt8]
  ) {
    let typeBytes = UnsafeBufferPointer(start: type.utf8Start, count: 4)
    var crc = libdeflate_crc32(0, typeBytes.baseAddress, 4)
    crc = data.withUnsafeBufferPointer { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
    png.appendBigEndian(UInt32(data.count))
    png.append(contentsOf: typeBytes)
    png.append(contentsOf: data)
    png.appendBigEndian(crc)
  }

  static func isOpaque(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowLength: Int)
    -> Bool
  {
    for y in 0..<height {
      let row = pixels + y * rowLength
      var all: UInt32 = 0xFF00_0000
      for x in 0..<width { all &= row[x] }
      if all & 0xFF00_0000 != 0xFF00_0000 { return false }
    }
    return true
  }

  @inline(__always)
  static func unpremultiplyOpaque(
    _ source: UnsafePointer<UInt32>, width: Int, into row: UnsafeMutablePointer<UInt8>
  ) {
    // In C: a byte shuffle turns four pixels into twelve bytes; Swift's SIMD swizzle
    // compiled to a call per vector. The row has a byte of slack for the last pixel.
    calends_rgb_from_opaque_argb(source, width, row)
  }

  /// Straight alpha from premultiplied, rounding exactly as Cairo's PNG writer does, so that
  /// reading the file back into Cairo reproduces the premultiplied pixels bit for bit.
  @inline(__always)
  static func unpremultiply(
    _ source: UnsafePointer<UInt32>, width: Int, into row: UnsafeMutablePointer<UInt8>
  ) {
    for x in 0..<width {
      let pixel = source[x]
      let alpha = pixel >> 24
      let out = row + 4 * x
      if alpha == 0xFF {
        out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
        out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
        out[2] = UInt8(truncatingIfNeeded: pixel)
        out[3] = 0xFF
      } else if alpha == 0 {
        out[0] = 0
        out[1] = 0
        out[2] = 0
        out[3] = 0
      } else {
        let half = alpha / 2
        out[0] = UInt8(truncatingIfNeeded: (((pixel >> 16) & 0xFF) * 255 + half) / alpha)
        out[1] = UInt8(truncatingIfNeeded: (((pixel >> 8) & 0xFF) * 255 + half) / alpha)
        out[2] = UInt8(truncatingIfNeeded: ((pixel & 0xFF) * 255 + half) / alpha)
        out[3] = UInt8(truncatingIfNeeded: alpha)
      }
    }
  }

  /// Magnitude of a filtered byte read as signed: the cost the heuristic minimises.
  @inline(__always)
  private static func cost(_ value: UInt8) -> UInt32 {
    UInt32(Int8(bitPattern: value).magnitude)
  }

  /// The Paeth predictor written without branches so the row loops vectorise.
  @inline(__always)
  private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let ia = Int16(a)
    let ib = Int16(b)
    let ic = Int16(c)
    let pa = abs(ib &- ic)
    let pb = abs(ia &- ic)
    let pc = abs(ia &+ ib &- 2 &* ic)
    let bOrC = pb <= pc ? b : c
    return (pa <= pb && pa <= pc) ? a : bOrC
  }

  /// Picks the filter with the smallest sum of absolute signed bytes (the heuristic from the
  /// PNG specification that libpng uses) and writes the filter byte and the filtered row.
  /// Without `allFilters` only None, Sub and Up are tried: they are cheap and catch the flat
  /// fills and horizontal runs that dominate calendar images.
  ///
  /// The first `bpp` bytes have no left neighbour (it counts as 0); they are handled apart
  /// so the main loops are branch-free.
  @inline(__always)
  private static func filterRow(
    _ row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int,
    allFilters: Bool, into out: UnsafeMutablePointer<UInt8>
  ) {
    var none: UInt32 = 0
    var sub: UInt32 = 0
    var up: UInt32 = 0
    var average: UInt32 = 0
    var paethSum: UInt32 = 0
    for i in 0..<bpp {
      let x = row[i]
      let b = previous[i]
      none &+= cost(x)
      sub &+= cost(x)
      up &+= cost(x &- b)
      average &+= cost(x &- (b >> 1))
      paethSum &+= cost(x &- b)  // Paeth with a = c = 0 predicts b
    }
    let left = row
    let upperLeft = previous
    let x = row + bpp
    let b = previous + bpp
    let n = count - bpp
    for i in 0..<n {
      none &+= cost(x[i])
      sub &+= cost(x[i] &- left[i])
      up &+= cost(x[i] &- b[i])
    }
    if allFilters {
      for i in 0..<n {
        let avg = UInt8(truncatingIfNeeded: (UInt16(left[i]) &+ UInt16(b[i])) >> 1)
        average &+= cost(x[i] &- avg)
        paethSum &+= cost(x[i] &- paeth(left[i], b[i], upperLeft[i]))
      }
    }
    var best: UInt8 = 0
    var bestSum = none
    if sub < bestSum { (best, bestSum) = (1, sub) }
    if up < bestSum { (best, bestSum) = (2, up) }
    if allFilters {
      if average < bestSum { (best, bestSum) = (3, average) }
      if paethSum < bestSum { (best, bestSum) = (4, paethSum) }
    }
    out[0] = best
    let target = out + 1
    switch best {
    case 0:
      target.update(from: row, count: count)
    case 1:
      target.update(from: row, count: bpp)
      for i in 0..<n { target[bpp + i] = x[i] &- left[i] }
    case 2:
      for i in 0..<count { target[i] = row[i] &- previous[i] }
    case 3:
      for i in 0..<bpp { target[i] = row[i] &- (previous[i] >> 1) }
      for i in 0..<n {
        target[bpp + i] = x[i] &- UInt8(truncatingIfNeeded: (UInt16(left[i]) &+ UInt16(b[i])) >> 1)
      }
    default:
      for i in 0..<bpp { target[i] = row[i] &- previous[i] }
      for i in 0..<n { target[bpp + i] = x[i] &- paeth(left[i], b[i], upperLeft[i]) }
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
/// How PNG rows are filtered before compression.
///
/// `none` is the default because it measured better on every style: faster *and* smaller
/// (month at scale 2: 2.4 ms and 28.0 KB against 2.7 ms and 33.6 KB with the adaptive
/// heuristic; timeline 59 KB against 63 KB). Calendar images are flat fills and repeated
/// anti-aliased glyphs; deflate finds those repeats itself, while the per-row filters of
/// the PNG specification's heuristic (made for photographs) turn equal glyphs into unequal
/// byte runs.
public enum PNGRowFilter: String, Sendable, CaseIterable {
  case none
  /// Per row, the filter with the smallest sum of absolute signed bytes (libpng's choice).
  case adaptive
}

extension PNGCompression {
  /// libdeflate's compression level, for the levels that use libdeflate.
  var libdeflateLevel: Int32? {
    switch self {
    case .fast, .balanced: nil
    case .small: 10
    }
  }

  /// How hard our own deflater looks for matches, for the levels that use it.
  var deflaterEffort: ScanlineDeflater.Effort {
    self == .fast ? .fast : .balanced
  }
}
