#if FeedClient
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which hosts a feed fetch may reach. A server that fetches the feeds its clients' specs
/// name (`calends serve --feeds`) must not become a way into the network it runs in: with
/// `refusesInternal`, a host that resolves to a loopback, private, link-local, shared,
/// multicast or reserved address is refused before any connection, unless `allowed` names
/// it (a host name, an address, or a network such as `10.0.0.0/8`). Every redirect's target
/// is checked the same way.
///
/// The check resolves the name itself and the connection resolves it again, so a name
/// whose answer changes between the two (DNS rebinding) is not stopped here; a server that
/// needs that guarantee runs behind an egress proxy or firewall.
public struct FeedAddressPolicy: Sendable {
  /// Whether internal addresses are refused; false fetches from anywhere (the `calends`
  /// tool and library users fetch what their own spec names).
  public var refusesInternal: Bool
  /// What may be reached even though internal.
  public var allowed: [AllowedHost]

  /// Fetches from anywhere.
  public static let open = FeedAddressPolicy(refusesInternal: false, allowed: [])

  public init(refusesInternal: Bool, allowed: [AllowedHost]) {
    self.refusesInternal = refusesInternal
    self.allowed = allowed
  }

  /// A host a feed may reach although it is internal: a name (compared without case), or
  /// a network of addresses (an address alone is a network of one).
  public enum AllowedHost: Sendable, Equatable {
    case name(String)
    case network(IPNetwork)

    /// `calendar.intranet`, `127.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`.
    public init(parsing text: String) throws(FeedPolicyError) {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if let network = IPNetwork(parsing: trimmed) {
        self = .network(network)
      } else if !trimmed.isEmpty, !trimmed.contains("/"),
        trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") })
      {
        self = .name(trimmed.lowercased())
      } else {
        throw FeedPolicyError(
          message:
            "'\(trimmed.prefix(80))' is neither a host name, an address nor a network such as 10.0.0.0/8"
        )
      }
    }
  }

  /// Why `host` may not be fetched, for the log; nil when it may.
  public func refusal(host: String) -> String? {
    guard refusesInternal else { return nil }
    let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if allowed.contains(.name(name)) { return nil }
    let addresses = IPAddress.resolve(name)
    guard !addresses.isEmpty else { return nil }  // the fetch itself reports the failure
    for address in addresses where address.isInternal {
      let allowedHere = allowed.contains {
        if case .network(let network) = $0 { return network.contains(address) }
        return false
      }
      if !allowedHere {
        return "\(host) resolves to \(address), an internal address; --feeds-allow lets the server fetch from it"
      }
    }
    return nil
  }
}

/// A `--feeds-allow` value that names nothing.
public struct FeedPolicyError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
#endif  // FeedClient
