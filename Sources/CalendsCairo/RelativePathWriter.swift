import CalendsValues

/// Writes path commands as relative SVG path data in hundredths of a point.
///
/// Relative commands keep glyph outlines short; each is the difference of two rounded
/// absolute points, so rounding never accumulates along a contour. A command letter is
/// left out when it repeats, and a separator only where the grammar needs one (a minus
/// sign separates by itself).
struct RelativePathWriter {
  private(set) var output: [UInt8] = []
  private var current = (x: 0, y: 0)
  private var subpathStart = (x: 0, y: 0)
  /// A move not yet written: it is written when a segment starts there.
  private var pendingMove: (x: Int, y: Int)?
  private var lastCommand: UInt8 = 0
  private var afterNumber = false

  mutating func move(to point: Point) {
    pendingMove = (SVGPathData.hundredths(point.x), SVGPathData.hundredths(point.y))
  }

  mutating func line(to point: Point) {
    startSegment()
    command(UInt8(ascii: "l"))
    let end = rounded(point)
    number(end.x - current.x)
    number(end.y - current.y)
    current = end
  }

  mutating func curve(
    _ control1: Point,
    _ control2: Point,
    to point: Point
  ) {
    startSegment()
    command(UInt8(ascii: "c"))
    // All three points of a relative curve are relative to the segment's start.
    for p in [rounded(control1), rounded(control2), rounded(point)] {
      number(p.x - current.x)
      number(p.y - current.y)
    }
    current = rounded(point)
  }

  mutating func close() {
    guard pendingMove == nil, lastCommand != 0 else { return }
    command(UInt8(ascii: "z"))
    current = subpathStart
  }

  private mutating func startSegment() {
    guard let move = pendingMove else { return }
    pendingMove = nil
    // After `z` the next segment starts at the closed subpath's start without a move.
    if lastCommand == UInt8(ascii: "z") && move == current { return }
    // Never repeated implicitly: numbers after an `m` would be lines.
    output.append(UInt8(ascii: "m"))
    lastCommand = UInt8(ascii: "m")
    afterNumber = false
    number(move.x - current.x)
    number(move.y - current.y)
    current = move
    subpathStart = move
  }

  private mutating func command(_ letter: UInt8) {
    if letter == lastCommand && letter != UInt8(ascii: "z") { return }
    output.append(letter)
    lastCommand = letter
    afterNumber = false
  }

  private mutating func number(_ hundredths: Int) {
    if afterNumber && hundredths >= 0 { output.append(UInt8(ascii: " ")) }
    SVGPathData.appendHundredths(hundredths, to: &output)
    afterNumber = true
  }

  private func rounded(_ point: Point) -> (x: Int, y: Int) {
    (SVGPathData.hundredths(point.x), SVGPathData.hundredths(point.y))
  }
}
