#if canImport(Glibc)
  import Glibc
#endif

/// A worker process must not outlive its parent: without the parent nobody reads its
/// reports or hands it work, and it would go on drawing the entries still in its pipe.
///
/// Checked before each entry rather than with `PR_SET_PDEATHSIG` (a variadic C call Swift
/// cannot make): the worker finishes the entry it is drawing — output and record — and then
/// ends quietly.
struct ParentWatch {
  private let parent = getppid()

  /// True once the parent has gone (this process was handed to init or a subreaper).
  var parentIsGone: Bool { getppid() != parent }
}
