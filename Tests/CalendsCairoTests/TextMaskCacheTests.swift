import CalendsDrawing
import CalendsValues
import Testing

@testable import CalendsCairo

/// Masked text must paint what filling its outline in place paints: the mask cache is a
/// speed-up, never a change of output.
@Suite struct TextMaskCacheTests {
  /// One run at a sub-pixel position, on a plain background.
  static func scene(_ text: String, x: Double, y: Double, color: Color, font: FontSpec) -> Scene {
    Scene(
      width: 160, height: 60, background: .white,
      nodes: [
        .rect(Rect(x: 0, y: 0, width: 160, height: 20), Color(hex: 0xD1EFFF)),
        .text(
          TextRun(
            text: text, font: font, color: color,
            frame: Rect(x: x, y: y, width: 120, height: 30), alignment: .leading)),
      ])
  }

  static func largestDifference(_ a: DecodedImage, _ b: DecodedImage) -> Int {
    var largest = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let p = a.pixel(x: x, y: y)
        let q = b.pixel(x: x, y: y)
        largest = max(
          largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
          abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
      }
    }
    return largest
  }

  @Test(arguments: [1, 2, 3])
  func maskedTextPaintsWhatFilledOutlinesPaint(scale: Int) throws {
    let masked = try CairoRenderer()
    let filled = try CairoRenderer()
    filled.masksText = false
    let texts: [(String, FontSpec, Color)] = [
      ("Jan 2019", .system(17, weight: .semibold), .black),
      ("23", .system(17), Color(hex: 0x0070F2)),
      ("שלום", FontSpec(family: "DejaVu Sans", size: 14), Color(red: 200, green: 0, blue: 0)),
      ("Wg 31", .system(13, italic: true), Color(red: 0, green: 0, blue: 0, alpha: 140)),
    ]
    // Phases that are whole, halves, and arbitrary fractions of a pixel, on both axes; the
    // run starts half inside the shaded strip so the text is composited over two colours.
    let offsets = [0.0, 0.125, 0.3, 0.5, 0.71, 0.999]
    for (text, font, color) in texts {
      for (index, dx) in offsets.enumerated() {
        let dy = offsets[(index * 5 + 1) % offsets.count]
        let scene = Self.scene(text, x: 10 + dx, y: 5 + dy, color: color, font: font)
        let a = try PNGDecoding.decode(masked.render(scene, format: .png, scale: scale))
        let b = try PNGDecoding.decode(filled.render(scene, format: .png, scale: scale))
        // Coverage is the same; compositing a mask may round a channel the other way.
        #expect(
          Self.largestDifference(a, b) <= 1,
          "'\(text)' at +\(dx), +\(dy), scale \(scale)")
        #expect(TestScenes.inkBounds(a) != nil)
      }
    }
  }

  @Test func aWarmCacheDrawsTheSameBytesAsAColdOne() throws {
    let warm = try CairoRenderer()
    let first = try warm.render(TestScenes.mixed(), format: .png, scale: 2)
    _ = try warm.render(
      Self.scene("Other", x: 3.3, y: 4.4, color: .black, font: .system(17)), format: .png, scale: 2)
    let again = try warm.render(TestScenes.mixed(), format: .png, scale: 2)
    let cold = try CairoRenderer().render(TestScenes.mixed(), format: .png, scale: 2)
    #expect(again == first)
    #expect(cold == first)
    #expect(warm.textMasks.bytes > 0)
  }

  @Test func theCacheStaysWithinItsBound() throws {
    let renderer = try CairoRenderer()
    // Large text at many phases: more masks than the bound holds.
    for step in 0..<400 {
      let scene = Self.scene(
        "Day \(step)", x: Double(step % 97) / 97, y: Double(step % 89) / 89, color: .black,
        font: .system(40))
      _ = try renderer.render(scene, format: .png, scale: 3)
      #expect(renderer.textMasks.bytes <= TextMaskCache.capacityBytes)
    }
  }
}
