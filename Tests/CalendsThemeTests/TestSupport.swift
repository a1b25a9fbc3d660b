import CalendsValues
import Foundation
import Testing

@testable import CalendsTheme

/// The file name every test sheet is parsed under, so expected messages read like real ones.
let testFile = "test.nss"

func sheet(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Stylesheet?
{
  do {
    return try Stylesheet.parse(text, file: testFile)
  } catch {
    Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The theme `text` gives; the built-in theme when the sheet does not parse (the issue is recorded).
func theme(
  _ text: String, appearance: Appearance = .light, context: MediaContext = MediaContext(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> CalendarTheme {
  sheet(text, sourceLocation: sourceLocation)?.resolve(appearance: appearance, context: context)
    ?? appearance.baseTheme
}

/// The thrown diagnostic's full text, or nil when the sheet parsed.
func parseError(_ text: String) -> String? {
  do {
    _ = try Stylesheet.parse(text, file: testFile)
    return nil
  } catch {
    #expect(error.severity == .error)
    return error.description
  }
}

/// Expects `text` to fail with `"line:column: error: message"`.
func expectError(
  _ text: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(parseError(text) == "\(testFile):\(expected)", sourceLocation: sourceLocation)
}

func warnings(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String]
{
  sheet(text, sourceLocation: sourceLocation)?.warnings.map(\.description) ?? []
}

/// The colour `value` gives as the background of the view, in the light appearance.
func color(
  _ value: String, appearance: Appearance = .light,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
)
  -> Color
{
  theme(
    "fdlFUICalendarView { background-color: \(value); }", appearance: appearance,
    sourceLocation: sourceLocation
  )
  .background
}

/// The month header font `declarations` give.
func headerFont(_ declarations: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> String
{
  theme("fdlFUICalendarView_monthHeaderText { \(declarations) }", sourceLocation: sourceLocation)
    .monthHeader.font.description
}

/// The package root, for the shipped theme files.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()
