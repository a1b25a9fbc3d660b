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
      let milliseconds =
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
      let bytes = response.body.contentLength.map(String.init) ?? "-"
      let line =
        "\(request.method) \(request.uri) \(response.status.code) \(bytes) \(String(format: "%.1f", milliseconds))ms\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
    return response
  }
}
