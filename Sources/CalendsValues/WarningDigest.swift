/// Warnings as people read them: each kind once, with a count of the rest.
///
/// A generated stylesheet can repeat one unknown property 60,000 times, and an exported
/// calendar one bad value on every event; a log of 60,000 identical lines hides everything
/// else in it, and so do three of them per file. Warnings of one kind (the same text once
/// quoted names and numbers such as line and column are set aside) in one file are printed
/// once, the first of them, saying how many more there were and naming up to three other
/// things they quote; at most `total` kinds are
/// printed, so 60,000 different kinds cannot flood either, and one last line counts the
/// rest. Tools read every warning instead (`--error-format json`): they count and filter
/// for themselves.
public enum WarningDigest {
  /// Kinds printed in all before the rest are only counted on one last line.
  public static let total = 20

  /// `warnings` in order, each once: pages of one document repeat their spec's warnings.
  public static func eachOnce<Warning: Hashable>(_ warnings: [Warning]) -> [Warning] {
    var seen: Set<Warning> = []
    return warnings.filter { seen.insert($0).inserted }
  }

  /// `warnings` as printed, in the order their kinds first appear: the first warning of
  /// each kind and file, its message followed by "(and N more like this)" when there were
  /// more, for at most `total` kinds; then an "…and N more warnings" warning (code
  /// `more-warnings`) counting those of the kinds left out.
  public static func lines(_ warnings: [Diagnostic]) -> [Diagnostic] {
    var kinds: [Group] = []
    var index: [Kind: Int] = [:]
    var rest = 0
    for warning in warnings {
      let kind = Kind(file: warning.file, text: kind(of: warning.description))
      if let known = index[kind] {
        kinds[known].add(warning)
      } else if kinds.count < total {
        index[kind] = kinds.count
        kinds.append(Group(first: warning))
      } else {
        rest += 1
      }
    }
    var lines = kinds.map { kind in
      var line = kind.first
      if kind.count > 1 {
        let others = kind.otherNames.map { "'\($0)'" }
        let named = others.isEmpty ? "" : ": " + others.joined(separator: ", ")
        let unnamed = kind.moreNames ? ", …" : ""
        line.message += " (and \(grouped(kind.count - 1)) more like this\(named)\(unnamed))"
      }
      return line
    }
    if rest > 0 { lines.append(.warning(.moreWarnings, "…and \(grouped(rest)) more warnings")) }
    return lines
  }

  /// The warnings of one kind: the first, printed; how many; and the other names they quote
  /// (the first quoted text that differs from the first warning's: another font's family,
  /// another value), so that "(and 1 more like this: 'Noto Serif')" still names what the
  /// folded line is about. Up to `namesShown` of them.
  private struct Group {
    static let namesShown = 3
    let first: Diagnostic
    let firstQuoted: [Substring]
    var count = 1
    var otherNames: [String] = []
    var moreNames = false

    init(first: Diagnostic) {
      self.first = first
      firstQuoted = WarningDigest.quoted(in: first.description)
    }

    mutating func add(_ warning: Diagnostic) {
      count += 1
      guard !moreNames else { return }
      let quoted = WarningDigest.quoted(in: warning.description)
      guard
        let name = quoted.indices.first(where: {
          $0 >= firstQuoted.count || quoted[$0] != firstQuoted[$0]
        }).map({ String(quoted[$0]) }),
        !otherNames.contains(name)
      else { return }
      if otherNames.count == Self.namesShown { moreNames = true } else { otherNames.append(name) }
    }
  }

  /// The texts a warning quotes ('…'), in order.
  static func quoted(in warning: String) -> [Substring] {
    let parts = warning.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
  }

  /// Warnings alike: the file they are in (whole: `a1.ics` is not `a2.ics`), and the text.
  private struct Kind: Hashable {
    var file: String?
    var text: String
  }

  /// The warning without what varies between warnings of one kind: quoted text, digits and
  /// hexadecimal numbers (`0xEC`: the bytes of a file that is not UTF-8).
  static func kind(of warning: String) -> String {
    var kind = String.UnicodeScalarView()
    var quoted = false
    let scalars = Array(warning.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if scalar == "'" {
        quoted.toggle()
        kind.append(scalar)
      } else if quoted {
        continue
      } else if scalar == "0", index < scalars.count, scalars[index] == "x" {
        index += 1
        while index < scalars.count, scalars[index].properties.isASCIIHexDigit { index += 1 }
      } else if !("0"..."9").contains(scalar) {
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
