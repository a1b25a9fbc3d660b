import CalendsValues
import CCairo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SHA-256 of a file, with GLib's `GChecksum` (GLib is already linked for Pango), read in
/// 1 MB pieces so a large font is never held in memory whole.
enum FileDigest {
  static func sha256(ofFileAt path: String) -> (hex: String, size: Int)? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return nil }
    defer { g_checksum_free(checksum) }
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    var size = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count > 0 {
        buffer.withUnsafeBytes {
          g_checksum_update(checksum, $0.baseAddress!.assumingMemoryBound(to: guchar.self), count)
        }
        size += count
      }
      if count < buffer.count { break }
    }
    guard ferror(file) == 0, let hex = g_checksum_get_string(checksum) else { return nil }
    return (String(cString: hex), size)
  }

  static func sha256(of bytes: [UInt8]) -> String {
    guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return "" }
    defer { g_checksum_free(checksum) }
    bytes.withUnsafeBufferPointer { g_checksum_update(checksum, $0.baseAddress, $0.count) }
    return g_checksum_get_string(checksum).map { String(cString: $0) } ?? ""
  }
}
