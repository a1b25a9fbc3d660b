import CalendsDrawing
import CalendsValues
import Foundation

/// A shipped pattern file, loaded by libhyphen when a word first asks for its points.
///
/// Most pictures wrap no word at all, and loading costs milliseconds (the English file's
/// 11,000 patterns about 7 ms, the German file's 49,000 about 35 ms), which a process that
/// draws one image should not pay for nothing. Loaded once, then shared by every render of the process.
final class LazyHyphenator: Hyphenating, @unchecked Sendable {
  let path: String
  // Guards `loaded`, which is set once.
  private let lock = NSLock()
  private var loaded: Hyphenator?
  private var failure: RenderError?

  /// `path`'s file was found and is the locked size (`ShippedHyphenation.forLocale`).
  init(path: String) {
    self.path = path
  }

  var hyphenates: Bool { true }

  func hyphenationPoints(in word: String) -> [Int] {
    hyphenator()?.hyphenationPoints(in: word) ?? []
  }

  /// The loaded patterns; nil only when libhyphen cannot read a file that was there when
  /// its language was first asked for (removed since): the words then break as in a
  /// language without patterns, and the next process's check of the file says why.
  private func hyphenator() -> Hyphenator? {
    lock.lock()
    defer { lock.unlock() }
    if let loaded { return loaded }
    guard failure == nil else { return nil }
    do throws(RenderError) {
      loaded = try Hyphenator(patternFile: path)
    } catch {
      failure = error
    }
    return loaded
  }
}
