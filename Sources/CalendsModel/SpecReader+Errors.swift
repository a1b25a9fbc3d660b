public import CalendsValues

extension SpecReader {
  /// Errors reported for one spec at most: enough to fix a file in one pass, few enough
  /// that a file of garbage does not flood the terminal.
  public static let maximumErrors = 10

  /// `first` (what `read` threw for `document`) and the errors of the document's other bad
  /// top-level fields, one a field, in the order the reader meets them, at most `limit`.
  ///
  /// The reader stops at a field's first problem, so each further error is found by reading
  /// again without the fields already blamed; a left-out field takes its default, which every
  /// rule accepts. Only errors naming a field still given count, so a field's removal can
  /// never be blamed on another. A bad `style` (or a whole-document error) ends the search:
  /// without its style the other fields would be read as another family's.
  public func errors(in document: [String: SpecValue], after first: SpecError, limit: Int)
    -> [SpecError]
  {
    var errors = [first]
    var remaining = document
    var error = first
    while errors.count < limit {
      let field = Self.topLevelField(of: error.path)
      guard !field.isEmpty, field != "style", remaining[field] != nil else { break }
      remaining[field] = nil
      do {
        _ = try read(.object(remaining))
        break
      } catch let next {
        guard remaining[Self.topLevelField(of: next.path)] != nil else { break }
        errors.append(next)
        error = next
      }
    }
    return errors
  }

  /// `disabledDates` for `disabledDates.dates[2]`.
  static func topLevelField(of path: String) -> String {
    String(path.prefix { $0 != "." && $0 != "[" })
  }
}
