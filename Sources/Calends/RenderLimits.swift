import CalendsCairo
import CalendsLayout
import CalendsModel
import CalendsValues

extension CalendarRenderer {
  /// Refuses an image that would break a canvas limit, from its layout alone.
  ///
  /// The size of an image is known only once the style has laid it out (a timeline's
  /// height follows its zoom, a stacked style's months follow its height), so this runs
  /// between layout and drawing: late enough to know, early enough that nothing large has
  /// been allocated. Over a limit is bad input (the spec asks for too much), not a
  /// rendering failure.
  static func checkLimits(_ layout: LayoutTree, format: OutputFormat, scale: Int)
    throws(CalendsError)
  {
    let months = Set(
      layout.items.lazy.filter { $0.kind == .monthHeader || $0.kind == .bookingMonth }.compactMap(
        \.month))
    if months.count > Limits.monthsPerImage {
      throw .badInput(
        .error(
          .badInput,
          "the image would show \(months.count) months, over the limit of \(Limits.monthsPerImage) months per image; use a smaller height"
        ))
    }
    try checkCanvas(width: layout.width, height: layout.height, format: format, scale: scale)
  }

  /// The canvas limits for an image of `width`×`height` points: a PNG counts pixels at
  /// `scale`, SVG and PDF count points.
  static func checkCanvas(width: Double, height: Double, format: OutputFormat, scale: Int)
    throws(CalendsError)
  {
    let points = (width: width, height: height)
    let factor = format.isRaster ? Double(scale) : 1
    let unit = format.isRaster ? "px" : "pt"
    let area = format.isRaster ? "pixels" : "square points"
    let width = (points.width * factor).rounded(.up)
    let height = (points.height * factor).rounded(.up)
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw .badInput(
        .error(
          .badInput, "the image would be \(points.width)×\(points.height) pt, which cannot be drawn"
        ))
    }
    let side = Double(Limits.canvasSide)
    if width > side || height > side {
      throw .badInput(
        .error(
          .badInput,
          "the image would be \(whole(width))×\(whole(height)) \(unit), over the limit of \(Limits.canvasSide) \(unit) per side; lower the width, height, zoom or scale"
        ))
    }
    let pixels = width * height
    if pixels > Double(Limits.canvasPixels) {
      throw .badInput(
        .error(
          .badInput,
          "the image would be \(whole(width))×\(whole(height)) \(unit) = \(whole(pixels)) \(area), over the limit of \(Limits.canvasPixels) \(area); lower the width, height, zoom or scale"
        ))
    }
  }

  /// Sizes in messages, without a conversion that could trap on an absurd value.
  private static func whole(_ value: Double) -> String {
    value < 1e15 ? String(Int(value)) : String(value)
  }
}
