import CalendsDrawing
import CalendsLayout
import CalendsTheme
import CalendsValues

/// Paints the event items of a month page — the wall month's, and the printed year's month
/// pages' — so an event looks the same in both.
///
/// A bar is the event's colour, rounded where the event starts or ends and square where it
/// goes on in another row, its title in the timeline's event label (`fdlQVRWeekView_eventLabel`)
/// made readable on the fill; a line is a dot of the event's colour and `HH:MM title` in the
/// day numbers' colour; "+N more" takes the secondary label's colour. Text is aligned to the
/// reading direction's start; a title too long for its item comes from the layout already
/// cut with an ellipsis (`drawnText`), and is clipped to its item besides. Sizes come from
/// the layout's items, so a page's font scale is already in them.
struct MonthEventPainter {
  let theme: CalendarTheme
  let rightToLeft: Bool

  private var alignment: TextAlignment { rightToLeft ? .trailing : .leading }

  func nodes(for item: LayoutItem) -> [SceneNode] {
    switch item.content {
    case .eventBar(let bar): return self.bar(bar, frame: item.frame)
    case .eventLine(let line): return self.line(line, frame: item.frame)
    case .moreLink(let more):
      return [
        .text(
          TextRun(
            text: more.text, font: theme.dayLabel.font.withSize(more.fontSize),
            color: theme.dayLabel.color, frame: item.frame, alignment: alignment, clip: item.frame))
      ]
    default: return []
    }
  }

  private func bar(_ bar: LayoutItem.EventBar, frame: Rect) -> [SceneNode] {
    let fill = bar.color.resolved(for: theme.appearance)
    let (leftOpen, rightOpen) =
      rightToLeft
      ? (bar.continuesAfter, bar.continuesBefore) : (bar.continuesBefore, bar.continuesAfter)
    var nodes: [SceneNode] = [
      .band(frame, roundLeft: !leftOpen, roundRight: !rightOpen, fill)
    ]
    guard !bar.drawnText.isEmpty, bar.textFrame.width > 0 else { return nodes }
    let label = theme.timeline.eventLabel
    for (text, frame) in lines(bar.drawnText, in: bar.textFrame) {
      nodes.append(
        .text(
          TextRun(
            text: text, font: label.font.withSize(bar.fontSize),
            color: ControlSceneBuilder.readable(label.color, on: fill), frame: frame,
            alignment: alignment, clip: frame)))
    }
    return nodes
  }

  /// A text the layout broke into lines (`\n`), each in its own slot of `frame`: the frame is
  /// the lines' slots, one point short of the last one's end.
  private func lines(_ text: String, in frame: Rect) -> [(String, Rect)] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > 1 else { return [(text, frame)] }
    let step = (frame.height + 1) / Double(lines.count)
    return lines.enumerated().map { index, line in
      (
        line,
        Rect(x: frame.x, y: frame.y + Double(index) * step, width: frame.width, height: step - 1)
      )
    }
  }

  private func line(_ line: LayoutItem.EventLine, frame: Rect) -> [SceneNode] {
    let dot = line.dotFrame
    var nodes: [SceneNode] = [
      .circle(
        center: dot.center, radius: dot.width / 2, line.color.resolved(for: theme.appearance))
    ]
    for (text, frame) in lines(line.drawnText, in: line.textFrame) {
      nodes.append(
        .text(
          TextRun(
            text: text, font: theme.dayLabel.font.withSize(line.fontSize),
            color: theme.dayTitle.normal.color, frame: frame, alignment: alignment, clip: frame)))
    }
    return nodes
  }
}
