#if canImport(_FoundationICU)
  import _FoundationICU
#endif

/// Windows zone names, as Outlook and Exchange write them in a TZID without a VTIMEZONE
/// (`TZID:Pacific Standard Time`, `W. Europe Standard Time`), to IANA names, by CLDR's
/// windowsZones mapping (its territory-neutral "001" row: Europe/Berlin for W. Europe).
///
/// Foundation's `TimeZone` has no such lookup; ICU has (`ucal_getTimeZoneIDForWindowsID`),
/// and on Linux the toolchain's Foundation carries ICU as the `_FoundationICU` module, whose
/// library every Foundation process already loads; its functions are prefixed `swift_` (its
/// `urename.h`). Elsewhere (no such module) no Windows name is mapped.
enum WindowsZones {
  /// The IANA name of a Windows zone name; nil for anything else.
  static func iana(_ windowsName: String) -> String? {
    #if canImport(_FoundationICU)
      let input = Array(windowsName.utf16)
      guard !input.isEmpty, input.count <= 128 else { return nil }
      var output = [UInt16](repeating: 0, count: 128)
      var status = U_ZERO_ERROR
      let length = swift_ucal_getTimeZoneIDForWindowsID(
        input, Int32(input.count), nil, &output, Int32(output.count), &status)
      guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0, length <= output.count else {
        return nil
      }
      return String(decoding: output[..<Int(length)], as: UTF16.self)
    #else
      return nil
    #endif
  }
}
