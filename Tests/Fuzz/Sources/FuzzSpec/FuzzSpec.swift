import Calends
import CalendsValues
import Foundation

/// The spec decoder: UTF-8 and NUL checks, the JSON and YAML readers, then every field
/// rule of `SpecReader`. Any bytes must end in a spec or a `SpecError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  _ = try? SpecReader.read(bytes, source: "fuzz.yaml")
  return 0
}
