public import CalendsValues
import Foundation

/// What an output depends on, hashed: the entry's spec fields, the `today` it is drawn for
/// (the batch's date when the spec gives none), its format and compression, the
/// stylesheet's bytes, the font files, and the program (its version and its executable).
/// Equal fingerprints mean the inputs are the same; `OutputRecords` then checks that the
/// file on disk is still the one they produced.
///
/// FNV-1a (64-bit) is enough here: the question is "did an input change", not resistance
/// to someone forging a collision. A batch keeps it to know an output is up to date;
/// `calends serve` builds its ETag with it (adding each calendar's own fingerprint, kept
/// while the file is unchanged, rather than its bytes).
public struct OutputFingerprint: Sendable {
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

  public init() {}

  public mutating func add(_ bytes: some Sequence<UInt8>) {
    // An array's bytes in one loop over its memory: walked through the generic sequence,
    // unspecialised across modules, a 2 MB calendar took ~140 ms in a release build.
    let whole: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      var hash = self.hash
      for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      self.hash = hash
    }
    if whole == nil {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
    }
    add(separator: true)
  }

  public mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add($0) }
  }

  private mutating func add(separator: Bool) {
    hash ^= 0xFF
    hash = hash &* 0x0000_0100_0000_01B3
  }

  public var value: String { String(hash, radix: 16) }

  /// One output's inputs: its spec fields, format and `today`, the shared part (fonts,
  /// program, compression), the stylesheet's bytes and each calendar file's bytes.
  public static func output(
    fields: [String: SpecValue], format: OutputFormat, today: Day, shared: String,
    stylesheet: [UInt8], calendars: [[UInt8]]
  ) -> String {
    var fingerprint = OutputFingerprint()
    fingerprint.add(SpecValue.object(fields).canonicalText)
    fingerprint.add("\(format.rawValue) today \(today)")
    fingerprint.add(shared)
    fingerprint.add(stylesheet)
    for calendar in calendars { fingerprint.add(calendar) }
    return fingerprint.value
  }

  /// The part of every output's fingerprint that depends on no spec: the fonts, the data
  /// files the drawing reads (`dataFolders`: the hyphenation patterns), the program (its
  /// `version`, `CalendsVersion.string`) and the PNG compression. Computed once per process:
  /// the listing of ~300 font files is ~24 KB of text.
  public static func shared(
    fonts: FontSetup, dataFolders: [String], pngCompression: PNGCompression, version: String
  ) -> String {
    var fingerprint = OutputFingerprint()
    fingerprint.add(OutputFingerprint.files(in: fonts.directories))
    // Separate, so that a file moved between the fonts and the data is a change.
    fingerprint.add(OutputFingerprint.files(in: dataFolders))
    fingerprint.add(OutputFingerprint.program(version: version))
    fingerprint.add(pngCompression.rawValue)
    return fingerprint.value
  }

  /// The program that draws: its version, and the executable's size and modification time,
  /// so a rebuilt binary (a development build keeps its version) draws again.
  static func program(version: String) -> String {
    var status = stat()
    let executable = "/proc/self/exe"
    guard stat(executable, &status) == 0 else { return version }
    return "\(version) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
  }

  /// Every file's path, size and modification time in `directories` and their subfolders.
  static func files(in directories: [String]) -> String {
    var lines: [String] = []
    for directory in directories {
      let files = (try? FileManager.default.subpathsOfDirectory(atPath: directory))?.sorted() ?? []
      for file in files {
        let path = (directory as NSString).appendingPathComponent(file)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
          continue
        }
        let size = attributes[.size] as? Int ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        lines.append("\(path) \(size) \(modified)")
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension SpecValue {
  /// A canonical text form: sorted keys, fixed number format — the same document always
  /// gives the same text.
  var canonicalText: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return String(number)
    case .string(let text):
      guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") })
      else {
        return "\"" + text + "\""  // the usual case, without Foundation's string search
      }
      return "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "\"", with: "\\\"") + "\""
    case .array(let items): return "[" + items.map(\.canonicalText).joined(separator: ",") + "]"
    case .object(let fields):
      return "{"
        + fields.keys.sorted().map { "\"\($0)\":\(fields[$0]!.canonicalText)" }.joined(
          separator: ",") + "}"
    }
  }
}
