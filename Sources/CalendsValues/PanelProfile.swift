/// An e-paper panel (or an e-reader's screen) as an output: its exact pixels, how the
/// picture is turned onto them, the colours it can show and what its file may weigh.
///
/// A profile is output, not a family: any style renders into it. The picture is drawn at
/// one pixel per point in `drawnWidth`×`drawnHeight`, then turned by `rotation` into the
/// device's `width`×`height` and mapped to `palette` (`PanelPalette`'s nearest colour rule).
public struct PanelProfile: Hashable, Sendable {
  /// The name a spec gives (`panel: trmnl`), lowercase.
  public var name: String
  /// The device's pixel width, as its driver reads rows.
  public var width: Int
  /// The device's pixel height.
  public var height: Int
  /// How the drawn picture is turned onto the device's rows.
  public var rotation: PanelRotation
  /// The colours, in the driver's index order.
  public var palette: PanelPalette
  /// Whether edges keep their antialiasing grey: only for panels with grey levels to show it
  /// (an e-reader's 16 greys). Off, shapes and text are drawn solid, so a 1-bit or a
  /// few-colour panel gets crisp edges instead of grey noise.
  public var antialiasing: Bool
  /// The most bytes a PNG may take (TRMNL reads at most 90 KB: 90,000 bytes), or nil for no budget; a
  /// larger image is an error, not a file the device refuses.
  public var maximumPNGBytes: Int?

  /// A profile from its parts; `PanelProfile.Limits` are the reader's to check.
  public init(
    name: String, width: Int, height: Int, rotation: PanelRotation = .none,
    palette: PanelPalette, antialiasing: Bool = false, maximumPNGBytes: Int? = nil
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.rotation = rotation
    self.palette = palette
    self.antialiasing = antialiasing
    self.maximumPNGBytes = maximumPNGBytes
  }

  /// The width the picture is drawn at (points, one pixel each): the device's height when
  /// the rotation is a quarter turn.
  public var drawnWidth: Int { rotation.swapsSides ? height : width }
  /// The height the picture is drawn at.
  public var drawnHeight: Int { rotation.swapsSides ? width : height }

  /// What a profile may give, checked where a profile is read.
  public enum Limits {
    /// Each side, in pixels: the canvas's own width range, so a panel's picture is a canvas
    /// any style can fill.
    public static let side = 200...4096
    /// A PNG budget, in bytes.
    public static let pngBytes = 1_024...(64 * 1024 * 1024)
  }
}
