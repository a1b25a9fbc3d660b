public import CalendsValues
public import Foundation

/// Calendar feeds fetched over HTTP and kept in a folder, so a feed is fetched once per
/// `maxAge` however many images draw it, and a feed that cannot be fetched is drawn from its
/// last good copy.
///
/// A copy younger than its calendar's `maxAge` is used without asking the server. An older
/// one is revalidated (`If-None-Match`/`If-Modified-Since`: a 304 keeps the copy and resets
/// its age). When the server cannot give a good copy — a timeout, a 404, a response that is
/// not iCalendar, one over the size limit, a redirect loop — the last good copy is used with
/// a warning, and only with no copy at all is it an error. Each feed is one file in the
/// folder (`FeedCopy`), replaced whole, so processes sharing the folder never read half a
/// copy.
public final class FeedCache: @unchecked Sendable {
  /// The folder the copies are kept in.
  public let folder: String
  private let fetcher: any FeedFetching
  private let timeout: Double
  private let userAgent: String
  /// Judges a new answer against the copy kept (`FeedReading`); nil replaces every time.
  private let reader: FeedReading.Reader?
  private let lock = NSLock()
  /// One lock per feed, so two threads asking for the same feed fetch it once.
  private var feedLocks: [String: NSLock] = [:]
  /// The copies this process read or fetched, so a batch reads each file once.
  private var copies: [String: FeedCopy] = [:]

  /// A cache in `folder`, fetching through `fetcher` with `timeout` seconds for the whole
  /// request (connect, redirects and body). With a `reader`, an answer that reads worse
  /// than the copy kept (`FeedReading.readsWorse`) does not replace it.
  public init(
    folder: String, timeout: Double = FeedCache.defaultTimeout, userAgent: String,
    fetcher: any FeedFetching, reader: FeedReading.Reader? = nil
  ) {
    self.folder = folder
    self.timeout = timeout
    self.userAgent = userAgent
    self.fetcher = fetcher
    self.reader = reader
  }

  /// Ten seconds: long enough for a slow calendar server, short enough that a render waiting
  /// on a dead one still ends soon.
  public static let defaultTimeout = 10.0

  /// `CALENDS_CACHE_DIR`, else `$XDG_CACHE_HOME/calends`, else `~/.cache/calends` (the XDG
  /// base directory convention), with `feeds` under it.
  public static func defaultFolder(environment: [String: String]) -> String {
    if let folder = environment["CALENDS_CACHE_DIR"], !folder.isEmpty {
      return folder + "/feeds"
    }
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/calends/feeds"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.cache/calends/feeds"
  }

  /// `CALENDS_FEED_TIMEOUT` in seconds (a positive number), else the default.
  public static func timeout(environment: [String: String]) -> Double {
    guard let text = environment["CALENDS_FEED_TIMEOUT"], let seconds = Double(text),
      seconds > 0, seconds <= 600
    else { return defaultTimeout }
    return seconds
  }

  /// The feed's text: the copy if it is younger than `maxAge` seconds at `now`, else what the
  /// server gives now, else (with a warning) the last good copy.
  public func copy(of address: FeedAddress, maxAge: Int, now: Date = Date()) throws(FeedFailure)
    -> FeedCopy
  {
    let feedLock = self.feedLock(address)
    feedLock.lock()
    defer { feedLock.unlock() }
    func young(_ copy: FeedCopy) -> Bool {
      now.timeIntervalSince(copy.fetched) < Double(maxAge)
        && copy.fetched <= now.addingTimeInterval(60)
    }
    if let stored = storedCopy(of: address), young(stored) { return stored }
    // Other processes on the folder (a batch's workers) wait for the one fetching, then
    // read its copy.
    let folderLock = FolderLock(path: path(of: address) + ".lock", folder: folder)
    defer { folderLock.unlock() }
    let stored = storedCopy(of: address)
    if let stored, young(stored) { return stored }
    return try fetch(address, over: stored, now: now)
  }

  /// The copy kept for `address`, whatever its age; nil when it was never fetched.
  public func storedCopy(of address: FeedAddress) -> FeedCopy? {
    lock.lock()
    let known = copies[address.url]
    lock.unlock()
    let path = self.path(of: address)
    if let known, known.isCurrent(at: path) { return known }
    guard let copy = FeedCopy(readingFrom: path, address: address) else { return nil }
    remember(copy, for: address)
    return copy
  }

  /// Asks the server now, revalidating the copy kept; the copy (with a warning) when the
  /// server fails.
  public func refresh(_ address: FeedAddress, now: Date = Date()) throws(FeedFailure) -> FeedCopy {
    let feedLock = self.feedLock(address)
    feedLock.lock()
    defer { feedLock.unlock() }
    let folderLock = FolderLock(path: path(of: address) + ".lock", folder: folder)
    defer { folderLock.unlock() }
    return try fetch(address, over: storedCopy(of: address), now: now)
  }

  private func fetch(_ address: FeedAddress, over stored: FeedCopy?, now: Date) throws(FeedFailure)
    -> FeedCopy
  {
    let answer = fetcher.fetch(
      FeedRequest(
        address: address, validators: stored?.validators, timeout: timeout, userAgent: userAgent))
    switch answer {
    case .fresh(let bytes, let validators):
      if let stored, let worse = worseReading(bytes, than: stored) {
        return try failed(address, stored: stored, reason: worse)
      }
      let copy = FeedCopy(
        url: address.url, bytes: bytes, fetched: now, validators: validators, warning: nil)
      store(copy, for: address)
      return copy
    case .notModified(let validators):
      guard var copy = stored else {
        return try failed(address, stored: nil, reason: "the server answered 304 with no copy kept")
      }
      copy.fetched = now
      copy.validators = validators.merged(over: copy.validators)
      store(copy, for: address)
      return copy
    case .failed(let reason):
      return try failed(address, stored: stored, reason: reason)
    }
  }

  /// Why `bytes` may not replace `stored`; nil when they may.
  private func worseReading(_ bytes: [UInt8], than stored: FeedCopy) -> String? {
    guard let reader, bytes != stored.bytes, let kept = reader(stored.bytes) else { return nil }
    guard let new = reader(bytes) else {
      return "the server's new answer cannot be read as iCalendar"
    }
    guard new.readsWorse(than: kept) else { return nil }
    return
      "the server's new answer reads worse than the copy kept (\(new.problems) problems and \(new.events) events, against \(kept.problems) and \(kept.events))"
  }

  private func failed(_ address: FeedAddress, stored: FeedCopy?, reason: String) throws(FeedFailure)
    -> FeedCopy
  {
    guard var stored else {
      throw FeedFailure(address: address, message: "\(address): \(reason); no copy of it is kept")
    }
    stored.warning =
      "\(address): \(reason); drawing the copy fetched \(FeedCopy.timestamp(stored.fetched))"
    return stored
  }

  /// Writes the copy whole (a temporary file renamed over the old one). A folder that cannot
  /// be written loses only the cache: the copy is still drawn.
  private func store(_ copy: FeedCopy, for address: FeedAddress) {
    let path = self.path(of: address)
    let manager = FileManager.default
    try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
    if manager.createFile(atPath: temporary, contents: Data(copy.fileBytes)) {
      if rename(temporary, path) != 0 { try? manager.removeItem(atPath: temporary) }
    }
    var kept = copy
    kept.warning = nil
    kept.stamp = FeedCopy.stamp(of: path)
    remember(kept, for: address)
  }

  private func remember(_ copy: FeedCopy, for address: FeedAddress) {
    lock.lock()
    copies[address.url] = copy
    lock.unlock()
  }

  private func feedLock(_ address: FeedAddress) -> NSLock {
    lock.lock()
    defer { lock.unlock() }
    if let existing = feedLocks[address.url] { return existing }
    let made = NSLock()
    feedLocks[address.url] = made
    return made
  }

  /// `calendar.example.com-1f2e3d4c5b6a7988.feed`: the host, for a person looking in the
  /// folder, and a hash of the whole URL, so two feeds never share a file (also on a disk
  /// that ignores case: the hash is lowercase hex, the host lowercased).
  func path(of address: FeedAddress) -> String {
    let afterScheme = address.url.split(
      separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
    let host = afterScheme.count > 2 ? afterScheme[2] : ""
    let readable = String(
      host.lowercased().map {
        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_"
      }
      .prefix(64))
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in address.url.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return folder + "/" + readable + "-" + String(repeating: "0", count: 16 - hex.count) + hex
      + ".feed"
  }
}

/// A feed that could not be fetched and has no copy kept.
public struct FeedFailure: Error, CustomStringConvertible {
  /// The feed asked for.
  public var address: FeedAddress
  /// The address, why the fetch failed and that no copy is kept (`…: HTTP 404 Not Found; …`).
  public var message: String
  /// The message, as it is.
  public var description: String { message }
}
