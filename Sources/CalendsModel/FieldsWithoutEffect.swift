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
    if booking == nil {
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
    return found
  }
}
