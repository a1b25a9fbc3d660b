public import CalendsDrawing
public import CalendsLayout
import CalendsModel

/// The caption made from the layout's resolved inputs.
///
/// The title is what the control's header shows (the visible months, in the spec's
/// locale); the summary names the style, the week start, the locale and the dates that
/// change the picture (today and the selection) in ISO form, so it reads the same in every
/// locale and a screen reader or a search index gets the facts without the glyphs.
extension SceneCaption {
  /// The most selected days the summary lists one by one; longer selections are given as
  /// their count and their first and last day.
  static let listedSelection = 6

  public init(layout: LayoutTree) {
    let inputs = layout.inputs
    var sentences = [
      "\(SceneCaption.styleName(inputs.style)), weeks starting on \(SceneCaption.weekdayName(inputs.firstWeekday)), locale \(inputs.locale)"
    ]
    if let alternate = inputs.alternateCalendar {
      sentences[0] += ", with the \(alternate) calendar"
    }
    sentences.append("Today is \(inputs.today)")
    let selection = inputs.selection.sorted()
    if let first = selection.first, let last = selection.last {
      if selection.count == 1 {
        sentences.append("Selected: \(first)")
      } else if selection.count <= SceneCaption.listedSelection {
        sentences.append("Selected: " + selection.map(\.description).joined(separator: ", "))
      } else {
        sentences.append("Selected: \(selection.count) days, the first \(first), the last \(last)")
      }
    }
    self.init(title: layout.title, summary: sentences.joined(separator: ". ") + ".")
  }

  static func styleName(_ style: CalendarStyle) -> String {
    switch style {
    case .month: "Month calendar"
    case .week: "Week calendar"
    case .expandable: "Expandable calendar"
    case .rangeSelection: "Range selection calendar"
    case .datesSelection: "Multiple dates selection calendar"
    case .fullScreenMonth: "Full-screen month calendar"
    case .timeline: "Week timeline"
    case .booking: "Booking calendar"
    case .year: "Year calendar"
    case .multiMonth: "Multi-month calendar"
    case .weeks: "Rolling weeks calendar"
    case .wallMonth: "Wall calendar month"
    case .agenda: "Agenda"
    case .dashboard: "Dashboard"
    }
  }

  static func weekdayName(_ weekday: Int) -> String {
    let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    return names.indices.contains(weekday - 1) ? names[weekday - 1] : "day \(weekday)"
  }
}
