/// A stylesheet declaration that a spec field stands for: the timeline's `topBarColor: red`
/// is `fdlQVRWeekView_topBar { background-color: red; }`.
///
/// The model records it as written and the theme checks and applies it, so the model needs
/// no stylesheet grammar; `field` keeps the spec path for the message when the theme
/// refuses the value.
public struct StyleDeclaration: Hashable, Sendable {
  public var field: String
  public var selector: String
  public var property: String
  public var value: String

  public init(field: String, selector: String, property: String, value: String) {
    self.field = field
    self.selector = selector
    self.property = property
    self.value = value
  }
}
