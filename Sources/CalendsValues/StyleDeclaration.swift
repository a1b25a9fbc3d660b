/// A stylesheet declaration that a spec field stands for: the timeline's `topBarColor: red`
/// is `fdlQVRWeekView_topBar { background-color: red; }`.
///
/// The model records it as written and the theme checks and applies it, so the model needs
/// no stylesheet grammar; `field` keeps the spec path for the message when the theme
/// refuses the value.
public struct StyleDeclaration: Hashable, Sendable {
  /// The spec field that set it (`topBarColor`), for the message when the theme refuses it.
  public var field: String
  /// The stylesheet selector: `fdlQVRWeekView_topBar`.
  public var selector: String
  /// The stylesheet property: `background-color`.
  public var property: String
  /// The value as a stylesheet writes it (`red`, `44`), checked when the theme applies it.
  public var value: String

  /// A declaration as written; nothing is checked until the theme applies it.
  public init(field: String, selector: String, property: String, value: String) {
    self.field = field
    self.selector = selector
    self.property = property
    self.value = value
  }
}
