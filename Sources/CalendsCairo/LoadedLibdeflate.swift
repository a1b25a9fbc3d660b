import CCairo

#if canImport(Glibc)
  import Glibc
#endif

/// Which libdeflate the process runs with. The library has no version call, and the header's
/// version is the one built against: a binary built on Debian 12 (1.14) and run on Debian 13
/// loads 1.23, and its `small` PNG bytes differ. So the version is the header's plus the
/// first 8 hex digits of the SHA-256 of the shared object actually loaded, which changes
/// whenever the library does.
enum LoadedLibdeflate {
  static let version: String = {
    let header = LIBDEFLATE_VERSION_STRING
    guard let file = loadedFile(), let digest = FileDigest.sha256(ofFileAt: file) else {
      return header
    }
    return header + "+" + digest.hex.prefix(8)
  }()

  /// The path of the libdeflate shared object mapped into this process (from
  /// `/proc/self/maps`), or nil when it is linked statically or cannot be found.
  static func loadedFile() -> String? {
    guard let maps = fopen("/proc/self/maps", "r") else { return nil }
    defer { fclose(maps) }
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, Int32(line.count), maps) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard let slash = text.firstIndex(of: "/") else { continue }
      let path = text[slash...].trimmingCharacters(in: "\n")
      if path.split(separator: "/").last?.hasPrefix("libdeflate.so") == true { return path }
    }
    return nil
  }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var text = String(self)
    while text.last == character { text.removeLast() }
    return text
  }
}
