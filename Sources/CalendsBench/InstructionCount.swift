import Foundation

/// Instructions a program and the processes it starts execute, counted by valgrind's
/// callgrind: unlike time, the count does not move with the other load of a shared machine,
/// so it says what a configuration costs where the clock cannot.
///
/// Valgrind cannot read the debug information of a Swift release binary, so a copy of
/// `calends` with it stripped runs, with the resource bundles linked beside it.
struct InstructionCount {
  private let valgrind: String
  /// The stripped copy.
  let executable: String

  /// Copies and strips `executable` (`calends` or `calends-bench`) into `folder`; fails when
  /// valgrind or strip is not on `PATH`.
  static func prepare(executable: String, in folder: URL) -> Result<
    InstructionCount, PeerProgram.Unavailable
  > {
    guard let valgrind = PeerBenchmark.program(named: "valgrind") else {
      return .failure(.init(reason: "no valgrind on PATH"))
    }
    guard let strip = PeerBenchmark.program(named: "strip") else {
      return .failure(.init(reason: "no strip on PATH"))
    }
    let manager = FileManager.default
    let source = URL(fileURLWithPath: executable)
    let copy = folder.appendingPathComponent(source.lastPathComponent)
    do {
      try manager.copyItem(at: source, to: copy)
      let directory = source.deletingLastPathComponent()
      for bundle in try manager.contentsOfDirectory(atPath: directory.path)
      where bundle.hasSuffix(".resources") {
        try manager.createSymbolicLink(
          at: folder.appendingPathComponent(bundle),
          withDestinationURL: directory.appendingPathComponent(bundle))
      }
      _ = try TimedRun.run(strip, ["--strip-debug", copy.path], label: "strip")
    } catch {
      return .failure(.init(reason: "cannot make a stripped copy: \(error)"))
    }
    return .success(InstructionCount(valgrind: valgrind, executable: copy.path))
  }

  /// The counts of each process `arguments` runs (the first is the program itself), from
  /// callgrind's files in a fresh folder under `scratch`.
  func count(_ arguments: [String], label: String, scratch: URL) throws -> [Int] {
    let folder = scratch.appendingPathComponent("callgrind-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try TimedRun.run(
      valgrind,
      [
        "--tool=callgrind", "--trace-children=yes", "-q",
        "--callgrind-out-file=\(folder.path)/callgrind.%p", executable,
      ] + arguments, label: "valgrind \(label)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted {
      (Int($0.split(separator: ".").last ?? "") ?? 0)
        < (Int($1.split(separator: ".").last ?? "") ?? 0)
    }
    return try files.map { name in
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      guard
        let line = text.split(separator: "\n").last(where: {
          $0.hasPrefix("totals:") || $0.hasPrefix("summary:")
        }), let value = Int(line.split(separator: " ").last ?? "")
      else { throw CocoaError(.fileReadCorruptFile) }
      return value
    }
  }
}
