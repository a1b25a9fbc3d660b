import CalendsValues

extension SpecField {
  /// Every spec field, once. The order is the one "did you mean" and the docs use: `style`,
  /// the canvas, the control, the per-day data, the timeline (its own fields, then its
  /// customisation fields), the booking grid, the year views.
  public static let all: [SpecField] =
    [style] + canvas + control + dayData + timeline
    + StyleField.timeline.map(SpecField.init(style:))
    + booking + year + wallMonth + agenda + dashboard

  static let style = SpecField.flagged(
    "style", [], .choice(CalendarStyle.allCases.map(\.rawValue)), default: "`month`",
    "what to draw: one of the six FUICalendarView styles, the week timeline, the booking grid, a year view or the wall month; it chooses the family whose fields the spec may give"
  )

  static let canvas: [SpecField] = [
    .flagged(
      "weekStartDay", [.canvas], .choice(WeekStartDay.allCases.map(\.rawValue)),
      default: "`localeSpecific`",
      "the first column; `localeSpecific` asks the locale (en_US: Sunday, de_DE: Monday)"),
    .flagged(
      "locale", [.canvas], .locale, default: "`en_US`", "weekday letters, month title, digits"),
    .flagged(
      "today", [.canvas], .date, default: "the current date in UTC",
      "highlighted; drives the default selection and range. Give it for reproducible images"),
    .flagged(
      "displayDateAtStartup", [.canvas], .date, default: "today's month (see below)",
      "the month shown"),
    .flagged(
      "height", [.canvas], .number(Canvas.Limits.height, unit: "points"),
      default: "the device's screen height",
      "the height rangeSelection, datesSelection, fullScreenMonth and wallMonth fill, and a timeline's hours; refused for the styles as tall as their rows"
    ),
    .flagged(
      "sizeClass", [.canvas], .choice(SizeClass.allCases.map(\.rawValue)), default: "`compact`",
      "iPhone or iPad layout"),
    .flagged(
      "device", [.canvas], .choice(DeviceModel.allCases.map(\.rawValue)),
      default: "`iPhone8` (compact), `iPad` (regular)", "sets the width"),
    .flagged(
      "width", [.canvas], .number(Canvas.Limits.width, unit: "points"), default: "—",
      "an explicit width, overriding the device"),
    .flagged(
      "scale", [.canvas], .choice(Canvas.Limits.scales.map(String.init)), default: "`2`",
      "PNG pixels per point (SVG and PDF are in points)"),
    .flagged(
      "theme", [.canvas],
      .described("`light`, `dark`, a shipped stylesheet's name (`ocean`) or a `.nss` path"),
      default: "`light`",
      "a built-in theme or a stylesheet (a path relative to the spec file; a bare name is the package's Themes/NAME.nss) applied over the light theme"
    ),
    SpecField(
      "calendars", [.canvas],
      .described(
        "list of `{ics, url, name, color, classes, busy, strict, maxAge}` (`ics` or `url`)"),
      default: "`[]`",
      "iCalendar files (paths relative to the spec file) or feeds (`url`, see <doc:ICalendarInput#Calendar-feeds>) whose occurrences become the timeline's, the wall month's and a printed year's month pages' events and the grid styles' event dots; `color` colours a calendar's events unless an event has COLOR, and its event dots (one a calendar, at most 3 a day); `classes` mark its all-day events' days; `busy: true` disables the booking days it covers; `strict: true` makes a broken line of the file an error instead of a warning; `maxAge` is how old a feed's cached copy may be (default 1h)"
    ),
    .flagged(
      "timeZone", [.canvas], .described("an IANA name"), default: "`UTC`",
      "the zone calendars' events are shown in; floating times stay as written"),
    .flagged(
      "panel", [.canvas],
      .described(
        PanelProfile.builtInNames.map { "`\($0)`" }.joined(separator: " ")
          + ", or `{name, width, height, rotation, colors, antialiasing, maxBytes}`"),
      default: "—",
      "an e-paper panel the PNG is made for (see <doc:Panels>): its pixel size (drawn at scale 1, turned by its rotation), its colours without antialiasing grey, at its bit depth; an object changes a built-in (`{name: trmnl, rotation: 90}`) or defines a panel"
    ),
    .flagged(
      "panelFile", [.canvas], .described("a YAML or JSON path"), default: "—",
      "a file of panels, `panels: [{name, width, height, rotation, colors, antialiasing, maxBytes}]`, whose names `panel` may give (a path relative to the spec file; read by `calends render` and `calends samples`)"
    ),
  ]

  static let control: [SpecField] = [
    .flagged(
      "startDate", [.control], .date, default: "Jan 1 of today's year (see below)",
      "the calendar's first day; days outside the range are disabled"),
    .flagged(
      "endDate", [.control], .date, default: "Dec 31 of the next year (see below)",
      "the calendar's last day; `endDate` before `startDate` is an error"),
    .flagged(
      "selectedDate", [.control, .year], .date, default: "—",
      "the selected day (`selectDate`). A disabled date is ignored, as in the control"),
    SpecField(
      "selectedDates", [.control, .year], .described("list of dates"), default: "`[]`",
      "datesSelection's selected days (for single-selection styles the first acts as `selectedDate`; the year views select them all)",
      flags: [Flag("selected-dates", .repeated)]),
    SpecField(
      "selectedDateRange", [.control, .year], .described("`{start, end}`"), default: "—",
      "rangeSelection's and the year views' range (`selectDateRange`); `end` before `start` is an error",
      flags: [
        Flag(
          "selected-date-range", .pair(separator: "/", first: "start", second: "end"),
          help: "rangeSelection's range, START/END, e.g. 2019-01-24/2019-02-06")
      ]),
    SpecField(
      "taps", [.control], .described("list of dates or `null`"), default: "`[]`",
      "taps in order; `null` is `selectDate(nil)`, clearing the selection",
      flags: [
        Flag("tap", .taps, help: "a tap on a date, in order; 'none' clears the selection")
      ]),
    SpecField(
      "swipe", [.control], .described("list of dates (or a list of such lists)"), default: "—",
      "datesSelection's swipe-to-select over the crossed days",
      flags: [
        Flag(
          "swipe", .swipes, help: "datesSelection's swipe across comma-separated dates")
      ]),
    .flagged(
      "scroll", [.control], .whole(-ControlSpec.Limits.scroll...ControlSpec.Limits.scroll),
      default: "`0`", "pages forward (back when negative): months, or weeks in the week form"),
    SpecField(
      "interactions", [.control],
      .described("list of `{tap: date}`, `{swipe: [dates]}`, `{scroll: n}`"), default: "—",
      "the same gestures in an exact order (instead of `taps`/`swipe`/`scroll`, which apply in that order)"
    ),
    .flagged(
      "isPersistentSelection", [.control], .bool, default: "`false`",
      "`false`: with no `selectedDate`, today is selected if the month shows it, else the month's 1st. `true`: nothing is selected unless `selectedDate` says so"
    ),
    .flagged(
      "expandableStyleStartsWithWeek", [.control], .bool, default: "`false`",
      "expandable starts in its week form"),
    SpecField(
      "eventDates", [.control, .year], .described("list of dates"), default: "`[]`",
      "days that draw the event indicator (days of the displayed month)",
      flags: [Flag("event-date", .repeated, help: "a day that draws the event indicator")]),
    .flagged(
      "hasEventIndicator", [.control, .year], .bool, default: "`true`",
      "`false` gives \"Number Only\" cells: no dots, numbers centred"),
    SpecField(
      "disabledDates", [.control, .year], .described("`{dates, weekdays, before, after}`"),
      default: "none",
      "listed dates; weekdays (`1`–`7`, 1 = Sunday, or names); every day strictly before / after a date",
      flags: [
        Flag("disabled-date", .repeated, key: "dates", help: "a disabled date"),
        Flag(
          "disabled-weekday", .repeated, key: "weekdays",
          help: "a disabled weekday, 1–7 (1 = Sunday) or a name"),
        Flag("disabled-before", key: "before", help: "disables every day before this date"),
        Flag("disabled-after", key: "after", help: "disables every day after this date"),
      ]),
    .flagged(
      "showsWeekNumbers", [.control, .year, .wallMonth], .bool, default: "`false`",
      "a leading column of ISO 8601 week numbers (7/140 of the width; days 19/140 each)"),
    .flagged(
      "showsMonthHeader", [.control, .booking], .bool, default: "`false`; `true` for booking",
      "fullScreenMonth draws its month header; booking hides its month headers with `false`"),
    .flagged(
      "monthTitle", [.control], .choice(MonthTitleStyle.allCases.map(\.rawValue)),
      default: "`single`",
      "the month label: \"Jan 2019\" on one line, month over year, or none"),
    .flagged(
      "maximumViewHeight", [.control],
      .number(ControlSpec.Limits.maximumViewHeight, unit: "points"), default: "—",
      "the date cells take what fits, clamped to 44…51 pt"),
    .flagged(
      "alternateCalendar", [.control], .choice(AlternateCalendar.allCases.map(\.rawValue)),
      default: "`none`", "a secondary calendar: a label under each day and a dual month title"),
    .flagged(
      "alternateCalendarLocale", [.control], .locale,
      default: "that calendar's own (ar, zh_CN, he, fa, ja, th, zh_TW, hi)",
      "the secondary calendar's language"),
  ]

  static let timeline: [SpecField] = [
    .flagged(
      "visibleDays", [.timeline], .whole(1...7),
      default: "`visibleDaysInPortraitMode` (2) or `visibleDaysInLandscapeMode` (7)",
      "day columns"),
    SpecField(
      "visibleDaysInPortraitMode", [.timeline], .whole(1...7), default: "`2`",
      "day columns in portrait, when `visibleDays` is not given"),
    SpecField(
      "visibleDaysInLandscapeMode", [.timeline], .whole(1...7), default: "`7`",
      "day columns in landscape, when `visibleDays` is not given"),
    .flagged(
      "orientation", [.timeline, .year, .wallMonth],
      .choice(TimelineOrientation.allCases.map(\.rawValue)),
      default: "`portrait`",
      "timeline: picks the visible-days and spacing defaults; landscape is the device's long side wide and, without `height` or a zoom field, its short side tall. Year views and wall month: turns the paper (needs `paper`)"
    ),
    .flagged(
      "startDay", [.timeline], .date, default: "`displayDateAtStartup`, else the day of `now`",
      "the first column"),
    .flagged(
      "now", [.timeline], .time, default: "`today` at 12:00",
      "the current time — an input, never the clock: days before it are *passed*, its day is *today* and carries the time line. With `today` it must be on that day"
    ),
    SpecField(
      "events", [.timeline, .wallMonth, .year, .agenda],
      .described("list of `{id, title, location, start, end, color, allDay}`"), default: "`[]`",
      "`start`/`end` are `YYYY-MM-DDTHH:MM` (`24:00` = next midnight; `end` exclusive); all-day events may use dates (`end` inclusive). `id` defaults to the index and must be unique; `color` as in stylesheets (default `#0070F2`). The wall month and the agenda draw them too, and so do a printed year's month pages (`pages: months`). In YAML, quote a title that looks like a time or number (`title: \"1:1\"`): unquoted, YAML reads `1:1` as the number 61",
      flags: [
        Flag(
          "event", .events,
          help:
            "an event, START/END/TITLE with times YYYY-MM-DDTHH:MM; ids are their order"
        )
      ]),
    SpecField(
      "hours", [.timeline], .described("`{from, to}`, whole hours 0–24"), default: "the whole day",
      "the visible hour window",
      flags: [
        Flag(
          "hours", .pair(separator: "-", first: "from", second: "to"),
          help: "the visible hour window, FROM-TO, e.g. 8-18")
      ]),
    .flagged(
      "zoomScale", [.timeline], .number(TimelineSpec.Limits.zoomScale),
      default: "`1`; in landscape the hours fill the screen",
      "an hour is `dayViewCellInitialHeight × zoomScale / 24` pt; the scale is clamped to `minimumZoomScale`…`maximumZoomScale`"
    ),
    SpecField(
      "currentZoomScale", [.timeline], .number(TimelineSpec.Limits.zoomScale), default: "`1`",
      "QVRWeekView's name for `zoomScale`; give one of them"),
    SpecField(
      "minimumZoomScale", [.timeline], .number(TimelineSpec.Limits.zoomScale), default: "`0.75`",
      "the smallest zoom scale"),
    SpecField(
      "maximumZoomScale", [.timeline], .number(TimelineSpec.Limits.zoomScale), default: "`3`",
      "the largest zoom scale"),
    .flagged(
      "autoConvertAllDayEvents", [.timeline], .bool, default: "`true`",
      "an event crossing midnight becomes all-day; `false` cuts it at each midnight"),
    .flagged(
      "allDayEventsSpreadOnX", [.timeline], .bool, default: "`true`",
      "all-day events side by side in one row; `false` stacks them in rows"),
    .flagged(
      "showTodayTimeOverlay", [.timeline], .bool, default: "`true`", "the current-time line"),
    SpecField(
      "dayLabelDateLocale", [.timeline], .locale, default: "`locale`", "the labels' language"),
  ]

  /// A timeline customisation field. Only `dayViewCellInitialHeight` has a flag.
  init(style field: StyleField) {
    let property =
      field.shape == .font ? "`font-name`, `font-size`, `font-style`" : "`\(field.property)`"
    self.init(
      field.name, [.timeline], .style(field.shape), default: "the theme's",
      "the stylesheet's `\(field.selector)` \(property), for this spec",
      flags: field.name == "dayViewCellInitialHeight"
        ? [
          Flag(
            "day-view-cell-initial-height",
            help: "a whole day's height at zoom 1, in points (1400 in the built-in themes)")
        ] : [])
  }

  static let booking: [SpecField] = [
    SpecField(
      "items", [.booking], .described("list of `{date, enabled, selected}`"),
      default: "— (required)",
      "the days the widget was given; all three keys are required. Days of the drawn months that are not listed are disabled and unselected. A disabled day may be selected (drawn inverted)",
      flags: [
        Flag(
          "item", .bookingItems,
          help:
            "a day, DATE[:enabled][:selected], e.g. 2021-11-18:enabled:selected; a bare DATE is disabled and unselected"
        )
      ]),
    .flagged(
      "showsYearHeader", [.booking], .bool, default: "`true`",
      "the year on a capsule above the first month and above each January"),
    .flagged(
      "showsWeekdayHeader", [.booking], .bool, default: "`true`",
      "the weekday names on a strip at the top (the widget's fixed header)"),
    .flagged(
      "disabledAlpha", [.booking], .number(BookingSpec.Limits.disabledAlpha),
      default: "the stylesheet's `alpha` (0.4)", "the disabled days' opacity for this spec"),
  ]
}

extension SpecField {
  /// Per-day data, read by every grid style (the documentation's "Per-day data and heat maps").
  static let dayData: [SpecField] = [
    SpecField(
      "days", [.control, .year],
      .described("map of `YYYY-MM-DD` to `{classes, subtitle, dots, value}`"), default: "`{}`",
      "per-day data: stylesheet classes, a short text under the number, up to 3 dot colours (more add a `+`), a heat-map value"
    ),
    SpecField(
      "heatmap", [.control, .year], .described("`{colors, domain, legend, emptyColor}`"),
      default: "—",
      "fills cells by their `value`: `colors` a list or `greens` `blues` `oranges` `greys`; `domain` `[min, max]` or `auto`; a legend below the grid"
    ),
  ]
}

extension SpecField {
  static let year: [SpecField] = [
    .flagged(
      "year", [.year], .whole(Day.supportedYears),
      default: "the year of `displayDateAtStartup`, else of `today`",
      "the year view's year (proleptic Gregorian); it wins over `displayDateAtStartup`"),
    .flagged(
      "months", [.year], .whole(1...Int(YearSpec.Limits.months.upperBound)),
      default: "`\(YearSpec.Defaults.months)`",
      "multiMonth's month blocks, from the month of `displayDateAtStartup`"),
    .flagged(
      "weeks", [.year], .whole(1...Int(YearSpec.Limits.weeks.upperBound)),
      default: "`\(YearSpec.Defaults.weeks)`",
      "the weeks view's rows, from the week holding `displayDateAtStartup`"),
    .flagged(
      "columns", [.year], .whole(1...Int(YearSpec.Limits.columns.upperBound)),
      default: "as many as fit (see below)",
      "columns of month blocks (year, multiMonth); by default as many as fit the width at a readable block width, balanced over the rows"
    ),
    .flagged(
      "layout", [.year], .choice(YearArrangement.allCases.map(\.rawValue)), default: "`blocks`",
      "style year: `contributions` draws the year as GitHub's contribution calendar — a column per week (weeks start on `weekStartDay`, Sunday unless given), a row per weekday, exactly the year's days, filled by the `heatmap`"
    ),
    .flagged(
      "showsTitle", [.year, .wallMonth], .bool, default: "`true`",
      "the title above the blocks (the year, or the first and last month) or above the wall month"),
    .flagged(
      "showsAdjacentDays", [.year, .wallMonth], .bool, default: "`false`; `true` for wallMonth",
      "the neighbouring months' days, greyed, in each block's first and last rows (year, multiMonth, wallMonth)"
    ),
    .flagged(
      "paper", [.year, .wallMonth],
      .described(
        "`a3 a4 a5 a6 b4 b5 letter legal tabloid`, a tablet `remarkable2 supernote-a5x kindle-scribe boox-note-air`, or `{width, height}`"
      ),
      default: "— (a screen image)",
      "a printed page: the canvas becomes the paper, in points (A4 = 595.28 × 841.89), the content laid out inside the margins; names are case-insensitive, sizes take units (`210mm`, `8.5in`, `595pt`). A tablet is its screen (pixels / ppi × 72 pt), portrait, its toolbar's strip kept empty beyond 8 pt margins, drawn in greys its screen shows"
    ),
    .flagged(
      "margins", [.year, .wallMonth], .described("a length or `{top, right, bottom, left}`"),
      default: "`12mm`",
      "the space kept free around the content (needs `paper`); margins that leave less than 1 in printable are an error"
    ),
    .flagged(
      "pages", [.year], .choice(PageMode.allCases.map(\.rawValue)), default: "`single`",
      "`months`: one page per month, each a full month grid sized to the paper; `weeks`: each month page followed by a page per week starting in it (seven day boxes with their events; a day on the month page links to its week); `days`: as `weeks`, each week page followed by a page per day (its events and hours ruled); year, multiMonth; needs `paper`"
    ),
    .flagged(
      "cover", [.year], .bool, default: "`false`",
      "the year (or multiMonth) overview as a first page before the month pages (`pages: months`, `weeks` or `days`)"),
    .flagged(
      "bleed", [.year, .wallMonth], .described("a length, 0…1in"), default: "`0`",
      "PDF: backgrounds reach this far past the trim edge, with crop marks; TrimBox, BleedBox and MediaBox set for print shops (needs `paper`)"
    ),
    .flagged(
      "writingSpace", [.year], .choice(WritingSpace.allCases.map(\.rawValue)), default: "`none`",
      "fills the free space of each day on the month and week pages with thin light `lines`, `dots` or a `grid` every 6 mm, below the day's number and events (needs `paper` and `pages: months`, `weeks` or `days`)"
    ),
    .flagged(
      "handedness", [.year], .choice(Handedness.allCases.map(\.rawValue)), default: "`right`",
      "`left` moves a tablet's side toolbar strip (reMarkable, Supernote) to the other side and swaps the ends of a planner's navigation strip (the arrows to the left, the way up to the right, each reading as before) (needs a tablet `paper` or `pages: weeks`/`days`)"
    ),
  ]
}

extension SpecField {
  /// The wall month's own field; it shares `events` with the timeline and the grid and page
  /// fields with the year views.
  static let wallMonth: [SpecField] = [
    .flagged(
      "dayMaxEvents", [.wallMonth, .year],
      .whole(1...Int(WallMonthSpec.Limits.dayMaxEvents.upperBound)),
      default: "as many as fit",
      "at most this many events in a day's cell; the rest are counted in a \"+N more\" line (FullCalendar's `dayMaxEvents`); on a printed year's month pages too (`pages: months`)"
    ),
    .flagged(
      "eventTitleLines", [.wallMonth, .year, .agenda],
      .whole(1...Int(WallMonthSpec.Limits.eventTitleLines.upperBound)),
      default: "`3`",
      "the most lines an event's text wraps to while its week row has room (the row's lines stay aligned across the week; \"+N more\" only when the row is full); 1 cuts titles to one line; on a printed year's month pages too; in the agenda, the lines of each title (it has the room), the last ending in \"…\" when the title needs more"
    ),
  ]
}

extension SpecField {
  /// The agenda's own fields; it shares `events` with the timeline and `eventTitleLines`
  /// with the wall month.
  static let agenda: [SpecField] = [
    .flagged(
      "listDays", [.agenda], .whole(1...Int(AgendaSpec.Limits.listDays.upperBound)),
      default: "`\(AgendaSpec.Defaults.listDays)`",
      "how many days the agenda lists, from `displayDateAtStartup` (else `today`) on; days without events are left out, as FullCalendar's list view leaves them"
    ),
    .flagged(
      "maxEvents", [.agenda], .whole(1...Int(AgendaSpec.Limits.maxEvents.upperBound)),
      default: "as many as fit",
      "at most this many events are listed (an event on several days counts once a day); the rest are counted in a \"+N more\" line, as are those the height does not hold"
    ),
  ]
}

extension SpecField {
  /// The dashboard's own fields; a pane's fields are its style's.
  static let dashboard: [SpecField] = [
    SpecField(
      "rows", [.dashboard], .described("list of `{weight, panes: [{style, weight, …}]}`"),
      default: "— (required)",
      "rows sharing the height by `weight` (default 1), each pane its row's width by its `weight`; a pane is a spec of any other style, sharing the dashboard's `today`, `locale`, `weekStartDay`, `theme`, `timeZone` and `calendars`, with its own `displayDateAtStartup` and style fields; its size is its share (`width`, `height`, `scale`, `panel` are the dashboard's) (a style as tall as its rows is drawn narrower, centred, where the pane is too short for it); up to 12 panes"
    ),
    .flagged(
      "gap", [.dashboard], .number(DashboardSpec.Limits.gap, unit: "points"),
      default: "`8`", "the space between rows and between panes"),
  ]
}
