import Foundation
import Testing

/// The command's text says the day its `date` fields say, before 1582 too, and in the
/// locale's Gregorian patterns.
@Suite struct ProlepticGregorianCLITests {
  @Test func anEarlyMonthIsTitledAndNumberedAsItsDates() throws {
    let result = try CLI.run([
      "layout", "--today", "1200-03-10", "--shows-week-numbers", "true", "--dump",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == #"layout 375x324.31 title="Mar 1200""#)
    let march = lines.filter { $0.hasPrefix("dateCell 1200-03-") }
    #expect(march.count == 31)
    #expect(
      march.allSatisfy { line in
        let day = Int(line.dropFirst("dateCell 1200-03-".count).prefix(2))!
        return line.contains(" \"\(day)\" textFrame=")
      })
    #expect(lines.contains { $0.hasPrefix("weekNumber week=9 ") && $0.contains(#""9""#) })
  }

  @Test func timelineLabelIsTheFirstOfMarch() throws {
    let result = try CLI.run([
      "layout", "--style", "timeline", "--today", "1200-03-01", "--width", "1024",
      "--visible-days", "1", "--dump",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""Wed 1 Mar 1200""#))
  }

  @Test func gregorianPatternsInSaudiArabic() throws {
    let result = try CLI.run(["layout", "--locale", "ar_SA", "--today", "2019-02-10", "--dump"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(#"layout 375x324.31 title="فبراير ٢٠١٩""#))
  }
}
