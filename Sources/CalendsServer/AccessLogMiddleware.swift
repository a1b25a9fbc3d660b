import Foundation
import Hummingbird

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
    metrics.request(status: response.status.code)
    if enabled {
      let elapsed = ContinuousClock.now - start
      // Tenths of a millisecond, written without Foundation's formatter (a 304 is ~0.1 ms).
      let tenths =
        elapsed.components.seconds * 10_000 + elapsed.components.attoseconds / 100_000_000_000_000
      let bytes = response.body.contentLength.map(String.init) ?? "-"
      var line =
        "\(request.method) \(request.uri) \(response.status.code) \(bytes) \(tenths / 10).\(tenths % 10)ms\n"
      line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
    return response
  }
}
