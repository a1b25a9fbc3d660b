import CCairo

/// One run of a laid-out string (glyphs of one font and direction) and where Pango draws it:
/// the left end of its baseline, in Pango units from the layout's origin.
struct LayoutRun {
  let glyphItem: UnsafeMutablePointer<PangoGlyphItem>
  let font: UnsafeMutablePointer<PangoFont>
  let x: Int
  let baseline: Int

  /// The run's origin in points, with the layout's origin at (`originX`, `originY`).
  func origin(originX: Double, originY: Double) -> (x: Double, y: Double) {
    let scale = Double(PANGO_SCALE)
    return (originX + Double(x) / scale, originY + Double(baseline) / scale)
  }
}

extension LayoutRun {
  /// Every run of `layout` in the order Pango draws them (visual order, line by line), placed
  /// as `pango_renderer_draw_glyphs` places them: at the run's logical left edge, on the
  /// line's baseline less the run's rise.
  static func all(in layout: OpaquePointer) -> [LayoutRun] {
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var runs: [LayoutRun] = []
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator),
        let item = run.pointee.item, let font = item.pointee.analysis.font
      else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_run_extents(iterator, nil, &logical)
      let baseline = Int(pango_layout_iter_get_baseline(iterator)) - Int(run.pointee.y_offset)
      runs.append(LayoutRun(glyphItem: run, font: font, x: Int(logical.x), baseline: baseline))
    } while pango_layout_iter_next_run(iterator) != 0
    return runs
  }

  /// Each glyph of the run with its origin in Pango units from the run's origin: the running
  /// advance plus the glyph's own offset.
  func forEachGlyph(_ body: (_ index: Int, _ glyph: PangoGlyphInfo, _ x: Int, _ y: Int) -> Void) {
    guard let glyphs = glyphItem.pointee.glyphs else { return }
    var advance = 0
    for index in 0..<Int(glyphs.pointee.num_glyphs) {
      let info = glyphs.pointee.glyphs[index]
      body(index, info, advance + Int(info.geometry.x_offset), Int(info.geometry.y_offset))
      advance += Int(info.geometry.width)
    }
  }

  /// The characters glyph `index` stands for: its cluster of the layout's `text` (UTF-8),
  /// from its own cluster start to the next larger one in the run (or the run's end).
  func clusterText(of index: Int, in text: [UInt8]) -> String {
    guard let glyphs = glyphItem.pointee.glyphs, let item = glyphItem.pointee.item,
      let clusters = glyphs.pointee.log_clusters
    else { return "" }
    let count = Int(glyphs.pointee.num_glyphs)
    let start = Int(clusters[index])
    var end = Int(item.pointee.length)
    for other in 0..<count where Int(clusters[other]) > start {
      end = min(end, Int(clusters[other]))
    }
    let offset = Int(item.pointee.offset)
    let lower = min(max(offset + start, 0), text.count)
    let upper = min(max(offset + end, lower), text.count)
    return String(decoding: text[lower..<upper], as: UTF8.self)
  }
}
