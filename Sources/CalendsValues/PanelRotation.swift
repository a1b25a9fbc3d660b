/// How a picture is turned to reach a panel's pixels: the angle, clockwise, from the
/// picture as it is drawn (and read by a person looking at the mounted panel) to the rows the
/// device reads.
///
/// A landscape 800×480 panel mounted upright takes `90`: the calendar is drawn 480 wide and
/// 800 tall, then turned a quarter clockwise into the device's 800×480 buffer.
public enum PanelRotation: Int, Sendable, CaseIterable {
  case none = 0
  case quarter = 90
  case half = 180
  case threeQuarters = 270

  /// Whether the drawn picture's width is the device's height.
  public var swapsSides: Bool {
    switch self {
    case .none, .half: false
    case .quarter, .threeQuarters: true
    }
  }

  /// The angles a profile may give, for messages and docs: "0, 90, 180 or 270".
  public static let choices = "0, 90, 180 or 270"
}
