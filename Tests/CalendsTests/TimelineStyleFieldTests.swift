import Calends
import CalendsModel
import Testing

@testable import CalendsTheme

/// The timeline's customisation fields are read by the model and checked and applied by the
/// theme; these tests hold the two halves together.
@Suite struct TimelineStyleFieldTests {
  @Test func everyFieldNamesAPropertyTheCatalogueKnows() {
    #expect(
      StyleField.timeline.allSatisfy { field in
        SelectorCatalog.entry(named: field.selector).map {
          field.shape == .font ? $0.font != nil : $0.properties.contains(field.property)
        } ?? false
      })
  }

  @Test func aValueTheStylesheetRefusesIsBadInputNamingTheField() throws {
    let spec = try TestSupport.spec("style: timeline\ndayLabelDefaultFont: {style: wobbly}")
    #expect(throws: CalendsError.self) { try TestSupport.renderer.prepare(spec) }
    do {
      _ = try TestSupport.renderer.prepare(spec)
    } catch {
      guard case .badInput(let problems) = error else {
        Issue.record("expected bad input, got \(error)")
        return
      }
      #expect(problems.map(\.field) == ["dayLabelDefaultFont.style"], "\(problems)")
      #expect(problems.map(\.code) == [.specField])
      #expect(error.description.hasPrefix("dayLabelDefaultFont.style: "), "\(error)")
    }
  }
}

extension TimelineStyleFieldTests {
  @Test func theFieldsWinOverTheStylesheet() throws {
    let spec = try TestSupport.spec(
      """
      style: timeline
      today: 2019-01-10
      topBarColor: "#FF0000"
      dayViewDashedSeparatorPattern: [10, 5]
      dayLabelDefaultFont: {name: DejaVu Sans, size: 16}
      hourLabelFont: lightSystem
      dayViewCellInitialHeight: 1000
      hourLabelDateFormat: "HH:mm"
      """)
    let theme = try TestSupport.renderer.prepare(spec).theme
    #expect(theme.timeline.topBar.description == "#FF0000")
    #expect(theme.timeline.dashedSeparatorPattern == [10, 5])
    #expect(theme.timeline.dayLabel.font.description == "DejaVu Sans 400 16")
    #expect(theme.timeline.hourLabel.font.description == "Inter 300 12")
    #expect(theme.timeline.dayColumnHeight == 1000)
    #expect(theme.timeline.hourLabelDateFormat == "HH:mm")
  }
}
