#if Server
  import CalendsFeeds
  import Foundation
  import Hummingbird
  import HummingbirdTesting
  import Testing

  @testable import CalendsServer

  /// Calendars slow to read (issue #47: four renders of a feed libical took tens of seconds
  /// to parse left `/healthz` unanswered for 43 s and an unrelated render answered 503 after
  /// 54 s). The slowness is the server's test hook: the read of a calendar whose file name
  /// starts `hostile` holds its read thread, as libical's parse did, until the test lets it go
  /// (or two minutes pass); the reads run on the server's read threads, as a real parse does.
  ///
  /// What is asserted is what answers while the reads are held: anything that waited for
  /// them would answer only after the test lets them go. The times are bounds well below
  /// the two minutes, not measurements: this in-process server shares the cooperative threads
  /// with the test runner's other suites, whose synchronous tests hold them for seconds in a
  /// full run (`ServerStallProcessTests` times a server in its own process).
  @Suite struct ServerSlowCalendarTests {
    /// Holds every read of a `hostile*.ics` until `release`, counting them by file name
    /// (without `.ics`).
    final class Spin: @unchecked Sendable {
      private let lock = NSLock()
      private var released = false
      private var counts: [String: Int] = [:]

      var hook: @Sendable (RenderRequest, Int) -> Void {
        { [self] request, index in
          let name = URL(fileURLWithPath: request.calendars[index].path)
            .deletingPathExtension().lastPathComponent
          guard name.hasPrefix("hostile") else { return }
          lock.withLock { counts[name, default: 0] += 1 }
          let start = ContinuousClock.now
          // Held, not spinning: a spinning read of each of four calendars took both cores of
          // a full test run from every other suite, and this one's own client timed out. The
          // read thread is taken all the same; `ServerStallProcessTests` spins cores, in a
          // process of its own.
          while !lock.withLock({ released }), ContinuousClock.now - start < .seconds(120) {
            usleep(2_000)
          }
        }
      }

      func release() { lock.withLock { released = true } }
      func reads(_ name: String) -> Int { lock.withLock { counts[name] ?? 0 } }
    }

    /// Four renders of calendars slow to read on a server of two workers, a fifth for one of
    /// them: `/healthz` answers at once and says what the threads do, a render without
    /// calendars and one of a calendar read before are answered within the time limit, the
    /// slow ones 503 at it, and the reads, once they end, serve the next requests at once.
    @Test func slowCalendarReadsStallNothingElse() async throws {
      let fixture = try ServerFixture()
      defer { fixture.remove() }
      let work = try Data(contentsOf: fixture.root.appendingPathComponent("calendars/work.ics"))
      for number in 1...4 {
        try work.write(to: fixture.root.appendingPathComponent("calendars/hostile\(number).ics"))
      }
      let spin = Spin()
      defer { spin.release() }
      // Long enough that no ordinary render of a loaded machine's debug build reaches it.
      let limit = Duration.seconds(8)
      try await fixture.test(
        .ahc(.http),
        {
          $0.workers = 2
          $0.timeLimit = limit
          $0.beforeRead = spin.hook
        }
      ) { client in
        /// The answer to `GET uri`, and how long it took in seconds.
        func get(_ uri: String) async throws -> (response: PatientResponse, seconds: Double) {
          let start = ContinuousClock.now
          let response = try await client.patiently(uri: uri, method: .get)
          return (response, Self.seconds(ContinuousClock.now - start))
        }
        /// The answer to a posted spec drawing `calendar`, and how long it took in seconds.
        @Sendable func render(_ calendar: String) async throws -> (
          response: PatientResponse, seconds: Double
        ) {
          let start = ContinuousClock.now
          let response = try await client.patiently(
            uri: "/render", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(
              text: #"{"today": "2026-03-10", "calendars": [{"ics": "\#(calendar)"}]}"#))
          return (response, Self.seconds(ContinuousClock.now - start))
        }
        // A calendar read before the slow ones come.
        #expect(try await get("/specs/events.png").response.status == .ok)
        #expect(
          try await get("/healthz").response.text.contains(
            "calendar reads: 0 of 2 threads busy, 0 queued"))

        let names = ["hostile1", "hostile1", "hostile2", "hostile3", "hostile4"]
        let slow = Task {
          try await withThrowingTaskGroup(of: (response: PatientResponse, seconds: Double).self) {
            group in
            for name in names { group.addTask { try await render(name) } }
            var answers: [(response: PatientResponse, seconds: Double)] = []
            for try await answer in group { answers.append(answer) }
            return answers
          }
        }
        // Both read threads spin; two reads wait (the second hostile1 waits for the first's
        // read, wherever that is).
        var health = ""
        for _ in 0..<500 where !health.contains("2 of 2 threads busy, 2 queued") {
          try await Task.sleep(for: .milliseconds(20))
          health = try await get("/healthz").response.text
        }
        #expect(health.contains("calendar reads: 2 of 2 threads busy, 2 queued"), "\(health)")

        // `/healthz`, again and again, while the reads spin (2 ms each when this suite runs
        // alone; seconds in a full run, see above).
        for _ in 0..<5 {
          let (response, seconds) = try await get("/healthz")
          #expect(response.status == .ok, "\(response.text)")
          #expect(response.text.hasPrefix("ok\nrender threads: 0 of 2 busy"), "\(response.text)")
          #expect(seconds < 30, "/healthz took \(seconds) s")
        }
        // Renders that read nothing slow, within the time limit (200: the server's own clock
        // held it): one without calendars, one of the calendar read before (a day not drawn
        // before, so it is drawn now).
        for uri in ["/specs/month.png?today=2026-05-05", "/specs/events.png?today=2026-03-17"] {
          let (response, seconds) = try await get(uri)
          #expect(response.status == .ok, "\(uri): \(response.text)")
          #expect(seconds < 30, "\(uri) took \(seconds) s")
        }

        // The slow renders are answered 503 at the time limit, the reads still spinning.
        let answers = try await slow.value
        #expect(answers.count == names.count)
        for (response, seconds) in answers {
          #expect(response.status == .serviceUnavailable, "\(response.text)")
          #expect(
            response.text.contains(
              "reading the calendars took longer than the server's time limit"),
            "\(response.text)")
          #expect(
            seconds > Self.seconds(limit) - 0.5, "a slow render was answered after \(seconds) s")
          #expect(seconds < 60, "a slow render was answered after \(seconds) s")
        }
        // The waiting reads were dropped with their requests; the running ones go on.
        let after = try await get("/healthz").response
        #expect(after.status == .ok)
        #expect(
          after.text.contains(
            "calendar reads: 2 of 2 threads busy, 0 queued, 2 past their requests' time limit"),
          "\(after.text)")
        let read = Set(names).filter { spin.reads($0) > 0 }
        #expect(read.count == 2)
        #expect(read.allSatisfy { spin.reads($0) == 1 })

        // Once the reads end, they are kept: the next requests for them render at once, with
        // no read again.
        spin.release()
        for _ in 0..<3000 where !health.contains("0 of 2 threads busy") {
          try await Task.sleep(for: .milliseconds(20))
          health = try await get("/healthz").response.text
        }
        #expect(health.contains("calendar reads: 0 of 2 threads busy, 0 queued\n"), "\(health)")
        for name in read.sorted() {
          let (response, seconds) = try await render(name)
          #expect(response.status == .ok, "\(name): \(response.text)")
          #expect(seconds < 30, "\(name) took \(seconds) s")
          #expect(spin.reads(name) == 1)
        }
      }
    }

    /// A feed fetch that waits until released, then gives `body`.
    final class HeldFetcher: FeedFetching, @unchecked Sendable {
      let gate = DispatchSemaphore(value: 0)
      let body: [UInt8]
      init(body: [UInt8]) { self.body = body }

      func fetch(_ request: FeedRequest) -> FeedAnswer {
        gate.wait()
        gate.signal()
        return .fresh(body, FeedValidators(etag: "\"1\"", lastModified: nil))
      }

      func release() { gate.signal() }
    }

    /// A feed never fetched is fetched during its request, within the time limit: a fetch
    /// that hangs is answered 503 at the limit while it goes on, its copy is kept for the next
    /// request, and a spec without feeds is drawn meanwhile, never waiting behind the fetch.
    @Test func aHangingFeedFetchCountsAgainstTheTimeLimit() async throws {
      let fixture = try ServerFixture()
      defer { fixture.remove() }
      let work = try Data(contentsOf: fixture.root.appendingPathComponent("calendars/work.ics"))
      let fetcher = HeldFetcher(body: Array(work))
      defer { fetcher.release() }
      let limit = Duration.seconds(6)
      try await fixture.test(
        .ahc(.http),
        {
          $0.timeLimit = limit
          $0.feedCache = FeedCache(
            folder: fixture.root.appendingPathComponent("feeds").path, timeout: 120,
            userAgent: "CalendsTests", fetcher: fetcher)
        }
      ) { client in
        @Sendable func renderFeed() async throws -> (response: PatientResponse, seconds: Double) {
          let start = ContinuousClock.now
          let response = try await client.patiently(
            uri: "/render", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(
              text:
                #"{"today": "2026-03-10", "calendars": [{"url": "https://calendar.example/team.ics"}]}"#
            ))
          return (response, Self.seconds(ContinuousClock.now - start))
        }
        let slow = Task { try await renderFeed() }
        try await Task.sleep(for: .milliseconds(300))
        let start = ContinuousClock.now
        let plain = try await client.patiently(uri: "/specs/month.png", method: .get)
        let seconds = Self.seconds(ContinuousClock.now - start)
        #expect(plain.status == .ok, "\(plain.text)")
        #expect(seconds < 30, "a spec without feeds took \(seconds) s")

        let (answer, waited) = try await slow.value
        #expect(answer.status == .serviceUnavailable, "\(answer.text)")
        #expect(
          answer.text.contains(
            "fetching the calendars' feeds took longer than the server's time limit"),
          "\(answer.text)")
        #expect(waited > Self.seconds(limit) - 0.5, "answered after \(waited) s")
        #expect(waited < 60, "answered after \(waited) s")

        // The fetch ends on its own and its copy is kept: the next request draws it.
        fetcher.release()
        var drawn = false
        for _ in 0..<100 where !drawn {
          drawn = try await renderFeed().response.status == .ok
          if !drawn { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(drawn)
      }
    }

    /// `/healthz` says what the render threads do, in lines a person and a probe read.
    @Test func healthzDetails() {
      let text = CalendsServer.healthDetails(
        render: .init(threads: 2, busy: 1, queued: 3, abandoned: 1),
        reads: .init(threads: 2, busy: 2, unawaited: 1, queued: 0))
      #expect(
        text == """
          render threads: 1 of 2 busy, 3 renders queued, 1 stuck past the time limit
          calendar reads: 2 of 2 threads busy, 0 queued, 1 past their requests' time limit

          """)
    }

    static func seconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
  }
#endif  // Server
