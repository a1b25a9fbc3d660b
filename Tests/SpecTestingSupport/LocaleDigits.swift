public import CalendsModel
import CalendsValues

extension CalendarText {
  /// `n` in the locale's digits, read off the locale's own day numbers 1…10: what a year or a
  /// week number must read like. For tests, and for positional numbering systems only.
  public func digits(_ n: Int) -> String {
    let units = (1...10).map { dayNumber(Day(year: 2001, month: 1, day: $0)!) }
    let zero = units[9].last!
    return String(String(n).map { $0 == "0" ? zero : Character(units[Int(String($0))! - 1]) })
  }
}
