#if Server
import CalendsValues
import Foundation
import Hummingbird

/// A request the server refuses, with the status and the message the client gets as JSON
/// (`{"error": …, "status": …}`). Messages from the spec reader name the field, as the
/// CLI's do.
struct ServerError: Error, Sendable {
  var status: HTTPResponse.Status
  var message: String
  /// Seconds, for a 503.
  var retryAfter: Int?
  /// The methods a path answers, for a 405.
  var allow: String?

  static func badRequest(_ message: String) -> ServerError {
    ServerError(status: .badRequest, message: message)
  }

  static func notFound(_ message: String) -> ServerError {
    ServerError(status: .notFound, message: message)
  }

  static func forbidden(_ message: String) -> ServerError {
    ServerError(status: .forbidden, message: message)
  }

  static func unavailable(_ message: String) -> ServerError {
    ServerError(status: .serviceUnavailable, message: message, retryAfter: 1)
  }

  var response: Response {
    let body = "{\"error\":\(JSONString.quoted(message)),\"status\":\(status.code)}\n"
    var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
    if let retryAfter { headers[.retryAfter] = String(retryAfter) }
    if let allow { headers[.allow] = allow }
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
  }
}
#endif  // Server
