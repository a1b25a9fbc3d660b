/// "Did you mean" suggestions: most stylesheet mistakes are one or two typed characters
/// away from a known name, and naming that name saves a trip to the documentation.
package enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a plausible typo.
  /// Case differences are free, since a wrong case is the commonest slip in a
  /// case-sensitive format. Ties go to the earlier candidate, so tables list the
  /// likelier names first.
  package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let query = Array(word.lowercased().unicodeScalars)
    // Long inputs cannot be typos of our short names; skipping them also bounds the work
    // on hostile input.
    guard !query.isEmpty, query.count <= 64 else { return nil }
    let limit = max(2, query.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(query, Array(candidate.lowercased().unicodeScalars))
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// `"; did you mean 'x'?"` or nothing.
  package static func clause(for word: String, in candidates: some Sequence<String>) -> String {
    closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// Optimal string alignment distance: Levenshtein plus adjacent transpositions, because
  /// swapped letters (`titel`) are as common a typo as a wrong one.
  package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
