import ArgumentParser
import Calends
import CalendsModel
import CalendsValues

/// A flag for every spec field that has one in the field table (`SpecField.all`), grouped by
/// family. Each option's property is named after its flag; its help, its completion values
/// and how its text becomes the field's value come from the table. Values are passed
/// through as text into the spec document, so the spec reader checks them and reports
/// problems by field name.
struct SpecOptions: ParsableArguments {
  @Argument(
    help:
      "A spec file (JSON or YAML), or - for standard input. Optional: flags alone describe a calendar too.",
    completion: .file(extensions: ["yaml", "yml", "json"])
  )
  var spec: String?

  @Option(flag: "style") var style: String?

  @OptionGroup(title: SpecField.Family.canvas.title) var canvas: CanvasOptions
  @OptionGroup(title: SpecField.Family.control.title) var control: ControlOptions
  @OptionGroup(title: SpecField.Family.timeline.title) var timeline: TimelineOptions
  @OptionGroup(title: SpecField.Family.booking.title) var booking: BookingOptions
  @OptionGroup(title: SpecField.Family.year.title) var year: YearOptions
  @OptionGroup(title: SpecField.Family.wallMonth.title) var wallMonth: WallMonthOptions
  @OptionGroup(title: SpecField.Family.agenda.title) var agenda: AgendaOptions
  @OptionGroup(title: SpecField.Family.dashboard.title) var dashboard: DashboardOptions

  /// What `--help` says after the options: the fields only a spec file can give.
  static let discussion: String = {
    let unflagged = SpecField.all.filter(\.flags.isEmpty).map(\.name)
    return "A flag overrides the spec file's field. Fields without a flag, for a spec file: "
      + unflagged.joined(separator: ", ") + "."
  }()

  /// The spec-field flags that were given, by long name: those parsed, then the repeatable
  /// ones taken out before parsing (`SpecCommandLine.fieldFlags` is the same map).
  func fieldFlags(repeatedFlags: [String: [String]]) -> [String: [String]] {
    var given = SpecFlags.given(in: self)
    for group in [
      SpecFlags.given(in: canvas), SpecFlags.given(in: control),
      SpecFlags.given(in: timeline), SpecFlags.given(in: booking), SpecFlags.given(in: year),
      SpecFlags.given(in: wallMonth), SpecFlags.given(in: agenda),
      SpecFlags.given(in: dashboard),
    ] {
      given.merge(group) { first, _ in first }
    }
    given = given.filter { !$0.value.isEmpty }
    given.merge(repeatedFlags) { parsed, taken in parsed + taken }
    return given
  }

  /// The spec at `path` (nil: flags alone) with the given flags' fields over it, and the
  /// stylesheet loader for its folder.
  static func load(path: String?, fieldFlags: [String: [String]]) throws(CalendsError) -> (
    spec: CalendarSpec, loader: ThemeLoader
  ) {
    let loaded = try SpecLoader.load(
      path: path, overrides: SpecField.values(fromFlags: fieldFlags))
    return (loaded.spec, ThemeLoader(baseDirectory: loaded.directory))
  }

  func load(repeatedFlags: [String: [String]]) throws(CalendsError) -> (
    spec: CalendarSpec, loader: ThemeLoader
  ) {
    try Self.load(path: spec, fieldFlags: fieldFlags(repeatedFlags: repeatedFlags))
  }
}

struct CanvasOptions: ParsableArguments {
  @Option(flag: "week-start-day") var weekStartDay: String?
  @Option(flag: "locale") var locale: String?
  @Option(flag: "today") var today: String?
  @Option(flag: "display-date-at-startup") var displayDateAtStartup: String?
  @Option(flag: "height") var height: String?
  @Option(flag: "size-class") var sizeClass: String?
  @Option(flag: "device") var device: String?
  @Option(flag: "width") var width: String?
  @Option(flag: "scale") var scale: String?
  @Option(flag: "theme") var theme: String?
  @Option(flag: "time-zone") var timeZone: String?
  @Option(flag: "panel") var panel: String?
  @Option(flag: "panel-file") var panelFile: String?
}

struct ControlOptions: ParsableArguments {
  @Option(flag: "start-date") var startDate: String?
  @Option(flag: "end-date") var endDate: String?
  @Option(flag: "selected-date") var selectedDate: String?
  @Option(flag: "selected-dates") var selectedDates: [String] = []
  @Option(flag: "selected-date-range") var selectedDateRange: String?
  @Option(flag: "tap") var tap: [String] = []
  @Option(flag: "swipe") var swipe: [String] = []
  @Option(flag: "scroll") var scroll: String?
  @Option(flag: "is-persistent-selection") var isPersistentSelection: String?
  @Option(flag: "expandable-style-starts-with-week") var expandableStyleStartsWithWeek: String?
  @Option(flag: "event-date") var eventDate: [String] = []
  @Option(flag: "has-event-indicator") var hasEventIndicator: String?
  @Option(flag: "disabled-date") var disabledDate: [String] = []
  @Option(flag: "disabled-weekday") var disabledWeekday: [String] = []
  @Option(flag: "disabled-before") var disabledBefore: String?
  @Option(flag: "disabled-after") var disabledAfter: String?
  @Option(flag: "shows-week-numbers") var showsWeekNumbers: String?
  @Option(flag: "shows-month-header") var showsMonthHeader: String?
  @Option(flag: "month-title") var monthTitle: String?
  @Option(flag: "maximum-view-height") var maximumViewHeight: String?
  @Option(flag: "alternate-calendar") var alternateCalendar: String?
  @Option(flag: "alternate-calendar-locale") var alternateCalendarLocale: String?
}

struct TimelineOptions: ParsableArguments {
  @Option(flag: "visible-days") var visibleDays: String?
  @Option(flag: "orientation") var orientation: String?
  @Option(flag: "start-day") var startDay: String?
  @Option(flag: "now") var now: String?
  @Option(flag: "event") var event: [String] = []
  @Option(flag: "hours") var hours: String?
  @Option(flag: "zoom-scale") var zoomScale: String?
  @Option(flag: "auto-convert-all-day-events") var autoConvertAllDayEvents: String?
  @Option(flag: "all-day-events-spread-on-x") var allDayEventsSpreadOnX: String?
  @Option(flag: "show-today-time-overlay") var showTodayTimeOverlay: String?
  @Option(flag: "day-view-cell-initial-height") var dayViewCellInitialHeight: String?
}

struct BookingOptions: ParsableArguments {
  @Option(flag: "item") var item: [String] = []
  @Option(flag: "shows-year-header") var showsYearHeader: String?
  @Option(flag: "shows-weekday-header") var showsWeekdayHeader: String?
  @Option(flag: "disabled-alpha") var disabledAlpha: String?
}

struct YearOptions: ParsableArguments {
  @Option(flag: "year") var year: String?
  @Option(flag: "months") var months: String?
  @Option(flag: "weeks") var weeks: String?
  @Option(flag: "columns") var columns: String?
  @Option(flag: "layout") var layout: String?
  @Option(flag: "shows-title") var showsTitle: String?
  @Option(flag: "shows-adjacent-days") var showsAdjacentDays: String?
  @Option(flag: "paper") var paper: String?
  @Option(flag: "margins") var margins: String?
  @Option(flag: "pages") var pages: String?
  @Option(flag: "cover") var cover: String?
  @Option(flag: "bleed") var bleed: String?
  @Option(flag: "writing-space") var writingSpace: String?
  @Option(flag: "handedness") var handedness: String?
}

struct WallMonthOptions: ParsableArguments {
  @Option(flag: "day-max-events") var dayMaxEvents: String?
  @Option(flag: "event-title-lines") var eventTitleLines: String?
}

struct AgendaOptions: ParsableArguments {
  @Option(flag: "list-days") var listDays: String?
  @Option(flag: "max-events") var maxEvents: String?
}

/// Reading the spec-field options back by flag name, and declaring them from the table.
enum SpecFlags {
  /// The flags given in an options struct, by name: an option's flag is its property's
  /// name in kebab case, as swift-argument-parser names it.
  static func given(in options: some ParsableArguments) -> [String: [String]] {
    var given: [String: [String]] = [:]
    for child in Mirror(reflecting: options).children {
      guard let label = child.label, label.hasPrefix("_") else { continue }
      let name = SpecField.kebabCase(String(label.dropFirst()))
      if let option = child.value as? Option<String?> {
        given[name] = option.wrappedValue.map { [$0] } ?? []
      } else if let option = child.value as? Option<[String]> {
        given[name] = option.wrappedValue
      }
    }
    return given
  }

  static func help(_ flag: String) -> ArgumentHelp {
    ArgumentHelp(declarations[flag]?.help ?? "")
  }

  static func completion(_ flag: String) -> CompletionKind? {
    declarations[flag]?.completion
  }

  /// Every flag's help and completion, made once: swift-argument-parser declares the
  /// options anew each time it builds an argument set, several times per parse, and
  /// looking each flag up in the field table every time was a large part of a `calends
  /// render` process.
  private static let declarations: [String: (help: String, completion: CompletionKind?)] =
    Dictionary(
      SpecField.allFlags.map { entry in
        (
          entry.flag.name,
          (
            SpecField.help(forFlag: entry.flag.name),
            SpecField.completionValues(forFlag: entry.flag.name).map { .list($0) }
              ?? Completions.forSpecFlag(entry.flag.name)
          )
        )
      },
      uniquingKeysWith: { first, _ in first })
}

extension Option where Value == String? {
  /// A single-valued spec-field flag; `flag` must be the property's name in kebab case.
  init(flag: String) {
    self.init(help: SpecFlags.help(flag), completion: SpecFlags.completion(flag))
  }
}

extension Option where Value == [String] {
  /// A repeatable spec-field flag; `flag` must be the property's name in kebab case.
  init(wrappedValue: [String], flag: String) {
    self.init(
      wrappedValue: wrappedValue, help: SpecFlags.help(flag),
      completion: SpecFlags.completion(flag))
  }
}

extension SpecOptions {
  /// What the inspecting commands (`layout`, `scene`) start from: a renderer and the
  /// prepared spec, its warnings already printed.
  func prepared(repeatedFlags: [String: [String]]) throws -> (
    CalendarRenderer, CalendarRenderer.Prepared
  ) {
    let (spec, loader) = try load(repeatedFlags: repeatedFlags)
    let renderer = try CalendarRenderer()
    let prepared = try renderer.prepare(spec, themeLoader: loader)
    printWarnings(prepared.warnings)
    return (renderer, prepared)
  }
}

struct DashboardOptions: ParsableArguments {
  @Option(flag: "gap") var gap: String?
}
