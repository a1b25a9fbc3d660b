/// The order a batch with several workers hands out its entries in: those that took much
/// longer than the rest last time (their records say how long) go first, so that no worker
/// is left drawing one of them while the others have run out.
///
/// An entry cannot be split between workers, and one can be a fifth of a batch (a planner
/// of 431 pages among months): drawn last, it kept one of two workers idle for a tenth of
/// the samples batch. The rest keep the manifest's order, so that a worker's share still
/// holds neighbouring entries (one locale, one script; see `WorkDispatcher`). Outputs do
/// not depend on the order.
enum EntryOrder {
  /// An entry that took this many times the mean of the recorded ones, or more, is heavy.
  static let heavyFactor = 4
  /// Past this many entries no records are read for the order: reading them would cost
  /// more than one entry's share of the run could leave a worker waiting.
  static let mostEntries = 20_000

  /// A permutation of `costs.indices` (each an entry's last drawing time, nil where not
  /// known) for `shares` equal contiguous shares, as `WorkDispatcher` deals them: heavy
  /// entries, longest first, each to the share with the least heavy time so far that has
  /// room, at its front; the other entries, in their order, fill the shares after them.
  /// With one share (threads taking entries in turn), the heavy entries come first,
  /// longest first. Without heavy entries, the order is unchanged.
  static func order(costs: [Int?], shares: Int) -> [Int] {
    let known = costs.compactMap { $0 }
    guard shares >= 1, !known.isEmpty else { return Array(costs.indices) }
    let mean = known.reduce(0, +) / known.count
    let heavy = costs.enumerated().compactMap { index, cost -> (index: Int, cost: Int)? in
      guard let cost, cost > 0, cost >= heavyFactor * mean else { return nil }
      return (index, cost)
    }
    guard !heavy.isEmpty else { return Array(costs.indices) }
    let total = costs.count
    let sizes = (0..<shares).map { share in
      total * (share + 1) / shares - total * share / shares
    }
    var fronts = Array(repeating: [Int](), count: shares)
    var loads = Array(repeating: 0, count: shares)
    let longestFirst = heavy.sorted { (-$0.cost, $0.index) < (-$1.cost, $1.index) }
    for entry in longestFirst {
      // There is always room: the heavy entries are among the entries the shares hold.
      let open = (0..<shares).filter { fronts[$0].count < sizes[$0] }
      guard let share = open.min(by: { (loads[$0], $0) < (loads[$1], $1) }) else { break }
      fronts[share].append(entry.index)
      loads[share] += entry.cost
    }
    let isHeavy = Set(fronts.joined())
    var rest = costs.indices.filter { !isHeavy.contains($0) }[...]
    var order: [Int] = []
    order.reserveCapacity(total)
    for share in 0..<shares {
      order += fronts[share]
      let fill = sizes[share] - fronts[share].count
      order += rest.prefix(fill)
      rest = rest.dropFirst(fill)
    }
    return order
  }
}
