import CCairo
import CalendsDrawing
import CalendsValues
import Foundation
import Testing

@testable import CalendsCairo

/// The standard font directories must draw every script a locale or secondary calendar writes,
/// with the face meant for it, whatever the text's requested family lacks.
@Suite struct ScriptCoverageTests {
  struct Sample: Sendable, CustomStringConvertible {
    var text: String
    var family: String
    var rightToLeft = false
    var description: String { text }
  }

  static let samples: [Sample] = [
    Sample(text: "يناير ٢٠١٩", family: "Noto Sans Arabic", rightToLeft: true),
    Sample(text: "۱۳۹۷ دی – بهمن", family: "Noto Sans Arabic", rightToLeft: true),
    Sample(text: "שבט", family: "Noto Sans Hebrew", rightToLeft: true),
    Sample(text: "正月初一", family: "WenQuanYi Micro Hei"),
    Sample(text: "令和", family: "WenQuanYi Micro Hei"),
    Sample(text: "ひらがな", family: "WenQuanYi Micro Hei"),
    Sample(text: "มกราคม", family: "Noto Sans Thai"),
    Sample(text: "माघ", family: "Noto Sans Devanagari"),
    Sample(text: "January 2019", family: "Inter"),
  ]

  /// Inter has none of these letters: each must come from its fallback face, with no
  /// missing-glyph box, in regular and in bold.
  @Test(arguments: samples) func scriptFallsBackToItsFace(_ sample: Sample) throws {
    let renderer = try CairoRenderer()
    let measurer = try #require(renderer.measurer as? PangoTextMeasurer)
    for font in [FontSpec.system(15), .system(15, weight: .bold)] {
      let coverage = try #require(measurer.coverage(of: sample.text, font: font))
      #expect(coverage.unknownGlyphs == 0)
      #expect(coverage.width > 0)
      #expect(coverage.isRightToLeft == sample.rightToLeft)
      // Spaces, digits and dashes may stay in Inter; every letter is in the script's face.
      #expect(
        Set(coverage.runFamilies).subtracting(["Inter"])
          == (sample.family == "Inter" ? [] : [sample.family]))
      #expect(coverage.runFamilies.contains(sample.family))
    }
  }

  /// Without the fallback faces the same text is tofu, so the test above proves something.
  @Test func latinFontsAloneLeaveGlyphsMissing() throws {
    let shipped = try #require(ShippedFonts.directory)
    let renderer = try CairoRenderer(fonts: FontSetup(directories: [shipped + "/Inter"]))
    let measurer = try #require(renderer.measurer as? PangoTextMeasurer)
    let coverage = try #require(measurer.coverage(of: "正月初一", font: .system(15)))
    #expect(coverage.unknownGlyphs == 4)
  }

  /// Arabic is shaped: its letters join, so the word is narrower than its isolated forms
  /// (a zero-width non-joiner between letters prevents joining).
  @Test func arabicIsShapedRightToLeft() throws {
    let measurer = try #require(try CairoRenderer().measurer as? PangoTextMeasurer)
    let joined = try #require(measurer.coverage(of: "يناير", font: .system(15)))
    let isolated = try #require(
      measurer.coverage(of: "ي\u{200C}ن\u{200C}ا\u{200C}ي\u{200C}ر", font: .system(15)))
    #expect(joined.isRightToLeft)
    #expect(joined.width > 0)
    #expect(joined.width < isolated.width)
  }

  /// Only the Noto script faces are loaded: the rest of the package would slow the fallback
  /// sort and some faces would win it for common characters.
  @Test func onlyTheNotoScriptFacesAreLoaded() throws {
    let fonts = try FontConfiguration(FontSetup(directories: FontSetup.standardDirectories))
    for family in FontSetup.fallbackFamilies {
      #expect(fonts.contains(family: family), "\(family)")
    }
    #expect(!fonts.contains(family: "Noto Traditional Nushu"))
    #expect(!fonts.contains(family: "Noto Serif"))
    #expect(!fonts.contains(family: "Noto Sans"))
    #expect(!fonts.contains(family: "Noto Kufi Arabic"))
    #expect(fonts.families.count < 60)
  }

  @Test func configurationIsValidFontconfigXML() throws {
    let config = try #require(FcConfigCreate())
    defer { FcConfigDestroy(config) }
    let xml = FontConfiguration.configurationXML
    let loaded = xml.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, 1)
      }
    }
    #expect(loaded != 0)
  }

  /// Mixed scripts render to the same bytes from separate renderers.
  @Test func multiScriptOutputIsDeterministic() throws {
    let nodes = Self.samples.enumerated().map { index, sample in
      SceneNode.text(
        TextRun(
          text: sample.text, font: .system(14), color: .black,
          frame: Rect(x: 10, y: 10 + Double(index) * 24, width: 180, height: 24)))
    }
    let scene = Scene(width: 200, height: 240, background: .white, nodes: nodes)
    for format in OutputFormat.allCases where !format.needsPanel {
      let first = try CairoRenderer().render(scene, format: format, scale: 2)
      let second = try CairoRenderer().render(scene, format: format, scale: 2)
      if first != second {
        // Kept for a person to compare: a difference here has been seen once (PDF, in a
        // parallel run of the whole suite) and not reproduced since.
        let folder = FileManager.default.temporaryDirectory
        let a = folder.appendingPathComponent("calends-multiscript-first.\(format)")
        let b = folder.appendingPathComponent("calends-multiscript-second.\(format)")
        try Data(first).write(to: a)
        try Data(second).write(to: b)
        Issue.record("\(format) output differs between renderers: \(a.path) vs \(b.path)")
      }
    }
  }
}
