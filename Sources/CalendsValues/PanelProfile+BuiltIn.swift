extension PanelProfile {
  /// The panels Calends knows by name. Colours are the ones each maker's library quantizes
  /// to, in its index order; a spec can define others (`panel: {name:, width:, …}`).
  public static let builtIn: [PanelProfile] = [
    PanelProfile(
      name: "waveshare-7in5-v2", width: 800, height: 480, palette: blackAndWhite),
    PanelProfile(
      name: "waveshare-7in5-b", width: 800, height: 480,
      palette: PanelPalette([.black, .white, Color(hex: 0xFF0000)])!),
    PanelProfile(
      name: "inky-impression-7in3", width: 800, height: 480,
      // Pimoroni's inky library (`inky_ac073tc1a`): BLACK 0, WHITE 1, GREEN 2, BLUE 3, RED 4,
      // YELLOW 5, ORANGE 6, each the colour its `set_image` quantizes to at the default
      // saturation 0.5 — halfway between the pure colour and the ink as measured, truncated
      // — so a dark green event is the panel's green, which it resembles, not black. (The
      // pure #00FF00 is nearer yellow than the panel's green is.) The background white
      // still takes index 1.
      palette: PanelPalette(
        [
          .black, Color(hex: 0xECF8FF), Color(hex: 0x01BD26), Color(hex: 0x0D17E2),
          Color(hex: 0xFA2811), Color(hex: 0xFFFF22), Color(hex: 0xF78216),
        ])!),
    PanelProfile(
      name: "kindle", width: 600, height: 800, palette: PanelPalette.greys(16)!,
      antialiasing: true),
    PanelProfile(
      name: "kindle-paperwhite", width: 1072, height: 1448, palette: PanelPalette.greys(16)!,
      antialiasing: true),
    PanelProfile(
      name: "trmnl", width: 800, height: 480, palette: blackAndWhite,
      maximumPNGBytes: 90_000),
  ]

  /// A built-in profile by name, in any case.
  public static func builtIn(named name: String) -> PanelProfile? {
    let lowered = name.lowercased()
    return builtIn.first { $0.name == lowered }
  }

  /// The built-in names for a message: "waveshare-7in5-v2, …, trmnl".
  public static let builtInNames = builtIn.map(\.name)

  private static let blackAndWhite = PanelPalette([.black, .white])!
}
