import CalendsValues
import Testing

@Suite struct FeedAddressTests {
  @Test func webcalIsFetchedAsHTTPS() throws {
    let address = try FeedAddress(parsing: "webcal://p01-caldav.icloud.com/published/2/abc")
    #expect(address.url == "https://p01-caldav.icloud.com/published/2/abc")
    #expect(address.given == "webcal://p01-caldav.icloud.com/published/2/abc")
    #expect(try FeedAddress(parsing: "WEBCALS://x.example/a.ics").url == "https://x.example/a.ics")
    #expect(try FeedAddress(parsing: "http://x.example/a.ics#frag").url == "http://x.example/a.ics")
  }

  @Test func otherSchemesAndBrokenURLsAreRefused() {
    #expect(throws: FeedAddressError.scheme("file")) {
      try FeedAddress(parsing: "file:///etc/passwd")
    }
    #expect(throws: FeedAddressError.scheme("ftp")) {
      try FeedAddress(parsing: "ftp://x.example/a.ics")
    }
    #expect(throws: FeedAddressError.noHost) { try FeedAddress(parsing: "https:///a.ics") }
    #expect(throws: FeedAddressError.characters) {
      try FeedAddress(parsing: "https://x.example/a b.ics")
    }
    #expect(throws: FeedAddressError.notURL) { try FeedAddress(parsing: "team.ics") }
  }

  @Test func urlsAreToldFromPaths() {
    #expect(FeedAddress.looksLikeURL("https://calendar.google.com/x/basic.ics"))
    #expect(FeedAddress.looksLikeURL("webcal://x"))
    #expect(!FeedAddress.looksLikeURL("calendars/team.ics"))
    #expect(!FeedAddress.looksLikeURL("C:\\calendars\\team.ics"))
    #expect(!FeedAddress.looksLikeURL("-"))
  }
}
