import Testing

@testable import CalendsTheme

@Suite struct VariableTests {
  @Test func variableReplacesTheValue() {
    let result = theme("@brand: #FF0000;\nfdlFUICalendarView { background-color: @brand; }")
    #expect(result.background.description == "#FF0000")
  }

  @Test func definitionsAfterUseAreCollectedFirst() {
    #expect(
      theme("fdlFUICalendarView { background-color: @late; }\n@late: blue;").background.description
        == "#0000FF")
  }

  @Test func lastDefinitionWins() {
    let text = "@c: red;\nfdlFUICalendarView { background-color: @c; }\n@c: green;"
    #expect(theme(text).background.description == "#00FF00")
  }

  @Test func chainsResolve() {
    let text = "@a: @b;\n@b: @c;\n@c: rgb(1, 2, 3);\nfdlFUICalendarView { background-color: @a; }"
    #expect(theme(text).background.description == "#010203")
  }

  @Test func variablesInsideAValueAndFontNames() {
    let text =
      "@r: 10; @family: DejaVu Sans; @size: 19;\nfdlFUICalendarView { background-color: rgb(@r, @r, 0); }\n"
      + "fdlFUICalendarView_monthHeaderText { font-name: @family Bold; font-size: @size; }"
    let result = theme(text)
    #expect(result.background.description == "#0A0A00")
    #expect(result.monthHeader.font.description == "DejaVu Sans 700 19")
  }

  @Test func sixteenLevelsAreAllowedSeventeenAreNot() {
    func chain(_ count: Int) -> String {
      (1..<count).map { "@v\($0): @v\($0 + 1);\n" }.joined() + "@v\(count): red;\n"
        + "fdlFUICalendarView { background-color: @v1; }"
    }
    #expect(theme(chain(16)).background.description == "#FF0000")
    expectError(chain(17), "16:7: error: variable '@v1' nests variables more than 16 levels deep")
  }

  @Test func depthLimitDoesNotDependOnDefinitionOrder() {
    // The same 17-deep chain defined deepest-first still fails.
    let text = (1...17).reversed().map { $0 == 17 ? "@v17: red;\n" : "@v\($0): @v\($0 + 1);\n" }
      .joined()
    #expect(parseError(text)?.contains("more than 16 levels deep") == true)
  }

  @Test func undefinedVariableIsAnErrorWhereItIsUsed() {
    expectError(
      "fdlFUICalendarView {\n  background-color: @primary;\n}",
      "2:21: error: undefined variable '@primary'")
    expectError("@a: @missing;", "1:5: error: undefined variable '@missing'")
    expectError("x { unknown-thing: 1px @nope; }", "1:24: error: undefined variable '@nope'")
  }

  @Test func cyclesAreErrors() {
    expectError("@a: @b;\n@b: @a;", "2:5: error: variable '@a' refers to itself: @a → @b → @a")
    expectError("@self: @self;", "1:8: error: variable '@self' refers to itself: @self → @self")
  }

  @Test func definitionErrors() {
    expectError("@a red;", "1:4: error: expected ':' after variable name '@a', found 'red'")
    expectError("@a: red", "1:8: error: expected ';' after value of '@a', found end of file")
    expectError("@a: ;", "1:5: error: expected a value for '@a' before ';'")
    expectError("@: red;", "1:1: error: expected a variable name after '@'")
  }
}
