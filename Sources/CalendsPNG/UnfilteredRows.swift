#if canImport(Glibc)
  import Glibc
#endif

/// Writes unfiltered scanlines — filter byte 0, then the pixels in straight RGB or RGBA —
/// from Cairo's premultiplied ARGB32 into the deflate input, row by row in order.
///
/// A source row marked as repeating the one above is copied from the last row converted
/// instead of converted again. With `leavingUnread`, such a row is not written at all when
/// the deflater will not read it (`ScanlineDeflater.fastLeavesUnread`): two thirds of a
/// month's rows repeat, and copying the ones nothing reads was a megabyte of stores an
/// image. `restore` writes them when a block is stored as it is after all.
struct UnfilteredRows {
  private let pixels: UnsafePointer<UInt32>
  private let width: Int
  private let rowLength: Int
  private let opaque: Bool
  private let output: UnsafeMutablePointer<UInt8>
  /// Per row, whether it equals the one above: the source marks, updated where straight
  /// alpha makes two different premultiplied rows one scanline.
  private let repeats: UnsafeMutablePointer<Bool>
  /// Per row, whether it was left unwritten.
  private let unwritten: UnsafeMutablePointer<Bool>
  private let rowStride: Int
  private let height: Int
  private let leavingUnread: Bool
  /// The first row after the current one not marked as repeating (or `height`).
  private var nextDistinct = 0
  /// The last row converted from pixels: what every repeat after it equals.
  private var lastConverted = 0

  /// `unwritten` has room for `height` flags; `output` for `height` scanlines and a byte of
  /// slack (the opaque conversion stores four bytes per three-byte pixel).
  init(
    _ pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowLength: Int, opaque: Bool,
    into output: UnsafeMutablePointer<UInt8>, repeats: UnsafeMutablePointer<Bool>,
    unwritten: UnsafeMutablePointer<Bool>, leavingUnread: Bool
  ) {
    self.pixels = pixels
    self.width = width
    self.height = height
    self.rowLength = rowLength
    self.opaque = opaque
    self.output = output
    self.repeats = repeats
    self.unwritten = unwritten
    self.rowStride = width * (opaque ? 3 : 4) + 1
    self.leavingUnread = leavingUnread
  }

  /// Writes scanline `y` (rows come in order, from 0) or leaves it unwritten, and returns
  /// whether it equals the scanline above.
  ///
  /// The answer is exact. Opaque conversion keeps every pixel distinct, so the source marks
  /// already are; straight alpha can map different premultiplied rows to one scanline (any
  /// pixel with alpha 0 is written as zeros), so there a converted row is compared with the
  /// one above too, and the mark updated. The row above a converted row is always written:
  /// a row is left unwritten only far ahead of the next row not repeating.
  @inline(__always)
  mutating func write(_ y: Int) -> Bool {
    let out = output + y * rowStride
    unwritten[y] = false
    if repeats[y] {
      if leavingUnread {
        if nextDistinct <= y {
          nextDistinct = y + 1
          while nextDistinct < height && repeats[nextDistinct] { nextDistinct += 1 }
        }
        if ScanlineDeflater.fastLeavesUnread(
          row: y, nextDistinctRow: nextDistinct, rowCount: height, rowStride: rowStride)
        {
          unwritten[y] = true
          return true
        }
      }
      out.update(from: output + lastConverted * rowStride, count: rowStride)
      return true
    }
    out[0] = 0
    let source = pixels + y * rowLength
    if opaque {
      PNGEncoder.unpremultiplyOpaque(source, width: width, into: out + 1)
    } else {
      PNGEncoder.unpremultiply(source, width: width, into: out + 1)
      repeats[y] = y > 0 && memcmp(out, out - rowStride, rowStride) == 0
    }
    lastConverted = y
    return repeats[y]
  }

  /// Writes the rows of `rows` that were left unwritten, each from the last row converted
  /// before it, for a block that is stored with its bytes as they are.
  func restore(_ rows: Range<Int>) {
    // The row every repeat of the current run equals: the nearest one above not repeating
    // (row 0 never repeats); -1 until the first repeat of `rows` looks for it.
    var source = -1
    for y in rows {
      if !repeats[y] {
        source = y
        continue
      }
      guard unwritten[y] else { continue }
      if source < 0 {
        source = y - 1
        while repeats[source] { source -= 1 }
      }
      (output + y * rowStride).update(from: output + source * rowStride, count: rowStride)
      unwritten[y] = false
    }
  }
}
