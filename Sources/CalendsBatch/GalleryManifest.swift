import Calends
import CalendsModel
import CalendsValues
import CalendsYAML
import Foundation

extension Gallery {
  /// The batch of every image. An extension here rather than in `Gallery` itself: the
  /// manifest is CalendsBatch's type, and CalendsBatch builds on the facade, not under it.
  public func manifest(baseDirectory: URL) throws(CalendsError) -> BatchManifest {
    var entries: [BatchEntry] = []
    for item in items {
      let spec: SpecValue
      do {
        spec = try SpecValue.parse(Data(item.spec.utf8), source: item.slug)
      } catch {
        throw .badInput(error.description)
      }
      guard case .object(var fields) = spec else { continue }
      for theme in themes {
        fields["theme"] = .string(theme.reference)
        entries.append(BatchEntry(name: imageName(item, theme), fields: fields, format: .png))
      }
    }
    return BatchManifest(
      entries: entries.sorted { $0.name < $1.name }, baseDirectory: baseDirectory)
  }
}
