import CalendsValues

extension SpecReader {
  /// Reads the page fields (`PageSetup.fieldNames`) of a year-family spec; nil when none
  /// is given. Every page field but `paper` needs `paper`, and `paper` replaces the
  /// canvas's size fields.
  func readPageSetup(_ fields: [String: SpecValue], view: YearView, canvas: Canvas)
    throws(SpecError) -> PageSetup?
  {
    guard let paperValue = fields["paper"] else {
      if let key = PageSetup.fieldNames.first(where: { fields[$0] != nil }) {
        throw fail(
          key,
          "needs paper (" + Paper.allCases.map(\.rawValue).joined(separator: " ")
            + ", or {width, height})")
      }
      return nil
    }
    for (key, given) in [("width", canvas.width != nil), ("height", canvas.height != nil)]
    where given {
      throw fail(key, "cannot be combined with paper: the paper is the page size")
    }
    if canvas.device != nil {
      throw fail("device", "cannot be combined with paper: the paper is the page size")
    }
    var (width, height) = try paper(paperValue, "paper")
    let device: Paper? = {
      guard case .string(let name) = paperValue, let paper = Paper(rawValue: name.lowercased()),
        paper.isDevice
      else { return nil }
      return paper
    }()
    if let value = fields["orientation"] {
      let orientation: PageOrientation = try enumeration(value, "orientation")
      if let device, orientation == .landscape {
        throw fail(
          "orientation",
          "landscape turns the page, but \(device.rawValue)'s toolbar stays on its side; a tablet's page is portrait"
        )
      }
      if (orientation == .landscape) != (width > height) { (width, height) = (height, width) }
    }
    var setup = PageSetup(width: width, height: height)
    if let device {
      setup.device = device
      setup.margins = .uniform(PageSetup.Limits.deviceMargin)
    }
    if let value = fields["margins"] { setup.margins = try margins(value, "margins") }
    if let value = fields["pages"] { setup.pages = try enumeration(value, "pages") }
    if let value = fields["cover"] { setup.cover = try bool(value, "cover") }
    if let value = fields["bleed"] {
      setup.bleed = try length(value, "bleed", in: PageSetup.Limits.bleed)
      if let device, setup.bleed > 0 {
        throw fail("bleed", "is for a print shop's trim; \(device.rawValue) is a screen and has none")
      }
    }
    if let value = fields["handedness"] {
      setup.handedness = try enumeration(value, "handedness")
      if device == nil, !setup.pages.hasWeekPages {
        throw fail(
          "handedness",
          "moves a tablet's toolbar strip and a planner's navigation strip; give a tablet as paper (remarkable2 supernote-a5x kindle-scribe boox-note-air) or pages: weeks or days"
        )
      }
    }
    try checkPageRules(setup, view: view, given: Set(fields.keys))
    return setup
  }

  private func checkPageRules(_ setup: PageSetup, view: YearView, given: Set<String>)
    throws(SpecError)
  {
    let content = setup.content
    let minimum = PageSetup.Limits.minimumContent
    if content.width < minimum || content.height < minimum {
      throw fail(
        "margins",
        "leave \(points(max(content.width, 0))) × \(points(max(content.height, 0))) pt of the "
          + "\(points(setup.width)) × \(points(setup.height)) pt page; at least \(points(minimum)) pt "
          + "on each axis must stay printable")
    }
    if setup.pages.hasMonthPages, view == .weeks {
      throw fail(
        "pages",
        "\(setup.pages.rawValue) makes a page per month block; the weeks view has none (use year or multiMonth)")
    }
    if given.contains("cover"), !setup.pages.hasMonthPages {
      throw fail(
        "cover", "is the first page of a `pages: months` document (or weeks, days); pages is single")
    }
  }

  /// A paper name (case-insensitive) or `{width, height}` with lengths.
  func paper(_ value: SpecValue, _ path: String) throws(SpecError) -> (Double, Double) {
    if case .object(let fields) = value {
      for key in fields.keys.sorted() where key != "width" && key != "height" {
        throw fail("\(path).\(key)", "unknown field; expected width and height")
      }
      guard let width = fields["width"], let height = fields["height"] else {
        throw fail(path, "expected both width and height, e.g. {width: 210mm, height: 297mm}")
      }
      return (
        try length(width, "\(path).width", in: PageSetup.Limits.side),
        try length(height, "\(path).height", in: PageSetup.Limits.side)
      )
    }
    let name = try string(value, path)
    guard let paper = Paper(rawValue: name.lowercased()) else {
      throw fail(
        path,
        "unknown paper '\(SpecValue.clipped(name))'; expected "
          + Paper.allCases.map(\.rawValue).joined(separator: " ")
          + " or {width, height} with units (210mm, 8.5in, 595pt)")
    }
    return paper.size
  }

  /// One length for every side, or `{top, right, bottom, left}` (each defaulting to 0).
  func margins(_ value: SpecValue, _ path: String) throws(SpecError) -> PageMargins {
    let range: ClosedRange<Double> = 0...PageSetup.Limits.side.upperBound
    guard case .object(let fields) = value else {
      return .uniform(try length(value, path, in: range))
    }
    let sides = ["top", "right", "bottom", "left"]
    for key in fields.keys.sorted() where !sides.contains(key) {
      throw fail(
        "\(path).\(key)", "unknown side" + FieldSuggestion.phrase(for: key, in: sides))
    }
    func side(_ key: String) throws(SpecError) -> Double {
      guard let given = fields[key] else { return 0 }
      return try length(given, "\(path).\(key)", in: range)
    }
    return PageMargins(
      top: try side("top"), right: try side("right"), bottom: try side("bottom"),
      left: try side("left"))
  }

  /// A length in points: a number, or text with a unit (`mm`, `cm`, `in`, `pt`).
  func length(_ value: SpecValue, _ path: String, in range: ClosedRange<Double>)
    throws(SpecError) -> Double
  {
    let points: Double
    switch value {
    case .number(let number) where number.isFinite: points = number
    case .string(let text):
      guard let parsed = PrintLength.parse(text) else {
        throw fail(
          path, "'\(SpecValue.clipped(text))' is not a length; expected e.g. 12mm, 0.5in, 36pt")
      }
      points = parsed
    default: throw fail(path, "expected a length (e.g. 12mm), found \(value.kindDescription)")
    }
    guard range.contains(points) else {
      throw fail(
        path,
        "\(self.points(points)) pt is out of range; expected \(self.points(range.lowerBound))…\(self.points(range.upperBound)) pt"
      )
    }
    return points
  }

  /// A length in messages: at most two decimals.
  private func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
