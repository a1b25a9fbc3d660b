import CalendsDrawing
import CalendsValues
import Foundation

/// Writes a scene as an SVG document of our own, instead of Cairo's SVG surface.
///
/// Cairo's SVG output changed between 1.16 and 1.18 (ids, structure, units), so the same
/// scene gave different files on two Linux releases, and it sized the image in points,
/// which browsers show 4/3 too large. This writer's bytes depend only on the scene and the
/// font files: sizes in px with a `viewBox` in points (one point is one CSS pixel, as in
/// PNG at scale 1), a `<title>` and `<desc>` from the scene's caption, each glyph shape
/// defined once in `<defs>` and placed with `<use>`, and every number rounded to 1/100.
///
/// Text is outlines, exactly the shapes PNG text is filled from; the caption is what a
/// reader or an index gets instead of selectable text (PDF keeps real text).
struct SVGWriter {
  let text: TextCache
  let glyphs: GlyphOutlines

  func write(_ scene: Scene) -> [UInt8] {
    var document = Document()
    // Sized like the PNG at scale 1: whole pixels, a fractional edge rounded up and
    // covered by the background. (Chromium stretches a fractional-size root SVG to the
    // rounded viewport, which would move every shape by up to half a pixel.)
    let size = (width: scene.width.rounded(.up), height: scene.height.rounded(.up))
    if scene.background.alpha > 0 {
      document.body += bytes("<rect width=\"")
      SVGPathData.append(size.width, to: &document.body)
      document.body += bytes("\" height=\"")
      SVGPathData.append(size.height, to: &document.body)
      document.body += bytes("\"")
      document.paint("fill", scene.background)
      document.body += bytes("/>\n")
    }
    for node in scene.nodes {
      if case .text(let run) = node {
        write(run, into: &document)
      } else {
        document.closeTextGroup()
        write(shape: node, into: &document)
      }
    }
    document.closeTextGroup()
    return document.finished(scene, width: size.width, height: size.height)
  }

  private func write(shape node: SceneNode, into document: inout Document) {
    switch node {
    case .rect(let rect, let color):
      guard color.alpha > 0, let rect = rect.normalizedForSVG else { return }
      document.element(
        "rect", [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)],
        fill: color)
    case .roundedRect(let rect, let radius, let color):
      guard color.alpha > 0, let rect = rect.normalizedForSVG else { return }
      // Clamped as Cairo's drawing clamps it, so both backends draw one shape.
      let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
      var attributes = [
        ("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height),
      ]
      if SVGPathData.hundredths(r) > 0 { attributes += [("rx", r), ("ry", r)] }
      document.element("rect", attributes, fill: color)
    case .circle(let center, let radius, let color):
      guard color.alpha > 0, SVGPathData.hundredths(radius) > 0 else { return }
      document.element("circle", [("cx", center.x), ("cy", center.y), ("r", radius)], fill: color)
    case .band(let rect, let roundLeft, let roundRight, let color):
      guard color.alpha > 0, let rect = rect.normalizedForSVG else { return }
      document.body += bytes("<path d=\"")
      document.body += BandPath(rect: rect, roundLeft: roundLeft, roundRight: roundRight).data
      document.body += bytes("\"")
      document.paint("fill", color)
      document.body += bytes("/>\n")
    case .line(let from, let to, let width, let color, let dash):
      guard color.alpha > 0, SVGPathData.hundredths(width) > 0 else { return }
      document.body += bytes("<line")
      for (name, value) in [
        ("x1", from.x), ("y1", from.y), ("x2", to.x), ("y2", to.y), ("stroke-width", width),
      ] {
        document.attribute(name, value)
      }
      if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
        document.body += bytes(" stroke-dasharray=\"")
        for (index, length) in dash.enumerated() {
          if index > 0 { document.body.append(UInt8(ascii: " ")) }
          SVGPathData.append(max(length, 0), to: &document.body)
        }
        document.body += bytes("\"")
      }
      document.paint("stroke", color)
      document.body += bytes("/>\n")
    case .text:
      break
    }
  }

  private func write(_ run: TextRun, into document: inout Document) {
    guard run.color.alpha > 0, !run.text.isEmpty,
      let shaped = text.shaped(run.text, font: run.font, wrapWidth: run.wrapWidth)
    else { return }
    if let clip = run.clip {
      guard clip.width > 0, clip.height > 0 else { return }
    }
    let origin = shaped.origin(in: run)
    let placed = glyphs.place(shaped.layout, originX: origin.x, originY: origin.y) {
      text.colorFont(of: $0) != nil
    }
    let pictures =
      shaped.hasColorGlyphs
      ? text.colorGlyphs(in: shaped.layout, originX: origin.x, originY: origin.y) : []
    guard !placed.isEmpty || !pictures.isEmpty else { return }
    document.openTextGroup(color: run.color, clip: run.clip)
    for glyph in placed {
      let id = document.glyphID(glyph)
      document.body += bytes("<use xlink:href=\"#g")
      SVGPathData.appendInteger(id, to: &document.body)
      document.body += bytes("\"")
      document.attribute("x", glyph.x)
      document.attribute("y", glyph.y)
      document.body += bytes("/>\n")
    }
    for picture in pictures {
      guard let id = document.pictureID(picture) else { continue }
      let box = picture.picture
      document.body += bytes("<use xlink:href=\"#e")
      SVGPathData.appendInteger(id, to: &document.body)
      document.body += bytes("\" transform=\"matrix(")
      // The definition is one unit square, so the matrix holds the box in points.
      for (index, value) in [box.width, 0, 0, box.height, box.minX, box.minY].enumerated() {
        if index > 0 { document.body.append(UInt8(ascii: " ")) }
        SVGPathData.append(value, to: &document.body)
      }
      document.body += bytes(")\"/>\n")
    }
  }
}

/// The parts of an SVG being written: the body in painting order and the definitions it
/// refers to, numbered in order of first use so the same scene always gets the same ids.
private struct Document {
  var body: [UInt8] = []
  private var glyphIDs: [GlyphOutlines.Key: Int] = [:]
  private var glyphDefinitions: [UInt8] = []
  private var pictureIDs: [PictureKey: Int] = [:]
  private var pictureDefinitions: [UInt8] = []
  private var clipIDs: [Rect: Int] = [:]
  private var clipDefinitions: [UInt8] = []
  /// The colour and clip of the open `<g>` of text, so consecutive runs share one group.
  private var openGroup: (color: Color, clip: Rect?)?

  mutating func glyphID(_ glyph: PlacedGlyph) -> Int {
    if let id = glyphIDs[glyph.key] { return id }
    let id = glyphIDs.count
    glyphIDs[glyph.key] = id
    glyphDefinitions += bytes("<path id=\"g")
    SVGPathData.appendInteger(id, to: &glyphDefinitions)
    glyphDefinitions += bytes("\" d=\"")
    glyphDefinitions += glyph.outline
    glyphDefinitions += bytes("\"/>\n")
    return id
  }

  private struct PictureKey: Hashable {
    let face: ColorFace
    let glyph: UInt32
  }

  /// The id of the colour glyph's picture, defined the first time as a unit-square
  /// `<image>` holding the strike as PNG; nil if it cannot be encoded.
  mutating func pictureID(_ picture: PlacedColorGlyph) -> Int? {
    let key = PictureKey(face: picture.face, glyph: picture.glyph)
    if let id = pictureIDs[key] { return id }
    // libdeflate's level 6, as these strikes have always been written: SVGs stay byte for
    // byte what they were whatever the `balanced` PNG level becomes.
    guard let png = try? picture.bitmap.straightAlpha.pngData(libdeflateLevel: 6) else {
      return nil
    }
    let id = pictureIDs.count
    pictureIDs[key] = id
    pictureDefinitions += bytes("<image id=\"e")
    SVGPathData.appendInteger(id, to: &pictureDefinitions)
    pictureDefinitions += bytes(
      "\" width=\"1\" height=\"1\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,"
    )
    pictureDefinitions += bytes(Data(png).base64EncodedString())
    pictureDefinitions += bytes("\"/>\n")
    return id
  }

  mutating func openTextGroup(color: Color, clip: Rect?) {
    if let open = openGroup, open.color == color, open.clip == clip { return }
    closeTextGroup()
    body += bytes("<g")
    paint("fill", color)
    if let clip {
      body += bytes(" clip-path=\"url(#c")
      SVGPathData.appendInteger(clipID(clip), to: &body)
      body += bytes(")\"")
    }
    body += bytes(">\n")
    openGroup = (color, clip)
  }

  mutating func closeTextGroup() {
    guard openGroup != nil else { return }
    body += bytes("</g>\n")
    openGroup = nil
  }

  private mutating func clipID(_ rect: Rect) -> Int {
    if let id = clipIDs[rect] { return id }
    let id = clipIDs.count
    clipIDs[rect] = id
    clipDefinitions += bytes("<clipPath id=\"c")
    SVGPathData.appendInteger(id, to: &clipDefinitions)
    clipDefinitions += bytes("\"><rect")
    for (name, value) in [
      ("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height),
    ] {
      Document.attribute(name, value, to: &clipDefinitions)
    }
    clipDefinitions += bytes("/></clipPath>\n")
    return id
  }

  mutating func element(_ name: String, _ attributes: [(String, Double)], fill: Color) {
    body += bytes("<" + name)
    for (name, value) in attributes { attribute(name, value) }
    paint("fill", fill)
    body += bytes("/>\n")
  }

  mutating func attribute(_ name: String, _ value: Double) {
    Document.attribute(name, value, to: &body)
  }

  static func attribute(_ name: String, _ value: Double, to output: inout [UInt8]) {
    output += bytes(" " + name + "=\"")
    SVGPathData.append(value, to: &output)
    output.append(UInt8(ascii: "\""))
  }

  /// `fill="#rrggbb"` (or `stroke`), with an opacity only when the colour is translucent.
  mutating func paint(_ property: String, _ color: Color) {
    body += bytes(
      " " + property + "=\"#" + hex(color.red) + hex(color.green) + hex(color.blue) + "\"")
    if color.alpha < 255 {
      body += bytes(" " + property + "-opacity=\"")
      body += bytes(Document.opacity(color.alpha))
      body.append(UInt8(ascii: "\""))
    }
  }

  /// Alpha as a decimal with up to three places, enough to give back the same byte.
  static func opacity(_ alpha: UInt8) -> String {
    let thousandths = (Double(alpha) * 1000 / 255).rounded()
    var digits = String(Int(thousandths))
    while digits.count < 3 { digits = "0" + digits }
    while digits.hasSuffix("0") { digits.removeLast() }
    return digits.isEmpty ? "0" : "." + digits
  }

  private func hex(_ value: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String(digits[Int(value >> 4)]) + String(digits[Int(value & 15)])
  }

  /// The whole document: header, caption, definitions, body.
  func finished(_ scene: Scene, width: Double, height: Double) -> [UInt8] {
    var output = bytes(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
    // One point of the scene is one CSS pixel, as in a PNG at scale 1.
    output += bytes(" width=\"")
    SVGPathData.append(width, to: &output)
    output += bytes("px\" height=\"")
    SVGPathData.append(height, to: &output)
    output += bytes("px\" viewBox=\"0 0 ")
    SVGPathData.append(width, to: &output)
    output.append(UInt8(ascii: " "))
    SVGPathData.append(height, to: &output)
    output += bytes("\" role=\"img\" aria-labelledby=\"title desc\">\n")
    output += bytes("<title id=\"title\">" + XMLText.escaped(scene.caption.title) + "</title>\n")
    output += bytes("<desc id=\"desc\">" + XMLText.escaped(scene.caption.summary) + "</desc>\n")
    if !glyphDefinitions.isEmpty || !pictureDefinitions.isEmpty || !clipDefinitions.isEmpty {
      output += bytes("<defs>\n")
      output += glyphDefinitions
      output += pictureDefinitions
      output += clipDefinitions
      output += bytes("</defs>\n")
    }
    output += body
    output += bytes("</svg>\n")
    return output
  }
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

extension Rect {
  /// The rectangle with a positive size (Cairo draws a negative width leftwards; SVG would
  /// draw nothing), or nil when it has no area at 1/100 pt.
  fileprivate var normalizedForSVG: Rect? {
    let rect = Rect(
      x: min(x, x + width), y: min(y, y + height), width: abs(width), height: abs(height))
    guard SVGPathData.hundredths(rect.width) > 0, SVGPathData.hundredths(rect.height) > 0 else {
      return nil
    }
    return rect
  }
}
