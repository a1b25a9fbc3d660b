/// Places intervals side by side so that no two overlapping ones share a lane — the
/// interval-graph colouring the week timeline needs for events in one day column.
///
/// Intervals are half-open (`start ..< end`), so an event ending at 10:00 and one starting
/// at 10:00 do not overlap. A cluster is a maximal run of transitively overlapping
/// intervals; every member of a cluster gets the cluster's lane count, so they share the
/// column's width equally and line up. Taking intervals by start time and giving each the
/// lowest free lane uses exactly as many lanes as the most intervals overlapping at one
/// moment — the fewest possible, since interval graphs are perfect.
///
/// Lanes are counted per overlap group only (FullCalendar's timeGrid rule): an interval that
/// overlaps nothing has the whole column, and an interval then widens over the lanes to its
/// right that hold nothing it overlaps (`span`), as FullCalendar's events expand forward.
public enum TimelineLaneAssignment {
  public struct Placement: Hashable, Sendable {
    /// 0-based, from the left.
    public var lane: Int
    /// The lane count of the interval's cluster.
    public var lanes: Int
    /// The lanes it covers from `lane` on: 1, or more where the lanes to its right hold
    /// nothing it overlaps.
    public var span: Int = 1
  }

  /// One placement per interval, in the order given. Ties in start time go to the longer
  /// interval first, then to the earlier in the input, so the result is deterministic.
  public static func assign(_ intervals: [(start: Int, end: Int)]) -> [Placement] {
    let order = intervals.indices.sorted {
      let a = intervals[$0]
      let b = intervals[$1]
      if a.start != b.start { return a.start < b.start }
      if a.end != b.end { return a.end > b.end }
      return $0 < $1
    }
    var placements = [Placement](repeating: Placement(lane: 0, lanes: 1), count: intervals.count)
    var laneEnds: [Int] = []
    var cluster: [Int] = []
    var clusterEnd = Int.min

    func closeCluster() {
      for index in cluster { placements[index].lanes = laneEnds.count }
      cluster.removeAll()
      laneEnds.removeAll()
    }

    for index in order {
      let interval = intervals[index]
      if !cluster.isEmpty && interval.start >= clusterEnd { closeCluster() }
      if let free = laneEnds.firstIndex(where: { $0 <= interval.start }) {
        laneEnds[free] = interval.end
        placements[index].lane = free
      } else {
        laneEnds.append(interval.end)
        placements[index].lane = laneEnds.count - 1
      }
      cluster.append(index)
      clusterEnd = cluster.count == 1 ? interval.end : max(clusterEnd, interval.end)
    }
    closeCluster()
    for index in intervals.indices {
      let interval = intervals[index]
      let lane = placements[index].lane
      let blocked = intervals.indices.filter {
        $0 != index && placements[$0].lane > lane && intervals[$0].start < interval.end
          && interval.start < intervals[$0].end
      }.map { placements[$0].lane }
      placements[index].span = (blocked.min() ?? placements[index].lanes) - lane
    }
    return placements
  }
}
