import CalendsTheme
import CalendsValues

/// The stylesheet tokenizer, parser, variables and cascade: any bytes must end in a sheet
/// or a diagnostic. Bytes that are not UTF-8 are refused by `Stylesheet.load` before
/// parsing, so only text is parsed here.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStylesheet(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  else {
    return 0
  }
  guard let sheet = try? Stylesheet.parse(text, file: "fuzz.nss") else { return 0 }
  // A sheet that parses must resolve for every context without trapping.
  for device in MediaDevice.allCases {
    for orientation in MediaOrientation.allCases {
      for appearance in [Appearance.light, .dark] {
        _ = sheet.resolve(
          appearance: appearance, context: MediaContext(device: device, orientation: orientation))
      }
    }
  }
  return 0
}
