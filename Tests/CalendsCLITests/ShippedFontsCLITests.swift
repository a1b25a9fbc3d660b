import Foundation
import Testing

/// The renderer draws only with the fonts that ship in the package: the system's fonts and
/// font configuration cannot change a sample, and a changed shipped font stops rendering
/// with a message naming it.
@Suite struct ShippedFontsCLITests {
  /// Samples in Arabic, Hebrew, Chinese and the DejaVu faces of booking-clown, rendered with
  /// fontconfig's system configuration replaced by an empty one (no system font folders) and
  /// a fresh cache, still match the committed images byte for byte.
  @Test func systemFontsPlayNoPart() throws {
    let root = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = FileManager.default
    let samples = [
      "styles/arabic-islamic-rtl", "styles/hebrew-rtl", "styles/secondary-chinese",
      "booking/booking-clown",
    ]
    for folder in ["Samples/styles", "Samples/booking", "Themes", "home"] {
      try files.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for sample in samples {
      try files.copyItem(
        at: CLI.packageRoot.appendingPathComponent("Samples/\(sample).yaml"),
        to: root.appendingPathComponent("Samples/\(sample).yaml"))
    }
    try files.copyItem(
      at: CLI.packageRoot.appendingPathComponent("Themes/booking-clown.nss"),
      to: root.appendingPathComponent("Themes/booking-clown.nss"))
    let config = root.appendingPathComponent("empty-fonts.conf")
    try Data("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".utf8).write(to: config)
    let home = root.appendingPathComponent("home").path
    let environment = [
      "FONTCONFIG_FILE": config.path, "FONTCONFIG_PATH": home, "HOME": home,
      "XDG_CACHE_HOME": home, "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home,
    ]
    for folder in ["Samples/styles", "Samples/booking"] {
      let result = try CLI.run(
        ["samples", root.appendingPathComponent(folder).path], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
    }
    for sample in samples {
      for format in ["png", "svg"] {
        let made = try Data(contentsOf: root.appendingPathComponent("Samples/\(sample).\(format)"))
        let committed = try Data(
          contentsOf: CLI.packageRoot.appendingPathComponent("Samples/\(sample).\(format)"))
        #expect(made == committed, "\(sample).\(format)")
      }
    }
  }

  /// A copy of the binary beside a copy of the font folder in which one font was cut short:
  /// rendering fails (exit 1) naming the file, nothing is written, and `doctor` reports it.
  @Test func aChangedFontIsRefusedByName() throws {
    let root = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = FileManager.default
    let binary = try CLI.binaryWithDamagedResource(
      "Calends_CalendsCairo.resources/Fonts", cutShort: "Inter/Inter-Regular.otf", in: root)
    let output = root.appendingPathComponent("out.png")
    let spec = CLI.packageRoot.appendingPathComponent("Samples/today.yaml").path
    let render = try CLI.run(["render", spec, "-o", output.path], binary: binary)
    #expect(render.status == 1)
    #expect(render.stderr.contains("the shipped font file Inter/Inter-Regular.otf was changed"))
    #expect(render.stderr.contains("fonts.lock says 258992"))
    #expect(!files.fileExists(atPath: output.path))

    let doctor = try CLI.run(["doctor"], binary: binary)
    #expect(doctor.status == 1)
    #expect(doctor.stdout.contains("  changed "))
    #expect(doctor.stdout.contains(" Inter/Inter-Regular.otf\n"))
    #expect(doctor.stdout.contains("fonts.lock: 1 of 72 fonts do not match"))
  }
}
