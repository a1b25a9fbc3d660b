#if Server
  public import Calends
  import CalendsModel
  import CalendsSupport
  import CalendsValues
  import Foundation
  public import Hummingbird
  import HummingbirdCore
  import Logging
  import NIOCore
  import NIOHTTP1

  /// `calends serve`: calendar images over HTTP. An HTTP shell over the facade: requests are
  /// read and checked here (`RenderRequest`), their calendars read on the read threads
  /// (`CalendarReadPool`), drawn by `CalendarRenderer` on the render threads (`RenderPool`),
  /// and kept by ETag (`RenderCache`).
  ///
  /// - `POST /render`: a JSON or YAML spec → the image.
  /// - `GET /specs/NAME.{png,svg,pdf}`: a spec from `--specs`, with query overrides.
  /// - `GET /healthz` (what the threads are doing; 503 when the render threads are stuck),
  ///   `GET /metrics`.
  /// - `GET /`: an index page of the specs, the themes and the API.
  /// - HEAD wherever GET is answered; 405 with `Allow` for another method on these paths.
  public final class CalendsServer: Sendable {
    public let configuration: ServerConfiguration
    let context: RenderRequest.Context
    let specs: ServedFolder?
    let pool: RenderPool
    let reads: CalendarReadPool
    let cache: RenderCache
    let specFiles = SpecFileCache()
    let metrics: ServerMetrics
    let calendarWarnings = CalendarWarningLog()

    public init(_ configuration: ServerConfiguration) throws(CalendsError) {
      self.configuration = configuration
      do {
        specs = try configuration.specsFolder.map { url throws(ServerError) in
          try ServedFolder(url, noun: "specs")
        }
        context = RenderRequest.Context(
          themes: try configuration.themesFolder.map { url throws(ServerError) in
            try ServedFolder(url, noun: "themes")
          },
          calendars: try configuration.calendarsFolder.map { url throws(ServerError) in
            try ServedFolder(url, noun: "calendars")
          },
          feeds: configuration.feedCache.map(ServedFeeds.init),
          sharedFingerprint: OutputFingerprint.shared(
            fonts: .default, dataFolders: CalendarRenderer.dataFolders,
            pngCompression: configuration.pngCompression, version: CalendsVersion.string))
      } catch {
        throw .badInput(error.diagnostics)
      }
      let metrics = ServerMetrics()
      self.metrics = metrics
      cache = RenderCache(capacity: configuration.cacheBytes)
      ParsedCalendarMemory.limit = configuration.calendarBytes
      pool = try RenderPool(
        workers: configuration.workers, queueLimit: configuration.queueLimit,
        abandonLimit: configuration.abandonedLimit ?? 2 * configuration.workers,
        onQueueDepth: { metrics.queue(depth: $0) },
        onAbandoned: { metrics.abandoned(threads: $0) })
      reads = CalendarReadPool(threads: configuration.workers, queueLimit: configuration.queueLimit)
    }

    /// The application, for `run` and for tests (HummingbirdTesting's `.router` and `.live`).
    /// `onListening` gets the bound address (`127.0.0.1:PORT`).
    public func application(onListening: @escaping @Sendable (String) -> Void = { _ in })
      -> some ApplicationProtocol
    {
      var logger = Logger(label: "calends-serve")
      logger.logLevel = .error
      return Application(
        router: router(),
        server: ServerChannel.builder(
          headerTimeout: configuration.headerTimeout, idleTimeout: configuration.idleTimeout),
        configuration: ApplicationConfiguration(
          address: .hostname(configuration.host, port: configuration.port),
          serverName: "calends/\(CalendsVersion.string)", backlog: 1024,
          availableConnectionsDelegate: MaximumAvailableConnections(
            configuration.connectionLimit, logger: logger)),
        onServerRunning: { channel in
          let address = channel.localAddress
          let host = address?.ipAddress ?? self.configuration.host
          let shown = address?.protocol == .inet6 ? "[\(host)]" : host
          onListening("\(shown):\(address?.port ?? self.configuration.port)")
        },
        logger: logger)
    }

    func router() -> Router<BasicRequestContext> {
      // HEAD is answered as GET is, without the body.
      let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
      router.add(
        middleware: AccessLogMiddleware(metrics: metrics, enabled: configuration.accessLog))
      router.add(middleware: AllowedMethodsMiddleware())
      router.get("/") { _, _ in
        Response(
          status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
          body: ResponseBody(
            byteBuffer: ByteBuffer(
              string: IndexPage(specs: self.specs, themes: self.context.themes).html)))
      }
      router.get("/healthz") { _, _ in
        // Answered from counters alone, under locks no render or read holds while it works.
        let problem = self.pool.health(limit: self.configuration.timeLimit)
        let text =
          (problem.map { "unhealthy: \($0)" } ?? "ok") + "\n"
          + CalendsServer.healthDetails(render: self.pool.status, reads: self.reads.status)
        return Response(
          status: problem == nil ? .ok : .serviceUnavailable,
          headers: [.contentType: "text/plain; charset=utf-8"],
          body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
      }
      router.get("/metrics") { _, _ in
        Response(
          status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
          body: ResponseBody(byteBuffer: ByteBuffer(bytes: self.metrics.text)))
      }
      router.post("/render") { request, _ in
        try await self.renderBody(request)
      }
      router.get("/specs/:file") { request, context in
        try await self.renderSpecFile(request, file: context.parameters.get("file") ?? "")
      }
      return router
    }

    func renderBody(_ request: Request) async throws -> Response {
      let limit = configuration.bodyLimit
      if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
        throw ServerError.tooLarge(limit: limit)
      }
      let body: ByteBuffer
      do {
        body = try await request.body.collect(upTo: limit)
      } catch is NIOTooManyBytesError {
        throw ServerError.tooLarge(limit: limit)
      } catch let error as HTTPParserError {
        // A malformed body (a bad chunk size): Hummingbird answers 400 and closes.
        throw error
      } catch {
        // The connection closed, or the header timeout closed it.
        throw ServerError(status: .requestTimeout, message: "the request body did not arrive whole")
      }
      let fields: [String: SpecValue]
      do {
        fields = try SpecLoader.document(Data(buffer: body), source: "request body") ?? [:]
      } catch {
        throw ServerError.badRequest(error.diagnostics)
      }
      let deadline = ContinuousClock.now + configuration.timeLimit
      let checked = try await checkedRequest(
        fields: fields, source: "request body", query: query(request), pathFormat: nil,
        until: deadline)
      return try await respond(to: request, with: checked, until: deadline)
    }

    func renderSpecFile(_ request: Request, file: String) async throws -> Response {
      let deadline = ContinuousClock.now + configuration.timeLimit
      guard let specs else {
        throw ServerError.notFound("the server has no --specs folder", field: "specs")
      }
      let dot = file.lastIndex(of: ".")
      let name = dot.map { String(file[..<$0]) } ?? file
      let fileExtension = dot.map { String(file[file.index(after: $0)...]) } ?? ""
      guard let format = OutputFormat(name: fileExtension), !name.isEmpty
      else {
        throw ServerError.notFound(
          "'\(file.prefix(80))' is not NAME.png, NAME.svg or NAME.pdf",
          field: "specs")
      }
      let path = try specs.file(
        ["\(name).yaml", "\(name).yml", "\(name).json"], field: "spec", shown: name)
      let fields: [String: SpecValue]
      do {
        fields = try specFiles.fields(at: path, source: "specs/\(name)")
      } catch {
        throw ServerError.badRequest(error.diagnostics)
      }
      let checked = try await checkedRequest(
        fields: fields, source: "specs/\(name)", query: query(request), pathFormat: format,
        until: deadline)
      return try await respond(to: request, with: checked, until: deadline)
    }

    /// The request checked and its inputs read. A spec that names a feed (with `--feeds`) is
    /// checked off the cooperative threads, as the first request for a feed waits for its
    /// fetch, and within `deadline`: past it a 503, while the fetch goes on and its copy is
    /// kept for the next request. A spec without feeds never waits behind one.
    func checkedRequest(
      fields: [String: SpecValue], source: String, query: [(String, String)],
      pathFormat: OutputFormat?, until deadline: ContinuousClock.Instant
    ) async throws -> RenderRequest {
      let context = self.context
      guard let feeds = context.feeds, CalendsServer.namesFeed(.object(fields)) else {
        return try RenderRequest(
          fields: fields, source: source, query: query, pathFormat: pathFormat, context: context)
      }
      return try await feeds.offloading(until: deadline) {
        try RenderRequest(
          fields: fields, source: source, query: query, pathFormat: pathFormat, context: context)
      }
    }

    /// Whether a spec document has a `url` anywhere (a calendar's feed, wherever the spec
    /// reader would find one): only such a request may fetch.
    static func namesFeed(_ value: SpecValue) -> Bool {
      switch value {
      case .object(let fields):
        if let url = fields["url"], url != .null { return true }
        return fields.values.contains(where: namesFeed)
      case .array(let items): return items.contains(where: namesFeed)
      default: return false
      }
    }

    /// 304 when the client has this ETag; else the cached image, or a new render, within
    /// `deadline`.
    func respond(
      to request: Request, with checked: RenderRequest, until deadline: ContinuousClock.Instant
    ) async throws -> Response {
      var headers: HTTPFields = [
        .eTag: checked.etag, .cacheControl: configuration.cacheControl,
      ]
      if let tags = request.headers[.ifNoneMatch], CalendsServer.matches(tags, checked.etag) {
        metrics.answeredNotModified()
        return Response(status: .notModified, headers: headers)
      }
      let image: RenderedImage
      if let cached = cache.get(checked.etag) {
        metrics.cacheHit()
        image = cached
      } else {
        image = try await render(checked, until: deadline)
        metrics.cacheMiss()
        logCalendarWarnings(of: checked, image)
        cache.put(checked.etag, image)
      }
      headers[.contentType] = checked.format.mimeType
      CalendsServer.addWarnings(image.warnings, to: &headers)
      CalendsServer.addReport(image.report, to: &headers)
      return Response(
        status: .ok, headers: headers,
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
    }

    /// A line on the server's log (standard error, where the access log goes, whether or not
    /// it is on; tests read it through `configuration.logLine`).
    func log(_ text: String) {
      if let logLine = configuration.logLine { logLine(text) } else { ServedFeeds.log(text) }
    }

    /// `/healthz`'s lines after its first: what the render and read threads are doing.
    static func healthDetails(render: RenderPool.Status, reads: CalendarReadPool.Status) -> String {
      var text =
        "render threads: \(render.busy) of \(render.threads) busy, \(render.queued) renders queued"
      if render.abandoned > 0 { text += ", \(render.abandoned) stuck past the time limit" }
      text +=
        "\ncalendar reads: \(reads.busy) of \(reads.threads) threads busy, \(reads.queued) queued"
      if reads.unawaited > 0 {
        text += ", \(reads.unawaited) past their requests' time limit"
      }
      return text + "\n"
    }

    /// Reads the request's calendars on the read threads, unless they were read lately,
    /// before `deadline`; past it a 503 (the reads go on, and are kept for the next request).
    func readCalendars(_ checked: RenderRequest, until deadline: ContinuousClock.Instant)
      async throws
    {
      let reads = self.reads
      let beforeRead = configuration.beforeRead
      var unread: [(key: String, index: Int)] = []
      for index in checked.calendars.indices {
        let strict = checked.spec.canvas.calendars[index].strict
        let key =
          "\(strict ? "strict" : "tolerant") \(checked.calendarFingerprints[index]) \(checked.calendars[index].path)"
        if !reads.wasRead(key) { unread.append((key, index)) }
      }
      guard !unread.isEmpty else { return }
      let jobs = unread
      let today = checked.spec.canvas.today ?? CalendarRenderer.clockToday()
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          for (key, index) in jobs {
            let calendar = checked.calendars[index]
            let strict = checked.spec.canvas.calendars[index].strict
            try await reads.read(key: key, size: calendar.bytes.count) {
              beforeRead?(checked, index)
              // Read into the process's parse cache (`CalendarEvents` keeps each file it
              // parses, by its bytes), expanded over one day only. Whatever goes wrong is
              // left to the render, which reads the cached file or meets the same error.
              do {
                let zone = try CalendarEvents.zone("UTC", field: "timeZone")
                _ = try CalendarEvents(
                  calendars: [calendar], from: today, through: today, zone: zone, strict: [strict])
                return true
              } catch {
                return false
              }
            }
          }
        }
        group.addTask {
          try await Task.sleep(until: deadline, clock: .continuous)
          throw ServerError.unavailable(
            "reading the calendars took longer than the server's time limit")
        }
        defer { group.cancelAll() }
        _ = try await group.next()
      }
    }

    /// Reads the calendars (`readCalendars`), then draws on a render thread, before
    /// `deadline` (the request's time limit); a full queue or the limit is a 503.
    func render(_ checked: RenderRequest, until deadline: ContinuousClock.Instant) async throws
      -> RenderedImage
    {
      let compression = configuration.pngCompression
      let metrics = self.metrics
      let pool = self.pool
      let beforeRender = configuration.beforeRender
      do {
        try await readCalendars(checked, until: deadline)
        return try await withThrowingTaskGroup(of: RenderedImage.self) { group in
          group.addTask {
            try await pool.render(deadline: deadline) { worker in
              beforeRender?(checked)
              let start = ContinuousClock.now
              defer { metrics.rendered(in: ContinuousClock.now - start) }
              return try worker.render(checked, pngCompression: compression)
            }
          }
          group.addTask {
            try await Task.sleep(until: deadline, clock: .continuous)
            throw ServerError.unavailable("the render took longer than the server's time limit")
          }
          defer { group.cancelAll() }
          return try await group.next()!
        }
      } catch is RenderPool.Overloaded {
        throw ServerError.unavailable("the server is busy; retry shortly")
      } catch is CalendarReadPool.Overloaded {
        throw ServerError.unavailable("the server is busy; retry shortly")
      } catch let error as CalendsError {
        switch error {
        case .badInput(let problems): throw ServerError.badRequest(problems)
        case .renderFailure(let problem):
          throw ServerError(status: .internalServerError, diagnostics: [problem])
        }
      }
    }

    func query(_ request: Request) -> [(String, String)] {
      request.uri.queryParameters.map { (String($0.key), String($0.value)) }
    }

    /// `If-None-Match`: a list of ETags, or `*`; a weak `W/` prefix compares equal.
    static func matches(_ header: String, _ etag: String) -> Bool {
      // Checked on every conditional request: plain slicing, not Foundation's trimming.
      header.split(separator: ",").contains { item in
        var tag = item.drop(while: { $0 == " " || $0 == "\t" })
        while let last = tag.last, last == " " || last == "\t" { tag = tag.dropLast() }
        if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
        return tag == etag || tag == "*"
      }
    }

  }

  extension ServerError {
    static func tooLarge(limit: Int) -> ServerError {
      ServerError(
        status: .contentTooLarge, message: "the request body is over the limit of \(limit) bytes")
    }
  }

  /// 405 with `Allow` for a method a known path does not answer (`DELETE /healthz`,
  /// `GET /render`); unknown paths stay 404.
  struct AllowedMethodsMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
      _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
      let path = request.uri.path
      if let allowed = Self.allowed(path), !allowed.contains(request.method) {
        let list = allowed.map(\.rawValue).joined(separator: ", ")
        throw ServerError(
          status: .methodNotAllowed,
          message:
            "\(request.method.rawValue.prefix(20)) is not allowed on \(path.prefix(80)); use \(list)",
          allow: list)
      }
      return try await next(request, context)
    }

    /// The methods `path` answers, or nil for a path the server does not have.
    static func allowed(_ path: String) -> [HTTPRequest.Method]? {
      switch path {
      case "/", "/healthz", "/metrics": return [.get, .head]
      case "/render": return [.post]
      default:
        let file = path.utf8.dropFirst("/specs/".utf8.count)
        guard path.hasPrefix("/specs/"), !file.isEmpty, !file.contains(UInt8(ascii: "/")) else {
          return nil
        }
        return [.get, .head]
      }
    }
  }
#endif  // Server
