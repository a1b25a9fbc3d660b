/// Durations as people write them in specs and flags: whole seconds (`900`), or a count with
/// `s`, `m`, `h` or `d` (`15m`, `2h`, `1d`).
public enum DurationText {
  /// The longest duration read: a feed's `maxAge` past a year means "never fetch again",
  /// which a spec should say by not naming the feed.
  public static let limit = 366 * 86_400

  /// The seconds `text` means, or nil when it is not a duration within the limit.
  public static func seconds(_ text: String) -> Int? {
    let units = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
    var amount: Int?
    if let unit = text.last.flatMap({ units[String($0)] }), let count = Int(text.dropLast()),
      count >= 0, count <= limit / unit
    {
      amount = count * unit
    } else if let count = Int(text), count >= 0 {
      amount = count
    }
    guard let amount, amount <= limit else { return nil }
    return amount
  }
}
