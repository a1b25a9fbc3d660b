#if FeedClient
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address as 16 bytes (IPv4 mapped into `::ffff:0:0/96`), so one network
/// test covers both families.
public struct IPAddress: Sendable, Hashable, CustomStringConvertible {
  public let bytes: [UInt8]

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// `127.0.0.1`, `::1`, `fe80::1`; nil for anything else.
  public init?(parsing text: String) {
    var v4 = in_addr()
    if inet_pton(AF_INET, text, &v4) == 1 {
      bytes = IPAddress.mapped(v4)
      return
    }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, text, &v6) == 1 {
      bytes = withUnsafeBytes(of: v6) { Array($0) }
      return
    }
    return nil
  }

  static func mapped(_ v4: in_addr) -> [UInt8] {
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] + withUnsafeBytes(of: v4) { Array($0) }
  }

  /// Whether it is an IPv4 address (mapped).
  var isV4: Bool { bytes.prefix(12).elementsEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]) }

  /// Loopback, private, link-local, shared (CGNAT), multicast, unspecified, broadcast or
  /// reserved: the addresses of the network a server runs in, not of the internet.
  public var isInternal: Bool {
    IPNetwork.specialPurpose.contains { $0.contains(self) }
  }

  public var description: String {
    if isV4 { return bytes.suffix(4).map(String.init).joined(separator: ".") }
    var address = in6_addr()
    withUnsafeMutableBytes(of: &address) { $0.copyBytes(from: bytes) }
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    guard inet_ntop(AF_INET6, &address, &text, socklen_t(text.count)) != nil else { return "?" }
    return String(cString: text)
  }

  /// Every address `host` resolves to (a literal address is itself); empty when it resolves
  /// to none.
  static func resolve(_ host: String) -> [IPAddress] {
    if let literal = IPAddress(parsing: host) { return [literal] }
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return [] }
    defer { freeaddrinfo(first) }
    var found: [IPAddress] = []
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let current = entry {
      if let socketAddress = current.pointee.ai_addr {
        let kind = current.pointee.ai_family
        if kind == AF_INET {
          socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
            found.append(IPAddress(bytes: IPAddress.mapped($0.pointee.sin_addr)))
          }
        } else if kind == AF_INET6 {
          socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
            found.append(IPAddress(bytes: withUnsafeBytes(of: $0.pointee.sin6_addr) { Array($0) }))
          }
        }
      }
      entry = current.pointee.ai_next
    }
    return found
  }
}

/// An address and a prefix length: `10.0.0.0/8`, `fd00::/8`, `127.0.0.1` (all of it).
public struct IPNetwork: Sendable, Equatable {
  public let address: IPAddress
  /// Bits of the 128-bit (mapped) form that must match.
  public let prefix: Int

  /// `10.0.0.0/8` (an IPv4 prefix counts from the IPv4 address's first bit), `fe80::/10`,
  /// or an address alone; nil for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count <= 2, let address = IPAddress(parsing: String(parts[0])) else { return nil }
    let bits = address.isV4 ? 32 : 128
    var length = bits
    if parts.count == 2 {
      guard let given = Int(parts[1]), parts[1].allSatisfy(\.isASCII), (0...bits).contains(given)
      else { return nil }
      length = given
    }
    self.address = address
    prefix = length + (address.isV4 ? 96 : 0)
  }

  public func contains(_ other: IPAddress) -> Bool {
    var remaining = prefix
    for (a, b) in zip(address.bytes, other.bytes) {
      guard remaining > 0 else { return true }
      let mask: UInt8 = remaining >= 8 ? 0xFF : ~(0xFF >> UInt8(remaining))
      if a & mask != b & mask { return false }
      remaining -= 8
    }
    return true
  }

  /// The IANA special-purpose ranges a public feed is never on (RFC 6890 and its updates).
  static let specialPurpose: [IPNetwork] = [
    "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16",
    "172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16",
    "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
    "::/128", "::1/128", "64:ff9b:1::/48", "100::/64", "2001:db8::/32", "fc00::/7",
    "fe80::/10", "ff00::/8",
  ].compactMap(IPNetwork.init(parsing:))
}
#endif  // FeedClient
