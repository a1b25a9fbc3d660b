import CalendsCairo
import Foundation

/// A folder of spec files whose images live beside them (`name.yaml` → `name.png`,
/// `name.svg`): the package's own `Samples/`, or a user's.
public enum SampleFolder {
  public static let specExtensions: Set<String> = ["yaml", "yml", "json"]
  public static let imageFormats: [OutputFormat] = [.png, .svg]

  /// Every spec in the folder and its subfolders, in a stable (sorted path) order.
  public static func specs(in folder: String) throws(CalendsError) -> [URL] {
    let url = URL(fileURLWithPath: folder)
    let names: [String]
    do {
      names = try FileManager.default.subpathsOfDirectory(atPath: url.path)
    } catch {
      throw .badInput("\(folder): cannot list the folder: \(error.localizedDescription)")
    }
    return names.sorted().filter {
      specExtensions.contains(($0 as NSString).pathExtension.lowercased())
    }
    .map { url.appendingPathComponent($0) }
  }

  /// The image a spec renders to in `format`.
  public static func imageURL(for spec: URL, format: OutputFormat) -> URL {
    spec.deletingPathExtension().appendingPathExtension(format.rawValue)
  }

  /// Renders one spec in every sample format; returns the bytes per format without writing.
  public static func images(for spec: URL, with renderer: CalendarRenderer) throws(CalendsError)
    -> [(OutputFormat, [UInt8])]
  {
    let loaded = try SpecLoader.load(path: spec.path)
    let prepared = try renderer.prepare(
      loaded.spec, themeLoader: ThemeLoader(baseDirectory: loaded.directory))
    var images: [(OutputFormat, [UInt8])] = []
    for format in imageFormats {
      images.append(
        (format, try renderer.render(prepared, format: format, pngCompression: .small).bytes))
    }
    return images
  }

  /// Renders one spec and writes its images beside it.
  public static func render(_ spec: URL, with renderer: CalendarRenderer) throws(CalendsError)
    -> [URL]
  {
    var written: [URL] = []
    for (format, bytes) in try images(for: spec, with: renderer) {
      let url = imageURL(for: spec, format: format)
      try AtomicFile.write(bytes, to: url.path)
      written.append(url)
    }
    return written
  }
}
