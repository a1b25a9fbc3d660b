import CalendsCairo
import CalendsPNG
import CalendsValues
import Testing

/// The panel stage: the nearest colour rule, dithering only inside pictures, the rotation
/// onto the device's rows, and the PNG at the palette's bit depth.
@Suite struct PanelImageTests {
  static let waveshareB = PanelProfile.builtIn(named: "waveshare-7in5-b")!
  static let trmnl = PanelProfile.builtIn(named: "trmnl")!
  static let inky = PanelProfile.builtIn(named: "inky-impression-7in3")!

  /// A panel profile of a small size, for rasters a test can write out.
  static func small(_ base: PanelProfile, rotation: PanelRotation = .none) -> PanelProfile {
    var panel = base
    panel.width = 4
    panel.height = 2
    panel.rotation = rotation
    return panel
  }

  @Test func aColourThePanelHasStaysItself() {
    let palette = Self.waveshareB.palette
    #expect(palette.nearest(red: 0xFF, green: 0, blue: 0) == 2)
    #expect(palette.nearest(red: 0xBB, green: 0, blue: 0) == 2)  // negative, darker red
    #expect(palette.nearest(red: 0, green: 0, blue: 0) == 0)
    #expect(palette.nearest(red: 0xFF, green: 0xFF, blue: 0xFF) == 1)
    let inky = Self.inky.palette
    for (index, color) in inky.colors.enumerated() {
      #expect(inky.nearest(red: color.red, green: color.green, blue: color.blue) == index)
    }
  }

  @Test func pastelsTurnWhiteAndDarkColoursBlack() {
    let palette = Self.trmnl.palette
    for pastel: UInt32 in [0xD1E8FF, 0xFFD0D0, 0xEEEEEF, 0xCCCCCC, 0x4DB1FF] {
      #expect(palette.nearest(LabColor(Color(hex: pastel))) == 1, "\(pastel)")
    }
    for dark: UInt32 in [0x0070F2, 0x223548, 0x5B738B, 0xBB0000, 0x107E3E] {
      #expect(palette.nearest(LabColor(Color(hex: dark))) == 0, "\(dark)")
    }
  }

  /// A saturated mark never takes the background's colour: on a light picture an orange
  /// or yellow event dot is black on a black-and-white panel, red on one with red; on a dark
  /// picture it is white. Pastels and greys still take the nearest colour.
  @Test func aSaturatedMarkNeverBecomesTheGround() {
    let trmnl = Self.trmnl.palette
    let white = trmnl.nearest(LabColor(Color.white))
    let black = trmnl.nearest(LabColor(Color.black))
    for ink: UInt32 in [0xEF6C00, 0xFBC02D, 0x4DB1FF, 0x00C853] {
      #expect(trmnl.nearest(LabColor(Color(hex: ink)), ground: white) == black, "\(ink)")
      #expect(trmnl.nearest(LabColor(Color(hex: ink)), ground: black) == white, "\(ink)")
    }
    for pastel: UInt32 in [0xD1E8FF, 0xFFF9C4, 0xCCCCCC, 0xCCE2FC] {
      #expect(trmnl.nearest(LabColor(Color(hex: pastel)), ground: white) == white, "\(pastel)")
    }
    let b = Self.waveshareB.palette
    #expect(b.nearest(LabColor(Color(hex: 0xEF6C00)), ground: 1) == 2, "orange is red there")
  }

  @Test func greyRampsAreKnown() {
    #expect(Self.trmnl.palette.isGreyRamp && Self.trmnl.palette.bitDepth == 1)
    #expect(!Self.waveshareB.palette.isGreyRamp && Self.waveshareB.palette.bitDepth == 2)
    #expect(!Self.inky.palette.isGreyRamp && Self.inky.palette.bitDepth == 4)
    let kindle = PanelProfile.builtIn(named: "kindle")!.palette
    #expect(kindle.isGreyRamp && kindle.bitDepth == 4 && kindle.colors[1] == Color(hex: 0x111111))
  }

  /// A 16×8 grey field: flat, it becomes one colour; inside a picture it is dithered to a
  /// mix, and the error never leaves the picture.
  @Test func onlyPicturesAreDithered() {
    var panel = Self.trmnl
    panel.width = 16
    panel.height = 8
    let grey: UInt32 = 0xFF80_8080
    let pixels = [UInt32](repeating: grey, count: 16 * 8)
    let flat = pixels.withUnsafeBufferPointer {
      PanelQuantizer.quantize(argb: $0.baseAddress!, rowLength: 16, panel: panel, pictures: [])
    }
    #expect(Set(flat.indices).count == 1)
    let picture = PixelArea(x: 0, y: 0, width: 8, height: 8)
    let dithered = pixels.withUnsafeBufferPointer {
      PanelQuantizer.quantize(
        argb: $0.baseAddress!, rowLength: 16, panel: panel, pictures: [picture])
    }
    var inside: [UInt8] = []
    var outside: [UInt8] = []
    for y in 0..<8 {
      for x in 0..<16 { x < 8 ? inside.append(dithered[x, y]) : outside.append(dithered[x, y]) }
    }
    let white = inside.filter { $0 == 1 }.count
    #expect(white > 20 && white < 44, "about half of the picture is white: \(white) of 64")
    #expect(Set(outside) == Set(flat.indices))
    let again = pixels.withUnsafeBufferPointer {
      PanelQuantizer.quantize(
        argb: $0.baseAddress!, rowLength: 16, panel: panel, pictures: [picture])
    }
    #expect(again == dithered)
  }

  @Test func translucentPixelsLieOnWhitePaper() {
    // Premultiplied black at alpha 0x20: a light grey over paper, so white.
    let pixels: [UInt32] = [0x2000_0000, 0xFF00_0000, 0, 0xFFFF_FFFF, 0, 0, 0, 0]
    let image = pixels.withUnsafeBufferPointer {
      PanelQuantizer.quantize(
        argb: $0.baseAddress!, rowLength: 4, panel: Self.small(Self.trmnl), pictures: [])
    }
    #expect(Array(image.indices[0..<4]) == [1, 0, 1, 1])
  }

  /// The drawn picture is 2 wide and 4 tall for a 4×2 panel turned a quarter; its top-left
  /// pixel lands at the device's top-right.
  @Test func aRotationFillsTheDevicesRows() {
    let black: UInt32 = 0xFF00_0000
    let white: UInt32 = 0xFFFF_FFFF
    var pixels = [UInt32](repeating: white, count: 2 * 4)
    pixels[0] = black  // drawn (0, 0)
    for (rotation, expected) in [
      (PanelRotation.quarter, (x: 3, y: 0)), (.half, (x: 3, y: 1)), (.threeQuarters, (x: 0, y: 1)),
      (.none, (x: 0, y: 0)),
    ] {
      let panel = Self.small(Self.trmnl, rotation: rotation)
      let width = panel.drawnWidth
      var drawn = [UInt32](repeating: white, count: panel.drawnWidth * panel.drawnHeight)
      drawn[0] = black
      let image = drawn.withUnsafeBufferPointer {
        PanelQuantizer.quantize(argb: $0.baseAddress!, rowLength: width, panel: panel, pictures: [])
      }
      #expect(image.width == 4 && image.height == 2)
      #expect(image.indices.filter { $0 == 0 }.count == 1)
      #expect(image[expected.x, expected.y] == 0, "\(rotation)")
    }
    _ = pixels
  }

  @Test func thePNGHasThePalettesBitDepth() throws {
    for (panel, depth, colourType) in [
      (Self.trmnl, 1, 0), (Self.waveshareB, 2, 3), (Self.inky, 4, 3),
      (PanelProfile.builtIn(named: "kindle")!, 4, 0),
    ] {
      let count = panel.palette.colors.count
      let indices = (0..<(13 * 5)).map { UInt8($0 % count) }
      let image = PanelImage(width: 13, height: 5, palette: panel.palette, indices: indices)
      let png = try image.pngData()
      #expect(Int(png[24]) == depth && Int(png[25]) == colourType, "\(panel.name)")
      try PNGHeader.checkChunks(png)
      #expect(try image.pngData() == png)
      // Cairo's reader (libpng) gives back the palette's colours, pixel for pixel.
      let decoded = try PNGDecoding.decode(png)
      #expect(decoded.width == 13 && decoded.height == 5)
      for (offset, index) in indices.enumerated() {
        let color = panel.palette.colors[Int(index)]
        let rgba = Array(decoded.rgba[(offset * 4)..<(offset * 4 + 4)])
        #expect(rgba == [color.red, color.green, color.blue, 255], "\(panel.name) \(offset)")
      }
    }
  }

  /// A 10×2 image of `indices` on `panel`'s palette.
  static func image(_ panel: PanelProfile, _ indices: [UInt8]) -> PanelImage {
    PanelImage(width: 10, height: 2, palette: panel.palette, indices: indices)
  }

  /// Black and white: a bit a pixel, MSB first, 1 = white, each row from a new byte.
  @Test func blackAndWhiteRawBytesAreOneBitAPixel() throws {
    let row1: [UInt8] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 0]
    let row2: [UInt8] = [1, 1, 1, 1, 1, 1, 1, 1, 0, 1]
    let raw = try Self.image(Self.trmnl, row1 + row2).rawData()
    #expect(raw == [0b0111_1111, 0b1000_0000, 0b1111_1111, 0b0100_0000])
  }

  /// Black, white and red: the black plane, then the red plane, 0 where inked.
  @Test func threeColoursAreTwoPlanes() throws {
    let row1: [UInt8] = [0, 2, 1, 1, 1, 1, 1, 1, 1, 1]
    let row2: [UInt8] = [1, 1, 1, 1, 1, 1, 1, 1, 2, 0]
    let raw = try Self.image(Self.waveshareB, row1 + row2).rawData()
    #expect(raw.count == 8)
    #expect(Array(raw[0..<4]) == [0b0111_1111, 0b1100_0000, 0b1111_1111, 0b1000_0000])
    #expect(Array(raw[4..<8]) == [0b1011_1111, 0b1100_0000, 0b1111_1111, 0b0100_0000])
  }

  /// Seven colours: 4 bits a pixel, high nibble first (Inky's buffer).
  @Test func sevenColoursAreNibbles() throws {
    let indices: [UInt8] = (0..<20).map { UInt8($0 % 7) }
    let raw = try Self.image(Self.inky, indices).rawData()
    #expect(raw == [0x01, 0x23, 0x45, 0x60, 0x12, 0x34, 0x56, 0x01, 0x23, 0x45])
  }

  /// The BMP: its header, the palette as its colour table, rows bottom up padded to 4 bytes.
  @Test func theBMPIsBottomUpWithThePaletteAsItsTable() throws {
    let row1: [UInt8] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 0]
    let row2: [UInt8] = [1, 1, 1, 1, 1, 1, 1, 1, 0, 1]
    let bmp = try Self.image(Self.trmnl, row1 + row2).bmpData()
    func int(_ offset: Int, _ count: Int) -> Int {
      (0..<count).reduce(0) { $0 | Int(bmp[offset + $1]) << (8 * $1) }
    }
    #expect(bmp[0] == 0x42 && bmp[1] == 0x4D && int(2, 4) == bmp.count)
    #expect(int(10, 4) == 62 && int(14, 4) == 40 && int(18, 4) == 10 && int(22, 4) == 2)
    #expect(int(28, 2) == 1 && int(46, 4) == 2)
    #expect(Array(bmp[54..<62]) == [0, 0, 0, 0, 255, 255, 255, 0])
    // Bottom up: row 2 first.
    #expect(
      Array(bmp[62..<70]) == [0b1111_1111, 0b0100_0000, 0, 0, 0b0111_1111, 0b1000_0000, 0, 0])
    let inky = try Self.image(Self.inky, [UInt8](repeating: 4, count: 20)).bmpData()
    #expect(inky[28] == 4 && inky.count == 14 + 40 + 7 * 4 + 8 * 2)
  }
}
