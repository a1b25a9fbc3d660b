import Calends
import CalendsGallery
import Foundation

/// `calends batch` over the committed samples — every style and family, light and dark, PNG
/// and SVG, the printed documents as PDF — with one worker and with two worker processes.
///
/// The month-only batch of the full bench has entries of equal cost; this one has the mix
/// users' manifests have (a year page costs ten months), where a worker left with the last
/// long entry shows. Scaling is read by processor time: two workers on two free cores reach
/// `2 × CPU(-j 1) / CPU(-j 2)` of one worker's rate, whatever else the machine runs.
///
/// Two programs on two cores also slow each other (shared cache and memory, a virtual
/// machine's neighbours), which no scheme of workers avoids. So the peer is two separate
/// `-j 1` batches started side by side: their processor time against one alone is this
/// machine's ceiling for any two workers, and `-j 2` is reported as a share of it.
struct SamplesBatchBenchmark {
  /// This program, run as `calends batch`.
  var executable: String
  /// The sample folder (`samples.yaml` and its specs).
  var folder: String
  /// Runs of each configuration, interleaved; the median counts.
  var repeats: Int
  /// Also counts both configurations' instructions (`InstructionCount`).
  var countsInstructions = false

  func run() throws {
    let samples = try SampleFolder.samples(in: folder)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-bench-samples-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let manifest = scratch.appendingPathComponent("samples-batch.json")
    let entries = Self.entries(for: samples)
    try JSONSerialization.data(withJSONObject: ["specs": entries], options: [.sortedKeys])
      .write(to: manifest)
    print(
      "\nbatch: the samples of \(folder) (\(samples.count) samples, \(entries.count) images), --force; \(repeats) runs each, interleaved; medians"
    )
    let pair = "2 × -j 1 side by side"
    let configurations = [
      ("-j 1", ["-j", "1"]), ("-j 2 (processes)", ["-j", "2"]), (pair, ["-j", "1"]),
    ]
    func batch(_ arguments: [String], into folder: String) -> [String] {
      [
        "batch", manifest.path, "-o", scratch.appendingPathComponent(folder).path, "--force",
        "--quiet",
      ]
        + arguments
    }
    var wall: [String: [Double]] = [:]
    var processor: [String: [Double]] = [:]
    for _ in 0..<repeats {
      for (label, arguments) in configurations {
        let run =
          label == pair
          ? try TimedRun.runTogether(
            [
              (executable, batch(arguments, into: "out-a")),
              (executable, batch(arguments, into: "out-b")),
            ],
            label: "calends batch \(label)")
          : try TimedRun.run(
            executable, batch(arguments, into: "out"), label: "calends batch \(label)")
        wall[label, default: []].append(run.wall)
        processor[label, default: []].append(run.processor)
      }
    }
    for (label, _) in configurations {
      print(
        "  " + label.padding(toLength: 22, withPad: " ", startingAt: 0)
          + String(
            format: " %8.1f ms wall  %8.1f ms CPU", TimedRun.median(wall[label]!),
            TimedRun.median(processor[label]!)))
    }
    let (one, two) = (
      TimedRun.median(processor["-j 1"]!), TimedRun.median(processor["-j 2 (processes)"]!)
    )
    print(
      String(
        format:
          "→ -j 2 uses %.2f× the processor time of -j 1: on two free cores %.2f× its throughput (#35: ≥ 1.8×); by wall time here %.2f×",
        two / one, 2 * one / two,
        TimedRun.median(wall["-j 1"]!) / TimedRun.median(wall["-j 2 (processes)"]!)))
    if countsInstructions { try countInstructions(batch, scratch: scratch) }
    let ceiling = 2 * (2 * one) / TimedRun.median(processor[pair]!)
    print(
      String(
        format:
          "→ two separate -j 1 batches side by side use %.2f× the processor time of one alone: %.2f× is this machine's ceiling for two workers now, and -j 2 reaches %.0f%% of it",
        TimedRun.median(processor[pair]!) / (2 * one), ceiling, 100 * (2 * one / two) / ceiling))
  }

  /// Both configurations under callgrind: the instructions of `-j 2`'s parent and workers
  /// against `-j 1`'s, the throughput two free cores give whatever the load.
  private func countInstructions(_ batch: ([String], String) -> [String], scratch: URL) throws {
    switch InstructionCount.prepare(executable: executable, in: scratch) {
    case .failure(let unavailable):
      print("instructions: skipped (\(unavailable.reason))")
    case .success(let counter):
      // A first run from the copy's path, so that fontconfig's cache for it is written.
      _ = try TimedRun.run(counter.executable, batch(["-j", "1"], "out"), label: "calends batch")
      let one = try counter.count(batch(["-j", "1"], "out"), label: "-j 1", scratch: scratch)
      let two = try counter.count(batch(["-j", "2"], "out"), label: "-j 2", scratch: scratch)
      func millions(_ value: Int) -> String { String(format: "%.0f M", Double(value) / 1e6) }
      let (oneTotal, twoTotal) = (one.reduce(0, +), two.reduce(0, +))
      print(
        "instructions (callgrind, a stripped copy): -j 1 \(millions(oneTotal)); -j 2 \(millions(twoTotal)) (parent \(two.first.map(millions) ?? "?"), workers \(two.dropFirst().map(millions).joined(separator: " + ")))"
      )
      print(
        String(
          format:
            "→ -j 2 does %.3f× the work of -j 1: on two free cores %.2f× its throughput by instructions (#35: ≥ 1.8×)",
          Double(twoTotal) / Double(oneTotal), 2 * Double(oneTotal) / Double(twoTotal)))
    }
  }

  /// One manifest entry per sample and format: the spec file with the sample's appearance
  /// over it; a printed document's pages as one PDF.
  static func entries(for samples: [Sample]) -> [[String: Any]] {
    var entries: [[String: Any]] = []
    var documents: Set<URL> = []
    for sample in samples {
      var entry: [String: Any] = ["file": sample.spec.path]
      if sample.appearance == .dark { entry["spec"] = ["theme": "dark"] }
      if sample.page != nil {
        guard documents.insert(sample.spec).inserted else { continue }
        entry["name"] = sample.name + ".pdf"
        entries.append(entry)
        continue
      }
      // A panel's sample is its PNG alone (`SampleFolder.formats(for:)`).
      let formats = (try? SampleFolder.formats(for: sample)) ?? SampleFolder.imageFormats
      for format in formats {
        entry["name"] = "\(sample.name).\(format.rawValue)"
        entries.append(entry)
      }
    }
    return entries
  }
}
