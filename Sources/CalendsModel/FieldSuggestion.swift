/// "Did you mean …?" for enum values and field names.
enum FieldSuggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let exactCase = candidates.first(where: { $0.lowercased() == lowered }) { return exactCase }
    let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.prefix(200))
    let b = Array(b.prefix(200))
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  static func phrase(for word: String, in candidates: [String]) -> String {
    if let match = closest(to: word, in: candidates) { return "; did you mean '\(match)'?" }
    return "; expected one of: " + candidates.joined(separator: ", ")
  }
}
