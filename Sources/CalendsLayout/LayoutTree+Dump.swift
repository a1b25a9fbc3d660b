extension LayoutTree {
  /// One line per item — `dateCell 2019-01-23 [selected] 267.86,190 53.57x51 "23"` — so
  /// layout tests compare readable text rather than numbers scattered through assertions.
  public func dump() -> String {
    var lines = ["layout \(Rect.format(width))x\(Rect.format(height)) title=\"\(title)\""]
    for item in items {
      var parts = [item.kind.rawValue]
      if let date = item.date { parts.append(date.description) }
      if let end = item.endDate { parts.append("…" + end.description) }
      if let caps = item.caps { parts.append("caps=\(caps.left.rawValue)-\(caps.right.rawValue)") }
      if let month = item.month { parts.append(month.description) }
      if let weekday = item.weekday { parts.append("weekday=\(weekday)") }
      if let week = item.week { parts.append("week=\(week)") }
      if let identifier = item.identifier { parts.append("id=\(identifier)") }
      if let start = item.start, let end = item.end { parts.append("\(start)…\(end)") }
      if let time = item.time { parts.append("time=\(time)") }
      if let column = item.column, let columns = item.columns {
        parts.append("lane=\(column)/\(columns)")
      }
      if let enabled = item.enabled { parts.append(enabled ? "enabled" : "not-enabled") }
      if let states = item.states { parts.append("[" + states.joined(separator: ",") + "]") }
      if let selection = item.selection, selection != .none {
        parts.append("selection=\(selection.rawValue)")
      }
      if item.hasEvent == true { parts.append("event") }
      if item.inDisplayedMonth == false { parts.append("adjacent") }
      parts.append(item.frame.description)
      if let text = item.text { parts.append("\"\(text)\"") }
      lines.append(parts.joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
