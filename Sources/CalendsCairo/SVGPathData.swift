import CalendsValues
import CCairo

/// SVG path data and numbers, written so that the same geometry always gives the same
/// bytes: every coordinate is rounded to 1/100 pt first, and relative commands are the
/// differences of those rounded values, so no error accumulates along a path.
enum SVGPathData {
  /// Coordinates are written in hundredths of a point (a third of a pixel at 3× is ~0.03).
  static let resolution = 100.0

  /// Cairo's path (moves, lines, cubic curves, closes) as compact relative SVG path data.
  /// A move is written only when something is drawn from it: Cairo ends every closed
  /// contour with a move to its start, which draws nothing.
  static func encode(_ path: cairo_path_t) -> [UInt8] {
    guard let data = path.data else { return [] }
    var writer = RelativePathWriter()
    var index = 0
    let count = Int(path.num_data)
    func point(_ offset: Int) -> Point {
      Point(x: data[index + offset].point.x, y: data[index + offset].point.y)
    }
    while index < count {
      let header = data[index].header
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        writer.move(to: point(1))
      case CAIRO_PATH_LINE_TO:
        writer.line(to: point(1))
      case CAIRO_PATH_CURVE_TO:
        writer.curve(point(1), point(2), to: point(3))
      case CAIRO_PATH_CLOSE_PATH:
        writer.close()
      default:
        break
      }
      index += max(Int(header.length), 1)
    }
    return writer.output
  }

  static func hundredths(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int((min(max(value, -1e12), 1e12) * resolution).rounded())
  }

  /// `value` (in points) rounded to 1/100 and written without trailing zeros or a leading zero: `12`,
  /// `-.5`, `3.25`. Never `-0`.
  static func append(_ value: Double, to output: inout [UInt8]) {
    appendHundredths(hundredths(value), to: &output)
  }

  static func appendHundredths(_ value: Int, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    // `.5` for `0.5`: SVG's number grammar allows it, and glyph outlines are mostly
    // small numbers.
    if magnitude >= 100 || magnitude == 0 { appendDecimal(magnitude / 100, to: &output) }
    let fraction = magnitude % 100
    if fraction != 0 {
      output.append(UInt8(ascii: "."))
      output.append(UInt8(ascii: "0") + UInt8(fraction / 10))
      if fraction % 10 != 0 { output.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }
  }

  /// A whole number (an id), in decimal.
  static func appendInteger(_ value: Int, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    appendDecimal(value.magnitude, to: &output)
  }

  private static func appendDecimal(_ value: UInt, to output: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &output) }
    output.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
