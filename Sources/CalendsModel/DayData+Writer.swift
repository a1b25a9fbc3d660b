import CalendsValues

extension SpecWriter {
  /// `days` and `heatmap`, left out when not given.
  static func dayData(_ data: DayData, into fields: inout [String: SpecValue]) {
    if !data.days.isEmpty {
      var days: [String: SpecValue] = [:]
      for (day, decoration) in data.days { days[day.description] = value(of: decoration) }
      fields["days"] = .object(days)
    }
    if let heatmap = data.heatmap { fields["heatmap"] = value(of: heatmap) }
  }

  private static func value(of decoration: DayDecoration) -> SpecValue {
    var fields: [String: SpecValue] = [:]
    if !decoration.classes.isEmpty {
      fields["classes"] = .array(decoration.classes.map(SpecValue.string))
    }
    fields["subtitle"] = decoration.subtitle.map(SpecValue.string)
    if !decoration.dots.isEmpty { fields["dots"] = colors(decoration.dots) }
    fields["value"] = decoration.value.map(SpecValue.number)
    return .object(fields)
  }

  private static func value(of heatmap: Heatmap) -> SpecValue {
    var fields: [String: SpecValue] = [
      // A named ramp by its name: its steps differ by appearance, which a list cannot say.
      "colors": Heatmap.ramps.first { $0.value == heatmap.colors }.map { .string($0.key) }
        ?? colors(heatmap.colors),
      "legend": .bool(heatmap.legend),
    ]
    // The default differs by appearance, which one colour cannot say: it is left out.
    if heatmap.emptyColor != Heatmap.defaultEmptyColor {
      fields["emptyColor"] = .string(heatmap.emptyColor.description)
    }
    switch heatmap.domain {
    case .auto: fields["domain"] = .string("auto")
    case .range(let range):
      fields["domain"] = .array([.number(range.lowerBound), .number(range.upperBound)])
    }
    return .object(fields)
  }

  private static func colors(_ colors: [ColorSpecifier]) -> SpecValue {
    .array(colors.map { .string($0.description) })
  }
}
