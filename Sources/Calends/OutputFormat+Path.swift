import CalendsValues
import Foundation

extension OutputFormat {
  /// The format a file at `path` is written in: the one asked for, the path's extension, or
  /// both when they agree. A request that contradicts a known extension is refused, so SVG
  /// bytes never land in a `.png` (a viewer would call the file broken, a snapshot test
  /// would compare garbage). A name without a format that is a stream — `/dev/null`,
  /// `/dev/stdout`, a FIFO — is PNG, as `-o -` is. `option` names where the request came
  /// from, for the message.
  public static func forFile(at path: String, requested: OutputFormat?, option: String = "--format")
    throws(CalendsError) -> OutputFormat
  {
    let fileExtension = (path as NSString).pathExtension.lowercased()
    let fromName = OutputFormat(rawValue: fileExtension)
    switch (requested, fromName) {
    case (let requested?, let fromName?) where requested != fromName:
      throw .badInput(
        .error(
          .option,
          "\(option) \(requested.rawValue) does not match the output name '\(MessageText.clipped(path, to: MessageText.maximum))' (.\(fileExtension)); drop \(option) or name the file .\(requested.rawValue)"
        ))
    case (let requested?, _): return requested
    case (nil, let fromName?): return fromName
    case (nil, nil) where OutputTarget.isWrittenThrough(path): return .png
    case (nil, nil):
      throw .badInput(
        .error(
          .option,
          "cannot tell the format from '\(MessageText.clipped(path, to: MessageText.maximum))'; use a \(OutputFormat.extensionChoices) name, or \(option)"
        ))
    }
  }
}
