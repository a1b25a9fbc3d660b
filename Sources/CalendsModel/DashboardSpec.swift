import CalendsValues

/// The dashboard's own fields (`style: dashboard`): a page of several views, as an e-paper
/// panel shows a month above an agenda or a week timeline beside a month. Its `rows` share
/// the height by their weights, each row's `panes` its width by theirs, with `gap` points
/// between; each pane is a spec of any other style.
///
/// A pane shares the dashboard's `today`, `locale`, `weekStartDay`, `theme`, `timeZone` and
/// `calendars` (each pane draws the calendars as its style does); its size is the pane's.
/// It may give its own `displayDateAtStartup` (a pane with next month) and its style's
/// fields.
public struct DashboardSpec: Hashable, Sendable {
  public var rows: [DashboardRow] = []
  /// Points between rows and between panes.
  public var gap = Defaults.gap

  public init() {}

  public enum Defaults {
    public static let gap = 8.0
  }

  public enum Limits {
    /// `gap`: 0…100 points.
    public static let gap: ClosedRange<Double> = 0...100
    /// A row's or a pane's `weight`.
    public static let weight: ClosedRange<Double> = 0.01...100
    /// Panes on one dashboard, all rows together.
    public static let panes = 12
  }

  /// The canvas fields a pane takes from the dashboard and may not give itself.
  public static let sharedFields = [
    "today", "locale", "weekStartDay", "theme", "timeZone", "calendars",
  ]
  /// The canvas fields the dashboard's layout sets for each pane (a panel is the whole
  /// dashboard's).
  public static let sizeFields = [
    "width", "height", "scale", "device", "sizeClass", "panel", "panelFile",
  ]

  /// Field names this part of the spec reads, from `SpecField.all`.
  public static let fieldNames = SpecField.names(of: .dashboard)
}

/// A row of panes: its share of the height (`weight`, default 1) and its panes.
public struct DashboardRow: Hashable, Sendable {
  public var weight: Double
  public var panes: [DashboardPane]

  public init(weight: Double = 1, panes: [DashboardPane]) {
    self.weight = weight
    self.panes = panes
  }
}

/// One view of a dashboard: its share of its row's width and its spec (the dashboard's
/// shared fields in its canvas; no size, which the layout gives).
public struct DashboardPane: Hashable, Sendable {
  public var weight: Double
  public var spec: CalendarSpec

  public init(weight: Double = 1, spec: CalendarSpec) {
    self.weight = weight
    self.spec = spec
  }
}

extension SpecReader {
  /// Reads a dashboard from the fields that are not the canvas's; `shared` are the
  /// dashboard's canvas fields each pane takes.
  func readDashboard(_ fields: [(String, SpecValue)], shared: [String: SpecValue]) throws(SpecError)
    -> DashboardSpec
  {
    var dashboard = DashboardSpec()
    for (key, value) in fields {
      switch key {
      case "gap": dashboard.gap = try number(value, key, in: DashboardSpec.Limits.gap)
      case "rows": dashboard.rows = try dashboardRows(value, key, shared: shared)
      default: throw misplaced(key, style: .dashboard)
      }
    }
    guard !dashboard.rows.isEmpty else {
      throw fail("rows", "a dashboard needs at least one row of panes")
    }
    let panes = dashboard.rows.map(\.panes.count).reduce(0, +)
    guard panes <= DashboardSpec.Limits.panes else {
      throw fail("rows", "\(panes) panes, over the limit of \(DashboardSpec.Limits.panes)")
    }
    return dashboard
  }

  private func dashboardRows(_ value: SpecValue, _ path: String, shared: [String: SpecValue])
    throws(SpecError) -> [DashboardRow]
  {
    guard case .array(let rows) = value else {
      throw fail(path, "expected a list of rows {weight, panes}, found \(value.kindDescription)")
    }
    var read: [DashboardRow] = []
    for (index, row) in rows.enumerated() {
      let rowPath = "\(path)[\(index)]"
      var weight = 1.0
      var panes: [DashboardPane]?
      try objectFields(row, rowPath, keys: ["weight", "panes"]) {
        (key, field, fieldPath) throws(SpecError) in
        switch key {
        case "weight": weight = try number(field, fieldPath, in: DashboardSpec.Limits.weight)
        default: panes = try dashboardPanes(field, fieldPath, shared: shared)
        }
      }
      guard let panes, !panes.isEmpty else { throw fail(rowPath + ".panes", "a row needs panes") }
      read.append(DashboardRow(weight: weight, panes: panes))
    }
    return read
  }

  private func dashboardPanes(_ value: SpecValue, _ path: String, shared: [String: SpecValue])
    throws(SpecError) -> [DashboardPane]
  {
    guard case .array(let panes) = value else {
      throw fail(
        path, "expected a list of panes {style, weight, …}, found \(value.kindDescription)")
    }
    var read: [DashboardPane] = []
    for (index, pane) in panes.enumerated() {
      let panePath = "\(path)[\(index)]"
      guard case .object(var fields) = pane else {
        throw fail(panePath, "expected a pane {style, weight, …}, found \(pane.kindDescription)")
      }
      var weight = 1.0
      if let given = fields.removeValue(forKey: "weight"), given != .null {
        weight = try number(given, panePath + ".weight", in: DashboardSpec.Limits.weight)
      }
      for key in fields.keys.sorted() {
        if DashboardSpec.sharedFields.contains(key) {
          throw fail(
            "\(panePath).\(key)",
            "a pane shares the dashboard's \(key); give it on the dashboard")
        }
        if DashboardSpec.sizeFields.contains(key) {
          throw fail(
            "\(panePath).\(key)",
            "a pane's size is its share of the dashboard's; give \(key) on the dashboard")
        }
      }
      guard fields["style"] != nil else {
        throw fail(panePath + ".style", "a pane needs a style (month, agenda, timeline, …)")
      }
      if case .string("dashboard") = fields["style"] {
        throw fail(panePath + ".style", "a pane cannot be a dashboard")
      }
      fields.merge(shared) { own, _ in own }
      let spec: CalendarSpec
      do {
        spec = try SpecReader(source: source).read(.object(fields))
      } catch {
        var nested = error
        nested.path = nested.path.isEmpty ? panePath : "\(panePath).\(nested.path)"
        throw nested
      }
      if spec.year?.page != nil || spec.wallMonth?.page != nil {
        throw fail(
          panePath + ".paper",
          "a pane is part of the dashboard's image; it cannot be a printed page")
      }
      read.append(DashboardPane(weight: weight, spec: spec))
    }
    return read
  }
}
