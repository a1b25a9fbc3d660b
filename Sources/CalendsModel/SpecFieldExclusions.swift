public import CalendsValues

/// Fields that say one thing in two ways, so that a spec may give only one of them: the
/// size of a screen image or a printed page, a selected range or selected days, separate
/// taps or one list of interactions.
///
/// A command-line flag overrides the spec file's field, and that must hold across such
/// fields too: `--paper a4` on a spec that sets `width` prints the page, as the user asked,
/// instead of refusing the two together. The spec file alone is still refused when it gives
/// both (the reader says which to drop).
public enum SpecFieldExclusions {
  /// `overrides` laid over `document`: each override replaces the document's field of its
  /// name and the fields that say the same thing another way, unless an override gives
  /// those too. The command line's flags and the server's query parameters both go this way.
  public static func apply(
    _ overrides: [String: SpecValue], to document: inout [String: SpecValue]
  ) {
    for key in overrides.keys {
      for replaced in fieldsReplaced(by: key, in: document) where overrides[replaced] == nil {
        document[replaced] = nil
      }
    }
    for (key, value) in overrides { document[key] = value }
  }

  /// The fields of `document` (the spec file's top level) that a flag for `field` replaces.
  public static func fieldsReplaced(by field: String, in document: [String: SpecValue])
    -> [String]
  {
    let replaced: [String]
    switch field {
    case "paper":
      replaced = ["width", "height", "device", "panel"]
    case "panel":
      // A panel is the image's size and scale: `--panel trmnl` on a spec drawn at 1000 pt,
      // scale 2, or on a printed page, draws it for the panel.
      replaced =
        ["width", "height", "device", "scale"]
        + (document["paper"] != nil ? PageSetup.fieldNames : [])
    case "width", "height", "device":
      // A screen size turns a printed year back into an image: its page fields go with
      // `paper` (`orientation` is the timeline's own field where there is no paper). A
      // timeline's height sets its hour height, which the zoom fields set otherwise.
      replaced =
        ["panel"] + (document["paper"] != nil ? PageSetup.fieldNames : [])
        + (field == "height" ? ["zoomScale", "currentZoomScale", "dayViewCellInitialHeight"] : [])
    case "selectedDateRange":
      replaced = ["selectedDate", "selectedDates"]
    case "selectedDate", "selectedDates":
      replaced = ["selectedDateRange"]
    case "interactions":
      replaced = ["taps", "swipe", "scroll"]
    case "taps", "swipe", "scroll":
      replaced = ["interactions"]
    default:
      replaced = []
    }
    return replaced.filter { document[$0] != nil }
  }
}
