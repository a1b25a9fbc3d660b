import CalendsValues

/// A range band's outline as SVG path data: the same shape `CairoRenderer` draws (a bar
/// with a half circle at each end that asks for one, radius min(height, width) / 2).
struct BandPath {
  let rect: Rect
  let roundLeft: Bool
  let roundRight: Bool

  var data: [UInt8] {
    let r = min(rect.height / 2, rect.width / 2)
    let left = roundLeft ? rect.minX + r : rect.minX
    let right = roundRight ? rect.maxX - r : rect.maxX
    var output: [UInt8] = []
    func point(_ command: String, _ x: Double, _ y: Double) {
      output += Array(command.utf8)
      SVGPathData.append(x, to: &output)
      output.append(UInt8(ascii: " "))
      SVGPathData.append(y, to: &output)
    }
    // A clockwise half circle (sweep flag 1 in SVG's y-down space), as cairo_arc draws one
    // from -90° to 90°.
    func arc(to x: Double, _ y: Double) {
      output += Array("A".utf8)
      SVGPathData.append(r, to: &output)
      output.append(UInt8(ascii: " "))
      SVGPathData.append(r, to: &output)
      point(" 0 0 1 ", x, y)
    }
    if roundRight {
      point("M", right, rect.midY - r)
      arc(to: right, rect.midY + r)
    } else {
      point("M", right, rect.minY)
      point("L", right, rect.maxY)
    }
    if roundLeft {
      point("L", left, rect.midY + r)
      arc(to: left, rect.midY - r)
    } else {
      point("L", left, rect.maxY)
      point("L", left, rect.minY)
    }
    output += Array("Z".utf8)
    return output
  }
}
