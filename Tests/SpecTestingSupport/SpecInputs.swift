public import CalendsModel

/// A canvas and a family document edited together in one closure, as a spec file sets
/// them side by side: `$0.weekStartDay = .monday; $0.selectedDate = …`.
@dynamicMemberLookup
public struct SpecInputs<Document: FamilyDocumentConvertible> {
  public var canvas = Canvas()
  public var document: Document

  public init(document: Document) {
    self.document = document
  }

  public var spec: CalendarSpec { CalendarSpec(canvas: canvas, family: document.familyDocument) }

  public subscript<Value>(dynamicMember path: WritableKeyPath<Canvas, Value>) -> Value {
    get { canvas[keyPath: path] }
    set { canvas[keyPath: path] = newValue }
  }

  public subscript<Value>(dynamicMember path: WritableKeyPath<Document, Value>) -> Value {
    get { document[keyPath: path] }
    set { document[keyPath: path] = newValue }
  }
}

public typealias ControlInputs = SpecInputs<ControlSpec>
public typealias BookingInputs = SpecInputs<BookingSpec>

extension SpecInputs where Document == ControlSpec {
  public init(style: ControlStyle = .month) {
    self.init(document: ControlSpec(style: style))
  }

  public var control: ControlSpec { document }
}

/// A family document that knows its case of `FamilyDocument`.
public protocol FamilyDocumentConvertible {
  var familyDocument: FamilyDocument { get }
}

extension ControlSpec: FamilyDocumentConvertible {
  public var familyDocument: FamilyDocument { .control(self) }
}

extension BookingSpec: FamilyDocumentConvertible {
  public var familyDocument: FamilyDocument { .booking(self) }
}

extension TimelineSpec: FamilyDocumentConvertible {
  public var familyDocument: FamilyDocument { .timeline(self) }
}
