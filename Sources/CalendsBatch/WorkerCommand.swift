/// How to start a worker process: normally this program again, in its worker mode. Given
/// by the program, because only the program knows its own command line.
public struct WorkerCommand: Sendable {
  public var executable: String
  /// The arguments for one worker, given its place among the workers.
  public var arguments: @Sendable (_ worker: ShardSpec) -> [String]

  public init(executable: String, arguments: @escaping @Sendable (_ worker: ShardSpec) -> [String])
  {
    self.executable = executable
    self.arguments = arguments
  }
}
