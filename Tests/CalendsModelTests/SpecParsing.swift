import CalendsValues
import Foundation
import SpecTestingSupport

@testable import CalendsModel

/// Reading a spec from text, for the suites that test the reader: `read` returns the spec,
/// `error` the message (or "no error").
protocol SpecParsing {}

extension SpecParsing {
  func read(_ text: String) throws(SpecError) -> CalendarSpec {
    try SpecReader.read(Data(text.utf8), source: "spec.yaml")
  }

  func error(_ text: String) -> String {
    do {
      _ = try read(text)
      return "no error"
    } catch {
      return error.description
    }
  }
}
