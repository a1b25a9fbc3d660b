import SeededRandom
import Testing

@testable import CalendsLayout

@Suite struct TimelineLaneAssignmentTests {
  func overlaps(_ a: (start: Int, end: Int), _ b: (start: Int, end: Int)) -> Bool {
    a.start < b.end && b.start < a.end
  }

  @Test func overlappingIntervalsGetDifferentLanesAndTheFewestLanes() {
    var random = SeededGenerator(seed: 2019)
    for trial in 0..<500 {
      let count = Int.random(in: 1...30, using: &random)
      let intervals: [(start: Int, end: Int)] = (0..<count).map { _ in
        let start = Int.random(in: 0..<1440, using: &random) / 15 * 15
        return (start, min(1440, start + Int.random(in: 1...240, using: &random)))
      }
      let placements = TimelineLaneAssignment.assign(intervals)
      #expect(placements.count == count)
      for i in 0..<count {
        #expect(
          placements[i].lane >= 0 && placements[i].lane < placements[i].lanes, "trial \(trial)")
        for j in (i + 1)..<count where overlaps(intervals[i], intervals[j]) {
          #expect(
            placements[i].lane != placements[j].lane,
            "trial \(trial): \(intervals[i]) \(intervals[j])")
          // Transitively overlapping intervals form one cluster and share its lane count.
          #expect(placements[i].lanes == placements[j].lanes, "trial \(trial)")
        }
      }
      // Each cluster uses exactly as many lanes as intervals overlap at its busiest moment.
      for i in 0..<count {
        let busiest = intervals.filter {
          $0.start <= intervals[i].start && intervals[i].start < $0.end
        }.count
        #expect(placements[i].lanes >= busiest, "trial \(trial)")
      }
      let moments = Set(intervals.map(\.start))
      let mostAtOnce =
        moments.map { moment in intervals.filter { $0.start <= moment && moment < $0.end }.count }
        .max() ?? 0
      #expect(placements.map(\.lanes).max() == mostAtOnce, "trial \(trial)")
    }
  }

  @Test func touchingIntervalsDoNotOverlap() {
    let placements = TimelineLaneAssignment.assign([(540, 600), (600, 660)])
    #expect(placements.map(\.lane) == [0, 0])
    #expect(placements.map(\.lanes) == [1, 1])
  }

  @Test func aChainSharesOneLaneCountAndReusesFreedLanes() {
    // A 9–11, B 9:30–10:30, C 10–12, D 10:45–13: one cluster of three lanes; D takes B's lane.
    let placements = TimelineLaneAssignment.assign([
      (540, 660), (570, 630), (600, 720), (645, 780), (780, 840),
    ])
    #expect(placements.map(\.lane) == [0, 1, 2, 1, 0])
    #expect(placements.map(\.lanes) == [3, 3, 3, 3, 1])
  }

  @Test func equalStartsPutTheLongerFirstThenInputOrder() {
    let placements = TimelineLaneAssignment.assign([(540, 600), (540, 700), (540, 600)])
    #expect(placements.map(\.lane) == [1, 0, 2])
  }
}
