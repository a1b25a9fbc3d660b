public import Calends
public import CalendsBatch
import CalendsModel
import CalendsValues
import CalendsYAML
public import Foundation

extension Gallery {
  /// The batch of every image, in each of `Gallery.formats`; relative paths in the specs
  /// (a user's `--specs`) are relative to `baseDirectory`. An extension here rather than in `Gallery` itself: the
  /// manifest is CalendsBatch's type, and CalendsBatch builds on the facade, not under it.
  public func manifest(baseDirectory: URL) throws(CalendsError) -> BatchManifest {
    var entries: [BatchEntry] = []
    for item in items {
      let spec: SpecValue
      do {
        spec = try SpecValue.parse(Data(item.spec.utf8), source: item.title)
      } catch {
        throw .badInput(error.diagnostic)
      }
      guard case .object(var fields) = spec else {
        throw .badInput(
          .error(.badInput, "not a spec: expected an object of fields", file: item.title))
      }
      for theme in themes(for: item) {
        if let own = item.ownTheme {
          // A spec file's relative theme is relative to the spec file, as in a manifest.
          if let directory = item.directory, own.hasSuffix(".nss"), !own.hasPrefix("/") {
            fields["theme"] = .string(
              URL(fileURLWithPath: directory).appendingPathComponent(own).path)
          }
        } else {
          fields["theme"] = .string(theme.reference)
        }
        for format in Gallery.formats {
          entries.append(
            BatchEntry(name: imageName(item, theme, format), fields: fields, format: format))
        }
      }
    }
    return BatchManifest(
      entries: entries.sorted { $0.name < $1.name }, baseDirectory: baseDirectory)
  }
}
