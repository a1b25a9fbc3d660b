import CalendsValues
public import Foundation

/// A feed's text as fetched, with what revalidating it needs; on disk, one file: a few header
/// lines, a blank line, then the bytes as the server sent them.
public struct FeedCopy: Sendable {
  /// The URL fetched (`https://` for a `webcal://` feed).
  public var url: String
  /// The iCalendar text as the server sent it in its last 200; a 304 keeps it.
  public var bytes: [UInt8]
  /// When the server last gave or confirmed these bytes.
  public var fetched: Date
  var validators: FeedValidators
  /// Set when the server could not be asked or gave no good copy: why, and that this older
  /// copy is drawn instead.
  public var warning: String?
  /// The file's size and modification time when read, so a copy another process replaced is
  /// read again.
  var stamp: FileStamp?

  init(url: String, bytes: [UInt8], fetched: Date, validators: FeedValidators, warning: String?) {
    self.url = url
    self.bytes = bytes
    self.fetched = fetched
    self.validators = validators
    self.warning = warning
  }

  static let magic = "calends-feed 1"

  /// The copy in `path`, or nil when there is none, it is for another URL, or it is not a
  /// copy at all (a broken file is fetched again, never an error).
  init?(readingFrom path: String, address: FeedAddress) {
    let stamp = FeedCopy.stamp(of: path)
    guard stamp != nil, let data = FileManager.default.contents(atPath: path) else { return nil }
    let bytes = [UInt8](data)
    guard let end = FeedCopy.headerEnd(bytes) else { return nil }
    let header = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\n")
    guard header.first == Substring(FeedCopy.magic) else { return nil }
    var fields: [String: String] = [:]
    for line in header.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      fields[String(line[..<colon])] = String(line[line.index(after: colon)...].drop { $0 == " " })
    }
    guard fields["url"] == address.url, let fetched = fields["fetched"].flatMap(Double.init)
    else { return nil }
    self.init(
      url: address.url, bytes: Array(bytes[(end + 2)...]),
      fetched: Date(timeIntervalSince1970: fetched),
      validators: FeedValidators(etag: fields["etag"], lastModified: fields["last-modified"]),
      warning: nil)
    self.stamp = stamp
  }

  /// The offset of the blank line that ends the header.
  static func headerEnd(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 2 else { return nil }
    for index in 0..<(bytes.count - 1) where bytes[index] == 0x0A && bytes[index + 1] == 0x0A {
      return index
    }
    return nil
  }

  var fileBytes: [UInt8] {
    var header = FeedCopy.magic + "\nurl: \(url)\nfetched: \(fetched.timeIntervalSince1970)\n"
    if let etag = validators.etag { header += "etag: \(etag)\n" }
    if let lastModified = validators.lastModified { header += "last-modified: \(lastModified)\n" }
    return Array((header + "\n").utf8) + bytes
  }

  func isCurrent(at path: String) -> Bool { stamp != nil && stamp == FeedCopy.stamp(of: path) }

  static func stamp(of path: String) -> FileStamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return FileStamp(size: size, modified: modified)
  }

  /// `2026-11-27 09:30 UTC`, for the warning that names the copy drawn.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    return
      "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)) UTC"
  }
}

/// What a server said identifies its copy (`ETag`, `Last-Modified`), to revalidate it later
/// (RFC 9110 13.1).
public struct FeedValidators: Sendable, Equatable {
  /// The `ETag` the server sent, asked again as `If-None-Match`; nil when it sent none.
  public var etag: String?
  /// The `Last-Modified` the server sent, asked again as `If-Modified-Since`; nil when none.
  public var lastModified: String?

  /// Validators as a server gave them; nil for a header it did not send.
  public init(etag: String?, lastModified: String?) {
    self.etag = etag
    self.lastModified = lastModified
  }

  /// A 304 may send new validators; those it leaves out stay.
  func merged(over old: FeedValidators) -> FeedValidators {
    FeedValidators(etag: etag ?? old.etag, lastModified: lastModified ?? old.lastModified)
  }
}

struct FileStamp: Sendable, Equatable {
  var size: Int
  var modified: Date
}
