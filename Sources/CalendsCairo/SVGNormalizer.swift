/// Makes Cairo's SVG output independent of how many surfaces the process made before.
///
/// Cairo 1.16 names SVG groups after the surface's `unique_id`, a process-wide counter
/// (`<g id="surface128">` for one render, `surface133` for the next), so the same scene
/// would otherwise give different bytes on each call. Every `surface<N>` token is
/// renumbered by order of first appearance, which keeps references (`xlink:href="#surfaceN"`)
/// consistent. Text never appears as characters in Cairo's SVG (glyphs are paths), so the
/// rewrite cannot touch content. Glyph ids (`glyph<font>-<index>`) are per-document already.
enum SVGNormalizer {
  private static let prefix = Array("surface".utf8)

  static func normalize(_ svg: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(svg.count)
    var numbers: [ArraySlice<UInt8>: Int] = [:]
    var i = 0
    while i < svg.count {
      if svg[i] == prefix[0], i + prefix.count < svg.count,
        svg[i..<(i + prefix.count)].elementsEqual(prefix)
      {
        var end = i + prefix.count
        while end < svg.count, isDigit(svg[end]) { end += 1 }
        if end > i + prefix.count {
          let original = svg[(i + prefix.count)..<end]
          let number: Int
          if let known = numbers[original] {
            number = known
          } else {
            number = numbers.count + 1
            numbers[original] = number
          }
          output += prefix
          output += Array(String(number).utf8)
          i = end
          continue
        }
      }
      output.append(svg[i])
      i += 1
    }
    return output
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
