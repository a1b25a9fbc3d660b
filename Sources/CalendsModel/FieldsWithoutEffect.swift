import CalendsValues

/// A field the spec gives that the picture it describes cannot show: read, valid, and with
/// nothing to act on. The render report lists them, so that a value that changes nothing is
/// never taken for one that worked.
public struct FieldWithoutEffect: Hashable, Sendable {
  /// The field path, as errors name it (`calendars[1].busy`).
  public var field: String
  /// Why it changes nothing, and what would.
  public var reason: String
}

extension CalendarSpec {
  /// The fields given that have no effect on this spec's picture. Fields the reader refuses
  /// where they could never act (a `height` on a month) never get here.
  public var fieldsWithoutEffect: [FieldWithoutEffect] {
    var found: [FieldWithoutEffect] = []
    if canvas.calendars.isEmpty && canvas.timeZone != Canvas().timeZone {
      found.append(
        FieldWithoutEffect(
          field: "timeZone",
          reason: "places calendars' events, and the spec has no calendars"))
    }
    if canvas.panelFile != nil && canvas.panel == nil {
      found.append(
        FieldWithoutEffect(
          field: "panelFile",
          reason: "holds panels for panel to name, and the spec gives no panel"))
    }
    let drawsBookings =
      booking != nil
      || (dashboard?.rows.contains { $0.panes.contains { $0.spec.booking != nil } } ?? false)
    if !drawsBookings {
      for (index, calendar) in canvas.calendars.enumerated() where calendar.busy {
        found.append(
          FieldWithoutEffect(
            field: "calendars[\(index)].busy",
            reason: "marks days unavailable in a booking grid; this style draws the events"))
      }
    }
    if let timeline {
      if timeline.visibleDays != nil {
        let defaults = TimelineSpec()
        for (field, given, standard) in [
          (
            "visibleDaysInPortraitMode", timeline.visibleDaysInPortraitMode,
            defaults.visibleDaysInPortraitMode
          ),
          (
            "visibleDaysInLandscapeMode", timeline.visibleDaysInLandscapeMode,
            defaults.visibleDaysInLandscapeMode
          ),
        ] where given != standard {
          found.append(
            FieldWithoutEffect(field: field, reason: "visibleDays gives the day count"))
        }
      }
      if timeline.allDayEventsSpreadOnX,
        timeline.style.contains(where: { $0.field == "allDayEventMaximumRows" })
      {
        found.append(
          FieldWithoutEffect(
            field: "allDayEventMaximumRows",
            reason:
              "counts stacked rows; allDayEventsSpreadOnX: true puts all-day events in one row"))
      }
    }
    // A pane's own fields; the fields it shares are the dashboard's, said above.
    for (row, rowSpec) in (dashboard?.rows ?? []).enumerated() {
      for (column, pane) in rowSpec.panes.enumerated() {
        for own in pane.spec.fieldsWithoutEffect
        where own.field != "timeZone" && !own.field.hasPrefix("calendars[") {
          found.append(
            FieldWithoutEffect(
              field: "rows[\(row)].panes[\(column)].\(own.field)", reason: own.reason))
        }
      }
    }
    return found
  }
}
