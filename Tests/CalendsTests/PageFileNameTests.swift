import Calends
import Testing

@Suite struct PageFileNameTests {
  @Test func pagesAreNumberedBeforeTheExtension() {
    #expect(PageFileName.path("year.png", page: 1, of: 13) == "year-01.png")
    #expect(PageFileName.path("out/a.b/year.svg", page: 13, of: 13) == "out/a.b/year-13.svg")
    #expect(PageFileName.path("out/a.b/year", page: 2, of: 3) == "out/a.b/year-02")
    #expect(PageFileName.path("p.png", page: 7, of: 120) == "p-007.png")
  }

  @Test func pagesNamedByWhatTheyHoldGoBeforeTheExtension() {
    #expect(PageFileName.path("2027.png", page: "cover") == "2027-cover.png")
    #expect(PageFileName.path("out/a.b/2027.svg", page: "01") == "out/a.b/2027-01.svg")
    #expect(PageFileName.path("school", page: "2026-09") == "school-2026-09")
  }
}
