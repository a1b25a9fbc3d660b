public import CalendsValues

/// A family's rules applied once: what a spec's document draws (its days, months, control
/// state) worked out from the spec and `today`, so the facade reads the calendars for
/// exactly those days and the layout draws from the same values instead of deriving them
/// again.
///
/// This is the model's one dispatch point over families; each case's rules live in its own
/// `Resolved<Family>` type.
public enum ResolvedFamily: Hashable, Sendable {
  case control(ResolvedControl)
  case timeline(ResolvedTimeline)
  case booking(ResolvedBooking)
  case year(ResolvedYear)
  case wallMonth(ResolvedWallMonth)
  case agenda(ResolvedAgenda)
  case dashboard(ResolvedDashboard)

  /// Resolves `spec`'s family for `today` (the spec's, or the clock's, filled in already).
  public init(_ spec: CalendarSpec, today: Day) {
    let canvas = spec.canvas
    switch spec.family {
    case .control(let control): self = .control(ResolvedControl(control, canvas: canvas, today: today))
    case .timeline(let timeline): self = .timeline(ResolvedTimeline(timeline, canvas: canvas, today: today))
    case .booking(let booking): self = .booking(ResolvedBooking(booking))
    case .year(let year): self = .year(ResolvedYear(year, canvas: canvas, today: today))
    case .wallMonth(let wall): self = .wallMonth(ResolvedWallMonth(wall, canvas: canvas, today: today))
    case .agenda(let agenda): self = .agenda(ResolvedAgenda(agenda, canvas: canvas, today: today))
    case .dashboard(let dashboard): self = .dashboard(ResolvedDashboard(dashboard, today: today))
    }
  }

  /// The family's rules, whichever family it is.
  public var rules: any FamilyCalendarRules {
    switch self {
    case .control(let family): family
    case .timeline(let family): family
    case .booking(let family): family
    case .year(let family): family
    case .wallMonth(let family): family
    case .agenda(let family): family
    case .dashboard(let family): family
    }
  }

  /// The family's document, with what `draw(_:)` added.
  public var document: FamilyDocument { rules.document }

  /// Adds the calendars' occurrences to what the family draws.
  public mutating func draw(_ occurrences: CalendarOccurrences) throws(SpecError) {
    switch self {
    case .control(var family):
      family.draw(occurrences)
      self = .control(family)
    case .timeline(var family):
      try family.draw(occurrences)
      self = .timeline(family)
    case .booking(var family):
      family.draw(occurrences)
      self = .booking(family)
    case .year(var family):
      try family.draw(occurrences)
      self = .year(family)
    case .wallMonth(var family):
      try family.draw(occurrences)
      self = .wallMonth(family)
    case .agenda(var family):
      try family.draw(occurrences)
      self = .agenda(family)
    case .dashboard(var family):
      try family.draw(occurrences)
      self = .dashboard(family)
    }
  }
}

/// What every family says about a spec's calendars.
public protocol FamilyCalendarRules: Sendable {
  /// The days whose occurrences the family draws, as its layout shows them; nil when it
  /// draws none (a booking grid without items).
  var calendarDays: ClosedRange<Day>? { get }
  /// Whether the family draws anything of `source` (a booking grid reads busy calendars
  /// alone).
  func reads(_ source: CalendarSource) -> Bool
  /// Said once (as a warning about `calendars`) when the spec has calendars and the family
  /// reads none of them.
  var unreadCalendarsWarning: String { get }
  /// The family's document.
  var document: FamilyDocument { get }
}

extension FamilyCalendarRules {
  public func reads(_ source: CalendarSource) -> Bool { true }
  public var unreadCalendarsWarning: String { "this style draws none of them; ignored" }
}
