import CalendsModel
import CalendsValues

extension LayoutDocument {
  /// The `calends layout` contract. A screen image is its page's `LayoutTree.jsonString()`.
  /// A printed document adds `pages` (the count) and `paper` (`margins` and `bleed`, in
  /// points) after `title`; `width` and `height` are the page's trim size, `title` the
  /// document's, `spec` the first page's resolved inputs, and with more than one page every
  /// item carries `page` (1-based), first after `kind`'s object brace.
  public func jsonString() -> String {
    guard let page, let first = pages.first else { return pages[0].jsonString() }
    var out = "{\n"
    out += "  \"width\": \(JSONText.number(first.width)),\n"
    out += "  \"height\": \(JSONText.number(first.height)),\n"
    out += "  \"title\": \(JSONText.string(title)),\n"
    out += "  \"pages\": \(pages.count),\n"
    out += "  \"paper\": \(paperObject(page)),\n"
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
    ])
  }

  /// The text dump of every page, each page's lines after a `page N` line when there are
  /// several.
  public func dump() -> String {
    guard pages.count > 1 else { return pages[0].dump() }
    return pages.enumerated().map { "page \($0.offset + 1)\n" + $0.element.dump() }.joined()
  }
}
