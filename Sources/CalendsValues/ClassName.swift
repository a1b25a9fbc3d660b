/// The names `days` entries give their days and stylesheet rules target
/// (`fdlFUICalendarItemView_title.holiday`): one rule for both, so every class a spec can
/// give can be styled.
public enum ClassName {
  /// A letter or `_`, then letters, digits, `_` and `-` (ASCII), at most
  /// `Limits.classNameLength` characters.
  public static func isValid(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= Limits.classNameLength
    else { return false }
    guard isLetter(first) || first == "_" else { return false }
    return name.unicodeScalars.allSatisfy {
      isLetter($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
    }
  }

  /// Why `name` is not a class name, for messages in both readers.
  public static func problem(with name: String) -> String {
    if name.unicodeScalars.count > Limits.classNameLength {
      return "class name is over the limit of \(Limits.classNameLength) characters"
    }
    return
      "'\(MessageText.clipped(name))' is not a class name; expected a letter or '_', then letters, digits, '_' or '-'"
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
