import Calends
import CalendsBatch
import CalendsModel
import CalendsValues
import Foundation

/// An empty folder as the manifest's base: `file:` entries resolve against it and find
/// nothing, so a run never depends on what happens to lie around.
let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
  "calends-fuzz-manifest-\(getpid())", isDirectory: true)

/// The manifest decoder: the document readers, then `ManifestReader`'s entries, matrices
/// and names, then each entry's spec fields, as `calends batch` reads them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  guard let document = try? SpecValue.parse(bytes, source: "fuzz.yaml"),
    let manifest = try? BatchManifest.parse(document, source: "fuzz.yaml", baseDirectory: base)
  else { return 0 }
  for entry in manifest.entries.prefix(64) {
    _ = try? SpecReader(source: entry.name).read(.object(entry.fields))
  }
  return 0
}
