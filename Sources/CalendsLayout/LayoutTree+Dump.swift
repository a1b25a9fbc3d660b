import CalendsValues

extension LayoutTree {
  /// One line per item with every field it has —
  /// `dateCell 2019-01-23 [selected] 267.86,190 53.57x51 "23" textFrame=267.86,202 53.57x17`
  /// — so layout tests compare readable text rather than numbers scattered through
  /// assertions. A day cell's defaults are left implied: no `selection=` means none, no
  /// `event` means no event, no `adjacent` means a day of the displayed month.
  public func dump() -> String {
    var lines = [
      "layout \(Rect.format(width))x\(Rect.format(height)) title=\"\(MessageText.escaped(title))\""
    ]
    let appearance = inputs.timeline?.appearance ?? .light
    for item in items {
      let r = item.record
      var parts = [item.kind.rawValue]
      if let date = r.date { parts.append(date.description) }
      if let end = r.endDate { parts.append("…" + end.description) }
      if let caps = r.caps { parts.append("caps=\(caps.left.rawValue)-\(caps.right.rawValue)") }
      if let month = r.month { parts.append(month.description) }
      if let weekday = r.weekday { parts.append("weekday=\(weekday)") }
      if let week = r.week { parts.append("week=\(week)") }
      if let identifier = r.identifier { parts.append("id=\(identifier)") }
      if let start = r.start, let end = r.end { parts.append("\(start)…\(end)") }
      if let time = r.time { parts.append("time=\(time)") }
      if let column = r.column, let columns = r.columns {
        parts.append("lane=\(column)/\(columns)")
      }
      if let enabled = r.enabled { parts.append(enabled ? "enabled" : "not-enabled") }
      if let states = r.states { parts.append("[" + states.names.joined(separator: ",") + "]") }
      if let selection = r.selection, selection != .none {
        parts.append("selection=\(selection.rawValue)")
      }
      if r.hasEvent == true { parts.append("event") }
      if r.inDisplayedMonth == false { parts.append("adjacent") }
      parts.append(item.frame.description)
      if let text = r.text { parts.append("\"\(MessageText.escaped(text))\"") }
      if let titleLines = r.lines {
        parts.append(
          "lines=["
            + titleLines.map { "\"\(MessageText.escaped($0.text))\" \($0.frame)" }.joined(
              separator: ", ") + "]")
      }
      if let align = r.textAlign { parts.append("align=\(align.rawValue)") }
      if let title = r.title { parts.append("title=\"\(MessageText.escaped(title))\"") }
      if let detail = r.detail { parts.append("location=\"\(MessageText.escaped(detail))\"") }
      if let color = r.color { parts.append("color=\(color.resolved(for: appearance))") }
      if let fontSize = r.fontSize { parts.append("fontSize=\(Rect.format(fontSize))") }
      if let textFrame = r.textFrame { parts.append("textFrame=\(textFrame)") }
      if let strip = r.strip { parts.append("strip=\(strip)") }
      if let role = r.role { parts.append("role=\(role)") }
      parts += r.dayDataJSON(appearance: appearance).map { "\($0.0)=\($0.1)" }
      parts += (r.wallMonth?.fields ?? []).map { "\($0.0)=\($0.1)" }
      parts += (r.timeline?.dumpFields ?? []).map { "\($0.0)=\($0.1)" }
      parts += (r.agenda?.fields ?? []).map { "\($0.0)=\($0.1)" }
      if let pane = r.pane {
        parts.append(
          "row=\(pane.row) column=\(pane.column) origin=\(Rect.format(pane.origin.x)),\(Rect.format(pane.origin.y))"
        )
      }
      lines.append(parts.joined(separator: " "))
      if let pane = r.pane {
        lines += pane.layout.dump().split(separator: "\n").map { "  " + $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
