#if Server
import Foundation
import Hummingbird
import NIOHTTP1

/// One line per request on standard error (method, path, status, bytes, milliseconds), and
/// the request counted by status for `/metrics`. Errors thrown past the routes are turned
/// into their responses here, so they are logged and counted too.
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
  let metrics: ServerMetrics
  let enabled: Bool

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    let response: Response
    do {
      response = try await next(request, context)
    } catch let error as HTTPParserError {
      // Malformed HTTP (a bad chunk size in the body): Hummingbird answers it with 400 and
      // closes the connection, which it does only for this error, so it is passed on.
      log(request, status: 400, bytes: nil, since: start)
      throw error
    } catch let error as ServerError {
      response = error.response
    } catch let error as any HTTPResponseError {
      response =
        ServerError(
          status: error.status, message: error.status.reasonPhrase
        ).response
    } catch {
      response = ServerError(status: .internalServerError, message: "\(error)").response
    }
    log(request, status: response.status.code, bytes: response.body.contentLength, since: start)
    return response
  }

  private func log(
    _ request: Request, status: Int, bytes: Int?, since start: ContinuousClock.Instant
  ) {
    metrics.request(status: status)
    if enabled {
      let elapsed = ContinuousClock.now - start
      // Tenths of a millisecond, written without Foundation's formatter (a 304 is ~0.1 ms).
      let tenths =
        elapsed.components.seconds * 10_000 + elapsed.components.attoseconds / 100_000_000_000_000
      let bytes = bytes.map(String.init) ?? "-"
      var line =
        "\(request.method) \(request.uri) \(status) \(bytes) \(tenths / 10).\(tenths % 10)ms\n"
      line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
  }
}
#endif  // Server
