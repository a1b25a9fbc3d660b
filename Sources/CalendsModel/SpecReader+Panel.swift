import CalendsValues

extension SpecReader {
  /// The keys of a panel given as an object: a built-in's `name` with fields to change
  /// (`{name: waveshare-7in5-b, rotation: 90}`), or a new panel's name and every part.
  static let panelKeys = [
    "name", "width", "height", "rotation", "colors", "antialiasing", "maxBytes",
  ]

  /// `panel`: a built-in profile's name, or an object that changes one or defines a new one.
  func panel(_ value: SpecValue, _ path: String) throws(SpecError) -> PanelProfile {
    if case .string(let name) = value {
      guard let profile = PanelProfile.builtIn(named: name) else {
        throw fail(
          path,
          "'\(SpecValue.clipped(name))' is not a known panel; expected one of \(PanelProfile.builtInNames.joined(separator: ", ")), or an object {name, width, height, rotation, colors, antialiasing, maxBytes}"
        )
      }
      return profile
    }
    var given: [String: (SpecValue, String)] = [:]
    try objectFields(value, path, keys: Self.panelKeys) {
      (key, field, fieldPath) throws(SpecError) in
      given[key] = (field, fieldPath)
    }
    guard let (nameValue, namePath) = given["name"] else {
      throw fail(path, "a panel object needs a name (a built-in's, to change it, or a new one)")
    }
    let name = try string(nameValue, namePath).lowercased()
    guard !name.isEmpty, name.count <= 64 else {
      throw fail(namePath, "expected a name of 1…64 characters")
    }
    var profile: PanelProfile
    if let builtIn = PanelProfile.builtIn(named: name) {
      profile = builtIn
    } else {
      for key in ["width", "height", "colors"] where given[key] == nil {
        throw fail(
          path,
          "'\(SpecValue.clipped(name))' is not a built-in panel (\(PanelProfile.builtInNames.joined(separator: ", "))), so it needs width, height and colors"
        )
      }
      profile = PanelProfile(
        name: name, width: 0, height: 0, palette: PanelPalette([.black, .white])!)
    }
    if let (field, fieldPath) = given["width"] { profile.width = try panelSide(field, fieldPath) }
    if let (field, fieldPath) = given["height"] { profile.height = try panelSide(field, fieldPath) }
    if let (field, fieldPath) = given["rotation"] {
      let angle = try number(field, fieldPath, in: -1e9...1e9)
      guard angle == angle.rounded(), let rotation = PanelRotation(rawValue: Int(angle)) else {
        let shown = angle == angle.rounded() ? String(Int(angle)) : String(angle)
        throw fail(fieldPath, "\(shown) is not a rotation; expected \(PanelRotation.choices)")
      }
      profile.rotation = rotation
    }
    if let (field, fieldPath) = given["colors"] { profile.palette = try palette(field, fieldPath) }
    if let (field, fieldPath) = given["antialiasing"] {
      profile.antialiasing = try bool(field, fieldPath)
    }
    if let (field, fieldPath) = given["maxBytes"] {
      let limits = PanelProfile.Limits.pngBytes
      profile.maximumPNGBytes = Int(
        try number(field, fieldPath, in: Double(limits.lowerBound)...Double(limits.upperBound)))
    }
    return profile
  }

  private func panelSide(_ value: SpecValue, _ path: String) throws(SpecError) -> Int {
    let limits = PanelProfile.Limits.side
    let side = try number(value, path, in: Double(limits.lowerBound)...Double(limits.upperBound))
    guard side == side.rounded() else { throw fail(path, "expected a whole number of pixels") }
    return Int(side)
  }

  /// A list of `#RRGGBB` colours in the driver's index order.
  private func palette(_ value: SpecValue, _ path: String) throws(SpecError) -> PanelPalette {
    let colors = try list(value, path, of: "colours", limit: PanelPalette.sizes.upperBound) {
      (item, itemPath) throws(SpecError) -> Color in
      let text = try string(item, itemPath)
      let digits = text.hasPrefix("#") ? text.dropFirst() : ""
      guard digits.count == 6, let hex = UInt32(digits, radix: 16) else {
        throw fail(itemPath, "'\(SpecValue.clipped(text))' is not a #RRGGBB colour")
      }
      return Color(hex: hex)
    }
    guard let palette = PanelPalette(colors) else {
      throw fail(
        path, "expected 2…256 different colours, found \(colors.count) (or a repeated one)")
    }
    return palette
  }

  /// Gives the canvas the panel's size: width (and, for a style that fills a given height,
  /// the height) in points of one pixel each, and scale 1. The size fields the panel sets
  /// may not be given too: they would contradict it.
  func applyPanel(
    _ panel: PanelProfile, to canvas: inout Canvas, style: CalendarStyle,
    fields: [String: SpecValue]
  ) throws(SpecError) {
    func given(_ key: String) -> Bool { fields[key].map { $0 != .null } ?? false }
    for key in ["width", "height", "device", "paper"] where given(key) {
      throw fail(key, "cannot be combined with panel: the panel \(panel.name) sets the size")
    }
    if given("scale"), let scale = fields["scale"], try self.scale(scale, "scale") != 1 {
      throw fail("scale", "must be 1 with panel: a panel image has one pixel per point")
    }
    canvas.width = Double(panel.drawnWidth)
    canvas.scale = 1
    let zoomGiven = ["zoomScale", "currentZoomScale", "dayViewCellInitialHeight"].contains(
      where: given)
    if style.fillsAGivenHeight, !zoomGiven { canvas.height = Double(panel.drawnHeight) }
  }
}
