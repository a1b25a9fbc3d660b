#if Server
import Hummingbird

extension CalendsServer {
  /// Serves until SIGTERM or SIGINT, then stops accepting, lets in-flight requests finish
  /// and returns (swift-service-lifecycle, through Hummingbird's `runService`).
  public func run(onListening: @escaping @Sendable (String) -> Void) async throws {
    try await application(onListening: onListening).runService()
  }
}
#endif  // Server
