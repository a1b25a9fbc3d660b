#if canImport(Glibc)
  import Glibc
#endif

/// Which file a shared library was actually loaded from. A header's version is the one a
/// binary was built against; the library the dynamic loader mapped can be another (a binary
/// built on Debian 12 and run on Debian 13), and only `/proc/self/maps` tells.
public enum LoadedSharedObject {
  /// The path of the first object mapped into this process whose file name starts with
  /// `prefix` (`libdeflate.so`), or nil when it is linked statically or not loaded.
  public static func path(prefix: String) -> String? {
    guard let maps = fopen("/proc/self/maps", "r") else { return nil }
    defer { fclose(maps) }
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, Int32(line.count), maps) != nil {
      var text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      guard let slash = text.firstIndex(of: "/") else { continue }
      while text.last == "\n" { text.removeLast() }
      let path = String(text[slash...])
      if path.split(separator: "/").last?.hasPrefix(prefix) == true { return path }
    }
    return nil
  }
}
