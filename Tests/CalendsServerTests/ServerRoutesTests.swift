#if Server
import CalendsServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Every endpoint and status code of `calends serve`, in process.
@Suite struct ServerRoutesTests {
  @Test func healthzAnswersOK() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let response = try await client.execute(uri: "/healthz", method: .get)
      #expect(response.status == .ok)
      #expect(
        response.text
          == "ok\nrender threads: 0 of 2 busy, 0 renders queued\ncalendar reads: 0 of 2 threads busy, 0 queued\n"
      )
    }
  }

  @Test func postedJSONRendersPNG() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let response = try await client.execute(
        uri: "/render", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(text: #"{"today": "2026-11-10", "scale": 1}"#))
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "image/png")
      #expect(Array(response.bytes.prefix(4)) == pngSignature)
      #expect(response.headers[.eTag]?.hasPrefix("\"") == true)
      #expect(response.headers[.cacheControl] == "no-cache")
    }
  }

  /// A spec's calendar is part of its ETag: an edited calendar is a new ETag and a new
  /// image, an unchanged one the same ETag (answered from the file cache).
  @Test func anEditedCalendarIsANewETag() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    @Sendable func event(_ title: String) -> String {
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:a@x\r\n"
        + "DTSTART:20261110T090000Z\r\nDTEND:20261110T100000Z\r\nSUMMARY:\(title)\r\n"
        + "END:VEVENT\r\nEND:VCALENDAR\r\n"
    }
    let path = fixture.root.appendingPathComponent("calendars/team.ics").path
    let hourAgo = Date().addingTimeInterval(-3600)
    try fixture.write("calendars/team.ics", event("Stand-up"))
    try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: path)
    try await fixture.test { client in
      let body = "today: 2026-11-10\nstyle: timeline\ncalendars: [{ics: team}]\n"
      func get() async throws -> (etag: String?, text: String) {
        let response = try await client.execute(
          uri: "/render?format=svg", method: .post, body: ByteBuffer(text: body))
        #expect(response.status == .ok)
        return (response.headers[.eTag], response.text)
      }
      let first = try await get()
      let again = try await get()
      #expect(first.etag != nil && again.etag == first.etag)
      try fixture.write("calendars/team.ics", event("Retro"))
      try FileManager.default.setAttributes(
        [.modificationDate: hourAgo + 60], ofItemAtPath: path)
      let edited = try await get()
      #expect(edited.etag != first.etag)
      #expect(edited.text != first.text)
    }
  }

  /// What `calends render` prints as warnings comes back in `Calends-Warning` fields, the
  /// calendar named as the request named it, not by where the server keeps it — from a
  /// cached answer too; an answer without warnings has no such fields.
  @Test func warningsComeBackAsHeaderFields() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try fixture.write(
      "calendars/broken.ics",
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:a@x\r\n"
        + "DTSTART:20261110T090000Z\r\nDTEND:20261110T100000Z\r\nRRULE:FREQ=SOMETIMES\r\n"
        + "SUMMARY:Stand-up\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
    let count = HTTPFields.Element.Name("Calends-Warnings")!
    let warning = HTTPFields.Element.Name("Calends-Warning")!
    try await fixture.test { client in
      let body = "today: 2026-11-10\nstyle: timeline\ncalendars: [{ics: broken}]\n"
      for _ in 0..<2 {
        let response = try await client.execute(
          uri: "/render?format=svg", method: .post, body: ByteBuffer(text: body))
        #expect(response.status == .ok)
        #expect(response.headers[count] == "1")
        #expect(
          response.headers[values: warning] == [
            "broken.ics:8: bad RRULE 'FREQ=SOMETIMES'; the RRULE is skipped"
          ])
      }
      try fixture.write("themes/odd.nss", "day { colour: red; }\n")
      let themed = try await client.execute(
        uri: "/render?format=svg", method: .post,
        body: ByteBuffer(text: "today: 2026-11-10\ntheme: odd\n"))
      #expect(themed.status == .ok)
      #expect(
        themed.headers[values: warning] == ["theme: odd.nss:1:1: warning: unknown selector 'day'"])
      let clean = try await client.execute(
        uri: "/render?format=svg", method: .post, body: ByteBuffer(text: "today: 2026-11-10\n"))
      #expect(clean.status == .ok)
      #expect(clean.headers[count] == nil)
      #expect(clean.headers[values: warning].isEmpty)
    }
  }

  @Test func postedYAMLTakesItsFormatFromTheQueryOrTheBody() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let svg = try await client.execute(
        uri: "/render?format=svg", method: .post, body: ByteBuffer(text: "today: 2026-11-10\n"))
      #expect(svg.status == .ok)
      #expect(svg.headers[.contentType] == "image/svg+xml")
      #expect(svg.text.contains("<svg"))
      let pdf = try await client.execute(
        uri: "/render", method: .post,
        body: ByteBuffer(text: "today: 2026-11-10\nformat: pdf\n"))
      #expect(pdf.status == .ok)
      #expect(pdf.headers[.contentType] == "application/pdf")
      #expect(pdf.text.hasPrefix("%PDF"))
    }
  }

  /// What the image does not show in full comes with it: `Calends-Not-Shown` says how much
  /// (as `calends render`'s note), `Calends-Report` is the render report as one line of JSON;
  /// an image that shows everything has neither.
  @Test func anImageThatHidesEventsSaysSoInItsHeaders() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      var events = ""
      for index in 0..<4 {
        events +=
          "  - {id: e\(index), title: Meeting \(index), start: 2026-03-10T0\(index + 1):00, end: 2026-03-10T0\(index + 2):00}\n"
      }
      let spec = "style: wallMonth\ntoday: 2026-03-11\ndayMaxEvents: 1\nevents:\n" + events
      let response = try await client.execute(
        uri: "/render", method: .post, body: ByteBuffer(text: spec))
      #expect(response.status == .ok)
      let notShown = HTTPFields.Element.Name("Calends-Not-Shown")!
      let reportField = HTTPFields.Element.Name("Calends-Report")!
      let summary = try #require(response.headers[notShown])
      #expect(summary.contains("events behind"), "\(summary)")
      let report = try #require(response.headers[reportField])
      let decoded = try #require(report.removingPercentEncoding)
      let json = try JSONSerialization.jsonObject(with: Data(decoded.utf8)) as? [String: Any]
      let hidden = try #require(json?["hidden"] as? [[String: Any]])
      #expect(hidden.first?["date"] as? String == "2026-03-10")
      #expect((hidden.first?["ids"] as? [String])?.count == 4)
      let plain = try await client.execute(
        uri: "/render", method: .post, body: ByteBuffer(text: "today: 2026-11-10\n"))
      #expect(plain.headers[notShown] == nil && plain.headers[reportField] == nil)
    }
  }

  @Test func aBadSpecIs400WithTheFieldNamed() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let posted = try await client.execute(
        uri: "/render", method: .post, body: ByteBuffer(text: "weekStartDay: someday\n"))
      #expect(posted.status == .badRequest)
      #expect(posted.headers[.contentType] == "application/json; charset=utf-8")
      #expect(posted.text.contains("weekStartDay"))
      #expect(posted.text.contains("\"status\":400"))
      let file = try await client.execute(uri: "/specs/bad.png", method: .get)
      #expect(file.status == .badRequest)
      #expect(file.text.contains("weekStartDay"))
      let query = try await client.execute(uri: "/specs/month.png?today=tomorrow", method: .get)
      #expect(query.status == .badRequest)
      #expect(query.text.contains("today"))
      let unknown = try await client.execute(uri: "/specs/month.png?colour=red", method: .get)
      #expect(unknown.status == .badRequest)
      #expect(unknown.text.contains("colour"))
      let appearance = try await client.execute(
        uri: "/specs/month.png?appearance=sepia", method: .get)
      #expect(appearance.status == .badRequest)
      #expect(appearance.text.contains("appearance"))
      let format = try await client.execute(
        uri: "/render?format=gif", method: .post, body: ByteBuffer(text: "{}"))
      #expect(format.status == .badRequest)
      #expect(format.text.contains("format"))
      let garbage = try await client.execute(
        uri: "/render", method: .post, body: ByteBuffer(text: "{today: [unclosed"))
      #expect(garbage.status == .badRequest)
    }
  }

  /// An error body says each problem twice: as the text `calends` prints (`error`, a line
  /// each) and as the objects `calends --error-format json` writes (`diagnostics`), with the
  /// file, line, column and field the reader knew.
  @Test func anErrorBodyCarriesTheDiagnostics() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    @Sendable func body(_ response: TestResponse) throws -> (
      error: String, objects: [[String: Any]]
    ) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
      let error = try #require(object["error"] as? String)
      let objects = try #require(object["diagnostics"] as? [[String: Any]])
      return (error, objects)
    }
    try await fixture.test { client in
      let posted = try body(
        try await client.execute(
          uri: "/render", method: .post,
          body: ByteBuffer(text: "weekStartDay: someday\nselectedDate: 2019-02-30\n")))
      let lines = posted.error.split(separator: "\n").sorted()
      #expect(lines.count == 2)
      #expect(
        lines.first
          == "request body: selectedDate: '2019-02-30' is not a valid date (no such day in the calendar)"
      )
      #expect(lines.last?.hasPrefix("request body: weekStartDay: unknown value 'someday'") == true)
      let byField = Dictionary(
        uniqueKeysWithValues: posted.objects.map { ($0["field"] as? String ?? "", $0) })
      #expect(byField["weekStartDay"]?["code"] as? String == "spec-field")
      #expect(byField["selectedDate"]?["code"] as? String == "invalid-date")
      #expect(posted.objects.allSatisfy { $0["file"] as? String == "request body" })
      let garbage = try body(
        try await client.execute(
          uri: "/render", method: .post, body: ByteBuffer(text: "{today: [unclosed")))
      #expect(garbage.objects.count == 1)
      #expect(garbage.objects.first?["code"] as? String == "json-syntax")
      #expect(garbage.objects.first?["line"] as? Int == 1)
      #expect(garbage.objects.first?["column"] as? Int == 2)
      let query = try body(
        try await client.execute(uri: "/specs/month.png?colour=red", method: .get))
      #expect(query.objects.first?["code"] as? String == "option")
      #expect(query.objects.first?["field"] as? String == "colour")
    }
  }

  @Test func specFilesRenderWithQueryOverrides() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let plain = try await client.execute(uri: "/specs/month.png", method: .get)
      #expect(plain.status == .ok)
      #expect(plain.headers[.contentType] == "image/png")
      let tags = try await withThrowingTaskGroup(of: String?.self) { group in
        for query in [
          "appearance=dark", "today=2026-12-01", "displayDateAtStartup=2027-01-01",
          "locale=de_DE", "theme=ocean", "theme=dark", "scale=1",
        ] {
          group.addTask {
            let response = try await client.execute(
              uri: "/specs/month.png?\(query)", method: .get)
            #expect(response.status == .ok, "\(query): \(response.text)")
            return response.headers[.eTag]
          }
        }
        var tags: [String?] = []
        for try await tag in group { tags.append(tag) }
        return tags
      }
      #expect(Set(tags + [plain.headers[.eTag]]).count == 8)
      let svg = try await client.execute(uri: "/specs/team.svg", method: .get)
      #expect(svg.status == .ok)
      #expect(svg.headers[.contentType] == "image/svg+xml")
      let pdf = try await client.execute(uri: "/specs/alias.pdf", method: .get)
      #expect(pdf.status == .ok)
      #expect(pdf.headers[.contentType] == "application/pdf")
      let events = try await client.execute(uri: "/specs/events.png", method: .get)
      #expect(events.status == .ok, "\(events.text)")
    }
  }

  @Test func unknownSpecsAre404() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      for uri in [
        "/specs/nope.png", "/specs/month.gif", "/specs/month", "/specs/.png", "/specs/month.png.",
        "/nothing",
      ] {
        let response = try await client.execute(uri: uri, method: .get)
        #expect(response.status == .notFound, "\(uri)")
      }
    }
  }

  /// A number in the query is read as a person writes it: hexadecimal, an embedded NUL or
  /// `inf` is refused, naming the field, rather than read as the digits before it.
  @Test func aQueryNumberIsDecimalOrRefused() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      for query in ["scale=0x3", "scale=3%00", "scale=3%20", "scale=inf", "scale=0x1p1"] {
        let response = try await client.execute(uri: "/specs/month.png?\(query)", method: .get)
        #expect(response.status == .badRequest, "\(query)")
        #expect(response.text.contains("scale"), "\(query): \(response.text)")
      }
      let plain = try await client.execute(uri: "/specs/month.png?scale=2", method: .get)
      #expect(plain.status == .ok)
    }
  }

  /// An e-paper panel polls `?panel=`: the panel's own image (its size, its bit depth, its
  /// driver's bytes), an ETag, and 304 until something changes; another panel is another
  /// ETag.
  @Test func aPanelPollsItsImageAndGets304() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let png = try await client.execute(uri: "/specs/month.png?panel=trmnl", method: .get)
      #expect(png.status == .ok && png.headers[.contentType] == "image/png")
      let bytes = Array(png.bytes)
      // IHDR: width, height, bit depth 1, colour type 0 (greyscale).
      func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      #expect(uint32(16) == 800 && uint32(20) == 480 && bytes[24] == 1 && bytes[25] == 0)
      #expect(bytes.count <= 90_000)
      let etag = try #require(png.headers[.eTag])
      let again = try await client.execute(
        uri: "/specs/month.png?panel=trmnl", method: .get, headers: [.ifNoneMatch: etag])
      #expect(again.status == .notModified)
      let other = try await client.execute(
        uri: "/specs/month.png?panel=waveshare-7in5-b", method: .get)
      #expect(other.status == .ok && other.headers[.eTag] != etag)
      let raw = try await client.execute(
        uri: "/specs/month.bin?panel=waveshare-7in5-b", method: .get)
      #expect(raw.status == .ok)
      #expect(raw.bytes.count == 2 * 800 * 480 / 8, "a black and a red plane")
      let unknown = try await client.execute(uri: "/specs/month.png?panel=nope", method: .get)
      #expect(unknown.status == .badRequest && unknown.text.contains("panel"))
      let noPanel = try await client.execute(uri: "/specs/month.bin", method: .get)
      #expect(noPanel.status == .badRequest && noPanel.text.contains("panel"))
    }
  }

  @Test func ifNoneMatchIs304AndARepeatComesFromTheCache() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let first = try await client.execute(uri: "/specs/month.png?scale=1", method: .get)
      let etag = try #require(first.headers[.eTag])
      let revalidated = try await client.execute(
        uri: "/specs/month.png?scale=1", method: .get, headers: [.ifNoneMatch: "\"x\", \(etag)"])
      #expect(revalidated.status == .notModified)
      #expect(revalidated.body.readableBytes == 0)
      #expect(revalidated.headers[.eTag] == etag)
      let again = try await client.execute(uri: "/specs/month.png?scale=1", method: .get)
      #expect(again.bytes == first.bytes)
      let metrics = try await client.execute(uri: "/metrics", method: .get).text
      #expect(metrics.contains("calends_cache_hits_total 1"))
      #expect(metrics.contains("calends_cache_misses_total 1"))
      #expect(metrics.contains("calends_not_modified_total 1"))
      #expect(metrics.contains(#"calends_http_requests_total{status="200"} 2"#))
      #expect(metrics.contains(#"calends_http_requests_total{status="304"} 1"#))
      #expect(metrics.contains("calends_render_seconds_count 1"))
      #expect(metrics.contains("calends_render_queue_depth"))
    }
  }

  @Test func headIsAnsweredAsGetWithoutTheBody() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      for uri in ["/healthz", "/metrics", "/specs/month.svg"] {
        let get = try await client.execute(uri: uri, method: .get)
        let head = try await client.execute(uri: uri, method: .head)
        #expect(head.status == .ok, "\(uri)")
        #expect(head.body.readableBytes == 0, "\(uri)")
        #expect(head.headers[.contentType] == get.headers[.contentType], "\(uri)")
      }
      let image = try await client.execute(uri: "/specs/month.png", method: .get)
      let head = try await client.execute(uri: "/specs/month.png", method: .head)
      #expect(head.headers[.contentLength] == String(image.body.readableBytes))
      #expect(head.headers[.eTag] == image.headers[.eTag])
      #expect(try await client.execute(uri: "/specs/nope.png", method: .head).status == .notFound)
    }
  }

  @Test func otherMethodsOnKnownPathsAre405WithAllow() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let cases: [(String, HTTPRequest.Method, String)] = [
        ("/healthz", .post, "GET, HEAD"), ("/metrics", .delete, "GET, HEAD"),
        ("/render", .get, "POST"), ("/render", .head, "POST"), ("/render", .put, "POST"),
        ("/specs/month.png", .post, "GET, HEAD"), ("/specs/nope.png", .options, "GET, HEAD"),
        ("/healthz", HTTPRequest.Method("PURGE")!, "GET, HEAD"),
      ]
      for (uri, method, allow) in cases {
        let response = try await client.execute(uri: uri, method: method)
        #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
        #expect(response.headers[.allow] == allow, "\(method) \(uri)")
        if method != .head { #expect(response.text.contains("\"status\":405"), "\(method) \(uri)") }
      }
      #expect(try await client.execute(uri: "/nothing", method: .post).status == .notFound)
    }
  }

  @Test func aQueryFormatThatContradictsThePathIs400() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let contradicted = try await client.execute(uri: "/specs/month.png?format=svg", method: .get)
      #expect(contradicted.status == .badRequest)
      #expect(contradicted.text.contains("format"))
      let agreed = try await client.execute(uri: "/specs/month.svg?format=SVG", method: .get)
      #expect(agreed.status == .ok)
      #expect(agreed.headers[.contentType] == "image/svg+xml")
    }
  }

  @Test func cacheControlIsConfigurable() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(.router, { $0.cacheControl = "public, max-age=300" }) { client in
      let response = try await client.execute(uri: "/specs/month.svg", method: .get)
      #expect(response.headers[.cacheControl] == "public, max-age=300")
    }
  }
}

/// Spec files are parsed once while unchanged; an edited one is read again.
@Suite struct SpecFileReloadTests {
  @Test func anEditedSpecFileIsReadAgain() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let first = try await client.execute(uri: "/specs/month.svg", method: .get)
      #expect(first.status == .ok)
      try fixture.write("specs/month.yaml", "today: 2026-11-10\nweekStartDay: someday\n")
      let edited = try await client.execute(uri: "/specs/month.svg", method: .get)
      #expect(edited.status == .badRequest)
      #expect(edited.text.contains("weekStartDay"))
    }
  }
}
#endif  // Server
