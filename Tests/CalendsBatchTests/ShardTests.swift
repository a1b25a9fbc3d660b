import CalendsBatch
import Testing

@Suite struct ShardTests {
  @Test func shardsAreDisjointAndCoverEverything() throws {
    let manifest = try BatchTesting.manifest(BatchTests.matrix)
    let shards = (0..<4).map { manifest.shard($0, of: 4) }
    #expect(shards.map(\.count).reduce(0, +) == manifest.entries.count)
    #expect(Set(shards.flatMap { $0.map(\.name) }).count == manifest.entries.count)
  }

  /// Every `count`-th entry of the name-sorted list: which machine runs a shard, or in
  /// which order the manifest listed its entries, does not change what a shard holds.
  @Test func aShardIsEveryNthEntryInNameOrder() throws {
    let manifest = try BatchTesting.manifest(
      "defaults: {today: 2019-01-10}\nspecs: [{name: e.png, spec: {}}, {name: a.png, spec: {}}, {name: d.png, spec: {}}, {name: b.png, spec: {}}, {name: c.png, spec: {}}]"
    )
    #expect(manifest.shard(0, of: 2).map(\.name) == ["a.png", "c.png", "e.png"])
    #expect(manifest.shard(1, of: 2).map(\.name) == ["b.png", "d.png"])
    #expect(manifest.shard(4, of: 8).map(\.name) == ["e.png"])
    #expect(manifest.shard(5, of: 8).isEmpty, "more shards than entries")
  }

  @Test func shardSpecsAreIOfN() {
    let quarter = ShardSpec("2/4")
    #expect(quarter?.index == 2 && quarter?.count == 4)
    #expect(quarter?.description == "2/4")
    #expect(ShardSpec("0/1") == ShardSpec(index: 0, count: 1))
    for bad in ["4/4", "-1/4", "1/0", "1/-2", "a/4", "1", "1/2/3", "", "/", "1/"] {
      #expect(ShardSpec(bad) == nil, "\(bad)")
    }
    #expect(ShardSpec(index: 3, count: 3) == nil)
  }
}
