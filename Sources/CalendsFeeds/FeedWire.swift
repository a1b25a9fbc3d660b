import CalendsValues
import Foundation

/// A feed exchange across a process boundary: the `calends` tool runs `calends-server
/// fetch-feed` with the request as arguments and reads the answer from its standard
/// output — one JSON line (what the server said), then the body's bytes as they came.
public enum FeedWire {
  /// The request as `fetch-feed`'s arguments: `URL --timeout=S --user-agent=UA
  /// [--etag=E] [--last-modified=L] [--revalidate]`, each value after `=` so that none can be
  /// read as a flag.
  public static func arguments(for request: FeedRequest) -> [String] {
    var arguments = [
      request.address.url, "--timeout=\(request.timeout)", "--user-agent=\(request.userAgent)",
    ]
    if let validators = request.validators {
      if let etag = validators.etag { arguments.append("--etag=\(etag)") }
      if let modified = validators.lastModified { arguments.append("--last-modified=\(modified)") }
      arguments.append("--revalidate")
    }
    return arguments
  }

  /// The answer as `fetch-feed` writes it.
  public static func encode(_ answer: FeedAnswer) -> [UInt8] {
    var head: [String: String] = [:]
    var body: [UInt8] = []
    switch answer {
    case .fresh(let bytes, let validators):
      head["answer"] = "fresh"
      head["etag"] = validators.etag
      head["lastModified"] = validators.lastModified
      body = bytes
    case .notModified(let validators):
      head["answer"] = "notModified"
      head["etag"] = validators.etag
      head["lastModified"] = validators.lastModified
    case .failed(let reason):
      head["answer"] = "failed"
      head["reason"] = reason
    }
    let line = (try? JSONSerialization.data(withJSONObject: head, options: [.sortedKeys])) ?? Data()
    return Array(line) + [0x0A] + body
  }

  /// The answer in `output`; a failure naming what was wrong when it is not one.
  public static func decode(_ output: [UInt8]) -> FeedAnswer {
    guard let newline = output.firstIndex(of: 0x0A),
      let object = try? JSONSerialization.jsonObject(with: Data(output[..<newline])),
      let head = object as? [String: String]
    else { return .failed("the feed client's answer could not be read") }
    let validators = FeedValidators(etag: head["etag"], lastModified: head["lastModified"])
    switch head["answer"] {
    case "fresh": return .fresh(Array(output[(newline + 1)...]), validators)
    case "notModified": return .notModified(validators)
    case "failed": return .failed(head["reason"] ?? "the fetch failed")
    default: return .failed("the feed client's answer could not be read")
    }
  }
}
