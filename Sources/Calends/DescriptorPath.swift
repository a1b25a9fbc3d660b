import Foundation

/// Paths that name one of this process's open descriptors: `/dev/stdin`, `/dev/stdout` and
/// `/dev/stderr` (links to `/proc/self/fd/N` on Linux), `/dev/fd/N`, `/proc/self/fd/N`.
///
/// Such a path is the stream itself, not a file in a folder: an output there is written to
/// the descriptor (a shell's `>>` appends, a pipe gets the bytes), and a spec read from
/// there has no folder for its relative stylesheet paths, like `-`.
enum DescriptorPath {
  /// This process's descriptor that `path` names through links (`/dev/stdout` links to
  /// `/proc/self/fd/1` on Linux), or nil.
  static func descriptor(named path: String) -> Int32? {
    var current = path
    for _ in 0...OutputTarget.maximumLinks {
      if let descriptor = descriptorNumber(current) { return descriptor }
      guard let target = OutputTarget.linkTarget(current), target.hasPrefix("/") else { return nil }
      current = target
    }
    return nil
  }

  /// N in `/dev/fd/N`, `/proc/self/fd/N` or `/proc/PID/fd/N` with this process's PID.
  static func descriptorNumber(_ path: String) -> Int32? {
    let prefixes = ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"]
    guard let prefix = prefixes.first(where: path.hasPrefix) else { return nil }
    return Int32(path.dropFirst(prefix.count))
  }
}
