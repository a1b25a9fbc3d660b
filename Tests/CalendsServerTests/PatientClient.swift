#if Server
  import AsyncHTTPClient
  import HTTPTypes
  import HummingbirdTesting
  import NIOCore

  /// An answer of the in-process server as `TestClientProtocol.patiently` reads it.
  struct PatientResponse {
    var status: HTTPResponse.Status
    var text: String
  }

  extension TestClientProtocol {
    /// `execute(uri:method:headers:body:)` with a deadline of `patience` instead of the test
    /// client's 15 s. The in-process server answers on the threads the test runner shares
    /// with every other suite, and in a full run on two cores an answer can wait longer
    /// than 15 s for one; a test whose claim is what answers within the server's own time
    /// limit measures the time itself, and must not fail on the client's.
    func patiently(
      uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:],
      body: ByteBuffer? = nil, patience: TimeAmount = .seconds(240)
    ) async throws -> PatientResponse {
      var request = HTTPClientRequest(url: "http://localhost:\(port ?? 0)\(uri)")
      request.method = .RAW(value: method.rawValue)
      for field in headers { request.headers.add(name: field.name.rawName, value: field.value) }
      request.body = body.map { .bytes($0) }
      let response = try await HTTPClient.shared.execute(request, deadline: .now() + patience)
      let body = try await response.body.collect(upTo: .max)
      return PatientResponse(
        status: HTTPResponse.Status(
          code: Int(response.status.code), reasonPhrase: response.status.reasonPhrase),
        text: String(buffer: body))
    }
  }
#endif
