import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

/// Fits an event's texts into its block with the one fitting policy (`TextMeasuring.fit`,
/// `TextFitRule.wrapped`): the title first, then the time range and the location as room
/// allows, each line broken at line-break opportunities or at a hyphenation point of the
/// word there (with a hyphen drawn: "Quartals-" / "abschluss-" rather than a word cut at the
/// last letter that fits), the last line that does not fit ending in an ellipsis. Only whole lines are placed, so no glyph is cut by the block's
/// edge; a time that does not fit the width is left out, never cut, and so is a title that
/// is a number (`leftOutTitle`).
///
/// The lines are what is drawn (the scene draws each as one run), so the layout's `lines`
/// are the image's text.
struct TimelineEventText {
  /// The time range's pattern, written in the label locale (its digits).
  static let timePattern = "HH:mm"
  /// The space between a short event's title and its time on one line.
  static let inlineGap = 4.0

  let theme: TimelineTheme
  let measurer: any TextMeasuring
  let text: TimelineText
  let rightToLeft: Bool

  struct Fitted {
    var lines: [LayoutItem.EventTextLine] = []
    var truncated = false
    var leftOutTitle = false
    var textFrame: Rect
  }

  /// `09:30–10:15`, or the start alone for a moment; in a right-to-left locale it reads
  /// from the right (a right-to-left mark first, as the digits alone set no direction).
  func timeRange(_ event: TimelineEvent) -> String {
    let start = text.string(event.start, pattern: Self.timePattern)
    let range =
      event.end == event.start
      ? start : start + "–" + text.string(event.end, pattern: Self.timePattern)
    return rightToLeft ? "\u{200F}" + range : range
  }

  private func inner(_ box: Rect) -> Rect {
    let x = theme.eventHorizontalPadding
    let y = theme.eventVerticalPadding
    return Rect(
      x: box.x + x, y: box.y + y, width: max(0, box.width - 2 * x),
      height: max(0, box.height - 2 * y))
  }

  /// Lines of `text` in `font` below `top` inside `inner`, as many as the room holds.
  private func place(
    _ string: String, font: FontSpec, role: LayoutItem.EventTextLine.Role, inner: Rect,
    top: inout Double, into fitted: inout Fitted
  ) {
    guard !string.isEmpty else { return }
    let lineHeight = measurer.measure(string, font: font).height
    guard lineHeight > 0 else { return }
    let room = Int(((inner.maxY - top) / lineHeight + 1e-9).rounded(.down))
    guard room > 0 else { return }
    let result = measurer.fit(string, font: font, width: inner.width, rule: .wrapped(lines: room))
    if result.leftOut, role == .title { fitted.leftOutTitle = true }
    for line in result.lines {
      fitted.lines.append(
        .init(
          text: line, frame: Rect(x: inner.x, y: top, width: inner.width, height: lineHeight),
          role: role))
      top += lineHeight
    }
    fitted.truncated = fitted.truncated || result.truncated
  }

  /// A timed event's block: the title's lines, then the time range on a line of its own,
  /// then the location's lines. A block with room for one line only puts the time after
  /// the title on that line when both fit whole.
  func timed(_ event: TimelineEvent, in box: Rect) -> Fitted {
    let inner = inner(box)
    var fitted = Fitted(textFrame: Rect(x: inner.x, y: inner.y, width: inner.width, height: 0))
    let titleFont = theme.eventLabel.font
    let timeFont = theme.eventTime.font
    let time = timeRange(event)
    let timeSize = measurer.measure(time, font: timeFont)
    var top = inner.y
    if !event.title.isEmpty {
      let title = measurer.measure(event.title, font: titleFont)
      let stacked = title.height + timeSize.height <= inner.height + 1e-9
      if !stacked, title.height <= inner.height + 1e-9,
        title.width + Self.inlineGap + timeSize.width <= inner.width
      {
        fitted.lines = [
          .init(
            text: event.title,
            frame: Rect(x: inner.x, y: top, width: title.width, height: title.height),
            role: .title),
          .init(
            text: time,
            frame: Rect(
              x: inner.x + title.width + Self.inlineGap, y: top, width: timeSize.width,
              height: title.height), role: .time),
        ]
        fitted.textFrame.height = title.height
        return fitted
      }
      place(event.title, font: titleFont, role: .title, inner: inner, top: &top, into: &fitted)
    }
    // The time is a number: it fits whole or is left out (silently: the block's place on the
    // grid already says when it is).
    let timeFits = !measurer.fit(time, font: timeFont, width: inner.width, rule: .wrapped(lines: 1))
      .leftOut
    if !fitted.truncated, timeFits, top + timeSize.height <= inner.maxY + 1e-9 {
      fitted.lines.append(
        .init(
          text: time,
          frame: Rect(x: inner.x, y: top, width: inner.width, height: timeSize.height),
          role: .time))
      top += timeSize.height
    }
    if !fitted.truncated {
      place(
        event.location, font: theme.eventInfoFont, role: .location, inner: inner, top: &top,
        into: &fitted)
    }
    fitted.textFrame.height = top - inner.y
    return fitted
  }

  /// An all-day bar: its title in as many lines as the bar holds, centred vertically.
  func allDay(_ event: TimelineEvent, in box: Rect) -> Fitted {
    let inner = inner(box)
    var fitted = Fitted(textFrame: Rect(x: inner.x, y: inner.y, width: inner.width, height: 0))
    var top = inner.y
    place(
      event.title, font: theme.eventLabel.font, role: .title, inner: inner, top: &top,
      into: &fitted)
    let used = top - inner.y
    let shift = max(0, (inner.height - used) / 2)
    for index in fitted.lines.indices { fitted.lines[index].frame.y += shift }
    fitted.textFrame = Rect(x: inner.x, y: inner.y + shift, width: inner.width, height: used)
    return fitted
  }
}

extension LayoutItem {
  /// The item reflected across a layout `width` wide: what a right-to-left locale shows.
  func mirrored(width: Double) -> LayoutItem {
    func flipped(_ rect: Rect) -> Rect {
      Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }
    func flippedEvent(_ event: TimelineEventItem) -> TimelineEventItem {
      var event = event
      event.textFrame = flipped(event.textFrame)
      for index in event.lines.indices {
        event.lines[index].frame = flipped(event.lines[index].frame)
      }
      return event
    }
    var item = self
    item.frame = flipped(frame)
    switch content {
    case .event(let event): item.content = .event(flippedEvent(event))
    case .allDayEvent(let event): item.content = .allDayEvent(flippedEvent(event))
    default: break
    }
    return item
  }
}
