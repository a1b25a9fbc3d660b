public import Calends
import CalendsModel
public import CalendsValues
public import Foundation

/// How a sample is drawn: as its spec is written, or with the dark theme.
public enum SampleAppearance: String, Sendable, CaseIterable {
  /// The spec as written: its own `theme` (a stylesheet, or `dark` when the spec is a dark
  /// sample in its own right), the light theme when it names none.
  case light
  /// The spec with its `theme` set to `dark`; only for a spec that names no theme.
  case dark
}

/// One image pair of a sample folder: a spec file in one appearance, and the name its PNG
/// and SVG are written under.
public struct Sample: Sendable, Hashable, CustomStringConvertible {
  /// The spec file.
  public var spec: URL
  /// Light, or dark (`theme: dark` over the file's fields).
  public var appearance: SampleAppearance
  /// The output's path inside the folder without extension (`styles/week-default-dark`):
  /// the image pair is `name.png` and `name.svg`, the golden texts `name.scene.txt`, ….
  public var name: String
  /// The sample folder the name is relative to.
  public var folder: URL
  /// The page of a printed document the sample shows (`pages` in the manifest); nil for
  /// a spec of one page.
  public var page: Int? = nil

  /// The spec fields the appearance replaces (`theme: dark`), applied over the file's.
  public var overrides: [String: SpecValue] {
    appearance == .dark ? ["theme": .string("dark")] : [:]
  }

  /// The sample's name.
  public var description: String { name }
}

/// A folder of spec files whose images live beside them: the package's own `Samples/`, or
/// a user's. Its manifest, `samples.yaml`, lists every spec and the appearances it is
/// rendered in:
///
/// ```yaml
/// samples:
///   - spec: today.yaml                                       # light only: today.png, .svg
///   - {spec: styles/week-default.yaml, appearances: [light, dark]}
///     # → styles/week-default.png and styles/week-default-dark.png (and .svg)
///   - {spec: booking/booking-default.yaml, appearances: [light, dark],
///      names: {dark: booking/booking-dark}}                 # a dark name off the rule
///   - {spec: print/year-a4.yaml, pages: [1, 2]}   # → print/year-a4-01.png, -02.png (and .svg)
/// ```
///
/// `appearances` defaults to `[light]`. The light image of `a/b.yaml` is `a/b.png`, the
/// dark one `a/b-dark.png`, unless `names` gives the output (a path inside the folder,
/// without extension) for an appearance. A folder without a manifest renders every spec
/// once, as written (`name.yaml` → `name.png`, `name.svg`).
public enum SampleFolder {
  /// The spec files a folder without `samples.yaml` renders.
  public static let specExtensions: Set<String> = ["yaml", "yml", "json"]
  /// The images written for each sample.
  public static let imageFormats: [OutputFormat] = [.png, .svg]
  /// The manifest's file name, in the folder's root.
  public static let manifestName = "samples.yaml"

  /// Every spec file in the folder and its subfolders (not the manifest), in a stable
  /// (sorted path) order.
  public static func specs(in folder: String) throws(CalendsError) -> [URL] {
    let url = URL(fileURLWithPath: folder)
    let names: [String]
    do {
      names = try FileManager.default.subpathsOfDirectory(atPath: url.path)
    } catch {
      throw .badInput(
        .error(
          .fileUnreadable, "cannot list the folder: \(error.localizedDescription)", file: folder))
    }
    return names.sorted().filter {
      $0 != manifestName && specExtensions.contains(($0 as NSString).pathExtension.lowercased())
    }
    .map { url.appendingPathComponent($0) }
  }

  /// Every (spec, appearance) pair the folder's manifest lists, in the manifest's order;
  /// without a manifest, every spec as written.
  public static func samples(in folder: String) throws(CalendsError) -> [Sample] {
    let root = URL(fileURLWithPath: folder)
    let manifest = root.appendingPathComponent(manifestName)
    guard FileManager.default.fileExists(atPath: manifest.path) else {
      return try specs(in: folder).map { spec in
        Sample(
          spec: spec, appearance: .light,
          name: relativeStem(of: spec, in: root), folder: root)
      }
    }
    let data = try InputFile.read(manifest.path, limit: Limits.specBytes, noun: "manifest")
    let document: SpecValue
    do {
      document = try SpecValue.parse(data, source: manifest.path)
    } catch {
      throw .badInput(error.diagnostic)
    }
    return try SampleManifestReader(source: manifest.path, folder: root).samples(document)
  }

  /// `Samples/styles/week.yaml` in `Samples` → `styles/week`.
  static func relativeStem(of spec: URL, in folder: URL) -> String {
    let path = spec.deletingPathExtension().path
    let root = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : spec.lastPathComponent
  }

  /// The file a sample renders to in `format`.
  public static func imageURL(for sample: Sample, format: OutputFormat) -> URL {
    sample.folder.appendingPathComponent(sample.name).appendingPathExtension(format.rawValue)
  }

  /// The sample's spec with its appearance applied, and the folder its relative paths
  /// (stylesheets) are taken from. The dark appearance of a spec that names its own theme
  /// is refused: it would silently drop that theme.
  public static func load(_ sample: Sample) throws(CalendsError)
    -> (spec: CalendarSpec, directory: URL?)
  {
    if sample.appearance != .light {
      let data = try InputFile.read(
        sample.spec.path, limit: SpecLoader.maximumSpecBytes, noun: "spec")
      if case .object(let fields)? = try? SpecValue.parse(data, source: sample.spec.path),
        fields["theme"] != nil
      {
        throw .badInput(
          .error(
            .badInput,
            "the spec names its own theme; only the light appearance (the spec as written) applies",
            file: sample.spec.path))
      }
    }
    return try SpecLoader.load(path: sample.spec.path, overrides: sample.overrides)
  }

  /// The formats a sample is written in: `imageFormats`, or the PNG alone for a panel's
  /// sample, since a panel's image is a PNG of its colours and has no SVG.
  public static func formats(for sample: Sample) throws(CalendsError) -> [OutputFormat] {
    formats(of: try load(sample).spec)
  }

  private static func formats(of spec: CalendarSpec) -> [OutputFormat] {
    spec.canvas.panel == nil ? imageFormats : [.png]
  }

  /// Renders one sample in every sample format; returns the bytes per format without
  /// writing.
  public static func images(for sample: Sample, with renderer: CalendarRenderer)
    throws(CalendsError) -> [(OutputFormat, [UInt8])]
  {
    let loaded = try load(sample)
    let prepared = try renderer.prepare(
      loaded.spec, themeLoader: ThemeLoader(baseDirectory: loaded.directory))
    var images: [(OutputFormat, [UInt8])] = []
    for format in formats(of: loaded.spec) {
      images.append(
        (
          format,
          try renderer.render(prepared, format: format, pngCompression: .small, page: sample.page)
            .bytes
        ))
    }
    return images
  }

  /// Renders one sample and writes its images.
  public static func render(_ sample: Sample, with renderer: CalendarRenderer)
    throws(CalendsError) -> [URL]
  {
    var written: [URL] = []
    for (format, bytes) in try images(for: sample, with: renderer) {
      let url = imageURL(for: sample, format: format)
      try AtomicFile.write(bytes, to: url.path)
      written.append(url)
    }
    return written
  }
}

/// Reads `samples.yaml`, reporting problems by their place in it (`samples[3].appearances`).
struct SampleManifestReader {
  let source: String
  let folder: URL

  static let entryKeys = ["spec", "appearances", "names", "pages"]

  /// A problem at `path` in the manifest, named as a spec's field is.
  func fail(_ path: String, _ message: String) -> CalendsError {
    .badInput(
      .error(
        path.isEmpty ? .badInput : .specField, message, file: source,
        field: path.isEmpty ? nil : path))
  }

  func samples(_ document: SpecValue) throws(CalendsError) -> [Sample] {
    guard case .object(let top) = document, case .array(let items)? = top["samples"] else {
      throw fail("", "expected an object with a list 'samples'")
    }
    for key in top.keys.sorted() where key != "samples" {
      throw fail(key, "unknown field; expected samples")
    }
    var samples: [Sample] = []
    var specsSeen: [String: Int] = [:]
    var namesSeen: [String: String] = [:]
    for (index, item) in items.enumerated() {
      let path = "samples[\(index)]"
      guard case .object(let fields) = item else {
        throw fail(path, "expected {spec, appearances, names}")
      }
      for key in fields.keys.sorted() where !Self.entryKeys.contains(key) {
        throw fail(
          "\(path).\(key)", "unknown field; expected \(Self.entryKeys.joined(separator: ", "))")
      }
      guard case .string(let spec)? = fields["spec"] else {
        throw fail("\(path).spec", "expected the spec's path inside the folder")
      }
      try checkInside(spec, "\(path).spec")
      if let first = specsSeen[spec] {
        throw fail(
          "\(path).spec",
          "\(MessageText.clipped(spec, to: MessageText.maximum)) is already listed (samples[\(first)])"
        )
      }
      specsSeen[spec] = index
      var appearances: [SampleAppearance] = [.light]
      if let value = fields["appearances"] {
        guard case .array(let list) = value, !list.isEmpty else {
          throw fail("\(path).appearances", "expected a list of light, dark")
        }
        appearances = []
        for element in list {
          guard case .string(let word) = element, let appearance = SampleAppearance(rawValue: word)
          else {
            throw fail(
              "\(path).appearances", "\(word(element)) is not an appearance; expected light, dark")
          }
          if appearances.contains(appearance) {
            throw fail("\(path).appearances", "\(MessageText.clipped(word)) is listed twice")
          }
          appearances.append(appearance)
        }
      }
      var names: [SampleAppearance: String] = [:]
      if let value = fields["names"] {
        guard case .object(let map) = value else {
          throw fail("\(path).names", "expected {appearance: output name}")
        }
        for (key, name) in map.sorted(by: { $0.key < $1.key }) {
          guard let appearance = SampleAppearance(rawValue: key), appearances.contains(appearance)
          else {
            throw fail("\(path).names.\(key)", "not one of this entry's appearances")
          }
          guard case .string(let text) = name, !text.isEmpty else {
            throw fail("\(path).names.\(key)", "expected an output path without extension")
          }
          try checkInside(text, "\(path).names.\(key)")
          names[appearance] = text
        }
      }
      let pages = try pages(fields["pages"], "\(path).pages")
      let stem = (spec as NSString).deletingPathExtension
      for appearance in appearances {
        for page in pages {
          let base = names[appearance] ?? (appearance == .light ? stem : "\(stem)-\(appearance)")
          let name = page.map { PageFileName.path(base, page: $0, of: 1) } ?? base
          if let other = namesSeen[name] {
            throw fail(
              path,
              "the output \(MessageText.clipped(name, to: MessageText.maximum)) is also \(MessageText.clipped(other, to: MessageText.maximum))'s"
            )
          }
          namesSeen[name] = "\(spec) (\(appearance))"
          samples.append(
            Sample(
              spec: folder.appendingPathComponent(spec), appearance: appearance, name: name,
              folder: folder, page: page))
        }
      }
    }
    return samples
  }

  /// `pages: [1, 2]`: the pages of a printed document to draw, each its own sample; `[nil]`
  /// (the one page) when not given.
  func pages(_ value: SpecValue?, _ path: String) throws(CalendsError) -> [Int?] {
    guard let value else { return [nil] }
    guard case .array(let list) = value, !list.isEmpty else {
      throw fail(path, "expected a list of page numbers (1, 2, …)")
    }
    var pages: [Int?] = []
    for element in list {
      guard case .number(let number) = element, number == number.rounded(), number >= 1,
        number <= 99, !pages.contains(Int(number))
      else {
        let shown: String =
          if case .number(let number) = element, abs(number) < 1e9 {
            number == number.rounded() ? String(Int(number)) : String(number)
          } else { word(element) }
        throw fail(path, "\(shown) is not a page number (1…99, each once)")
      }
      pages.append(Int(number))
    }
    return pages
  }

  /// A value as the manifest spells it, for messages.
  func word(_ value: SpecValue) -> String {
    if case .string(let text) = value { return MessageText.clipped(text) }
    return value.kindDescription
  }

  /// A relative path that stays inside the folder.
  func checkInside(_ path: String, _ place: String) throws(CalendsError) {
    if path.hasPrefix("/") || path.split(separator: "/").contains("..") {
      throw fail(
        place,
        "\(MessageText.clipped(path, to: MessageText.maximum)) must be a path inside the sample folder"
      )
    }
  }
}
