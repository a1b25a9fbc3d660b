#if FeedClient
import Testing

@testable import CalendsFeedClient

/// Which hosts `serve --feeds` may fetch from: never the network it runs in, unless named.
@Suite struct FeedAddressPolicyTests {
  let refusing = FeedAddressPolicy(refusesInternal: true, allowed: [])

  @Test(arguments: [
    "127.0.0.1", "127.1.2.3", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1",
    "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "::1", "::",
    "fe80::1", "fd12:3456::1", "ff02::1", "::ffff:127.0.0.1", "localhost",
  ])
  func internalAddressesAreRefused(host: String) {
    #expect(refusing.refusal(host: host) != nil, "\(host)")
  }

  @Test(arguments: ["8.8.8.8", "172.32.0.1", "100.128.0.1", "1.1.1.1", "2606:4700::1111"])
  func publicAddressesMayBeFetched(host: String) {
    #expect(refusing.refusal(host: host) == nil, "\(host)")
  }

  @Test func allowedNamesAndNetworksMayBeFetched() throws {
    let policy = FeedAddressPolicy(
      refusesInternal: true,
      allowed: try ["10.0.0.0/8", "LocalHost", "::1", "192.168.1.7"].map(
        FeedAddressPolicy.AllowedHost.init(parsing:)))
    #expect(policy.refusal(host: "10.200.0.1") == nil)
    #expect(policy.refusal(host: "localhost") == nil)
    #expect(policy.refusal(host: "[::1]") == nil)
    #expect(policy.refusal(host: "192.168.1.7") == nil)
    #expect(policy.refusal(host: "192.168.1.8") != nil)
    #expect(policy.refusal(host: "127.0.0.1") != nil)
    #expect(FeedAddressPolicy.open.refusal(host: "127.0.0.1") == nil)
  }

  @Test(arguments: ["", "10.0.0.0/33", "::1/129", "a/b", "host name", "10.0.0.0/x"])
  func entriesThatNameNothingAreRefused(text: String) {
    #expect(throws: FeedPolicyError.self) { try FeedAddressPolicy.AllowedHost(parsing: text) }
  }

  @Test func networksMatchTheirPrefixOnly() throws {
    let network = try #require(IPNetwork(parsing: "172.16.0.0/12"))
    #expect(network.contains(try #require(IPAddress(parsing: "172.20.1.1"))))
    #expect(!network.contains(try #require(IPAddress(parsing: "172.32.0.1"))))
    #expect(!network.contains(try #require(IPAddress(parsing: "::ffff:ac20:1"))))
    #expect(network.contains(try #require(IPAddress(parsing: "::ffff:ac10:1"))))
  }
}
#endif  // Server
