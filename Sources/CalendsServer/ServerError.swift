#if Server
import CalendsValues
import Foundation
import Hummingbird

/// A request the server refuses, with the status and the problems the client gets as JSON:
/// `{"error": …, "status": …, "diagnostics": […]}`, `error` the text `calends` prints (one
/// line a problem) and `diagnostics` the objects `calends --error-format json` writes. Problems
/// from the spec reader name the field, as the CLI's do.
struct ServerError: Error, Sendable {
  var status: HTTPResponse.Status
  /// At least one.
  var diagnostics: [Diagnostic]
  /// Seconds, for a 503.
  var retryAfter: Int?
  /// The methods a path answers, for a 405.
  var allow: String?

  init(
    status: HTTPResponse.Status, diagnostics: [Diagnostic], retryAfter: Int? = nil,
    allow: String? = nil
  ) {
    self.status = status
    self.diagnostics = diagnostics
    self.retryAfter = retryAfter
    self.allow = allow
  }

  /// One problem: about `field` (a spec field, or a query parameter for `.option`) when
  /// given; `bad-input` for a 4xx and `render-failure` for a 5xx unless `code` says more.
  init(
    status: HTTPResponse.Status, message: String, field: String? = nil,
    code: Diagnostic.Code? = nil, retryAfter: Int? = nil, allow: String? = nil
  ) {
    let byStatus: Diagnostic.Code =
      status.code >= 500 ? .renderFailure : field == nil ? .badInput : .specField
    self.init(
      status: status, diagnostics: [.error(code ?? byStatus, message, field: field)],
      retryAfter: retryAfter, allow: allow)
  }

  /// The text of every problem, one line each, as `calends` prints them after `calends: `.
  var message: String { diagnostics.map(\.description).joined(separator: "\n") }

  static func badRequest(_ diagnostics: [Diagnostic]) -> ServerError {
    ServerError(status: .badRequest, diagnostics: diagnostics)
  }

  static func badRequest(_ message: String, field: String? = nil, code: Diagnostic.Code? = nil)
    -> ServerError
  {
    ServerError(status: .badRequest, message: message, field: field, code: code)
  }

  static func notFound(_ message: String, field: String? = nil) -> ServerError {
    ServerError(status: .notFound, message: message, field: field)
  }

  static func forbidden(_ message: String, field: String? = nil) -> ServerError {
    ServerError(status: .forbidden, message: message, field: field)
  }

  static func unavailable(_ message: String) -> ServerError {
    ServerError(status: .serviceUnavailable, message: message, retryAfter: 1)
  }

  var response: Response {
    let objects = diagnostics.map(\.jsonLine).joined(separator: ",")
    let body =
      "{\"error\":\(JSONString.quoted(message)),\"status\":\(status.code),"
      + "\"diagnostics\":[\(objects)]}\n"
    var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
    if let retryAfter { headers[.retryAfter] = String(retryAfter) }
    if let allow { headers[.allow] = allow }
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }
}
#endif  // Server
