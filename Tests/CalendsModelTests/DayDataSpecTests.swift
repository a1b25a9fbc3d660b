import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

private func d(_ text: String) -> Day { Day(iso: text)! }

/// The per-day fields (`days`, `heatmap`) of every grid style: what they read, their
/// defaults, the heat map's buckets, and every bad value named by its field path.
@Suite struct DayDataSpecTests: SpecParsing {
  @Test func readsDaysInEveryGridStyle() throws {
    let days = """
      days:
        2026-05-01: {classes: [holiday, long-weekend], subtitle: "€129", dots: ["#0070F2", positive], value: 12.5}
        2026-05-02: {classes: sold-out}
      """
    for style in [
      "month", "week", "expandable", "rangeSelection", "datesSelection", "fullScreenMonth",
    ] {
      let control = try #require(try read("style: \(style)\n" + days).control)
      #expect(control.dayData.days.count == 2)
      let first = try #require(control.dayData.days[d("2026-05-01")])
      #expect(first.classes == ["holiday", "long-weekend"] && first.subtitle == "€129")
      #expect(first.dots.map(\.description) == ["#0070F2", "positive"] && first.value == 12.5)
      #expect(control.dayData.days[d("2026-05-02")]?.classes == ["sold-out"])
    }
    for style in ["year", "multiMonth", "weeks"] {
      let year = try #require(try read("style: \(style)\n" + days).year)
      #expect(year.dayData.days[d("2026-05-01")]?.value == 12.5)
    }
  }

  @Test func defaultsAreEmpty() throws {
    #expect(try read("style: month").control?.dayData == DayData.none)
    #expect(try read("style: year").year?.dayData == DayData.none)
  }

  @Test func readsTheHeatmap() throws {
    let ramp = try #require(
      try read("heatmap: {colors: oranges, domain: [0, 10], legend: false, emptyColor: '#EEEEEE'}")
        .control?.dayData.heatmap)
    #expect(ramp.colors == Heatmap.ramps["oranges"] && ramp.domain == .range(0...10))
    #expect(!ramp.legend && ramp.emptyColor.description == "#EEEEEE")
    let list = try #require(
      try read("style: year\nheatmap: {colors: ['#000', '#888', white]}").year?.dayData.heatmap)
    #expect(list.colors.count == 3 && list.domain == .auto && list.legend)
    for name in ["greens", "blues", "oranges", "greys"] {
      #expect(try read("heatmap: {colors: \(name)}").control?.dayData.heatmap?.colors.count == 5)
    }
  }

  /// n colours split the domain into n equal intervals; outside values clamp.
  @Test func bucketsAreEvenOverTheDomain() {
    var heatmap = Heatmap()
    heatmap.colors = Heatmap.ramps["greys"]!.prefix(4).map { $0 }
    let domain = 0.0...100.0
    #expect(
      [-5, 0, 24.9, 25, 49.99, 50, 75, 99.9, 100, 250].map { heatmap.bucket(of: $0, in: domain) }
        == [0, 0, 0, 1, 1, 2, 3, 3, 3, 3])
    #expect(heatmap.color(for: nil, domain: domain) == heatmap.emptyColor)
    #expect(heatmap.color(for: 60, domain: nil) == heatmap.emptyColor)
    // A one-value domain (auto over equal values) puts every value in the top bucket.
    #expect(heatmap.bucket(of: 7, in: 7...7) == 3)
  }

  @Test func autoDomainSpansTheValues() throws {
    let data = try #require(
      try read(
        "heatmap: {}\ndays: {2026-01-01: {value: 3}, 2026-01-02: {value: -2}, 2026-01-03: {}}"
      )
      .control?.dayData)
    #expect(data.heatmapDomain == -2...3)
    #expect(data.heatColor(of: d("2026-01-03")) == data.heatmap?.emptyColor)
    #expect(data.heatColor(of: d("2026-01-01")) == Heatmap.ramps["greens"]!.last)
    #expect(data.heatColor(of: d("2026-01-02")) == Heatmap.ramps["greens"]!.first)
    #expect(
      try read("days: {2026-01-01: {value: 3}}").control?.dayData.heatColor(of: d("2026-01-01"))
        == nil)
  }

  @Test(arguments: [
    (
      "days: [2026-01-01]",
      "spec.yaml: days: expected an object of dates (YYYY-MM-DD) to day data, found a list"
    ),
    (
      "days: {2026-13-01: {}}",
      "spec.yaml: days.2026-13-01: '2026-13-01' is not a valid date (no such day in the calendar)"
    ),
    (
      "days: {tomorrow: {}}",
      "spec.yaml: days.tomorrow: 'tomorrow' is not a date; expected YYYY-MM-DD"
    ),
    (
      "days: {2026-01-01: 5}",
      "spec.yaml: days.2026-01-01: expected an object with classes, subtitle, dots, value, found a number"
    ),
    (
      "days: {2026-01-01: {value: high}}",
      "spec.yaml: days.2026-01-01.value: expected a number, found a string"
    ),
    (
      "days: {2026-01-01: {value: '5'}}",
      "spec.yaml: days.2026-01-01.value: expected a number, found a string"
    ),
    ("days: {2026-01-01: {colour: red}}", "spec.yaml: days.2026-01-01.colour: unknown field"),
    (
      "days: {2026-01-01: {classes: [2x]}}",
      "spec.yaml: days.2026-01-01.classes[0]: '2x' is not a class name; expected a letter or '_', then letters, digits, '_' or '-'"
    ),
    (
      "days: {2026-01-01: {classes: ['a b']}}",
      "spec.yaml: days.2026-01-01.classes[0]: 'a b' is not a class name; expected a letter or '_', then letters, digits, '_' or '-'"
    ),
    ("days: {2026-01-01: {dots: [reddish]}}", "spec.yaml: days.2026-01-01.dots[0]: "),
    (
      "days: {2026-01-01: {dots: '#FF0000'}}",
      "spec.yaml: days.2026-01-01.dots: expected a list of colours, found a string"
    ),
    (
      "heatmap: {colors: purples}",
      "spec.yaml: heatmap.colors: unknown ramp 'purples'; expected blues, greens, greys, oranges or a list of colours"
    ),
    ("heatmap: {colors: ['#000']}", "spec.yaml: heatmap.colors: expected 2 to 16 colours, found 1"),
    (
      "heatmap: {domain: [5, 5]}",
      "spec.yaml: heatmap.domain: min 5.0 is not below max 5.0; give [min, max] with min < max"
    ),
    (
      "heatmap: {domain: big}",
      "spec.yaml: heatmap.domain: expected [min, max] or \"auto\", found a string"
    ),
    (
      "heatmap: {legend: maybe}",
      "spec.yaml: heatmap.legend: expected true or false, found a string"
    ),
    ("heatmap: {emptyColor: nope}", "spec.yaml: heatmap.emptyColor: "),
    ("heatmap: {scale: 2}", "spec.yaml: heatmap.scale: unknown field"),
    ("style: timeline\ndays: {}", "spec.yaml: days: is a field of the "),
  ])
  func badValuesNameTheField(yaml: String, expected: String) {
    #expect(error(yaml).hasPrefix(expected), "\(error(yaml))")
  }

  @Test func limits() {
    func days(_ count: Int) -> String {
      var day = d("2000-01-01")
      var text = "days: {"
      for _ in 0..<count {
        text += "\(day): {value: 1}, "
        day = day.adding(days: 1)
      }
      return text + "}"
    }
    #expect(error(days(Limits.days)) == "no error")
    #expect(
      error(days(Limits.days + 1)) == "spec.yaml: days: 10001 days is over the limit of 10000")
    let classes = (0...Limits.dayClasses).map { "c\($0)" }.joined(separator: ", ")
    #expect(
      error("days: {2026-01-01: {classes: [\(classes)]}}").contains(
        "17 class names is over the limit of 16"))
    let long = String(repeating: "a", count: Limits.classNameLength + 1)
    #expect(
      error("days: {2026-01-01: {classes: [\(long)]}}").contains(
        "class name is over the limit of 64 characters"))
    let text = String(repeating: "x", count: Limits.eventText + 1)
    #expect(error("days: {2026-01-01: {subtitle: \(text)}}").contains("days.2026-01-01.subtitle"))
  }

  @Test func writesBackWhatItRead() throws {
    let spec = try read(
      """
      style: weeks
      heatmap: {colors: [red, blue], domain: [1, 2], legend: false}
      days: {2026-01-01: {classes: [a], subtitle: x, dots: [red], value: 1.5}}
      """)
    let again = try SpecReader(source: "again").read(SpecWriter.value(of: spec))
    #expect(again == spec)
  }

  /// Each named ramp runs light to dark on a light page and, in the dark appearance, dim
  /// to bright: the lowest values are the least conspicuous cells on either background.
  @Test(arguments: Heatmap.ramps.keys.sorted())
  func namedRampsHaveADarkVariantWhereLowIsDim(name: String) throws {
    let ramp = try #require(Heatmap.ramps[name])
    let light = ramp.map { $0.resolved(for: .light).luminance }
    let dark = ramp.map { $0.resolved(for: .dark).luminance }
    #expect(light == light.sorted(by: >), "\(name) light: \(light)")
    #expect(dark == dark.sorted(), "\(name) dark: \(dark)")
    #expect(Set(light).count == ramp.count && Set(dark).count == ramp.count)
    // Described as the documented (light) colours, as a spec would write them.
    #expect(ramp.allSatisfy { $0.description.hasPrefix("#") })
  }
}
