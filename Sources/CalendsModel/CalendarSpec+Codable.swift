import CalendsValues

/// A spec encodes as the spec file it would be read from (`{"style": "month", "today":
/// "2019-01-10", …}`), and decodes through `SpecReader`, so a decoded spec is checked by
/// every rule and a bad field throws the reader's `SpecError` naming it.
extension CalendarSpec: Codable {
  /// Reads a spec in its spec-file form, checked by every rule a spec file is.
  public init(from decoder: Decoder) throws {
    let value = try SpecValue(from: decoder)
    self = try SpecReader(source: "").read(value)
  }

  /// Writes the spec as the spec file it would be read from.
  public func encode(to encoder: Encoder) throws {
    try SpecWriter.value(of: self).encode(to: encoder)
  }
}
