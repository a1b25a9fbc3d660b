import Testing

/// The package traits of this test build. Without `Server` (`swift test --traits Server`
/// enables it), `calends-server` is the stub that says how to build the real one, so the
/// tests that run the server or fetch feeds through it are skipped rather than failed.
enum PackageTraits {
  static var server: Bool {
    #if Server
      true
    #else
      false
    #endif
  }

  static let serverMissing: Comment = "needs calends-server with the Server trait: swift test --traits Server"
}
