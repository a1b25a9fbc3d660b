// How a multi-process batch shares work: the parent hands each worker entries, keeping up
// to `WorkDispatcher.depth` in flight, and one more for each entry the worker reports.
// Workers that start later or draw slower entries simply take fewer; all finish together.
// The parent closes every worker's input when the entries run out.
//
// The parent's logic (`WorkDispatcher`, `WorkerPool`) sees a worker only through
// `BatchWorker`, so it runs the same over worker processes (`ProcessWorker`) and over
// in-process stand-ins in tests.

/// A worker as its parent sees it: something to hand entry indices to, which reports each
/// entry it finishes, in the order it was given them.
protocol BatchWorker: AnyObject, Sendable {
  /// Hands over `indices`, in order; false if the worker has gone, and then none of them
  /// were taken.
  func send(_ indices: Range<Int>) -> Bool

  /// No more indices will come: the worker finishes those it holds and ends.
  func closeInput()

  /// The batch is stopping: the worker finishes the entry it is drawing, reports it, and
  /// ends without beginning another.
  func requestStop()

  /// Waits for the worker's next reports: at least one, or nil once it has ended (or died).
  func receive() -> [WorkerReport]?

  /// Waits for the worker to end; true if it ended well.
  func wait() -> Bool

  /// How it ended, for messages ("status 1", "signal 9").
  var endDescription: String { get }
}
