import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import Testing

@testable import CalendsLayout

/// A secondary calendar adds only what differs from the Gregorian one, in the image's digits,
/// and a selected day's disc circles its number whether or not a label lies under it.
@Suite struct SecondaryCalendarLayoutTests: CalendarLayoutTesting {
  /// Every text the layout draws: titles, header lines, day numbers and labels.
  func drawnTexts(_ tree: LayoutTree) -> [String] {
    var texts = [tree.title]
    for item in tree.items {
      if let header = item.monthHeader { texts += (header.lines ?? []).map(\.text) }
      if let text = item.text { texts.append(text) }
    }
    return texts
  }

  func hasLatinDigit(_ text: String) -> Bool {
    text.unicodeScalars.contains { ("0"..."9").contains($0) }
  }

  @Test(arguments: [AlternateCalendar.islamic, .islamicUmmAlQura])
  func anArabicDualCalendarWritesOnlyArabicIndicDigits(_ calendar: AlternateCalendar) {
    let tree = layout {
      $0.locale = "ar_EG"
      $0.alternateCalendar = calendar
      $0.monthTitle = .double
    }
    let labels = items(tree, .dayLabel).compactMap(\.text)
    #expect(!labels.isEmpty)
    #expect(tree.title.contains("١٤٤٠"))
    for text in drawnTexts(tree) { #expect(!hasLatinDigit(text), "\(text)") }
  }

  @Test func theImageLocalesNumberingKeywordWinsOverTheSecondaryLocales() {
    let tree = layout {
      $0.locale = "ar-u-nu-latn"
      $0.alternateCalendar = .persian
    }
    let labels = items(tree, .dayLabel).compactMap(\.text)
    #expect(labels.allSatisfy { $0.allSatisfy(\.isASCII) })
    #expect(tree.title.contains("1397"))
  }

  struct SameDays: Sendable, CustomStringConvertible {
    var calendar: AlternateCalendar
    var locale: String
    var year: String
    var description: String { "\(calendar) \(locale)" }
  }

  @Test(arguments: [
    SameDays(calendar: .japanese, locale: "ja", year: "平成31年"),
    SameDays(calendar: .japanese, locale: "en", year: "31 Heisei"),
    SameDays(calendar: .buddhist, locale: "th", year: "พ.ศ. 2562"),
    SameDays(calendar: .republicOfChina, locale: "zh_TW", year: "民國108年"),
  ])
  func aCalendarWithTheGregorianDaysShowsItsYearAndNoDayLabels(_ expected: SameDays) {
    let tree = layout {
      $0.locale = expected.locale
      $0.alternateCalendar = expected.calendar
      $0.alternateCalendarLocale = expected.locale
    }
    #expect(items(tree, .dayLabel).isEmpty)
    #expect(tree.title.hasSuffix(" · " + expected.year))
  }

  @Test func theEraYearChangesInsideItsMonth() {
    let tree = layout(today: "2019-05-10") { $0.alternateCalendar = .japanese }
    #expect(tree.title.hasSuffix(" · 令和元年"))
    let january1989 = layout(today: "1989-01-10") { $0.alternateCalendar = .japanese }
    #expect(january1989.title.hasSuffix(" · 昭和64年 – 平成元年"))
  }

  /// Every style that draws a label under the number: the secondary calendar's, or a day's
  /// own subtitle from `days`.
  @Test(arguments: [ControlStyle.month, .week, .expandable, .fullScreenMonth])
  func theDiscIsCentredOnTheNumber(_ style: ControlStyle) throws {
    let tree = layout(style) {
      $0.alternateCalendar = .hebrew
      $0.alternateCalendarLocale = "en"
      $0.dayData = DayData(days: [d("2019-01-12"): DayDecoration(subtitle: "Meeting")])
    }
    let disc = try #require(items(tree, .selectionIndicator).first)
    let cell = try #require(items(tree, .dateCell).first { $0.date == disc.date })
    let number = try #require(cell.dateCell?.textFrame)
    #expect(abs(disc.frame.midY - number.midY) <= 0.5)
    let labels = items(tree, .dayLabel).filter { $0.date == disc.date }
    for label in labels { #expect(label.frame.minY >= disc.frame.maxY - 0.5) }
  }
}
