import CalendsModel
public import CalendsValues

extension LayoutItem {
  /// One pane of a dashboard: the item's frame is the pane's share of the page; `layout` is
  /// the pane's own layout in its own coordinates, drawn at `origin` (the frame's corner,
  /// moved right to centre a style as tall as its rows that was drawn narrower to fit the
  /// pane's height). `row` and `column` count from 0.
  public struct DashboardPane: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var origin: Point
    public var layout: LayoutTree

    func record(into r: inout Record) {
      r.pane = self
    }
  }
}

extension LayoutTree {
  /// Every item, a dashboard's panes' items included (in their panes' coordinates): what a
  /// report of what is not shown looks through.
  public var allItems: [LayoutItem] {
    items.flatMap { item -> [LayoutItem] in
      if case .pane(let pane) = item.content { return [item] + pane.layout.allItems }
      return [item]
    }
  }

  /// The tree as one JSON object on one line: a dashboard pane's `layout`.
  func inlineJSON() -> String {
    let appearance = inputs.timeline?.appearance ?? .light
    return JSONText.object([
      ("width", JSONText.number(width)), ("height", JSONText.number(height)),
      ("title", JSONText.string(title)), ("spec", inputs.jsonObject()),
      (
        "items",
        "[" + items.map { $0.jsonObject(appearance: appearance) }.joined(separator: ", ") + "]"
      ),
    ])
  }
}
