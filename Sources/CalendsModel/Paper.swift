import CalendsValues
import Foundation

/// The named paper sizes `paper` accepts, portrait, in points (ISO 216 sizes are defined
/// in millimetres; US sizes in inches).
public enum Paper: String, Hashable, Sendable, CaseIterable {
  /// ISO 216 A3 to A6, B4 and B5, and US Letter (8.5 × 11 in), Legal (8.5 × 14 in) and
  /// Tabloid (11 × 17 in). `paper` reads the names case-insensitively.
  case a3, a4, a5, a6, b4, b5, letter, legal, tabloid

  /// Width and height in points, portrait.
  public var size: (width: Double, height: Double) {
    switch self {
    case .a3: Self.millimetres(297, 420)
    case .a4: Self.millimetres(210, 297)
    case .a5: Self.millimetres(148, 210)
    case .a6: Self.millimetres(105, 148)
    case .b4: Self.millimetres(250, 353)
    case .b5: Self.millimetres(176, 250)
    case .letter: (612, 792)
    case .legal: (612, 1008)
    case .tabloid: (792, 1224)
    }
  }

  private static func millimetres(_ width: Double, _ height: Double) -> (
    width: Double, height: Double
  ) {
    (
      PrintLength.points(width, unit: .millimetre),
      PrintLength.points(height, unit: .millimetre)
    )
  }
}

/// A length on paper: a number of points, or a string with a unit (`"210mm"`, `"2.1cm"`,
/// `"8.5in"`, `"595pt"`).
public enum PrintLength {
  /// A unit a length may be written in; the raw value is its suffix.
  public enum Unit: String, CaseIterable, Sendable {
    /// Points, 1/72 in.
    case point = "pt"
    /// Millimetres.
    case millimetre = "mm"
    /// Centimetres.
    case centimetre = "cm"
    /// Inches, 72 points.
    case inch = "in"

    var points: Double {
      switch self {
      case .point: 1
      case .millimetre: 72 / 25.4
      case .centimetre: 72 / 2.54
      case .inch: 72
      }
    }
  }

  /// `value` in `unit`, in points: `points(12, unit: .millimetre)` is about 34 pt.
  public static func points(_ value: Double, unit: Unit) -> Double { value * unit.points }

  /// The points a length's text means; nil when it is not a length.
  public static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    for unit in Unit.allCases where trimmed.hasSuffix(unit.rawValue) {
      let number = trimmed.dropLast(unit.rawValue.count).trimmingCharacters(in: .whitespaces)
      guard let value = DecimalNumber.parse(number), value.isFinite else { return nil }
      return points(value, unit: unit)
    }
    guard let value = DecimalNumber.parse(trimmed), value.isFinite else { return nil }
    return value
  }
}
