#if Server
import Foundation

/// Recent outputs by ETag, with their warnings, least recently used first out, bounded in
/// bytes (not entries): a year PDF and a month PNG differ a hundredfold in size.
/// Thread-safe.
final class RenderCache: @unchecked Sendable {
  private final class Node {
    let key: String
    let image: RenderedImage
    var newer: Node?
    weak var older: Node?
    init(key: String, image: RenderedImage) {
      self.key = key
      self.image = image
    }
  }

  let capacity: Int
  private let lock = NSLock()
  private var nodes: [String: Node] = [:]
  /// The least recently used end, and the most recently used one.
  private var oldest: Node?
  private var newest: Node?
  private(set) var byteCount = 0

  init(capacity: Int) {
    self.capacity = capacity
  }

  var count: Int { lock.withLock { nodes.count } }

  func get(_ key: String) -> RenderedImage? {
    lock.withLock {
      guard let node = nodes[key] else { return nil }
      unlink(node)
      append(node)
      return node.image
    }
  }

  /// Keeps `image` unless it alone is over the bound; evicts the oldest to make room.
  func put(_ key: String, _ image: RenderedImage) {
    let size = image.byteCount
    guard size <= capacity else { return }
    lock.withLock {
      if let existing = nodes.removeValue(forKey: key) {
        unlink(existing)
        byteCount -= existing.image.byteCount
      }
      while byteCount + size > capacity, let victim = oldest {
        unlink(victim)
        nodes[victim.key] = nil
        byteCount -= victim.image.byteCount
      }
      let node = Node(key: key, image: image)
      nodes[key] = node
      append(node)
      byteCount += size
    }
  }

  private func unlink(_ node: Node) {
    if let older = node.older { older.newer = node.newer } else { oldest = node.newer }
    if let newer = node.newer { newer.older = node.older } else { newest = node.older }
    node.newer = nil
    node.older = nil
  }

  private func append(_ node: Node) {
    node.older = newest
    newest?.newer = node
    newest = node
    if oldest == nil { oldest = node }
  }
}
#endif  // Server
