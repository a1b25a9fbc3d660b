import CalendsValues

/// A YAML syntax error as a person can act on it: where (`line:column`, also given apart as
/// the diagnostic's line and column), what libyaml found, where the construct it was
/// reading began, and a hint for the usual cause. libyaml's own text ("while parsing a flow
/// sequence in line 3, column 15 did not find expected ',' or ']':") ends with a colon
/// before a quoted line that is often empty.
struct YAMLSyntaxProblem {
  /// The construct being read when the problem was found, and where it began.
  struct Context {
    var text: String
    var line: Int
    var column: Int
  }

  var problem: String
  /// 1-based, as editors count.
  var line: Int
  var column: Int
  var context: Context?
  var hint: String?

  /// A problem with the hint for its usual cause, unless one is given.
  init(
    problem: String, line: Int, column: Int, context: Context? = nil,
    hint: String?? = .none
  ) {
    self.problem = problem
    self.line = line
    self.column = column
    self.context = context
    self.hint = hint ?? YAMLSyntaxMessage.hint(for: problem, context: context?.text ?? "")
  }
}

enum YAMLSyntaxMessage {
  static func error(source: String, problem: YAMLSyntaxProblem) -> SpecError {
    SpecError(
      source: source, path: "", message: "not valid YAML: \(text(for: problem))",
      code: .yamlSyntax, line: problem.line, column: problem.column)
  }

  static func text(for problem: YAMLSyntaxProblem) -> String {
    var text = "\(problem.line):\(problem.column): \(problem.problem)"
    if let context = problem.context {
      text += " (\(context.text) that starts at \(context.line):\(context.column))"
    }
    if let hint = problem.hint {
      text += "; hint: \(hint)"
    }
    return text
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
    if problem.contains("control characters") {
      return "remove the control character; a spec is plain text"
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
