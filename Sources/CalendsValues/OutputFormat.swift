/// The file formats a scene can be written as. PNG is rasterised at a scale; SVG and PDF
/// stay in points, so the scale does not apply to them.
///
/// The one list of formats: readers of specs, manifests, flags and requests take a format
/// by `init(name:)` and name the choices with `choices`, so a new format is one case here
/// (and its writer in the backend).
public enum OutputFormat: String, Sendable, CaseIterable {
  /// PNG is pixels (`scale` per point); SVG and PDF are points, and a PDF holds every page of
  /// a printed document. BMP and BIN (a panel driver's raw bytes) are a panel's image only.
  case png, svg, pdf, bmp, bin

  /// A format by its name or file extension, in any case (`PNG`, `svg`).
  public init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// The file name extension, without the dot.
  public var fileExtension: String { rawValue }

  /// The media type an HTTP response or a data URL gives it.
  public var mimeType: String {
    switch self {
    case .png: "image/png"
    case .svg: "image/svg+xml"
    case .pdf: "application/pdf"
    case .bmp: "image/bmp"
    case .bin: "application/octet-stream"
    }
  }

  /// Whether it is drawn in pixels (so `scale` applies and limits count pixels) rather
  /// than in points.
  public var isRaster: Bool {
    switch self {
    case .png, .bmp, .bin: true
    case .svg, .pdf: false
    }
  }

  /// Whether only an image made for a panel (`panel`) is written in it: a BMP and a driver's
  /// raw bytes hold the panel's colour indices, which an ordinary image does not have.
  public var needsPanel: Bool {
    switch self {
    case .bmp, .bin: true
    case .png, .svg, .pdf: false
    }
  }

  /// Whether a document of several pages fits in one file of this format.
  public var holdsPages: Bool {
    switch self {
    case .pdf: true
    case .png, .svg, .bmp, .bin: false
    }
  }

  /// The names for a message: "png, svg, pdf, bmp or bin".
  public static let choices = listed(allCases.map(\.rawValue))

  /// The file name extensions for a message: ".png, .svg, .pdf, .bmp or .bin".
  public static let extensionChoices = listed(allCases.map { "." + $0.fileExtension })

  /// The formats a panel's image is written in, for a message: "png, bmp or bin".
  public static let panelChoices = listed(
    allCases.filter { $0.needsPanel || $0 == .png }.map(\.rawValue))

  /// The formats of an image made for no panel, for a message: "png, svg or pdf".
  public static let imageChoices = listed(allCases.filter { !$0.needsPanel }.map(\.rawValue))

  private static func listed(_ names: [String]) -> String {
    names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }
}
