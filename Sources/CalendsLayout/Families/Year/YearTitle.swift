public import CalendsModel
public import CalendsValues

/// The year views' title: "2027" for a year, "November 2026 – March 2027" or "March – May 2027"
/// for a run of months ("March 2027" for one). Kept in one function so the same text can title the
/// image and the document (a PDF's Title) alike.
public enum YearTitle {
  public static func text(view: YearView, months: ClosedRange<YearMonth>, text: CalendarText)
    -> String
  {
    if view == .year { return text.format(months.lowerBound.firstDay, template: "y") }
    return text.monthRangeTitle(months)
  }
}
