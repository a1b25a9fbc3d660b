import Foundation
import Testing

@Suite struct BookingCLITests {
  let folder = CLI.temporaryFolder()

  func write(_ name: String, _ text: String) -> String {
    let url = folder.appendingPathComponent(name)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func leftovers() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".tmp") || $0.hasSuffix(".png")
    }
  }

  static let badSpecs: [(name: String, items: String, message: String)] = [
    (
      "duplicate",
      "  - {date: 2019-03-02, enabled: true, selected: false}\n  - {date: 2019-03-09, enabled: true, selected: false}\n  - {date: 2019-03-02, enabled: false, selected: true}\n",
      "items[2].date: 2019-03-02 is already items[0]"
    ),
    ("empty", " []\n", "items: the list is empty"),
    (
      "unparseable",
      "  - {date: 2019-03-02, enabled: true, selected: false}\n  - {date: 2019-13-01, enabled: true, selected: false}\n",
      "items[1].date: '2019-13-01' is not a valid date"
    ),
    ("missing", "  - {date: 2019-03-02, selected: false}\n", "items[0]: missing enabled"),
  ]

  @Test(arguments: badSpecs.indices)
  func badItemsExitTwoNamingTheItem(_ index: Int) throws {
    let bad = Self.badSpecs[index]
    let spec = write(
      "\(bad.name).yaml",
      "style: booking\nitems:" + (bad.items.hasPrefix(" [") ? bad.items : "\n" + bad.items))
    let result = try CLI.run([
      "render", spec, "-o", folder.appendingPathComponent("\(bad.name).png").path,
    ])
    #expect(result.status == 2, "\(bad.name)")
    #expect(result.stderr.contains(bad.message), "\(result.stderr)")
    #expect(leftovers().isEmpty)
  }

  @Test func itemFlagsRenderAndDuplicatesExitTwo() throws {
    let out = folder.appendingPathComponent("flags.png").path
    let good = try CLI.run([
      "render", "--style", "booking", "--today", "2021-11-18", "--item",
      "2021-11-18:enabled:selected",
      "--item", "2021-11-25:enabled", "--item", "2021-10-07:selected", "--shows-year-header",
      "false", "--scale", "1",
      "-o", out,
    ])
    #expect(good.status == 0, "\(good.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))

    let layout = try CLI.run([
      "layout", "--style", "booking", "--today", "2021-11-18", "--item", "2021-11-25:enabled",
      "--shows-month-header",
      "false",
    ])
    #expect(layout.status == 0, "\(layout.stderr)")
    #expect(
      layout.stdout.contains(
        #""date": "2021-11-25", "text": "25", "states": ["normal"], "enabled": true}"#))
    #expect(!layout.stdout.contains(#""kind": "monthHeader""#))

    let duplicate = try CLI.run([
      "render", "--style", "booking", "--item", "2021-11-18:enabled", "--item", "2021-11-18", "-o",
      folder.appendingPathComponent("dup.png").path,
    ])
    #expect(duplicate.status == 2)
    #expect(duplicate.stderr.contains("--item: [1].date: 2021-11-18 is already items[0]"))
    let typo = try CLI.run(["layout", "--style", "booking", "--item", "2021-11-18:enabeld"])
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("--item: [0].enabeld: unknown field; did you mean 'enabled'?"))
    #expect(leftovers() == ["flags.png"])
  }
}
