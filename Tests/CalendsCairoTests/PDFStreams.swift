import CDeflate
import CalendsValues
import CCairo

/// A PDF's text as a reader sees it: the file with each zlib stream inflated in place.
/// Cairo 1.18 puts the document information (dates) in a compressed object stream, where
/// 1.16 wrote it as plain text; tests that look for it must look in both.
enum PDFStreams {
  static func readableText(_ pdf: [UInt8]) -> String {
    var text = String(decoding: pdf, as: UTF8.self)
    let marker = Array("stream".utf8)
    var index = 0
    while index + marker.count < pdf.count {
      guard pdf[index..<(index + marker.count)].elementsEqual(marker) else {
        index += 1
        continue
      }
      var start = index + marker.count
      if start < pdf.count, pdf[start] == 13 { start += 1 }
      if start < pdf.count, pdf[start] == 10 { start += 1 }
      index = start
      if let inflated = inflate(Array(pdf[start...])) { text += "\n" + inflated }
    }
    return text
  }

  /// The zlib stream at the start of `data` (trailing bytes ignored), or nil.
  private static func inflate(_ data: [UInt8]) -> String? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var capacity = 1 << 16
    while capacity <= 1 << 24 {
      var output = [UInt8](repeating: 0, count: capacity)
      var consumed = 0
      var produced = 0
      let result = data.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer { out in
          libdeflate_zlib_decompress_ex(
            decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &consumed,
            &produced)
        }
      }
      if result == LIBDEFLATE_SUCCESS {
        return String(decoding: output[0..<produced], as: UTF8.self)
      }
      guard result == LIBDEFLATE_INSUFFICIENT_SPACE else { return nil }
      capacity *= 4
    }
    return nil
  }
}
