import Foundation

/// Writing to a file descriptor.
package enum Descriptor {
  /// Writes every byte, resuming after short writes and signals; the `errno` of a failure.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}
