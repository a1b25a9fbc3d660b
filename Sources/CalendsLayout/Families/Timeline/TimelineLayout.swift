import CalendsDrawing
public import CalendsModel
import CalendsTheme
public import CalendsValues
import Foundation

/// The timeline's resolved inputs, echoed in the layout JSON's `spec` object.
public struct TimelineInputs: Hashable, Sendable {
  public var now: CivilTime
  public var visibleDays: Int
  public var orientation: TimelineOrientation
  public var hours: ClosedRange<Int>
  public var zoomScale: Double
  public var hourHeight: Double
  public var dayLabelDateFormat: String
  public var dayLabelDateLocale: String
  public var hourLabelDateFormat: String
  public var autoConvertAllDayEvents: Bool
  public var allDayEventsSpreadOnX: Bool
  public var showTodayTimeOverlay: Bool
  /// The theme's appearance, for which the JSON and the dump write the events' colours
  /// (not itself written).
  public var appearance: Appearance

  func jsonFields() -> [(String, String)] {
    [
      ("now", JSONText.string(now.description)), ("visibleDays", String(visibleDays)),
      ("orientation", JSONText.string(orientation.rawValue)),
      (
        "hours",
        JSONText.object([("from", String(hours.lowerBound)), ("to", String(hours.upperBound))])
      ),
      ("zoomScale", JSONText.number(zoomScale)), ("hourHeight", JSONText.number(hourHeight)),
      ("dayLabelDateFormat", JSONText.string(dayLabelDateFormat)),
      ("dayLabelDateLocale", JSONText.string(dayLabelDateLocale)),
      ("hourLabelDateFormat", JSONText.string(hourLabelDateFormat)),
      ("autoConvertAllDayEvents", String(autoConvertAllDayEvents)),
      ("allDayEventsSpreadOnX", String(allDayEventsSpreadOnX)),
      ("showTodayTimeOverlay", String(showTodayTimeOverlay)),
    ]
  }
}

/// Lays out the week timeline (after QVRWeekView, placed as FullCalendar's timeGrid): a top
/// bar of day labels and all-day bars, a side bar of hour labels, and 1–7 day columns in
/// which an hour is `dayViewCellInitialHeight × zoomScale / 24` points tall. Laid out left to
/// right, then mirrored as a whole in a right-to-left locale (hour bar on the right, the
/// first day rightmost).
struct TimelineLayout {
  let canvas: Canvas
  let timeline: TimelineSpec
  /// The columns' days (`ResolvedTimeline.days`).
  let days: ClosedRange<Day>
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  var style: TimelineTheme { theme.timeline }

  /// The current time: the spec's `now`, or today at noon.
  var now: CivilTime { timeline.now ?? CivilTime(day: today, minute: 12 * 60) }
  var firstDay: Day { days.lowerBound }
  var dayCount: Int { days.lowerBound.distance(to: days.upperBound) + 1 }
  var window: ClosedRange<Int> { timeline.hours ?? 0...24 }
  /// An hour's height from the zoom: `dayViewCellInitialHeight × zoomScale / 24`.
  var zoomedHourHeight: Double {
    max(0, style.dayColumnHeight * timeline.resolvedZoomScale / 24)
  }
  var isPortrait: Bool { timeline.orientation == .portrait }
  var sideSpacing: Double { isPortrait ? style.portraitSideSpacing : style.landscapeSideSpacing }
  var verticalSpacing: Double {
    isPortrait ? style.portraitVerticalSpacing : style.landscapeVerticalSpacing
  }

  /// An explicit `width`; else the device's width in portrait and its screen height (the
  /// long side) in landscape, minus the regular size class's insets.
  var width: Double {
    if let width = canvas.width { return width }
    if isPortrait { return CalendarMetrics.containerWidth(for: canvas) }
    let device = canvas.resolvedDevice
    let inset = device.sizeClass == .regular ? 2 * CalendarMetrics.regularEdgeInset : 0
    return CalendarMetrics.screenHeight(of: device) - inset
  }

  /// A landscape timeline sized by no `height` and no zoom field is the turned device's
  /// screen: its short side (less the regular size class's insets) tall, so the image is
  /// wider than tall, as the device held that way.
  var landscapeScreenHeight: Double? {
    guard !isPortrait, !timeline.setsZoom, canvas.width == nil else { return nil }
    let device = canvas.resolvedDevice
    let inset = device.sizeClass == .regular ? 2 * CalendarMetrics.regularEdgeInset : 0
    return device.screenWidth - inset
  }

  var columnWidth: Double {
    max(1, (width - style.sideBarWidth - sideSpacing * Double(dayCount - 1)) / Double(dayCount))
  }

  func columnX(_ index: Int) -> Double {
    style.sideBarWidth + Double(index) * (columnWidth + sideSpacing)
  }

  /// The locale's script direction (the canvas locale's, as every family's grid).
  var rightToLeft: Bool { CalendarText.cached(localeIdentifier: canvas.locale).isRightToLeft }

  func layout() -> LayoutTree {
    let days = (0..<dayCount).map { firstDay.adding(days: $0) }
    let locale = timeline.dayLabelDateLocale ?? canvas.locale
    let text = TimelineText(
      localeIdentifier: locale,
      patterns: [
        style.dayLabelLongDateFormat, style.dayLabelNormalDateFormat, style.dayLabelShortDateFormat,
        style.hourLabelDateFormat, TimelineEventText.timePattern,
      ])
    let pieces = TimelineEventPieces(
      events: timeline.events, firstDay: firstDay, dayCount: dayCount, window: window,
      autoConvert: timeline.autoConvertAllDayEvents)

    let hourLabels = self.hourLabels(text: text)
    // Hour labels are centred on their lines: the first and the last stick out by half a
    // line, which the spacing above and below the columns must hold.
    let spacing = max(verticalSpacing, (hourLabels.lineHeight / 2 + 1).rounded(.up))
    // Below the last hour line the image ends: its label gets half the spacing again as a
    // margin rather than touching the edge.
    let bottomSpacing = max(
      verticalSpacing, (hourLabels.lineHeight / 2).rounded(.up) + verticalSpacing / 2)
    let eventText = TimelineEventText(
      theme: style, measurer: measurer, text: text, rightToLeft: rightToLeft)
    let allDay =
      timeline.allDayEventsSpreadOnX
      ? spreadAllDayItems(pieces.allDay, days: days, eventText: eventText, locale: locale)
      : allDayItems(pieces.allDay, days: days, eventText: eventText, locale: locale)
    let topBarHeight = style.topBarHeight + allDay.height
    let bodyTop = topBarHeight + spacing
    let hourCount = Double(window.upperBound - window.lowerBound)
    // A `height` sets the hour height: the hour window fills what the top bar leaves.
    var warnings: [String] = []
    let hourHeight: Double
    if let requested = canvas.height ?? landscapeScreenHeight {
      hourHeight = max(0, (requested - bodyTop - bottomSpacing) / hourCount)
      if hourHeight == 0 {
        let given =
          canvas.height == nil
          ? "orientation: landscape: the screen's height \(JSONText.number(requested))"
          : "height: \(JSONText.number(requested))"
        warnings.append(
          "\(given) leaves no room for the hours below the top bar; drawn \(JSONText.number(bodyTop + bottomSpacing)) tall"
        )
      }
    } else {
      hourHeight = zoomedHourHeight
    }
    let bodyHeight = hourCount * hourHeight
    let height = bodyTop + bodyHeight + bottomSpacing
    func y(minute: Int) -> Double {
      bodyTop + Double(minute - window.lowerBound * 60) / 60 * hourHeight
    }

    var items: [LayoutItem] = []
    items.append(
      LayoutItem(
        .timelineSideBar,
        frame: Rect(x: 0, y: topBarHeight, width: style.sideBarWidth, height: height - topBarHeight)
      ))
    items.append(
      LayoutItem(.timelineTopBar, frame: Rect(x: 0, y: 0, width: width, height: topBarHeight))
    )

    for (index, day) in days.enumerated() {
      items.append(
        LayoutItem(
          .timelineColumn(.init(date: day, states: states(of: day))),
          frame: Rect(x: columnX(index), y: bodyTop, width: columnWidth, height: bodyHeight)))
    }
    items += separators(days: days, y: y)
    items += hourLabels.items(y: y)

    let labels = TimelineDayLabels(
      days: days, columnWidth: columnWidth, theme: style, text: text, measurer: measurer)
    warnings += hourLabels.leftOutWarnings
    for (index, day) in days.enumerated() {
      let label = labels.fitted[index]
      guard !label.leftOut else {
        warnings.append(
          LayoutTree.leftOutWarning(
            day: day.description, role: "day label", text: labels.texts[index]))
        continue
      }
      items.append(
        LayoutItem(
          .timelineDayLabel(
            .init(
              date: day, text: label.line, states: day == now.day ? .today : .normal,
              fontSize: label.fontSize)),
          frame: Rect(x: columnX(index), y: 0, width: columnWidth, height: style.topBarHeight)))
    }
    items += allDay.items
    items += timedItems(
      pieces.timed, days: days, y: y, hourHeight: hourHeight, eventText: eventText)

    let nowIndex = firstDay.distance(to: now.day)
    if timeline.showTodayTimeOverlay, days.indices.contains(nowIndex),
      (window.lowerBound * 60...window.upperBound * 60).contains(now.minute)
    {
      let thickness = style.hourIndicatorThickness
      items.append(
        LayoutItem(
          .currentTime(.init(date: now.day, time: now)),
          frame: Rect(
            x: columnX(nowIndex), y: y(minute: now.minute) - thickness / 2, width: columnWidth,
            height: thickness)))
    }
    if rightToLeft { items = items.map { $0.mirrored(width: width) } }

    var inputs = ResolvedInputs(
      style: .timeline, today: now.day, locale: canvas.locale, weekStartDay: canvas.weekStartDay,
      firstWeekday: canvas.weekStartDay.firstWeekday(locale: Locale(identifier: canvas.locale)),
      startDate: firstDay,
      endDate: days[days.count - 1], displayDate: firstDay,
      sizeClass: canvas.resolvedDevice.sizeClass,
      device: canvas.width == nil ? canvas.resolvedDevice : nil, width: width,
      cellHeight: hourHeight * 24, scale: canvas.scale,
      theme: canvas.theme, rightToLeft: rightToLeft, alternateCalendar: nil, selection: [])
    inputs.timeline = TimelineInputs(
      now: now, visibleDays: dayCount, orientation: timeline.orientation, hours: window,
      zoomScale: timeline.resolvedZoomScale,
      hourHeight: hourHeight, dayLabelDateFormat: labels.pattern, dayLabelDateLocale: locale,
      hourLabelDateFormat: style.hourLabelDateFormat,
      autoConvertAllDayEvents: timeline.autoConvertAllDayEvents,
      allDayEventsSpreadOnX: timeline.allDayEventsSpreadOnX,
      showTodayTimeOverlay: timeline.showTodayTimeOverlay, appearance: theme.appearance)
    let title = CalendarText.cached(localeIdentifier: canvas.locale).monthTitle(firstDay.yearMonth)
    var tree = LayoutTree(width: width, height: height, title: title, inputs: inputs, items: items)
    tree.warnings = warnings
    return tree
  }

  /// `weekend`, `passed` (a day before today), `today`; `normal` when none applies.
  func states(of day: Day) -> DayStates {
    var states: DayStates = []
    if day < now.day { states.insert(.passed) }
    if day == now.day { states.insert(.today) }
    if day.weekday == 1 || day.weekday == 7 { states.insert(.weekend) }
    return states
  }

  func separators(days: [Day], y: (Int) -> Double) -> [LayoutItem] {
    var items: [LayoutItem] = []
    for (index, day) in days.enumerated() {
      for hour in window {
        let thickness = style.mainSeparatorThickness
        items.append(
          LayoutItem(
            .hourSeparator(day),
            frame: Rect(
              x: columnX(index), y: y(hour * 60) - thickness / 2, width: columnWidth,
              height: thickness)))
        guard hour < window.upperBound else { continue }
        let dashed = style.dashedSeparatorThickness
        items.append(
          LayoutItem(
            .halfHourSeparator(day),
            frame: Rect(
              x: columnX(index), y: y(hour * 60 + 30) - dashed / 2, width: columnWidth,
              height: dashed)))
      }
    }
    return items
  }

  /// The hour labels: their texts in the label locale (its digits) as fitted to the side
  /// bar (with the font size when they had to shrink), and their line's height.
  struct HourLabels {
    var hours: [Int]
    /// Each hour's label, and as fitted.
    var texts: [String]
    var fitted: [FittedText]
    var lineHeight: Double
    var sideBarWidth: Double
    var firstDay: Day

    /// One label per hour line, centred on its line (and across the side bar); none for a
    /// label left out (`leftOutWarnings`).
    func items(y: (Int) -> Double) -> [LayoutItem] {
      zip(hours, fitted).filter { !$0.1.leftOut }.map { hour, label in
        LayoutItem(
          .hourLabel(
            .init(
              text: label.line, time: CivilTime(day: firstDay, minute: hour * 60),
              fontSize: label.fontSize)),
          frame: Rect(
            x: 0, y: y(hour * 60) - lineHeight / 2, width: sideBarWidth, height: lineHeight))
      }
    }

    /// A warning per hour whose label, a number too wide for the side bar, was left out.
    var leftOutWarnings: [String] {
      zip(hours, zip(texts, fitted)).filter { $0.1.1.leftOut }.map { hour, label in
        LayoutTree.leftOutWarning(day: "hour \(hour)", role: "hour label", text: label.0)
      }
    }
  }

  /// One label per hour line of the window (midnight at its end has none: it is the next
  /// day's 00), fitted to the side bar as a row (`TextFitRule.rowLabel`: one size, shrinking
  /// towards `hourLabelMinimumFontSize`; an hour label is a number, so never cut).
  func hourLabels(text: TimelineText) -> HourLabels {
    let hours = window.filter { $0 < 24 }
    let labels = hours.map {
      text.string(CivilTime(day: firstDay, minute: $0 * 60), pattern: style.hourLabelDateFormat)
    }
    let font = style.hourLabel.font
    let fitted = measurer.fit(
      labels, font: font, width: style.sideBarWidth - 2,
      rule: .rowLabel(minimum: style.hourLabelMinimumFontSize))
    let size = fitted.map { $0.fontSize ?? font.size }.max() ?? font.size
    let lineHeight = measurer.measure("0", font: font.withSize(size)).height
    return HourLabels(
      hours: hours, texts: labels, fitted: fitted, lineHeight: lineHeight,
      sideBarWidth: style.sideBarWidth,
      firstDay: firstDay)
  }

  /// The least height of a timed event's block: the theme's, or (by default) one line of the
  /// label font inside the padding and the gap — the line of the event's own title, which
  /// in some scripts (Arabic, Thai) is taller than a Latin line.
  func minimumEventHeight(_ event: TimelineEvent) -> Double {
    if style.eventMinimumHeight > 0 { return style.eventMinimumHeight }
    let line = measurer.measure(
      event.title.isEmpty ? "Mg" : event.title, font: style.eventLabel.font)
    return line.height + 2 * style.eventVerticalPadding + style.eventGap
  }

  /// Each day's timed pieces side by side within their overlap groups
  /// (`TimelineLaneAssignment`), each at least `minimumEventHeight(_:)` tall — a piece's
  /// overlaps counted over the height it is drawn, so a short event's block never covers
  /// the next — and kept inside the column; the block is its slot inset by half the gap.
  func timedItems(
    _ pieces: [TimedPiece], days: [Day], y: (Int) -> Double, hourHeight: Double,
    eventText: TimelineEventText
  ) -> [LayoutItem] {
    // The minimum in whole minutes, and never more than the window.
    let windowMinutes = (window.upperBound - window.lowerBound) * 60
    func minimumMinutes(_ event: TimelineEvent) -> Int {
      guard hourHeight > 0 else { return 0 }
      return min(
        Int((minimumEventHeight(event) / hourHeight * 60 - 1e-9).rounded(.up)), windowMinutes)
    }
    let windowEnd = window.upperBound * 60
    let gap = style.eventGap
    var items: [LayoutItem] = []
    for dayIndex in days.indices {
      let today = pieces.filter { $0.dayIndex == dayIndex }
      // Where each piece is drawn: at least the minimum long, moved up at the window's end.
      let drawn = today.map { piece -> (start: Int, end: Int) in
        let minimum = minimumMinutes(piece.event)
        let start = min(piece.visibleStart, windowEnd - minimum)
        return (start, max(piece.visibleEnd, start + minimum))
      }
      let placements = TimelineLaneAssignment.assign(drawn)
      for ((piece, interval), placement) in zip(zip(today, drawn), placements) {
        let laneWidth = columnWidth / Double(placement.lanes)
        let top = y(interval.start)
        let slot = Rect(
          x: columnX(dayIndex) + Double(placement.lane) * laneWidth, y: top,
          width: laneWidth * Double(placement.span), height: y(interval.end) - top)
        let frame = Rect(
          x: slot.x + gap / 2, y: slot.y + gap / 2, width: max(0, slot.width - gap),
          height: max(0, slot.height - gap))
        let day = days[dayIndex]
        let fitted = eventText.timed(piece.event, in: frame)
        let event = LayoutItem.TimelineEventItem(
          date: day, identifier: piece.event.id, title: piece.event.title,
          detail: piece.event.location.isEmpty ? nil : piece.event.location,
          color: piece.event.color, start: CivilTime(day: day, minute: piece.start),
          end: CivilTime(day: day, minute: piece.end), column: placement.lane,
          columns: placement.lanes, textFrame: fitted.textFrame, lines: fitted.lines,
          truncated: fitted.truncated, leftOutTitle: fitted.leftOutTitle)
        items.append(LayoutItem(.event(event), frame: frame))
      }
    }
    return items
  }

  /// All-day events (and events over several days) stacked below the day labels
  /// (`allDayEventsSpreadOnX: false`): one bar per event across the days it covers in the
  /// visible week, cut square at the week's edges, stacked
  /// in rows by the wall month's placement (`WallMonthPlacement`: longer bars first, each in
  /// the highest row free on all its days). Past `allDayEventMaximumRows` rows a day's last
  /// row says "+N more" in the locale's words.
  func allDayItems(
    _ spans: [AllDaySpan], days: [Day], eventText: TimelineEventText, locale: String
  ) -> (items: [LayoutItem], height: Double) {
    guard !spans.isEmpty else { return ([], 0) }
    let maximumRows = max(1, Int(style.allDayEventMaximumRows))
    let events = spans.map(\.event)
    let placement = WallMonthPlacement(
      events: events, rows: [days.map { Optional($0) }], fit: maximumRows, dayMaxEvents: nil)
    let rowHeight = style.allDayEventHeight
    let spacing = style.allDayEventVerticalSpacing
    let gap = style.eventGap
    let rows = (placement.pieces.map(\.slot) + placement.more.map(\.slot)).max().map { $0 + 1 } ?? 0
    func rowY(_ row: Int) -> Double {
      style.topBarHeight + spacing + Double(row) * (rowHeight + spacing)
    }
    var items: [LayoutItem] = []
    for piece in placement.pieces {
      let event = events[piece.event]
      let left = columnX(piece.firstColumn) + (piece.continuesBefore ? 0 : gap / 2)
      let right =
        columnX(piece.lastColumn) + columnWidth - (piece.continuesAfter ? 0 : gap / 2)
      let frame = Rect(x: left, y: rowY(piece.slot), width: max(0, right - left), height: rowHeight)
      let fitted = eventText.allDay(event, in: frame)
      let item = LayoutItem.TimelineEventItem(
        date: days[piece.firstColumn], identifier: event.id, title: event.title,
        detail: event.location.isEmpty ? nil : event.location, color: event.color,
        start: event.start, end: event.end, column: piece.slot, columns: rows,
        textFrame: fitted.textFrame, lines: fitted.lines, truncated: fitted.truncated,
        leftOutTitle: fitted.leftOutTitle,
        span: .init(
          startDate: days[piece.firstColumn], endDate: days[piece.lastColumn], row: piece.slot,
          continuesBefore: piece.continuesBefore, continuesAfter: piece.continuesAfter))
      items.append(LayoutItem(.allDayEvent(item), frame: frame))
    }
    let words = CalendarText.cached(localeIdentifier: locale)
    for more in placement.more {
      items.append(
        LayoutItem(
          .moreLink(
            .init(
              date: days[more.column], count: more.count, text: words.moreEvents(more.count),
              slot: more.slot, fontSize: style.eventTime.font.size,
              hidden: more.events.map { events[$0].id })),
          frame: Rect(
            x: columnX(more.column) + gap / 2 + style.eventHorizontalPadding, y: rowY(more.slot),
            width: max(0, columnWidth - gap - 2 * style.eventHorizontalPadding),
            height: rowHeight)))
    }
    return (items, Double(rows) * (rowHeight + spacing) + spacing)
  }
}
