import CCairo
import CDeflate
import CalendsValues

/// Which libdeflate the process runs with. The library has no version call, and the header's
/// version is the one built against: a binary built on Debian 12 (1.14) and run on Debian 13
/// loads 1.23, and its `small` PNG bytes differ. So the version is the header's plus the
/// first 8 hex digits of the SHA-256 of the shared object actually loaded, which changes
/// whenever the library does.
enum LoadedLibdeflate {
  static let version: String = {
    let header = LIBDEFLATE_VERSION_STRING
    guard let file = LoadedSharedObject.path(prefix: "libdeflate.so"),
      let digest = FileDigest.sha256(ofFileAt: file)
    else {
      return header
    }
    return header + "+" + digest.hex.prefix(8)
  }()
}
