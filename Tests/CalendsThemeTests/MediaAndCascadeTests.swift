import Testing

@testable import CalendsTheme

@Suite struct MediaAndCascadeTests {
  let iphone = MediaContext(device: .iphone, orientation: .portrait)
  let ipad = MediaContext(device: .ipad, orientation: .portrait)
  let ipadLandscape = MediaContext(device: .ipad, orientation: .landscape)
  let iphoneLandscape = MediaContext(device: .iphone, orientation: .landscape)

  @Test func defaultContextIsIPhonePortrait() {
    #expect(MediaContext() == iphone)
  }

  @Test func deviceConditionSelectsTheBlock() throws {
    let parsed = try #require(
      sheet(
        """
        fdlFUICalendarView { background-color: red; }
        @media (device:ipad) { fdlFUICalendarView { background-color: blue; } }
        @media (device : iphone) { fdlFUICalendarView_monthHeaderText { font-size: 30; } }
        """))
    let onIPad = parsed.resolve(appearance: .light, context: ipad)
    let onIPhone = parsed.resolve(appearance: .light, context: iphone)
    #expect(onIPad.background.description == "#0000FF")
    #expect(onIPhone.background.description == "#FF0000")
    #expect(onIPad.monthHeader.font.size == 17)
    #expect(onIPhone.monthHeader.font.size == 30)
  }

  @Test func conditionsCombineWithAnd() throws {
    let parsed = try #require(
      sheet(
        "@media (device:ipad) and (orientation:landscape) { fdlFUICalendarView { background-color: blue; } }"
      ))
    #expect(
      parsed.resolve(appearance: .light, context: ipadLandscape).background.description == "#0000FF"
    )
    for context in [iphone, ipad, iphoneLandscape] {
      #expect(parsed.resolve(appearance: .light, context: context).background == .white)
    }
  }

  @Test func orientationAlone() throws {
    let parsed = try #require(
      sheet("@media (orientation:landscape) { fdlFUICalendarView { background-color: blue; } }"))
    #expect(
      parsed.resolve(appearance: .light, context: iphoneLandscape).background.description
        == "#0000FF")
    #expect(parsed.resolve(appearance: .light, context: iphone).background == .white)
  }

  @Test func sourceOrderDecidesBetweenMediaAndPlainRules() throws {
    let parsed = try #require(
      sheet(
        """
        @media (device:ipad) { fdlFUICalendarView { background-color: blue; } }
        fdlFUICalendarView { background-color: red; }
        @media (device:ipad) { fdlFUICalendarItemView_eventView { background-color: blue; } }
        fdlFUICalendarItemView_eventView { background-color: red; }
        @media (device:ipad) { fdlFUICalendarItemView_eventView { background-color: green; } }
        """))
    let onIPad = parsed.resolve(appearance: .light, context: ipad)
    #expect(onIPad.background.description == "#FF0000")
    #expect(onIPad.eventView.description == "#00FF00")
  }

  @Test func variablesInsideMediaApplyOnlyThere() throws {
    let parsed = try #require(
      sheet(
        """
        @accent: red;
        fdlFUICalendarView { background-color: @accent; }
        @media (device:ipad) { @accent: blue; }
        """))
    #expect(parsed.resolve(appearance: .light, context: ipad).background.description == "#0000FF")
    #expect(parsed.resolve(appearance: .light, context: iphone).background.description == "#FF0000")
  }

  @Test func valuesAreCheckedForEveryContext() {
    expectError(
      "@media (device:ipad) {\n  fdlFUICalendarView { background-color: #12; }\n}",
      "2:42: error: invalid colour '#12': expected #RGB, #RRGGBB or #RRGGBBAA")
    expectError(
      "fdlFUICalendarView { background-color: @c; }\n@media (device:ipad) { @c: red; }",
      "1:40: error: undefined variable '@c'")
  }

  @Test func contradictoryMediaWarnsAndIsStillChecked() {
    let text =
      "@media (device:ipad) and (device:iphone) { fdlFUICalendarView { background-color: red; } }"
    #expect(
      warnings(text) == [
        "test.nss:1:1: warning: this @media block names contradictory conditions and never applies"
      ])
    expectError(
      "@media (device:ipad) and (device:iphone) { fdlFUICalendarView { background-color: nope; } }",
      "1:83: error: invalid colour 'nope': expected #RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), a colour name or a palette token"
    )
  }

  @Test func repeatedBlocksMergeAndLaterDeclarationsWin() {
    let result = theme(
      """
      fdlFUICalendarItemView_title { font-color: red; font-size: 20; }
      fdlFUICalendarView { background-color: gray; }
      fdlFUICalendarItemView_title { font-color: blue; tint-color-selected: green; }
      fdlFUICalendarItemView_title { tint-color-selected: yellow; tint-color-selected: cyan; }
      """)
    #expect(result.dayTitle.normal.color.description == "#0000FF")
    #expect(result.dayTitle.normal.font.size == 20)
    #expect(result.dayTitle.selected.color.description == "#00FFFF")
    #expect(result.background.description == "#808080")
  }

  @Test func stateSpellingsOverrideEachOtherInSourceOrder() {
    let text =
      "fdlFUICalendarItemView_title { tint-color-selected: red; tint-color { -selected }: blue; }"
    #expect(theme(text).dayTitle.selected.color.description == "#0000FF")
  }

  @Test func mediaSyntaxErrors() {
    expectError(
      "@media device:ipad { }",
      "1:8: error: expected '(' to start a condition after '@media', found 'device'")
    expectError(
      "@media (device:android) { }",
      "1:16: error: unknown device 'android'; expected 'iphone' or 'ipad'")
    expectError(
      "@media (device:ipda) { }",
      "1:16: error: unknown device 'ipda'; expected 'iphone' or 'ipad'; did you mean 'ipad'?")
    expectError(
      "@media (orientation:portait) { }",
      "1:21: error: unknown orientation 'portait'; expected 'portrait' or 'landscape'; did you mean 'portrait'?"
    )
    expectError(
      "@media (width:300) { }",
      "1:9: error: unknown media feature 'width'; expected 'device' or 'orientation'")
    expectError(
      "@media (device ipad) { }",
      "1:16: error: expected ':' after media feature 'device', found 'ipad'")
    expectError(
      "@media (device:ipad { }",
      "1:21: error: expected ')' after media condition 'device:ipad', found '{'")
    expectError(
      "@media (device:ipad) (orientation:portrait) { }",
      "1:22: error: expected 'and' or '{' after a media condition, found '('")
    expectError(
      "@media (device:ipad) and { }",
      "1:26: error: expected '(' to start a condition after 'and', found '{'")
    expectError(
      "@media (device:ipad) { @media (device:ipad) { } }",
      "1:24: error: @media blocks cannot be nested")
    expectError(
      "@media (device:ipad) {\n  fdlFUICalendarView { background-color: red; }\n",
      "3:1: error: unexpected end of file: expected '}' to close the @media block opened at 1:22")
  }
}
