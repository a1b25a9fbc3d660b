import Foundation
import Testing

/// `--panel` on the command line: it wins over the spec file's size, the output's extension
/// picks the panel's file, and a bad panel is exit code 2 naming the flag.
@Suite struct PanelCLITests {
  let folder = CLI.temporaryFolder()

  @Test func theFlagWinsOverTheSpecsSize() throws {
    let spec = CLI.packageRoot.appendingPathComponent("Samples/wall/team-month.yaml").path
    for (name, count) in [("w.bin", 2 * 800 * 480 / 8), ("w.png", nil), ("w.bmp", nil)] {
      let out = folder.appendingPathComponent(name).path
      let result = try CLI.run(["render", spec, "--panel", "waveshare-7in5-b", "-o", out])
      #expect(result.status == 0, "\(result.stderr)")
      let data = try Data(contentsOf: URL(fileURLWithPath: out))
      if let count { #expect(data.count == count) }
    }
  }

  @Test func badPanelsAreExitCodeTwo() throws {
    let out = folder.appendingPathComponent("x.png").path
    let unknown = try CLI.run(["render", "--today", "2019-01-10", "--panel", "tv", "-o", out])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--panel: 'tv' is not a known panel"), "\(unknown.stderr)")
    let bin = folder.appendingPathComponent("x.bin").path
    let noPanel = try CLI.run(["render", "--today", "2019-01-10", "-o", bin])
    #expect(noPanel.status == 2)
    #expect(
      noPanel.stderr.contains("panel: a bin file holds a panel's colours"), "\(noPanel.stderr)")
  }
}
