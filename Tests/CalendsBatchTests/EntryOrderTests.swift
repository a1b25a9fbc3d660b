import Testing

@testable import CalendsBatch

@Suite struct EntryOrderTests {
  /// Without records, or without an entry much longer than the rest, the manifest's order
  /// stands: neighbouring entries stay in one worker's share.
  @Test func withoutHeavyEntriesTheOrderStands() {
    #expect(EntryOrder.order(costs: [nil, nil, nil, nil], shares: 2) == [0, 1, 2, 3])
    #expect(EntryOrder.order(costs: [5, 6, 5, 7, nil, 6], shares: 2) == [0, 1, 2, 3, 4, 5])
    #expect(EntryOrder.order(costs: [], shares: 2) == [])
  }

  /// The samples batch's shape: a 371 ms planner and two 100 ms dashboards among 5 ms
  /// months. Each heavy entry opens a share, the longest first to the share with the least
  /// heavy time; the rest keep their order and fill the shares to equal counts.
  @Test func heavyEntriesOpenTheShares() {
    var costs: [Int?] = Array(repeating: 5, count: 40)
    costs[3] = 371
    costs[28] = 100
    costs[30] = 110
    let order = EntryOrder.order(costs: costs, shares: 2)
    let light = (0..<40).filter { ![3, 28, 30].contains($0) }
    #expect(Array(order.prefix(20)) == [3] + light.prefix(19))
    #expect(Array(order.suffix(20)) == [30, 28] + light.dropFirst(19))
  }

  /// Threads take entries in turn from one queue: the heavy ones come first, longest first.
  @Test func withOneShareHeavyEntriesComeFirstLongestFirst() {
    var costs: [Int?] = Array(repeating: 5, count: 20)
    costs[1] = 90
    costs[3] = nil
    costs[12] = 200
    let rest = (0..<20).filter { $0 != 1 && $0 != 12 }
    #expect(EntryOrder.order(costs: costs, shares: 1) == [12, 1] + rest)
  }

  /// Heavy entries are dealt by load, not in turn: a share with the longest one gets the
  /// next ones only once the other shares have as much.
  @Test func heavyEntriesAreDealtByLoad() {
    var costs: [Int?] = Array(repeating: 1, count: 40)
    costs[0] = 300
    costs[1] = 100
    costs[2] = 100
    costs[3] = 100
    let order = EntryOrder.order(costs: costs, shares: 2)
    #expect(order.prefix(1) == [0])
    #expect(Array(order[20..<23]) == [1, 2, 3])
  }
}
