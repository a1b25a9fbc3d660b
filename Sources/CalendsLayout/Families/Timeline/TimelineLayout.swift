import CalendsModel
import CalendsTheme
import CalendsValues
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

/// Lays out the week timeline (after QVRWeekView): a top bar of day labels and all-day
/// events, a side bar of hour labels, and 1–7 day columns in which an hour is
/// `dayViewCellInitialHeight × zoomScale / 24` points tall.
struct TimelineLayout {
  let canvas: Canvas
  let timeline: TimelineSpec
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  private var style: TimelineTheme { theme.timeline }

  /// The current time: the spec's `now`, or today at noon.
  var now: CivilTime { timeline.now ?? CivilTime(day: today, minute: 12 * 60) }
  var firstDay: Day { timeline.startDay ?? canvas.displayDateAtStartup ?? now.day }
  var dayCount: Int { timeline.resolvedVisibleDays }
  var window: ClosedRange<Int> { timeline.hours ?? 0...24 }
  var hourHeight: Double { max(0, style.dayColumnHeight * timeline.resolvedZoomScale / 24) }
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

  var columnWidth: Double {
    max(1, (width - style.sideBarWidth - sideSpacing * Double(dayCount - 1)) / Double(dayCount))
  }

  func columnX(_ index: Int) -> Double {
    style.sideBarWidth + Double(index) * (columnWidth + sideSpacing)
  }

  func layout() -> LayoutTree {
    let days = (0..<dayCount).map { firstDay.adding(days: $0) }
    let locale = timeline.dayLabelDateLocale ?? canvas.locale
    let text = TimelineText(
      localeIdentifier: locale,
      patterns: [
        style.dayLabelLongDateFormat, style.dayLabelNormalDateFormat, style.dayLabelShortDateFormat,
        style.hourLabelDateFormat,
      ])
    let pieces = TimelineEventPieces(
      events: timeline.events, firstDay: firstDay, dayCount: dayCount, window: window,
      autoConvert: timeline.autoConvertAllDayEvents)

    let allDay = allDayItems(pieces.allDay)
    let topBarHeight = style.topBarHeight + allDay.height
    let bodyTop = topBarHeight + verticalSpacing
    let bodyHeight = Double(window.upperBound - window.lowerBound) * hourHeight
    let height = bodyTop + bodyHeight + verticalSpacing
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
    items += hourLabels(text: text, y: y)

    let labels = TimelineDayLabels(
      days: days, columnWidth: columnWidth, theme: style, text: text, measurer: measurer)
    for (index, day) in days.enumerated() {
      items.append(
        LayoutItem(
          .timelineDayLabel(
            .init(
              date: day, text: labels.texts[index], states: day == now.day ? .today : .normal,
              fontSize: labels.fontSize)),
          frame: Rect(x: columnX(index), y: 0, width: columnWidth, height: style.topBarHeight)))
    }
    items += allDay.items
    items += timedItems(pieces.timed, days: days, y: y)

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

    var inputs = ResolvedInputs(
      style: .timeline, today: now.day, locale: canvas.locale, weekStartDay: canvas.weekStartDay,
      firstWeekday: canvas.weekStartDay.firstWeekday(locale: Locale(identifier: canvas.locale)),
      startDate: firstDay,
      endDate: days[days.count - 1], displayDate: firstDay,
      sizeClass: canvas.resolvedDevice.sizeClass,
      device: canvas.width == nil ? canvas.resolvedDevice : nil, width: width,
      cellHeight: hourHeight * 24, scale: canvas.scale,
      theme: canvas.theme, rightToLeft: false, alternateCalendar: nil, selection: [])
    inputs.timeline = TimelineInputs(
      now: now, visibleDays: dayCount, orientation: timeline.orientation, hours: window,
      zoomScale: timeline.resolvedZoomScale,
      hourHeight: hourHeight, dayLabelDateFormat: labels.pattern, dayLabelDateLocale: locale,
      hourLabelDateFormat: style.hourLabelDateFormat,
      autoConvertAllDayEvents: timeline.autoConvertAllDayEvents,
      allDayEventsSpreadOnX: timeline.allDayEventsSpreadOnX,
      showTodayTimeOverlay: timeline.showTodayTimeOverlay, appearance: theme.appearance)
    let title = CalendarText.cached(localeIdentifier: canvas.locale).monthTitle(firstDay.yearMonth)
    return LayoutTree(width: width, height: height, title: title, inputs: inputs, items: items)
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

  /// One label per hour line of the window (midnight at its end has none: it is the next
  /// day's 00), centred on its line; the font shrinks to fit the side bar if it must.
  func hourLabels(text: TimelineText, y: (Int) -> Double) -> [LayoutItem] {
    let hours = window.filter { $0 < 24 }
    let labels = hours.map {
      text.string(CivilTime(day: firstDay, minute: $0 * 60), pattern: style.hourLabelDateFormat)
    }
    let font = style.hourLabel.font
    let available = style.sideBarWidth - 2
    let widest = { (font: FontSpec) in
      labels.map { measurer.measure($0, font: font).width }.max() ?? 0
    }
    let fontSize: Double? =
      widest(font) <= available
      ? nil
      : TimelineDayLabels.shrunkSize(
        font: font, minimum: style.hourLabelMinimumFontSize, available: available, widest: widest)
    let lineHeight = measurer.measure("0", font: font.withSize(fontSize ?? font.size)).height
    return zip(hours, labels).map { hour, label in
      LayoutItem(
        .hourLabel(
          .init(
            text: label, time: CivilTime(day: firstDay, minute: hour * 60), fontSize: fontSize)),
        frame: Rect(
          x: 0, y: y(hour * 60) - lineHeight / 2, width: style.sideBarWidth, height: lineHeight))
    }
  }

  func timedItems(_ pieces: [TimedPiece], days: [Day], y: (Int) -> Double) -> [LayoutItem] {
    var items: [LayoutItem] = []
    for dayIndex in days.indices {
      let today = pieces.filter { $0.dayIndex == dayIndex }
      let placements = TimelineLaneAssignment.assign(today.map { ($0.visibleStart, $0.visibleEnd) })
      for (piece, placement) in zip(today, placements) {
        let laneWidth = columnWidth / Double(placement.lanes)
        let top = y(piece.visibleStart)
        let frame = Rect(
          x: columnX(dayIndex) + Double(placement.lane) * laneWidth, y: top, width: laneWidth,
          height: y(piece.visibleEnd) - top)
        let event = eventItem(
          piece.event, frame: frame, day: days[dayIndex], placement: placement,
          start: CivilTime(day: days[dayIndex], minute: piece.start),
          end: CivilTime(day: days[dayIndex], minute: piece.end))
        items.append(LayoutItem(.event(event), frame: frame))
      }
    }
    return items
  }

  /// All-day events below the day labels: stacked in rows, or (`allDayEventsSpreadOnX`) side
  /// by side in one row. Either way a lane holds an event on every day it covers.
  func allDayItems(_ spans: [AllDaySpan]) -> (items: [LayoutItem], height: Double) {
    guard !spans.isEmpty else { return ([], 0) }
    let placements = TimelineLaneAssignment.assign(spans.map { ($0.firstIndex, $0.lastIndex + 1) })
    let eventHeight = style.allDayEventHeight
    let spacing = style.allDayEventVerticalSpacing
    let spread = timeline.allDayEventsSpreadOnX
    let rows = spread ? 1 : (placements.map(\.lanes).max() ?? 1)
    var items: [LayoutItem] = []
    for (span, placement) in zip(spans, placements) {
      for dayIndex in span.firstIndex...span.lastIndex {
        let day = firstDay.adding(days: dayIndex)
        let frame: Rect
        if spread {
          let laneWidth = columnWidth / Double(placement.lanes)
          frame = Rect(
            x: columnX(dayIndex) + Double(placement.lane) * laneWidth,
            y: style.topBarHeight + spacing, width: laneWidth,
            height: eventHeight)
        } else {
          frame = Rect(
            x: columnX(dayIndex),
            y: style.topBarHeight + spacing + Double(placement.lane) * (eventHeight + spacing),
            width: columnWidth, height: eventHeight)
        }
        let event = eventItem(
          span.event, frame: frame, day: day, placement: placement, start: span.event.start,
          end: span.event.end)
        items.append(LayoutItem(.allDayEvent(event), frame: frame))
      }
    }
    return (items, Double(rows) * (eventHeight + spacing) + spacing)
  }

  func eventItem(
    _ event: TimelineEvent, frame: Rect, day: Day, placement: TimelineLaneAssignment.Placement,
    start: CivilTime, end: CivilTime
  ) -> LayoutItem.TimelineEventItem {
    let padding = (x: style.eventHorizontalPadding, y: style.eventVerticalPadding)
    let textWidth = max(0, frame.width - 2 * padding.x)
    let titleHeight =
      event.title.isEmpty
      ? 0 : measurer.measure(event.title, font: style.eventLabel.font, wrapWidth: textWidth).height
    return LayoutItem.TimelineEventItem(
      date: day, identifier: event.id, title: event.title,
      detail: event.location.isEmpty ? nil : event.location,
      color: event.color,
      start: start, end: end, column: placement.lane, columns: placement.lanes,
      textFrame: Rect(
        x: frame.x + padding.x, y: frame.y + padding.y, width: textWidth, height: titleHeight))
  }
}
