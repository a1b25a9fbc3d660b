import CalendsValues

/// Adds a TrimBox and a BleedBox to every page of a PDF by an incremental update: Cairo
/// sets only a page's MediaBox, and print shops read the other two.
///
/// The file Cairo wrote is kept byte for byte; after it come a new version of each page
/// object (its dictionary with the two boxes added), a cross-reference section for those
/// objects and a trailer whose `/Prev` points to the old one — the update PDF 1.4 §3.4.5
/// defines, which every reader applies. It needs plain page objects and a cross-reference
/// table, which Cairo writes for PDF 1.4; anything else is refused rather than guessed at.
struct PDFPageBoxes {
  /// In media coordinates, y down (as drawn).
  let trim: Rect
  let bleed: Rect
  /// To turn y down into PDF's y up.
  let mediaHeight: Double

  func added(to pdf: [UInt8]) throws(RenderError) -> [UInt8] {
    let pages = pageObjects(in: pdf)
    guard !pages.isEmpty else {
      throw RenderError("no page objects found to add the print boxes to")
    }
    guard let trailer = lastTrailer(in: pdf) else {
      throw RenderError("no cross-reference trailer found to add the print boxes to")
    }
    var out = pdf
    if out.last != UInt8(ascii: "\n") { out += Array("\n".utf8) }
    var offsets: [(number: Int, offset: Int)] = []
    let boxes = Array(" /TrimBox \(box(trim)) /BleedBox \(box(bleed))".utf8)
    for page in pages {
      offsets.append((page.number, out.count))
      out += Array("\(page.number) 0 obj\n".utf8)
      // `<<` opens the dictionary; the boxes go right after it.
      out += pdf[page.dictionary.lowerBound..<page.dictionary.lowerBound + 2]
      out += boxes
      out += pdf[page.dictionary.lowerBound + 2..<page.dictionary.upperBound]
      out += Array("\nendobj\n".utf8)
    }
    let xref = out.count
    var table = "xref\n"
    for entry in offsets {
      let digits = String(entry.offset)
      table +=
        "\(entry.number) 1\n" + String(repeating: "0", count: 10 - digits.count) + digits
        + " 00000 n \n"
    }
    table += "trailer\n" + trailer.dictionary + " /Prev \(trailer.startxref) >>\n"
    table += "startxref\n\(xref)\n%%EOF\n"
    out += Array(table.utf8)
    return out
  }

  /// `[left bottom right top]` in PDF's coordinates, to 1/1000 pt.
  func box(_ rect: Rect) -> String {
    let values = [rect.minX, mediaHeight - rect.maxY, rect.maxX, mediaHeight - rect.minY]
    return "[" + values.map { String(($0 * 1000).rounded() / 1000) }.joined(separator: " ") + "]"
  }

  struct PageObject {
    var number: Int
    /// From `<<` to the `>>` closing the page's dictionary.
    var dictionary: Range<Int>
  }

  /// Every `N 0 obj << /Type /Page … >> endobj` (not `/Pages`).
  func pageObjects(in pdf: [UInt8]) -> [PageObject] {
    let marker = Array("/Type /Page".utf8)
    var result: [PageObject] = []
    var from = 0
    while let found = pdf[from...].firstRange(of: marker) {
      from = found.upperBound
      guard found.upperBound < pdf.count, pdf[found.upperBound] != UInt8(ascii: "s") else {
        continue
      }
      guard let header = objectHeader(before: found.lowerBound, in: pdf),
        let end = pdf[found.upperBound...].firstRange(of: Array("endobj".utf8)),
        let close = lastRange(of: Array(">>".utf8), in: pdf[header.bodyStart..<end.lowerBound])
      else { continue }
      result.append(
        PageObject(number: header.number, dictionary: header.bodyStart..<close.upperBound))
    }
    return result
  }

  /// The object number and where `<<` starts, for the object whose dictionary holds `index`.
  private func objectHeader(before index: Int, in pdf: [UInt8]) -> (number: Int, bodyStart: Int)? {
    guard let obj = lastRange(of: Array(" 0 obj".utf8), in: pdf[max(0, index - 64)..<index]),
      let open = pdf[obj.upperBound..<index].firstRange(of: Array("<<".utf8))
    else { return nil }
    var start = obj.lowerBound
    while start > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pdf[start - 1]) { start -= 1 }
    guard let number = Int(String(decoding: pdf[start..<obj.lowerBound], as: UTF8.self)) else {
      return nil
    }
    return (number, open.lowerBound)
  }

  /// The last trailer's dictionary without its closing `>>`, and the offset `startxref`
  /// gives for it.
  func lastTrailer(in pdf: [UInt8]) -> (dictionary: String, startxref: Int)? {
    guard let trailer = lastRange(of: Array("trailer".utf8), in: pdf[...]),
      let startxref = pdf[trailer.upperBound...].firstRange(of: Array("startxref".utf8)),
      let close = lastRange(
        of: Array(">>".utf8), in: pdf[trailer.upperBound..<startxref.lowerBound])
    else { return nil }
    let dictionary = String(decoding: pdf[trailer.upperBound..<close.lowerBound], as: UTF8.self)
      .trimmingWhitespace()
    let digits = pdf[startxref.upperBound...].drop { $0 == 10 || $0 == 13 || $0 == 32 }
      .prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    guard dictionary.hasPrefix("<<"), !dictionary.contains("/Prev"),
      let offset = Int(String(decoding: digits, as: UTF8.self))
    else { return nil }
    return (dictionary, offset)
  }

  private func lastRange(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Range<Int>? {
    guard bytes.count >= pattern.count else { return nil }
    var start = bytes.endIndex - pattern.count
    while start >= bytes.startIndex {
      if bytes[start..<start + pattern.count].elementsEqual(pattern) {
        return start..<start + pattern.count
      }
      start -= 1
    }
    return nil
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
