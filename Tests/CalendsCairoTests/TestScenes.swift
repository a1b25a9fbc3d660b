import CalendsCairo
import CalendsDrawing
import CalendsValues

/// Small hand-built scenes shared by the tests.
enum TestScenes {
  static let red = Color(red: 255, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 255)

  static func redRect() -> Scene {
    Scene(
      width: 100, height: 60, background: .white,
      nodes: [.rect(Rect(x: 20, y: 10, width: 40, height: 30), red)])
  }

  /// Something of everything, so determinism tests cover text, curves and fills.
  static func mixed(background: Color = .white) -> Scene {
    Scene(
      width: 240, height: 120, background: background,
      nodes: [
        .rect(Rect(x: 0, y: 0, width: 240, height: 30), Color(hex: 0xF5F6F7)),
        .text(
          TextRun(
            text: "November 2025", font: .system(17, weight: .semibold), color: .black,
            frame: Rect(x: 8, y: 0, width: 224, height: 30), alignment: .leading)),
        .circle(center: Point(x: 40, y: 70), radius: 18, Color(hex: 0x0070F2)),
        .text(
          TextRun(
            text: "15", font: .system(17), color: .white,
            frame: Rect(x: 20, y: 50, width: 40, height: 40))),
        .roundedRect(Rect(x: 80, y: 52, width: 60, height: 36), radius: 18, Color(hex: 0xD1EFFF)),
        .text(
          TextRun(
            text: "16", font: .system(17, italic: true), color: .black,
            frame: Rect(x: 80, y: 52, width: 60, height: 36))),
        .text(
          TextRun(
            text: "שלום", font: FontSpec(family: "DejaVu Sans", size: 14), color: red,
            frame: Rect(x: 150, y: 52, width: 82, height: 36), alignment: .trailing)),
        .rect(
          Rect(x: 0, y: 100, width: 240, height: 20), Color(red: 0, green: 128, blue: 0, alpha: 96)),
      ])
  }

  /// Finds the bounding box (in pixels) of pixels that differ from `background`.
  static func inkBounds(_ image: DecodedImage, background: Color = .white) -> (
    minX: Int, minY: Int, maxX: Int, maxY: Int
  )? {
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        if p.red == background.red && p.green == background.green && p.blue == background.blue
          && p.alpha == background.alpha
        {
          continue
        }
        if let b = bounds {
          bounds = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
        } else {
          bounds = (x, y, x, y)
        }
      }
    }
    return bounds
  }
}
