public import CalendsModel
public import CalendsValues
import CalendsYAML
public import Foundation

extension SpecReader {
  /// Decodes a whole spec file (JSON or YAML), as the facade's `SpecReader.read(_:source:)`
  /// does, for the model, layout and scene tests, which do not link the facade.
  public static func read(_ data: Data, source: String) throws(SpecError) -> CalendarSpec {
    try SpecReader(source: source).read(try SpecValue.parse(data, source: source))
  }
}
