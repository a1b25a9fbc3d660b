import CICal

/// libical's process-wide settings, made once before any call: its errors must never abort
/// the process (a hostile file is an error to report, not a crash).
enum LibICal {
  static let ready: Void = {
    icalerror_set_errors_are_fatal(0)
  }()
}
