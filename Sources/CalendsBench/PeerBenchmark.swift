@_spi(Benchmarking) import Calends
import CalendsValues
import Foundation

/// `calends bench --peers`: the bench's month PNG@2x drawn by Calends and by the peers
/// installed here — `rsvg-convert` drawing Calends' own SVG of it at the same pixel size, a
/// pycairo script drawing the same month (`PeerScript`), and a C program that only draws it
/// with Pango, the floor (`PeerProgram`) — as a process per image, the runs
/// interleaved so that each peer meets the same load; then, in one process, per image
/// against pycairo. Peers' times are printed as multiples of Calends' (above 1: Calends is
/// faster), by wall time and by processor time, which the other load of a shared machine
/// moves far less.
struct PeerBenchmark {
  /// This program, run as `calends render`.
  var executable: String
  var renderer: CalendarRenderer
  var month: CalendarRenderer.Prepared
  /// Processes per program.
  var runs: Int
  /// Images per in-process measurement.
  var count: Int
  /// Also counts the in-process month's instructions (`InstructionCount`).
  var countsInstructions = false

  struct Peer {
    var name: String
    var executable: String
    var arguments: [String]

    /// Each peer run `runs` times, one run of each in turn so that each meets the same
    /// load: their wall and processor times, in milliseconds, peer by peer.
    static func interleaved(_ peers: [Peer], runs: Int) throws -> (
      wall: [[Double]], processor: [[Double]]
    ) {
      var wall: [[Double]] = Array(repeating: [], count: peers.count)
      var processor: [[Double]] = Array(repeating: [], count: peers.count)
      for _ in 0..<runs {
        for (index, peer) in peers.enumerated() {
          let run = try TimedRun.run(peer.executable, peer.arguments, label: peer.name)
          wall[index].append(run.wall)
          processor[index].append(run.processor)
        }
      }
      return (wall, processor)
    }
  }

  func run() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-bench-peers-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let layout = renderer.layout(month)
    let (width, height) = (Int(layout.width), Int(layout.height.rounded(.up)))
    let svg = folder.appendingPathComponent("month.svg")
    try Data(try renderer.render(month, format: .svg).bytes).write(to: svg)
    let script = folder.appendingPathComponent("month.py")
    try PeerScript.pycairo.write(to: script, atomically: true, encoding: .utf8)
    func out(_ name: String) -> String { folder.appendingPathComponent(name).path }

    var peers = [
      Peer(
        name: "calends render", executable: executable,
        arguments: [
          "render", "--today", "2019-01-10", "--selected-date", "2019-01-23", "--event-date",
          "2019-01-08", "--event-date", "2019-01-17", "--scale", "2", "--png-compression", "fast",
          "-o", out("calends.png"),
        ])
    ]
    if let rsvg = Self.program(named: "rsvg-convert") {
      peers.append(
        Peer(
          name: "rsvg-convert (Calends' SVG)", executable: rsvg,
          arguments: ["-z", "2", "-o", out("rsvg.png"), svg.path]))
    }
    let python = Self.pythonWithCairo()
    if let python {
      peers.append(
        Peer(
          name: "pycairo script", executable: python,
          arguments: [script.path, out("pycairo.png"), "\(width)", "\(height)", "2"]))
    }
    var floorProblem: String?
    if let fonts = ShippedFonts.directory {
      switch PeerProgram.build(in: folder) {
      case .success(let program):
        peers.append(
          Peer(
            name: "C + Pango, drawing only", executable: program,
            arguments: [fonts, "\(width)", "\(height)", "2"]))
      case .failure(let unavailable):
        floorProblem = unavailable.reason
      }
    }
    print(
      "\npeers: one month PNG@2x (\(width * 2)×\(height * 2) px), a process each, \(runs) run\(runs == 1 ? "" : "s") interleaved; medians"
    )
    if peers.count == 1 {
      print("  no peer installed (rsvg-convert; python3 with pycairo)")
    }
    if let floorProblem { print("  skipped: the C floor (\(floorProblem))") }
    let (wall, processor) = try PeerBenchmark.Peer.interleaved(peers, runs: runs)
    let calendsWall = TimedRun.median(wall[0])
    let calendsProcessor = TimedRun.median(processor[0])
    print(
      "".padding(toLength: 30, withPad: " ", startingAt: 0)
        + "   wall ms    CPU ms   × Calends (wall)   × Calends (CPU)")
    for (index, peer) in peers.enumerated() {
      let (w, p) = (TimedRun.median(wall[index]), TimedRun.median(processor[index]))
      print(
        peer.name.padding(toLength: 30, withPad: " ", startingAt: 0)
          + String(
            format: " %9.1f %9.1f %18.2f %17.2f", w, p, w / calendsWall, p / calendsProcessor))
    }
    if let rsvg = peers.firstIndex(where: { $0.name.hasPrefix("rsvg-convert") }) {
      print(
        String(
          format:
            "→ calends render takes %.2f× rsvg-convert's wall time, %.2f× its processor time (#35: ≤ 0.80×)",
          calendsWall / TimedRun.median(wall[rsvg]),
          calendsProcessor / TimedRun.median(processor[rsvg])))
    }
    try compareStartUp(in: folder)
    try compareEncoders()
    if countsInstructions { try countEncoderInstructions(in: folder) }

    guard let python else { return }
    let calendsImage = TimedRun.median(
      (0..<count).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try? renderer.render(month, format: .png, pngCompression: .fast)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      })
    let pycairoRun = try TimedRun.run(
      python,
      [script.path, out("pycairo.png"), "\(width)", "\(height)", "2", "\(max(10, count / 10))"],
      label: "pycairo script")
    let text = String(decoding: pycairoRun.output, as: UTF8.self)
    let pycairoImage = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    print(
      String(
        format:
          "in one process, per image: Calends PNG fast %.3f ms, pycairo %.3f ms: pycairo takes %.1f× Calends' time",
        calendsImage, pycairoImage, calendsImage > 0 ? pycairoImage / calendsImage : 0))
  }

  /// `calends --version`, a process that starts and prints a line, against the C floor's
  /// start (`PeerProgram.startSource`: Cairo and Pango linked, their versions printed),
  /// interleaved.
  private func compareStartUp(in folder: URL) throws {
    var programs = [("calends --version", executable, ["--version"])]
    switch PeerProgram.build(in: folder, source: PeerProgram.startSource, name: "start") {
    case .success(let start): programs.append(("C floor, start only", start, []))
    case .failure(let unavailable): print("  skipped: the C floor's start (\(unavailable.reason))")
    }
    var wall: [[Double]] = Array(repeating: [], count: programs.count)
    var processor: [[Double]] = Array(repeating: [], count: programs.count)
    for _ in 0..<runs {
      for (index, (label, program, arguments)) in programs.enumerated() {
        let run = try TimedRun.run(program, arguments, label: label)
        wall[index].append(run.wall)
        processor[index].append(run.processor)
      }
    }
    for (index, (label, _, _)) in programs.enumerated() {
      print(
        label.padding(toLength: 30, withPad: " ", startingAt: 0)
          + String(
            format: " %9.1f %9.1f   (start-up alone)", TimedRun.median(wall[index]),
            TimedRun.median(processor[index])))
    }
    guard programs.count == 2 else { return }
    print(
      String(
        format:
          "→ calends --version takes %.2f× the C floor's start by wall time, %.2f× by processor time (#35: ≤ 2×)",
        TimedRun.median(wall[0]) / TimedRun.median(wall[1]),
        TimedRun.median(processor[0]) / TimedRun.median(processor[1])))
  }

  /// The month PNG@2x in this process: drawn only, stored (the encoder's floor: the same
  /// conversion and checksums, no compression), and with each of our PNG levels,
  /// interleaved image by image, so the ratios meet the same load.
  private func compareEncoders() throws {
    let runs: [(String, () throws -> Int)] = [
      (
        "draw only",
        {
          try renderer.drawOnly(month)
          return 0
        }
      ),
      ("stored", { try renderer.renderStoredPNG(month).count }),
      ("fast", { try renderer.render(month, format: .png, pngCompression: .fast).bytes.count }),
      (
        "balanced",
        { try renderer.render(month, format: .png, pngCompression: .balanced).bytes.count }
      ),
    ]
    var times: [[Double]] = Array(repeating: [], count: runs.count)
    var bytes: [Int] = Array(repeating: 0, count: runs.count)
    for _ in 0..<count {
      for (index, (_, render)) in runs.enumerated() {
        let start = DispatchTime.now().uptimeNanoseconds
        bytes[index] = try render()
        times[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      }
    }
    let (draw, stored, fast, balanced) = (
      TimedRun.median(times[0]), TimedRun.median(times[1]), TimedRun.median(times[2]),
      TimedRun.median(times[3])
    )
    print(
      String(
        format:
          "in one process, month PNG@2x: draw only %.3f ms; stored %.3f ms, %d B; fast %.3f ms, %d B (#35: ≤ 0.6 ms); balanced %.3f ms, %d B: %.2f× fast's time (#35: ≤ 2×)",
        draw, stored, bytes[1], fast, bytes[2], balanced, bytes[3], fast > 0 ? balanced / fast : 0))
    print(
      String(
        format:
          "→ encoding alone (the time past drawing): stored %.3f ms, fast %.3f ms = %.2f× the stored floor's",
        stored - draw, fast - draw, stored > draw ? (fast - draw) / (stored - draw) : 0))
  }

  /// The month PNG@2x `fast` in one process under callgrind: a process rendering it 41 times
  /// less one rendering it once, per image — the in-process cost the load does not move.
  private func countEncoderInstructions(in folder: URL) throws {
    let scratch = folder.appendingPathComponent("instructions")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    // This program (calends-bench) is the process: the images are drawn where the timings
    // above were taken.
    let own = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    switch InstructionCount.prepare(executable: own.resolvingSymlinksInPath().path, in: scratch) {
    case .failure(let unavailable):
      print("in one process, instructions: skipped (\(unavailable.reason))")
    case .success(let counter):
      let arguments = { (times: Int) in ["--render-month-times", "\(times)"] }
      _ = try TimedRun.run(counter.executable, arguments(1), label: "calends-bench")
      let once = try counter.count(arguments(1), label: "one month", scratch: scratch)
      let many = try counter.count(arguments(41), label: "41 months", scratch: scratch)
      let perImage = Double(many.reduce(0, +) - once.reduce(0, +)) / 40
      print(
        String(
          format:
            "in one process, month PNG@2x fast: %.2f M instructions per image (callgrind, a stripped copy)",
          perImage / 1e6))
    }
  }

  /// The first executable called `name` along `PATH`.
  static func program(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Exits 1 when `cairo` cannot be imported, without the traceback an import would print.
  static let hasCairo =
    "import importlib.util, sys; sys.exit(importlib.util.find_spec('cairo') is None)"

  /// A Python 3 that can import `cairo`: the one on `PATH` first, then the system's (a
  /// `pyenv` or virtual environment's Python often lacks the distribution's pycairo).
  static func pythonWithCairo() -> String? {
    let candidates = [program(named: "python3"), "/usr/bin/python3"].compactMap { $0 }
    return candidates.first { python in
      FileManager.default.isExecutableFile(atPath: python)
        && (try? TimedRun.run(python, ["-c", Self.hasCairo], label: "python3")) != nil
    }
  }
}
