import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport

@testable import CalendsLayout

/// A day from an ISO literal; in a test, a bad literal is a bug in the test.
func d(_ text: String) -> Day { Day(iso: text)! }

/// The whole document (every page) of a YAML spec, with approximate text metrics so the
/// geometry does not depend on installed fonts.
func document(_ yaml: String, today: String = "2027-03-10") throws -> LayoutDocument {
  let spec = try SpecReader.read(Data(yaml.utf8), source: "spec.yaml")
  return CalendarLayout(
    spec: spec, today: d(today), theme: .light, measurer: ApproximateTextMeasurer()
  ).document()
}

/// The items of one kind, in layout order.
func items(_ tree: LayoutTree, _ kind: LayoutItem.Kind) -> [LayoutItem] {
  tree.items.filter { $0.kind == kind }
}

/// Suites that lay out the calendar control's styles from a default spec they adjust.
protocol CalendarLayoutTesting {}

extension CalendarLayoutTesting {
  /// The layout of the default spec after `configure`, with approximate text metrics so the
  /// geometry does not depend on installed fonts.
  func layout(
    _ style: ControlStyle = .month, today: String = "2019-01-10",
    _ configure: (inout ControlInputs) -> Void = { _ in }
  ) -> LayoutTree {
    var inputs = ControlInputs(style: style)
    configure(&inputs)
    return CalendarLayout(
      spec: inputs.spec, today: d(today), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
  }
}
