/// Warnings as they are printed: each kind a few times, then a count.
///
/// A generated stylesheet can repeat one unknown property 60,000 times, and a log of
/// 60,000 identical lines hides everything else in it. Warnings of one kind (the same text
/// form once quoted names and numbers such as line and column are set aside) are printed
/// `perKind` times, at most `total` in all, followed by "…and 59,997 more like …" lines.
public enum WarningDigest {
  /// Warnings of one kind printed before the rest of that kind are only counted.
  public static let perKind = 3
  /// Warnings printed in all before the rest are only counted (the count lines come after).
  public static let total = 20
  /// Kinds summarised on a line of their own; any others share one last line.
  public static let summarisedKinds = 5

  /// `warnings` in order, each once: pages of one document repeat their spec's warnings.
  public static func eachOnce<Warning: Hashable>(_ warnings: [Warning]) -> [Warning] {
    var seen: Set<Warning> = []
    return warnings.filter { seen.insert($0).inserted }
  }

  /// `warnings` as printed, in order: at most `perKind` of a kind and `total` in all, then an
  /// "…and N more like: …" warning (code `more-warnings`, quoting one of them as text) for
  /// each of the first `summarisedKinds` kinds cut, and one for the rest.
  public static func lines(_ warnings: [Diagnostic]) -> [Diagnostic] {
    var lines: [Diagnostic] = []
    var seen: [String: Int] = [:]
    var cut: [(kind: String, example: Diagnostic, count: Int)] = []
    var cutIndex: [String: Int] = [:]
    for warning in warnings {
      let kind = kind(of: warning.description)
      let count = seen[kind, default: 0] + 1
      seen[kind] = count
      if count <= perKind && lines.count < total {
        lines.append(warning)
        continue
      }
      if let index = cutIndex[kind] {
        cut[index].count += 1
      } else {
        cutIndex[kind] = cut.count
        cut.append((kind, warning, 1))
      }
    }
    for entry in cut.prefix(summarisedKinds) {
      let example = MessageText.clipped(entry.example.description, to: MessageText.maximum)
      lines.append(.warning(.moreWarnings, "…and \(grouped(entry.count)) more like: \(example)"))
    }
    let rest = cut.dropFirst(summarisedKinds).reduce(0) { $0 + $1.count }
    if rest > 0 { lines.append(.warning(.moreWarnings, "…and \(grouped(rest)) more warnings")) }
    return lines
  }

  /// The warning without what varies between warnings of one kind: quoted text and digits.
  static func kind(of warning: String) -> String {
    var kind = String.UnicodeScalarView()
    var quoted = false
    for scalar in warning.unicodeScalars {
      if scalar == "'" {
        quoted.toggle()
        kind.append(scalar)
      } else if !quoted && !("0"..."9").contains(scalar) {
        kind.append(scalar)
      }
    }
    return String(kind)
  }

  /// 59999 as "59,999".
  static func grouped(_ number: Int) -> String {
    var digits = Array(String(number))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }
}
