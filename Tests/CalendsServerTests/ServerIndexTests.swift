#if Server
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalendsServer

/// `GET /` is a page that lists the specs (with links that render), the themes and the API.
@Suite struct ServerIndexTests {
  @Test func theIndexListsSpecsThemesAndTheAPI() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(.router) { client in
      let index = try await client.execute(uri: "/", method: .get)
      #expect(index.status == .ok)
      #expect(index.headers[.contentType] == "text/html; charset=utf-8")
      let page = index.text
      for link in ["specs/month.png", "specs/month.svg", "specs/month.pdf", "specs/team.png"] {
        #expect(page.contains("href=\"\(link)\""), "\(link)")
      }
      #expect(page.contains("<code>ocean</code>"))
      // A link that leaves the folder is not offered.
      #expect(!page.contains("leak"))
      #expect(page.contains("href=\"specs/alias.png\""))
      #expect(page.contains("<code>light</code>") && page.contains("<code>dark</code>"))
      for endpoint in ["POST /render", "GET /healthz", "GET /metrics"] {
        #expect(page.contains(endpoint), "\(endpoint)")
      }
      // Every listed spec link answers.
      let month = try await client.execute(uri: "/specs/month.svg", method: .get)
      #expect(month.status == .ok)
      // HEAD as GET; other methods 405 with Allow.
      #expect(try await client.execute(uri: "/", method: .head).status == .ok)
      let post = try await client.execute(uri: "/", method: .post)
      #expect(post.status == .methodNotAllowed)
      #expect(post.headers[.allow] == "GET, HEAD")
    }
  }

  @Test func withoutASpecsFolderTheIndexSaysHowToRender() throws {
    let page = IndexPage(specs: nil, themes: nil).html
    #expect(page.contains("No <code>--specs</code> folder"))
    #expect(page.contains("<code>light</code>, <code>dark</code>"))
  }
}
#endif  // Server
