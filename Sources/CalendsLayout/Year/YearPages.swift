import CalendsModel
import CalendsTheme
import CalendsValues

/// `pages: months`: the overview as an optional cover, then one page per month block, each
/// a full month grid filling the paper inside its margins, as the wall month lays out its
/// page (`MonthPageLayout`).
///
/// Every page's day states come from the one state of the whole run, so a range or a
/// selection reads the same on the cover and on each month.
struct YearPages {
  let context: YearContext
  let page: PageSetup

  func document() -> LayoutDocument {
    let year = context.year
    let months = year.blockMonths(canvas: context.canvas, today: context.today)
    let run = months.first!...months.last!
    let documentTitle = YearTitle.text(view: year.view, months: run, text: context.text)
    var pages: [LayoutTree] = []
    if page.cover { pages.append(MonthBlocksLayout(context: context).layout()) }
    let state = year.calendarState(
      canvas: context.canvas, today: context.today,
      days: run.lowerBound.firstDay...run.upperBound.lastDay)
    for month in months { pages.append(monthPage(month, state: state)) }
    return LayoutDocument(title: documentTitle, pages: pages, page: page)
  }

  /// The wall month's page without events (`MonthPageLayout`).
  private func monthPage(_ month: YearMonth, state: CalendarState) -> LayoutTree {
    MonthPageLayout(context: context).layout(
      month, state: state, width: page.width, height: page.height)
  }
}
