import CalendsValues
import Foundation

/// `calends bench --peers`' e-paper row: the dashboard sample (a month beside an agenda,
/// 800 × 480) as a TRMNL's 1-bit PNG, a process per image, against what people run for it
/// today — a Pillow script (`DashboardPeerScripts.pillow`) and headless Chromium's
/// screenshot of an HTML page made 1-bit — interleaved, medians; #50 asks Calends to take at
/// most half the fastest peer's time. A peer that is not installed is skipped and said.
struct DashboardPeerBenchmark {
  var executable: String
  /// The dashboard sample's spec file.
  var spec: String
  var runs: Int

  func run() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-bench-dashboard-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    guard let fonts = ShippedFonts.directory else {
      return print("\ne-paper dashboard: skipped (the shipped fonts are not found)")
    }
    var peers: [PeerBenchmark.Peer] = [
      .init(
        name: "calends render --panel trmnl", executable: executable,
        arguments: ["render", spec, "--panel", "trmnl", "-o", path("calends.png")])
    ]
    var skipped: [String] = []
    let python = PeerBenchmark.program(named: "python3")
    let hasPillow =
      python.map {
        (try? TimedRun.run($0, ["-c", "import PIL"], label: "python3 with Pillow")) != nil
      } ?? false
    if let python, hasPillow {
      try DashboardPeerScripts.pillow.write(
        toFile: path("dashboard.py"), atomically: true, encoding: .utf8)
      peers.append(
        .init(
          name: "Pillow script", executable: python,
          arguments: [path("dashboard.py"), path("pillow.png"), fonts]))
    } else {
      skipped.append("Pillow (python3 -m pip install pillow)")
    }
    let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(
      PeerBenchmark.program(named:)
    ).first
    if let chromium, let python, hasPillow {
      try DashboardPeerScripts.html.replacingOccurrences(of: "FONTS", with: fonts).write(
        toFile: path("dashboard.html"), atomically: true, encoding: .utf8)
      try DashboardPeerScripts.threshold.write(
        toFile: path("threshold.py"), atomically: true, encoding: .utf8)
      let command =
        "\(chromium) --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=800,480 --screenshot=\(path("shot.png")) file://\(path("dashboard.html")) >/dev/null 2>&1 && \(python) \(path("threshold.py")) \(path("shot.png")) \(path("chromium.png"))"
      peers.append(
        .init(name: "headless Chromium + 1-bit", executable: "/bin/sh", arguments: ["-c", command]))
    } else {
      skipped.append("headless Chromium (chromium and Pillow)")
    }
    print(
      "\ne-paper dashboard: a month beside an agenda, 800×480, 1-bit PNG, a process each, \(runs) runs interleaved; medians"
    )
    for name in skipped { print("  skipped: \(name)") }
    let (wall, processor) = try PeerBenchmark.Peer.interleaved(peers, runs: runs)
    let calends = TimedRun.median(wall[0])
    print(
      "".padding(toLength: 30, withPad: " ", startingAt: 0)
        + "   wall ms    CPU ms   × Calends (wall)")
    for (index, peer) in peers.enumerated() {
      let w = TimedRun.median(wall[index])
      print(
        peer.name.padding(toLength: 30, withPad: " ", startingAt: 0)
          + String(format: " %9.1f %9.1f %18.2f", w, TimedRun.median(processor[index]), w / calends)
      )
    }
    if let fastest = wall.dropFirst().map(TimedRun.median).min() {
      print(
        String(
          format: "→ calends takes %.2f× the fastest peer's wall time (#50: ≤ 0.50×)",
          calends / fastest))
    }
  }
}
