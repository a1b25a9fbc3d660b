import Calends
import CalendsModel
import CalendsValues
import CalendsYAML
import Foundation

/// The specs the documentation gallery shows: every style in each of its states. Each is
/// rendered once per theme, so light and dark (and any stylesheet) sit side by side.
public enum GalleryCatalog {
  /// One picture of the gallery: shown once per theme that applies to it.
  public struct Item: Sendable {
    /// The anchor and the file-name part.
    public var slug: String
    /// The section's heading.
    public var title: String
    /// The spec's text, as shown on the page.
    public var spec: String
    /// The folder of the spec's file, for a user's spec (`--specs`): its relative `theme`
    /// is relative to it, as a batch manifest's spec file's is.
    public var directory: String?

    /// An item; `directory` is its spec file's folder, for a user's spec.
    public init(slug: String, title: String, spec: String, directory: String? = nil) {
      self.slug = slug
      self.title = title
      self.spec = spec
      self.directory = directory
    }

    /// The spec's top-level fields, or nil if it does not read (the batch reports why).
    var fields: [String: SpecValue]? {
      guard case .object(let fields)? = try? SpecValue.parse(Data(spec.utf8), source: slug)
      else { return nil }
      return fields
    }

    /// The `style` the spec draws (`month` when it says none).
    public var style: String {
      if case .string(let style)? = fields?["style"] { return style }
      return CalendarStyle.month.rawValue
    }

    /// Pixels a point (`scale`, 2 unless the spec says otherwise).
    public var scale: Int {
      if case .number(let scale)? = fields?["scale"], scale >= 1, scale <= 3 { return Int(scale) }
      return 2
    }

    /// The theme the spec names itself, if it does: a user's spec keeps its own look.
    public var ownTheme: String? {
      if case .string(let theme)? = fields?["theme"] { return theme }
      return nil
    }
  }

  /// The built-in catalogue: every style in each of its states.
  public static let items: [Item] = [
    Item(
      slug: "month-reference", title: "Month — the reference example, 2019-01-23 selected",
      spec: "today: 2018-12-20\ndisplayDateAtStartup: 2019-01-23\nselectedDate: 2019-01-23"),
    Item(
      slug: "month-today", title: "Month — today highlighted, another day selected",
      spec: "today: 2019-01-10\nselectedDate: 2019-01-23"),
    Item(
      slug: "month-default-selection", title: "Month — default selection: the 1st",
      spec: "today: 2019-01-10\ndisplayDateAtStartup: 2019-03-14"),
    Item(
      slug: "month-events", title: "Month — number with indicator",
      spec:
        "today: 2019-01-10\nselectedDate: 2019-01-17\neventDates: [2019-01-03, 2019-01-08, 2019-01-17, 2019-01-22]"
    ),
    Item(
      slug: "month-number-only", title: "Month — number only",
      spec: "today: 2019-01-10\neventDates: [2019-01-03, 2019-01-08]\nhasEventIndicator: false"),
    Item(
      slug: "month-disabled", title: "Month — disabled dates",
      spec:
        "today: 2019-01-10\nselectedDate: 2019-01-23\ndisabledDates: {weekdays: [saturday, sunday], dates: [2019-01-15], before: 2019-01-07}"
    ),
    Item(
      slug: "month-week-numbers", title: "Month — week numbers, Monday first",
      spec: "today: 2021-01-13\nweekStartDay: monday\nshowsWeekNumbers: true"),
    Item(
      slug: "month-double-title", title: "Month — double title",
      spec: "today: 2019-01-10\nmonthTitle: double"),
    Item(
      slug: "month-compact-regular", title: "Month — regular size class (iPad)",
      spec: "today: 2019-01-10\nsizeClass: regular\ndevice: iPad"),
    Item(
      slug: "week", title: "Week — today selected by default",
      spec: "style: week\ntoday: 2019-01-10\neventDates: [2019-01-08]"),
    Item(
      slug: "week-scrolled", title: "Week — tap the 22nd, scroll a week: the 29th",
      spec: "style: week\ntoday: 2019-01-10\ntaps: [2019-01-22]\nscroll: 1"),
    Item(
      slug: "week-first-of-range", title: "Week — the range's first week",
      spec:
        "style: week\ntoday: 2019-01-10\nstartDate: 2019-01-02\nendDate: 2019-12-31\ndisplayDateAtStartup: 2019-01-02"
    ),
    Item(
      slug: "expandable-month", title: "Expandable — month form",
      spec: "style: expandable\ntoday: 2019-01-10\nselectedDate: 2019-01-17"),
    Item(
      slug: "expandable-week", title: "Expandable — week form",
      spec: "style: expandable\nexpandableStyleStartsWithWeek: true\ntoday: 2019-01-10"),
    Item(
      slug: "range", title: "Range selection — across a month boundary",
      spec:
        "style: rangeSelection\ntoday: 2019-01-10\nselectedDateRange: {start: 2019-01-24, end: 2019-02-06}\nheight: 720"
    ),
    Item(
      slug: "range-start", title: "Range selection — after the first tap",
      spec: "style: rangeSelection\ntoday: 2019-01-10\ntaps: [2019-01-15]\nheight: 560"),
    Item(
      slug: "range-rtl", title: "Range selection — Arabic, right to left",
      spec:
        "style: rangeSelection\nlocale: ar_EG\nweekStartDay: saturday\ntoday: 2019-01-10\nselectedDateRange: {start: 2019-01-24, end: 2019-02-06}\nheight: 720"
    ),
    Item(
      slug: "dates", title: "Dates selection — separate days and a swipe",
      spec:
        "style: datesSelection\ntoday: 2019-01-10\nselectedDates: [2019-01-03, 2019-01-22]\nswipe: [2019-01-14, 2019-01-15, 2019-01-16]\nheight: 560"
    ),
    Item(
      slug: "fullscreen", title: "Full-screen month with its header",
      spec:
        "style: fullScreenMonth\nshowsMonthHeader: true\ntoday: 2019-01-10\neventDates: [2019-01-15]\nheight: 667"
    ),
    Item(
      slug: "secondary-islamic", title: "Secondary calendar — Islamic (Umm al-Qura)",
      spec: "today: 2019-01-10\nalternateCalendar: islamicUmmAlQura\nalternateCalendarLocale: en"),
    Item(
      slug: "secondary-chinese", title: "Secondary calendar — Chinese",
      spec: "today: 2019-01-10\nalternateCalendar: chinese"),
    Item(
      slug: "hebrew-rtl", title: "Hebrew, right to left, Hebrew calendar",
      spec: "locale: he_IL\ntoday: 2019-01-10\nalternateCalendar: hebrew"),
    Item(
      slug: "timeline-week", title: "Week timeline — overlapping and all-day events",
      spec: """
        style: timeline
        visibleDays: 7
        startDay: 2019-01-07
        width: 760
        today: 2019-01-10
        now: 2019-01-10T14:30
        hours: {from: 8, to: 18}
        events:
          - {id: a, title: Stand-up, start: 2019-01-08T09:00, end: 2019-01-08T09:30, color: "#2E7D32"}
          - {id: b, title: Design review, location: Atrium, start: 2019-01-08T10:00, end: 2019-01-08T12:00, color: "#1565C0"}
          - {id: c, title: Lunch, start: 2019-01-08T11:30, end: 2019-01-08T13:00, color: "#EF6C00"}
          - {id: d, title: Release night, start: 2019-01-09, end: 2019-01-10, allDay: true, color: "#37474F"}
          - {id: e, title: Demo, start: 2019-01-10T13:30, end: 2019-01-10T15:00, color: "#00838F"}
        """),
    Item(
      slug: "timeline-day", title: "Day timeline — one column, working hours",
      spec: """
        style: timeline
        visibleDays: 1
        today: 2019-01-10
        now: 2019-01-10T10:20
        hours: {from: 8, to: 18}
        events:
          - {id: a, title: Focus time, start: 2019-01-10T08:00, end: 2019-01-10T10:00, color: "#546E7A"}
          - {id: b, title: Review, location: Room 4, start: 2019-01-10T14:00, end: 2019-01-10T16:30, color: "#1565C0"}
        """),
    Item(
      slug: "booking", title: "Booking grid — enabled, selected and disabled days",
      spec: """
        style: booking
        today: 2021-11-18
        items:
          - {date: 2021-11-04, enabled: false, selected: true}
          - {date: 2021-11-18, enabled: true, selected: true}
          - {date: 2021-11-25, enabled: true, selected: false}
          - {date: 2021-12-02, enabled: true, selected: false}
        """),
    Item(
      slug: "year", title: "Year — twelve month blocks, week numbers, a range and event dots",
      spec: """
        style: year
        year: 2027
        today: 2027-03-10
        width: 595
        showsWeekNumbers: true
        selectedDateRange: {start: 2027-07-26, end: 2027-08-06}
        eventDates: [2027-02-14, 2027-12-25]
        """),
    Item(
      slug: "multi-month", title: "Multi-month — three months with their neighbours' days",
      spec: """
        style: multiMonth
        months: 3
        displayDateAtStartup: 2026-11-01
        today: 2026-11-23
        width: 700
        showsAdjacentDays: true
        selectedDates: [2026-12-24, 2026-12-31]
        """),
    Item(
      slug: "weeks", title: "Weeks — a rolling grid across month ends",
      spec: """
        style: weeks
        weeks: 6
        displayDateAtStartup: 2027-03-24
        today: 2027-03-24
        weekStartDay: monday
        showsWeekNumbers: true
        eventDates: [2027-04-01]
        """),
    Item(
      slug: "wall-month", title: "Wall month — multi-day bars, timed lines and +N more",
      spec: """
        style: wallMonth
        displayDateAtStartup: 2026-03-01
        today: 2026-03-11
        width: 900
        dayMaxEvents: 2
        events:
          - {title: Trip, start: 2026-03-06, end: 2026-03-12, allDay: true, color: "#2E7D32"}
          - {title: Freeze, start: 2026-03-10, end: 2026-03-17, allDay: true, color: "#C62828"}
          - {title: Holiday, start: 2026-03-17, end: 2026-03-17, allDay: true, color: "#00897B"}
          - {title: Standup, start: 2026-03-02T09:30, end: 2026-03-02T09:45}
          - {title: Review, start: 2026-03-11T14:00, end: 2026-03-11T15:00}
        """),
    Item(
      slug: "agenda", title: "Agenda — the coming days as a list, all-day first, +N more",
      spec: """
        style: agenda
        today: 2026-03-11
        width: 360
        height: 420
        events:
          - {title: Trip, start: 2026-03-10, end: 2026-03-12, allDay: true, color: "#2E7D32"}
          - {title: Standup, start: 2026-03-11T09:30, end: 2026-03-11T09:45, location: Room 4}
          - {title: Review, start: 2026-03-11T14:00, end: 2026-03-11T15:00, color: "#C62828"}
          - {title: Night release, start: 2026-03-12T22:00, end: 2026-03-13T02:00}
          - {title: Holiday, start: 2026-03-17, end: 2026-03-17, allDay: true, color: "#00897B"}
          - {title: Dentist, start: 2026-03-16T08:00, end: 2026-03-16T08:30}
        """),
    Item(
      slug: "dashboard", title: "Dashboard — a month beside an agenda, for an e-paper panel",
      spec: """
        style: dashboard
        today: 2026-03-11
        width: 800
        height: 480
        rows:
          - panes:
              - {style: month, eventDates: [2026-03-11, 2026-03-12, 2026-03-16]}
              - style: agenda
                events:
                  - {title: Trip, start: 2026-03-10, end: 2026-03-12, allDay: true, color: "#2E7D32"}
                  - {title: Standup, start: 2026-03-11T09:30, end: 2026-03-11T09:45}
                  - {title: Dentist, start: 2026-03-16T08:00, end: 2026-03-16T08:30}
        """),
    Item(
      slug: "heatmap-month",
      title: "Heat map — a month filled by each day's value, with its legend",
      spec: """
        today: 2026-03-20
        displayDateAtStartup: 2026-03-01
        heatmap: {colors: blues, domain: [0, 15000], legend: true}
        days:
          2026-03-02: {value: 6350}
          2026-03-03: {value: 11880}
          2026-03-04: {value: 8660}
          2026-03-05: {value: 7930}
          2026-03-06: {value: 4940}
          2026-03-09: {value: 2100}
          2026-03-10: {value: 13480}
          2026-03-11: {value: 70}
          2026-03-12: {value: 14760}
          2026-03-13: {value: 10780}
          2026-03-16: {value: 9620}
          2026-03-17: {value: 6380}
          2026-03-18: {value: 15000}
          2026-03-19: {value: 6580}
        """),
    Item(
      slug: "day-data", title: "Per-day data — prices under the days, classes and dots",
      spec: """
        today: 2026-06-03
        displayDateAtStartup: 2026-06-01
        selectedDate: 2026-06-12
        days:
          2026-06-01: {subtitle: "€129"}
          2026-06-02: {subtitle: "€119", dots: ["#2E7D32"]}
          2026-06-03: {subtitle: "€99"}
          2026-06-04: {subtitle: "€99", dots: ["#2E7D32", "#C62828"]}
          2026-06-05: {subtitle: "€149"}
          2026-06-08: {subtitle: "€129"}
          2026-06-09: {subtitle: "€119"}
          2026-06-10: {subtitle: "€109"}
          2026-06-11: {subtitle: "€119"}
          2026-06-12: {subtitle: "€159"}
          2026-06-15: {subtitle: "€129", dots: ["#1565C0"]}
          2026-06-16: {subtitle: "€99"}
        """),
    Item(
      slug: "contributions", title: "Contribution calendar — a year of values, a week a column",
      spec: """
        style: year
        layout: contributions
        year: 2026
        today: 2026-10-15
        width: 800
        heatmap: {colors: greens, domain: auto}
        days:
          2026-01-05: {value: 8}
          2026-02-11: {value: 8}
          2026-03-12: {value: 14}
          2026-04-07: {value: 3}
          2026-05-19: {value: 6}
          2026-06-02: {value: 11}
          2026-07-14: {value: 2}
          2026-08-25: {value: 9}
          2026-09-08: {value: 5}
          2026-10-13: {value: 12}
        """),
    Item(
      slug: "print-year", title: "Printed page — 2027 on one US letter page, landscape",
      spec: """
        style: year
        year: 2027
        today: 2027-03-14
        paper: letter
        orientation: landscape
        margins: 0.5in
        selectedDateRange: {start: 2027-07-26, end: 2027-08-06}
        scale: 1
        """),
    Item(
      slug: "ical-week", title: "iCalendar — a week read from a Google export (calendars/team.ics)",
      spec: """
        style: timeline
        orientation: landscape
        today: 2026-03-11
        now: 2026-03-11T14:35
        startDay: 2026-03-08
        hours: {from: 8, to: 20}
        timeZone: America/New_York
        calendars: [{ics: calendars/team.ics, color: "#2E7D32"}]
        """),
  ]

  /// The iCalendar files the catalogue's specs read, by path: `calends gallery` writes them
  /// into its output folder, where the specs find them and readers can download them.
  public static let calendars: [(path: String, text: String)] = [
    (
      "calendars/team.ics",
      """
      BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Google Inc//Google Calendar 70.9054//EN
      X-WR-CALNAME:Team
      X-WR-TIMEZONE:America/New_York
      BEGIN:VEVENT
      UID:standup@team.example
      DTSTART;TZID=America/New_York:20260302T093000
      DTEND;TZID=America/New_York:20260302T100000
      RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR
      EXDATE;TZID=America/New_York:20260313T093000
      SUMMARY:Stand-up
      LOCATION:Room 4
      END:VEVENT
      BEGIN:VEVENT
      UID:standup@team.example
      RECURRENCE-ID;TZID=America/New_York:20260311T093000
      DTSTART;TZID=America/New_York:20260311T113000
      DTEND;TZID=America/New_York:20260311T120000
      SUMMARY:Stand-up (moved)
      LOCATION:Room 4
      END:VEVENT
      BEGIN:VEVENT
      UID:one-on-one@team.example
      DTSTART;TZID=America/New_York:20260203T140000
      DTEND;TZID=America/New_York:20260203T143000
      RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU
      SUMMARY:1:1 with Ana
      END:VEVENT
      BEGIN:VEVENT
      UID:planning@team.example
      DTSTART;TZID=America/New_York:20260112T100000
      DTEND;TZID=America/New_York:20260112T120000
      RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO
      SUMMARY:Sprint planning
      LOCATION:Big room
      COLOR:purple
      END:VEVENT
      BEGIN:VEVENT
      UID:berlin-sync@team.example
      DTSTART;TZID=Europe/Berlin:20260304T160000
      DTEND;TZID=Europe/Berlin:20260304T170000
      RRULE:FREQ=WEEKLY;BYDAY=WE
      SUMMARY:Berlin sync (16:00 CET)
      END:VEVENT
      BEGIN:VEVENT
      UID:conference@team.example
      DTSTART;VALUE=DATE:20260311
      DTEND;VALUE=DATE:20260314
      SUMMARY:SwiftConf
      COLOR:orange
      END:VEVENT
      BEGIN:VEVENT
      UID:release@team.example
      DTSTART:20260310T233000Z
      DTEND:20260311T020000Z
      SUMMARY:Release
      END:VEVENT
      BEGIN:VEVENT
      UID:retro@team.example
      DTSTART;TZID=America/New_York:20260313T150000
      DTEND;TZID=America/New_York:20260313T163000
      SUMMARY:Retro
      STATUS:CANCELLED
      END:VEVENT
      BEGIN:VEVENT
      UID:demo@team.example
      DTSTART;TZID=America/New_York:20260312T133000
      DTEND;TZID=America/New_York:20260312T150000
      SUMMARY:Demo
      LOCATION:Atrium
      END:VEVENT
      END:VCALENDAR
      """
    )
  ]
}
