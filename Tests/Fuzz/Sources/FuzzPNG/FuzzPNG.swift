import CalendsCairo
import CalendsPNG
import CalendsValues

/// The PNG writer, both compressors: any pixels must encode with `fast` (Calends' own
/// deflate) and with `balanced` (libdeflate), and both files must decode — through libpng
/// and zlib, independent of either encoder — to the same image; an opaque image must come
/// back exactly. Byte 0 picks the width (1…64) and whether alpha is forced opaque; the rest
/// are RGBA rows (a partial last row is dropped).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size >= 5 else { return 0 }
  let width = 1 + Int(data[0] & 0x3F)
  let forceOpaque = data[0] & 0x40 != 0
  let height = (size - 1) / (width * 4)
  guard height > 0 else { return 0 }
  var rgba = Array(UnsafeBufferPointer(start: data + 1, count: width * height * 4))
  if forceOpaque { for index in stride(from: 3, to: rgba.count, by: 4) { rgba[index] = 0xFF } }
  let image = DecodedImage(width: width, height: height, rgba: rgba)
  do {
    let fast = try PNGDecoding.decode(image.pngData(compression: .fast))
    let balanced = try PNGDecoding.decode(image.pngData(compression: .balanced))
    guard fast == balanced else {
      fatalError("fast and balanced decode differently (\(width)×\(height))")
    }
    if forceOpaque, fast != image {
      fatalError("an opaque image did not round-trip (\(width)×\(height))")
    }
  } catch {
    fatalError("\(width)×\(height): \(error)")
  }
  return 0
}
