public import Calends
import CalendsValues
import Foundation

extension GalleryCatalog {
  /// The spec extensions `calends gallery --specs` reads.
  static let specExtensions: Set<String> = ["yaml", "yml", "json"]

  /// A gallery of a user's own specs: every `.yaml`, `.yml` and `.json` file under `folder`
  /// (sorted by path), titled by its path, its anchor the path with `/` as `-`; a spec's
  /// relative `theme` is relative to its file, its other relative paths to `folder`. A file
  /// that cannot be read is bad input naming it; one that is not a spec fails its image.
  public static func items(specsFolder folder: String) throws(CalendsError) -> [Item] {
    let base = URL(fileURLWithPath: folder)
    guard let walker = FileManager.default.enumerator(atPath: folder) else {
      throw .badInput(
        .error(
          .fileUnreadable, "cannot list \(folder)", file: folder, field: "--specs",
          form: .fileInMessage))
    }
    var paths: [String] = []
    while let path = walker.nextObject() as? String {
      if specExtensions.contains((path as NSString).pathExtension.lowercased()) {
        paths.append(path)
      }
    }
    guard !paths.isEmpty else {
      throw .badInput(
        .error(
          .option, "\(folder) holds no spec (.yaml, .yml or .json)", file: folder, field: "--specs",
          form: .fileInMessage))
    }
    var items: [Item] = []
    for path in paths.sorted() {
      let file = base.appendingPathComponent(path)
      let bytes = try InputFile.read(file.path, limit: Limits.specBytes, noun: "spec")
      let stem = (path as NSString).deletingPathExtension
      let slug = String(
        stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
      items.append(
        Item(
          slug: slug, title: path, spec: String(decoding: bytes, as: UTF8.self),
          directory: file.deletingLastPathComponent().path))
    }
    return items
  }
}
