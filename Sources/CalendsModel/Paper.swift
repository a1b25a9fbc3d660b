import CalendsValues
import Foundation

/// The named paper sizes `paper` accepts, portrait, in points (ISO 216 sizes are defined
/// in millimetres; US sizes in inches), and the e-paper tablets a planner PDF is read on
/// (their screens in pixels at their density: points are pixels / ppi × 72).
public enum Paper: String, Hashable, Sendable, CaseIterable {
  /// ISO 216 A3 to A6, B4 and B5, and US Letter (8.5 × 11 in), Legal (8.5 × 14 in) and
  /// Tabloid (11 × 17 in). `paper` reads the names case-insensitively.
  case a3, a4, a5, a6, b4, b5, letter, legal, tabloid
  /// reMarkable 2: 1404 × 1872 px at 226 ppi; its toolbar on the left (right-handed).
  case remarkable2
  /// Supernote A5 X: 1404 × 1872 px at 226 ppi; its toolbar strip on the left.
  case supernoteA5X = "supernote-a5x"
  /// Kindle Scribe: 1860 × 2480 px at 300 ppi; its toolbar along the top.
  case kindleScribe = "kindle-scribe"
  /// Boox Note Air: 1404 × 1872 px at 227 ppi; its toolbar along the top.
  case booxNoteAir = "boox-note-air"

  /// The tablet's screen in pixels and its density, for the tablets; nil for paper.
  public var screen: (width: Int, height: Int, ppi: Double)? {
    switch self {
    case .remarkable2, .supernoteA5X: (1404, 1872, 226)
    case .kindleScribe: (1860, 2480, 300)
    case .booxNoteAir: (1404, 1872, 227)
    default: nil
    }
  }

  /// Whether it is a tablet's screen (a device profile) rather than paper.
  public var isDevice: Bool { screen != nil }

  /// The strip of the screen a tablet's toolbar covers, for a right-handed reader, in pixels
  /// (nil for paper): nothing is drawn there. `handedness: left` moves a side toolbar to the
  /// other side. The widths are conservative estimates from the devices' own toolbars (the
  /// reMarkable's left toolbar about 120 px when shown, Supernote's side strip about
  /// 120 px, the Kindle Scribe's and Boox's top bars about 130 and 110 px), not measured on
  /// a device: `margins` widens them.
  public var toolbar: (edge: PageEdge, pixels: Int)? {
    switch self {
    case .remarkable2: (.left, 120)
    case .supernoteA5X: (.left, 120)
    case .kindleScribe: (.top, 130)
    case .booxNoteAir: (.top, 110)
    default: nil
    }
  }

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
    case .remarkable2, .supernoteA5X, .kindleScribe, .booxNoteAir:
      screen.map { (Double($0.width) / $0.ppi * 72, Double($0.height) / $0.ppi * 72) } ?? (0, 0)
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

/// A side of a page.
public enum PageEdge: String, Hashable, Sendable {
  case top, right, bottom, left
}

/// Which hand holds the pen (`handedness`): a tablet's side toolbar and a planner's
/// navigation strip move to the other side for `left`.
public enum Handedness: String, Hashable, Sendable, CaseIterable {
  case right, left
}
