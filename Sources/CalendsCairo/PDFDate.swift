import Foundation

/// The creation and modification date every PDF carries, by the reproducible-builds
/// convention: `SOURCE_DATE_EPOCH` (seconds since 1970, UTC) when set, else no date at all
/// (Cairo would otherwise stamp the clock, and a PDF would never match itself twice). A
/// value that is not a whole number of seconds from 1970 to 9999 is ignored, as if unset.
enum PDFDate {
  /// An ISO 8601 date Cairo writes as the PDF date, or "" which Cairo writes as none.
  static let value: String = value(
    sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"])

  static func value(sourceDateEpoch: String?) -> String {
    guard let text = sourceDateEpoch, let seconds = Int64(text),
      (0...253_402_300_799).contains(seconds)
    else { return "" }
    var time = time_t(seconds)
    var parts = tm()
    guard gmtime_r(&time, &parts) != nil else { return "" }
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
  }
}
