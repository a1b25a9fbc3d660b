public import CalendsValues
import CalendsModel

/// One image a batch renders: where it goes, the spec document it renders, and how.
public struct BatchEntry: Hashable, Sendable {
  /// The output path relative to the batch's output folder; also the entry's name in messages.
  public var name: String
  /// The spec fields, before reading (so a bad entry is reported when it is rendered, by name).
  public var fields: [String: SpecValue]
  public var format: OutputFormat

  public init(name: String, fields: [String: SpecValue], format: OutputFormat) {
    self.name = name
    self.fields = fields
    self.format = format
  }
}
