import CalendsModel
import CalendsValues

extension LayoutTree {
  /// The `calends layout` contract (the documentation's `LayoutJSON.md`):
  /// `width`, `height`, `title`, `spec` (the resolved inputs) and `items`, each with `kind`
  /// and `frame`. Keys are written in a fixed order and numbers rounded to 1/1000 pt, so the
  /// output is stable text.
  public func jsonString() -> String {
    var out = "{\n"
    out += "  \"width\": \(JSONText.number(width)),\n"
    out += "  \"height\": \(JSONText.number(height)),\n"
    out += "  \"title\": \(JSONText.string(title)),\n"
    out += "  \"spec\": \(inputs.jsonObject()),\n"
    out += "  \"items\": [\n"
    let appearance = inputs.timeline?.appearance ?? .light
    out += items.map { "    " + $0.jsonObject(appearance: appearance) }.joined(separator: ",\n")
    out += "\n  ]\n}\n"
    return out
  }
}

extension ResolvedInputs {
  func jsonObject() -> String {
    var fields: [(String, String)] = [
      ("style", JSONText.string(style.rawValue)),
      ("today", JSONText.string(today.description)),
      ("locale", JSONText.string(locale)),
      ("weekStartDay", JSONText.string(weekStartDay.rawValue)),
      ("firstWeekday", String(firstWeekday)),
      ("startDate", JSONText.string(startDate.description)),
      ("endDate", JSONText.string(endDate.description)),
      ("displayDate", JSONText.string(displayDate.description)),
      ("sizeClass", JSONText.string(sizeClass.rawValue)),
    ]
    if let device { fields.append(("device", JSONText.string(device.rawValue))) }
    fields += [
      ("width", JSONText.number(width)),
      ("cellHeight", JSONText.number(cellHeight)),
      ("scale", String(scale)),
      ("theme", JSONText.string(theme)),
      ("rightToLeft", String(rightToLeft)),
    ]
    if let alternateCalendar {
      fields.append(("alternateCalendar", JSONText.string(alternateCalendar)))
    }
    fields.append(
      (
        "selection",
        "[" + selection.map { JSONText.string($0.description) }.joined(separator: ", ") + "]"
      ))
    if let timeline { fields += timeline.jsonFields() }
    if let year { fields += year.jsonFields() }
    return JSONText.object(fields)
  }
}

extension LayoutItem {
  /// `appearance` resolves an event's colour.
  func jsonObject(appearance: Appearance) -> String {
    let r = record
    var fields: [(String, String)] = [
      ("kind", JSONText.string(kind.rawValue)), ("frame", JSONText.frame(frame)),
    ]
    if let date = r.date { fields.append(("date", JSONText.string(date.description))) }
    if let endDate = r.endDate { fields.append(("endDate", JSONText.string(endDate.description))) }
    if let month = r.month { fields.append(("month", JSONText.string(month.description))) }
    if let weekday = r.weekday { fields.append(("weekday", String(weekday))) }
    if let week = r.week { fields.append(("week", String(week))) }
    if let text = r.text { fields.append(("text", JSONText.string(text))) }
    if let lines = r.lines {
      fields.append(
        ("lines", "[" + lines.map { JSONText.string($0.text) }.joined(separator: ", ") + "]"))
    }
    if let states = r.states {
      fields.append(
        ("states", "[" + states.names.map(JSONText.string).joined(separator: ", ") + "]"))
    }
    if let inDisplayedMonth = r.inDisplayedMonth {
      fields.append(("inDisplayedMonth", String(inDisplayedMonth)))
    }
    if let hasEvent = r.hasEvent { fields.append(("hasEvent", String(hasEvent))) }
    if let selection = r.selection {
      fields.append(("selection", JSONText.string(selection.rawValue)))
    }
    if let caps = r.caps {
      fields.append(
        (
          "caps",
          JSONText.object([
            ("left", JSONText.string(caps.left.rawValue)),
            ("right", JSONText.string(caps.right.rawValue)),
          ])
        ))
    }
    if let textAlign = r.textAlign {
      fields.append(("textAlign", JSONText.string(textAlign.rawValue)))
    }
    if let identifier = r.identifier { fields.append(("id", JSONText.string(identifier))) }
    if let title = r.title { fields.append(("title", JSONText.string(title))) }
    if let detail = r.detail { fields.append(("location", JSONText.string(detail))) }
    if let color = r.color {
      fields.append(("color", JSONText.string(color.resolved(for: appearance).description)))
    }
    if let start = r.start { fields.append(("start", JSONText.string(start.description))) }
    if let end = r.end { fields.append(("end", JSONText.string(end.description))) }
    if let time = r.time { fields.append(("time", JSONText.string(time.description))) }
    if let column = r.column { fields.append(("column", String(column))) }
    if let columns = r.columns { fields.append(("columns", String(columns))) }
    if let fontSize = r.fontSize { fields.append(("fontSize", JSONText.number(fontSize))) }
    if let enabled = r.enabled { fields.append(("enabled", String(enabled))) }
    if let textFrame = r.textFrame { fields.append(("textFrame", JSONText.frame(textFrame))) }
    if let role = r.role { fields.append(("role", JSONText.string(role))) }
    fields += r.dayDataJSON(appearance: appearance)
    fields += r.wallMonth?.fields ?? []
    fields += r.timeline?.fields ?? []
    fields += r.agenda?.fields ?? []
    if let pane = r.pane {
      fields += [
        ("row", String(pane.row)), ("column", String(pane.column)),
        (
          "origin",
          JSONText.object([
            ("x", JSONText.number(pane.origin.x)), ("y", JSONText.number(pane.origin.y)),
          ])
        ),
        ("layout", pane.layout.inlineJSON()),
      ]
    }
    return JSONText.object(fields)
  }
}

/// Just enough JSON writing for a fixed key order and stable numbers.
enum JSONText {
  static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  static func frame(_ rect: Rect) -> String {
    object([
      ("x", number(rect.x)), ("y", number(rect.y)), ("width", number(rect.width)),
      ("height", number(rect.height)),
    ])
  }

  static func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func string(_ value: String) -> String { JSONString.quoted(value) }
}
