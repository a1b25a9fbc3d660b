@_spi(Benchmarking) import CalendsCairo
public import CalendsDrawing
import CalendsHyphenation
public import CalendsLayout
import CalendsModel
import CalendsScene
public import CalendsTheme
import CalendsValues
import Foundation

/// The front door: spec in, image bytes (or layout) out.
///
/// Holds one Cairo renderer and so one Pango font map: make one `CalendarRenderer` per
/// thread and reuse it, since creating a font map costs about ten times drawing a month.
public final class CalendarRenderer {
  let cairo: CairoRenderer

  /// Sets up the fonts (the shipped ones by default); a failure is a render failure.
  public init(fonts: FontSetup = .default) throws(CalendsError) {
    do {
      cairo = try CairoRenderer(fonts: fonts)
    } catch {
      throw .renderFailure(.error(.renderFailure, "cannot set up fonts: \(error.message)"))
    }
  }

  /// Everything one render needs, resolved once: the spec with its calendars drawn in, its
  /// `today`, its family's days and state, and its theme.
  public struct Prepared: Sendable {
    /// The spec resolved (`ResolvedSpec`): what layout and scene draw from.
    public var resolved: ResolvedSpec
    /// The stylesheet's and the inputs' warnings.
    public var warnings: [Diagnostic]
    /// Where the words of the spec's locale may break with a hyphen: its language's shipped
    /// patterns (loaded when a word first needs them), or none for a language without.
    public var hyphenation: any Hyphenating = NoHyphenation()

    /// The spec, checked, with the calendars' occurrences added.
    public var spec: CalendarSpec { resolved.spec }
    /// The spec's `today`, or the clock's date (UTC) when it gives none.
    public var today: Day { resolved.today }
    /// The theme the spec names, resolved for its size class, the spec's run-time fields
    /// over it.
    public var theme: CalendarTheme { resolved.theme }
  }

  /// Fills in `today` (the clock, in UTC, when the spec leaves it out), loads the theme and
  /// reads the spec's iCalendar files into its events.
  public func prepare(_ spec: CalendarSpec, themeLoader: ThemeLoader = ThemeLoader())
    throws(CalendsError) -> Prepared
  {
    try prepare(try CalendarRenderer.request(spec, themeLoader: themeLoader))
  }

  /// A request's inputs, as read once (`CalendarRenderer.request`), made ready to draw: the
  /// family resolved, the calendars' occurrences drawn into it, the spec's run-time fields
  /// written over the theme.
  public func prepare(_ request: CalendarRequest) throws(CalendsError) -> Prepared {
    var resolved: ResolvedSpec
    do {
      resolved = try ResolvedSpec(
        request.spec, today: request.today, stylesheet: request.stylesheet.theme)
    } catch {
      let field = error.field.isEmpty ? nil : error.field
      throw .badInput(.error(field == nil ? .badInput : .specField, error.message, field: field))
    }
    let calendarWarnings = try CalendarInput.draw(
      request.calendars, zone: request.zone, into: &resolved)
    let hyphenation: any Hyphenating
    do {
      hyphenation = try ShippedHyphenation.forLocale(request.spec.canvas.locale)
    } catch {
      throw .renderFailure(.error(.renderFailure, "cannot set up hyphenation: \(error.message)"))
    }
    return Prepared(
      resolved: resolved, warnings: request.stylesheet.warnings + calendarWarnings,
      hyphenation: hyphenation)
  }

  /// The layout, refused when it breaks a limit (months per image, canvas size in points)
  /// exactly as a render of it would be — for `calends layout`.
  public func checkedLayout(_ prepared: Prepared) throws(CalendsError) -> LayoutTree {
    let tree = layout(prepared)
    try CalendarRenderer.checkLimits(tree, format: .svg, scale: 1)
    return tree
  }

  /// Every page of the spec's document (one, unless a printed year has `pages: months`).
  public func document(_ prepared: Prepared) -> LayoutDocument {
    prepared.resolved.layout(measurer: cairo.measurer, hyphenation: prepared.hyphenation).document()
  }

  /// `document(_:)`, refused when a page breaks a limit — for `calends layout`.
  public func checkedDocument(_ prepared: Prepared) throws(CalendsError) -> LayoutDocument {
    let document = self.document(prepared)
    for tree in document.pages {
      try CalendarRenderer.checkLimits(tree, format: .svg, scale: 1)
    }
    return document
  }

  /// The geometry of the picture (what `calends layout` prints).
  public func layout(_ prepared: Prepared) -> LayoutTree {
    prepared.resolved.layout(measurer: cairo.measurer, hyphenation: prepared.hyphenation).layout()
  }

  /// The scenes of `checkedDocument(_:)`'s pages, refused on the same limits — for
  /// `calends scene`.
  public func checkedScenes(_ prepared: Prepared) throws(CalendsError) -> SceneDocument {
    SceneBuilder(theme: prepared.theme).build(try checkedDocument(prepared))
  }

  /// The display list: every item with its paint resolved (what `calends scene` prints).
  public func scene(_ prepared: Prepared) -> Scene {
    SceneBuilder(theme: prepared.theme).build(layout(prepared))
  }

  /// A rendered file and the warnings met on the way (a missing font, for one).
  public struct Output {
    /// The PNG, SVG or PDF file.
    public var bytes: [UInt8]
    /// The spec's warnings and those of drawing it.
    public var warnings: [Diagnostic]
    /// What the image does not show in full (`calends render --report`).
    public var report = RenderReport()
  }

  /// The image of a spec. A printed document (`paper`) of several pages is one PDF with
  /// every page; as PNG or SVG it needs `page` (1-based) or `renderEachPage`. `page` picks
  /// one page in any format.
  public func render(
    _ prepared: Prepared, format: OutputFormat, pngCompression: PNGCompression = .balanced,
    page: Int? = nil
  ) throws(CalendsError) -> Output {
    try CalendarRenderer.checkPanelFormat(prepared, format)
    let document = try pagedDocument(prepared, format: format, page: page)
    let report = RenderReport(spec: prepared.spec, document: document)
    if document.page == nil || format != .pdf {
      guard document.pages.count == 1 else {
        throw .badInput(
          .error(
            .badInput,
            "the document has \(document.pages.count) pages: write it as a PDF, choose one with --page, or write one \(format.rawValue.uppercased()) per page"
          ))
      }
      var output = try render(
        document.pages[0], prepared, format: format, pngCompression: pngCompression)
      output.report = report
      return output
    }
    let scenes = SceneBuilder(theme: prepared.theme).build(document)
    do {
      return Output(
        bytes: try cairo.renderPDF(scenes),
        warnings: warnings(prepared, scenes.pages, layout: document.warnings), report: report)
    } catch {
      throw .renderFailure(.error(.renderFailure, error.message))
    }
  }

  /// One page of a document drawn as an image of its own.
  public struct Page {
    /// What the page's file is called after the document's name (`PageFileName`): `cover`,
    /// a month's number (`01` is January) or the page's position.
    public var name: String
    /// The page's own file in the format asked for, with the spec's warnings and this page's.
    public var output: Output
  }

  /// One image per page, in order (`name-cover.png`, `name-01.png`, …): PNG and SVG have no
  /// pages.
  public func renderEachPage(
    _ prepared: Prepared, format: OutputFormat, pngCompression: PNGCompression = .balanced
  ) throws(CalendsError) -> [Page] {
    try CalendarRenderer.checkPanelFormat(prepared, format)
    let document = try pagedDocument(prepared, format: format, page: nil)
    let report = RenderReport(spec: prepared.spec, document: document)
    var pages: [Page] = []
    for (tree, name) in zip(document.pages, document.pageNames) {
      var output = try render(tree, prepared, format: format, pngCompression: pngCompression)
      output.report = report  // the whole document's, on each page
      pages.append(Page(name: name, output: output))
    }
    return pages
  }

  /// The pages a render draws (all, or `page` alone), each checked against the limits.
  private func pagedDocument(_ prepared: Prepared, format: OutputFormat, page: Int?)
    throws(CalendsError) -> LayoutDocument
  {
    var document = self.document(prepared)
    if let page {
      guard (1...document.pages.count).contains(page) else {
        throw .badInput(
          .error(
            .option,
            "--page \(page) is out of range: the document has \(document.pages.count) page\(document.pages.count == 1 ? "" : "s")"
          ))
      }
      document = document.onlyPage(page - 1)
    }
    for tree in document.pages {
      try CalendarRenderer.checkLimits(tree, format: format, scale: prepared.resolved.canvas.scale)
    }
    return document
  }

  private func render(
    _ tree: LayoutTree, _ prepared: Prepared, format: OutputFormat, pngCompression: PNGCompression
  ) throws(CalendsError) -> Output {
    let scene = SceneBuilder(theme: prepared.theme).build(tree)
    if let panel = prepared.resolved.canvas.panel {
      let bytes = try panelFile(scene, panel, format)
      return Output(
        bytes: bytes,
        warnings: warnings(prepared, [scene], layout: tree.warnings)
          + CalendarRenderer.panelCutWarnings(scene, panel))
    }
    do {
      let bytes = try cairo.render(
        scene, format: format, scale: prepared.resolved.canvas.scale, pngCompression: pngCompression
      )
      return Output(bytes: bytes, warnings: warnings(prepared, [scene], layout: tree.warnings))
    } catch {
      throw .renderFailure(.error(.renderFailure, error.message))
    }
  }

  /// The spec's warnings, then what its layout left out (`LayoutTree.warnings`), then the
  /// fonts the drawing missed.
  private func warnings(_ prepared: Prepared, _ scenes: [Scene], layout: [String])
    -> [Diagnostic]
  {
    var families: Set<String> = []
    for scene in scenes { families.formUnion(Scene.fontFamilies(scene)) }
    return prepared.warnings + layout.map(LayoutDocument.warningDiagnostic)
      + cairo.missingFontWarnings(for: families).map { .warning(.font, $0) }
  }

  /// Today's civil date in UTC — the documented default when a spec gives no `today`.
  public static func clockToday() -> Day {
    let seconds = Date().timeIntervalSince1970
    return Day(daysSinceEpoch: Int((seconds / 86_400).rounded(.down)))
  }
}

extension LayoutDocument {
  /// The layout's warnings (a label left out where it does not fit) as every front end
  /// shows them: the layout words them, and they have no file or field.
  public var warningDiagnostics: [Diagnostic] { warnings.map(Self.warningDiagnostic) }

  static func warningDiagnostic(_ warning: String) -> Diagnostic { .warning(.warning, warning) }
}

extension Scene {
  static func fontFamilies(_ scene: Scene) -> Set<String> {
    var families: Set<String> = []
    for case .text(let run) in scene.nodes { families.insert(run.font.family) }
    return families
  }
}

extension CalendarRenderer {
  /// Layout, scene and drawing without encoding: what "drawing a month" costs.
  @_spi(Benchmarking) public func drawOnly(_ prepared: Prepared) throws(CalendsError) {
    do {
      try cairo.drawOnlyForBenchmark(scene(prepared), scale: prepared.resolved.canvas.scale)
    } catch {
      throw .renderFailure(.error(.renderFailure, error.message))
    }
  }

  /// The same image as a PNG whose scanlines are stored, not compressed: the encoder's floor.
  @_spi(Benchmarking) public func renderStoredPNG(_ prepared: Prepared) throws(CalendsError)
    -> [UInt8]
  {
    do {
      return try cairo.renderStoredPNGForBenchmark(
        scene(prepared), scale: prepared.resolved.canvas.scale)
    } catch {
      throw .renderFailure(.error(.renderFailure, error.message))
    }
  }

  /// The same image through Cairo's own PNG writer: the benchmark's in-run baseline.
  @_spi(Benchmarking) public func renderWithCairoPNGWriter(_ prepared: Prepared)
    throws(CalendsError) -> [UInt8]
  {
    do {
      return try cairo.renderWithCairoPNGWriterForBenchmark(
        scene(prepared), scale: prepared.resolved.canvas.scale)
    } catch {
      throw .renderFailure(.error(.renderFailure, error.message))
    }
  }
}

extension CalendarRenderer {
  /// For a program that draws with no fonts but Calends' (the `calends` tool): fontconfig's
  /// system configuration is then never loaded. A library must not do this to the program
  /// it runs in, so it is not the default. Call before the first renderer is made.
  public static func ownTheProcessFontConfiguration() {
    CairoRenderer.ownTheProcessFontConfiguration()
  }
}
