import CICal
import Dispatch

/// libical's parse of a file's text, run on another thread while the caller scans the same
/// text; `wait()` hands over the tree (nil when libical could not parse it).
///
/// libical 3.0 keeps its error state and temporary buffers per thread, and the tree is not
/// touched by the caller until `wait()` returns, so the parse needs no other lock.
final class BackgroundParse: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var root: OpaquePointer?

  init(_ text: String) {
    DispatchQueue.global(qos: .userInitiated).async {
      self.root = ical.icalparser_parse_string(text)
      self.done.signal()
    }
  }

  /// The parsed tree, once the parse has finished; the caller owns it.
  func wait() -> OpaquePointer? {
    done.wait()
    return root
  }
}
