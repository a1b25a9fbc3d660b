import CalendsModel
import CalendsValues

extension LayoutDocument {
  /// The `calends layout` contract: `width`, `height`, `title`, then `pages` (the count, 1
  /// for a screen image) and `pageContents` (one object per page: its `page` (1-based),
  /// `destination`, `title`, the `months` it shows with their areas, `up` (the page it goes
  /// back up to, when it has one) and its `links`), then a printed document's `paper`
  /// (`margins` and `bleed`, in points), `spec` (the first page's resolved inputs) and
  /// `items`. `width` and `height` are the page's trim size and `title` the document's; with
  /// more than one page every item carries `page` (1-based), first after its object brace.
  public func jsonString() -> String {
    let first = pages[0]
    var out = "{\n"
    out += "  \"width\": \(JSONText.number(first.width)),\n"
    out += "  \"height\": \(JSONText.number(first.height)),\n"
    out += "  \"title\": \(JSONText.string(page == nil ? first.title : title)),\n"
    out += "  \"pages\": \(pages.count),\n"
    if let page { out += "  \"paper\": \(paperObject(page)),\n" }
    out += "  \"pageContents\": [\n"
    out +=
      pages.enumerated().map { "    " + contentsObject(page: $0.offset, $0.element) }
      .joined(separator: ",\n")
    out += "\n  ],\n"
    out += "  \"spec\": \(first.inputs.jsonObject()),\n"
    out += "  \"items\": [\n"
    var lines: [String] = []
    for (index, tree) in pages.enumerated() {
      let appearance = tree.inputs.timeline?.appearance ?? .light
      for item in tree.items {
        let object = item.jsonObject(appearance: appearance)
        lines.append(
          "    " + (pages.count > 1 ? "{\"page\": \(index + 1), " + object.dropFirst() : object))
      }
    }
    out += lines.joined(separator: ",\n")
    out += "\n  ]\n}\n"
    return out
  }

  /// One page's entry of `pageContents` (`PageNavigation`), its pages 1-based.
  private func contentsObject(page index: Int, _ tree: LayoutTree) -> String {
    let navigation = tree.navigation
    var fields: [(String, String)] = [
      ("page", String(index + 1)),
      ("destination", JSONText.string(navigation.destination)),
      ("title", JSONText.string(tree.title)),
      (
        "months",
        "["
          + navigation.months.map {
            JSONText.object([
              ("month", JSONText.string($0.month.description)), ("frame", JSONText.frame($0.frame)),
            ])
          }.joined(separator: ", ") + "]"
      ),
    ]
    if let up = navigation.up { fields.append(("up", String(up + 1))) }
    fields.append(
      (
        "links",
        "["
          + navigation.links.map { link in
            JSONText.object([
              ("frame", JSONText.frame(link.frame)), ("page", String(link.page + 1)),
              ("destination", JSONText.string(pages[link.page].navigation.destination)),
              ("role", JSONText.string(link.role.rawValue)),
            ])
          }.joined(separator: ", ") + "]"
      ))
    return JSONText.object(fields)
  }

  private func paperObject(_ page: PageSetup) -> String {
    let margins = page.margins
    return JSONText.object([
      (
        "margins",
        JSONText.object([
          ("top", JSONText.number(margins.top)), ("right", JSONText.number(margins.right)),
          ("bottom", JSONText.number(margins.bottom)), ("left", JSONText.number(margins.left)),
        ])
      ),
      ("pages", JSONText.string(page.pages.rawValue)),
      ("cover", String(page.cover)),
      ("bleed", JSONText.number(page.bleed)),
    ] + tablet(page))
  }

  /// A tablet's name, handedness and toolbar strip (`safeArea`, in points); nothing on paper.
  private func tablet(_ page: PageSetup) -> [(String, String)] {
    guard let device = page.device else { return [] }
    let safe = page.safeArea
    return [
      ("device", JSONText.string(device.rawValue)),
      ("handedness", JSONText.string(page.handedness.rawValue)),
      (
        "safeArea",
        JSONText.object([
          ("top", JSONText.number(safe.top)), ("right", JSONText.number(safe.right)),
          ("bottom", JSONText.number(safe.bottom)), ("left", JSONText.number(safe.left)),
        ])
      ),
    ]
  }

  /// The text dump of every page, each page's lines after a `page N` line when there are
  /// several.
  public func dump() -> String {
    guard pages.count > 1 else { return pages[0].dump() }
    return pages.enumerated().map { "page \($0.offset + 1)\n" + $0.element.dump() }.joined()
  }
}
