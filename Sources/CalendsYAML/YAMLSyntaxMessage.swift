import CalendsValues
import Yams

/// A YAML syntax error as a person can act on it: where (`line:column`, also given apart as
/// the diagnostic's line and column), what libyaml found, where the construct it was
/// reading began, and a hint for the usual cause. libyaml's own text ("while parsing a flow
/// sequence in line 3, column 15 did not find expected ',' or ']':") ends with a colon
/// before a quoted line that is often empty.
enum YAMLSyntaxMessage {
  /// Where libyaml stopped, as the message says it: nil for an error without a position.
  static func position(of error: Error) -> (line: Int, column: Int)? {
    switch error as? YamlError {
    case .scanner(_, _, let mark, _)?, .parser(_, _, let mark, _)?, .composer(_, _, let mark, _)?:
      return (mark.line, mark.column)
    default:
      return nil
    }
  }

  static func text(for error: Error) -> String {
    guard let yaml = error as? YamlError else {
      return SpecValue.firstLines(of: "\(error)")
    }
    switch yaml {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var text = "\(mark.line):\(mark.column): \(problem)"
      if let context {
        text += " (\(context.text) that starts at \(context.mark.line):\(context.mark.column))"
      }
      if let hint = hint(for: problem, context: context?.text ?? "") {
        text += "; hint: \(hint)"
      }
      return text
    default:
      return SpecValue.firstLines(of: "\(error)")
    }
  }

  /// The usual mistake behind libyaml's problem, for the problems people hit in specs.
  static func hint(for problem: String, context: String) -> String? {
    if problem.contains("expected ',' or ']'") {
      return "end the list with ']' and separate its items with ','; quote an item that "
        + "contains ',', ']' or ':'"
    }
    if problem.contains("expected ',' or '}'") {
      return "end the object with '}' and separate its fields with ','; quote a value that "
        + "contains ',', '}' or ':'"
    }
    if problem.contains("mapping values are not allowed") {
      return "a value that contains ': ' must be quoted, and a field must not be indented "
        + "under another field's value"
    }
    if problem.contains("tab character") {
      return "YAML indents with spaces, not tabs"
    }
    if context.contains("quoted scalar") {
      return "a quoted value is not closed: add its closing quote"
    }
    if problem.contains("could not find expected ':'") {
      return "each line of an object is 'field: value'"
    }
    if problem.contains("did not find expected key") {
      return "the fields of one object must be indented alike"
    }
    return "check the indentation and quoting on this line and the one before"
  }
}
