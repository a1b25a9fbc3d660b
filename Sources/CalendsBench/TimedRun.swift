import Calends
import CalendsSupport
import Foundation

/// One program run to its end, timed by the clock and by processor time.
///
/// Started with `ChildProcess` (not Foundation's `Process`, whose ~15 ms of closing
/// descriptors before `exec` would be measured as the program's). Processor time (user and
/// system, of the program and the children it waited for) is what compares on a shared
/// machine, where wall time also counts the other programs running.
struct TimedRun {
  /// Milliseconds, start to end.
  var wall: Double
  /// Milliseconds of processor time.
  var processor: Double
  /// What the program wrote to its standard output.
  var output: Data

  /// Runs `executable` with `arguments`; a failure names `label` and how it ended.
  static func run(_ executable: String, _ arguments: [String], label: String) throws -> TimedRun {
    let start = DispatchTime.now().uptimeNanoseconds
    let child = try ChildProcess(executable: executable, arguments: arguments)
    child.closeInput()
    let output = child.output.readDataToEndOfFile()
    guard child.wait() else {
      throw CalendsError.renderFailure(
        .error(.renderFailure, "`\(label)` ended with \(child.endDescription)"))
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    return TimedRun(wall: wall, processor: child.processorSeconds * 1000, output: output)
  }

  /// Runs the programs at once, timed together: wall time until the last ends, processor
  /// time summed; their outputs are joined in order.
  static func runTogether(_ programs: [(executable: String, arguments: [String])], label: String)
    throws -> TimedRun
  {
    let start = DispatchTime.now().uptimeNanoseconds
    let children = try programs.map {
      try ChildProcess(executable: $0.executable, arguments: $0.arguments)
    }
    var output = Data()
    var processor = 0.0
    for child in children {
      child.closeInput()
      output += child.output.readDataToEndOfFile()
    }
    for child in children {
      guard child.wait() else {
        throw CalendsError.renderFailure(
          .error(.renderFailure, "`\(label)` ended with \(child.endDescription)"))
      }
      processor += child.processorSeconds * 1000
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    return TimedRun(wall: wall, processor: processor, output: output)
  }

  /// The median of `values` (the upper one of an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
