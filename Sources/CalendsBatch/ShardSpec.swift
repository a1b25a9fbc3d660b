/// `I/N`, 0-based: part `index` of `count`. Names both a shard of a batch (`--shard`, for
/// job arrays that split one manifest across machines) and a worker of a multi-process
/// batch (the hidden `--worker`).
public struct ShardSpec: Sendable, Equatable, CustomStringConvertible {
  public let index: Int
  public let count: Int

  /// Nil unless 0 ≤ `index` < `count`.
  public init?(index: Int, count: Int) {
    guard count > 0, (0..<count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Nil unless `text` is `I/N` with 0 ≤ I < N.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      return nil
    }
    self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }
}
