import ArgumentParser
import CalendsModel
import Testing

@testable import CalendsCLI

/// `calends render`'s one-pass reader (`SpecCommandLine`) against swift-argument-parser, the
/// independent implementation: every line the reader takes must come out as the parser's
/// `RenderCommand` would run it, and every line it is unsure of must be left to the parser.
@Suite struct SpecCommandLineTests {
  /// The line as `main` prepares it, before either reads it.
  func split(_ arguments: [String]) -> RepeatedFlags.Split {
    RepeatedFlags.take(from: BooleanFlags.normalize(["render"] + arguments))
  }

  /// What the parser makes of the line, as the values a render runs from.
  func parsed(_ arguments: [String]) throws -> RenderInvocation {
    let split = split(arguments)
    let command = try #require(
      try RenderCommand.parseAsRoot(Array(split.arguments.dropFirst())) as? RenderCommand)
    return command.invocation(repeatedFlags: split.taken)
  }

  static let plainLines: [[String]] = [
    ["-o", "month.png"],
    ["spec.yaml", "-o", "month.png"],
    ["-o", "out.svg", "spec.yaml", "--today", "2019-01-10", "--time-zone", "UTC"],
    ["--output=month.png", "--today=2019-01-10", "--style", "week", "--scale", "2"],
    ["-", "-o", "-", "--format", "svg"],
    ["-o", "-", "-"],
    ["-o", "x.png", "--png-compression", "fast", "--page", "3", "--locale", "de_DE"],
    ["-o", "x.png", "--shows-week-numbers", "--no-shows-month-header"],
    ["-o", "x.png", "--shows-week-numbers", "false", "spec.json"],
    ["-o", "x.png", "--event-date", "2019-01-02", "--event-date=2019-01-03", "--tap", "none"],
    ["-o", "x.png", "--selected-date-range", "2019-01-02/2019-01-09", "--theme", "dark"],
    ["-o", "x.png", "--event", "2019-01-10T09:00/2019-01-10T10:00/Stand-up / planning"],
    ["-o", "x.png", "--month-title", "Jänner 2019 — Übersicht", "--width", "375"],
  ]

  @Test(arguments: plainLines)
  func aPlainLineIsReadAsTheParserReadsIt(_ arguments: [String]) throws {
    let read = try #require(RenderInvocation.read(split(arguments)), "left to the parser")
    #expect(read == (try parsed(arguments)))
  }

  /// Every single-valued spec flag of the field table, all on one line.
  /// The command's options are looked up before the field flags, so the two must not share
  /// a name.
  @Test func noRenderOptionIsAFieldFlag() {
    let fieldFlags = Set(SpecField.allFlags.map(\.flag.name))
    for option in RenderInvocation.options {
      #expect(!fieldFlags.contains(option.long), "\(option.long)")
    }
  }

  @Test func everyFieldFlagOfTheTableIsRead() throws {
    var arguments = ["-o", "x.png"]
    for name in SpecCommandLine.singleFieldFlags.sorted() {
      // A true/false flag takes only a true/false word as its next argument.
      arguments += ["--\(name)", BooleanFlags.names.contains(name) ? "false" : "v-\(name)"]
    }
    let read = try #require(RenderInvocation.read(split(arguments)), "left to the parser")
    #expect(read == (try parsed(arguments)))
    #expect(read.fieldFlags.count == SpecCommandLine.singleFieldFlags.count)
    #expect(read.fieldFlags["week-start-day"] == ["v-week-start-day"])
  }

  static let linesForTheParser: [[String]] = [
    ["--help"],
    ["-h"],
    ["-o", "x.png", "--no-such-flag", "1"],
    ["-o", "x.png", "--version"],
    ["-o", "x.png", "--", "spec.yaml"],
    ["-o", "x.png", "--width", "-5"],
    ["-o", "x.png", "--width", "375", "--width", "400"],
    ["-o", "x.png", "--width"],
    ["-o", "x.png", "--theme="],
    ["-o", "x.png", "one.yaml", "two.yaml"],
    ["-o", "x.png", "--page", "three"],
    ["-ox.png"],
    ["spec.yaml"],
    ["-o", "x.png", "-o", "y.png"],
  ]

  @Test(arguments: linesForTheParser)
  func anythingElseIsLeftToTheParser(_ arguments: [String]) {
    #expect(RenderInvocation.read(split(arguments)) == nil)
  }

  @Test func otherCommandsAreLeftToTheParser() {
    let line = RepeatedFlags.take(from: ["layout", "--today", "2019-01-10"])
    #expect(RenderInvocation.read(line) == nil)
  }
}
