import Calends
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a batch knows about the outputs already in its folder: one small record file per
/// output, tying the fingerprint of the inputs that made it to the size and hash of the
/// bytes written.
///
/// An output is kept only when its record names the current inputs *and* the file on disk
/// still hashes as recorded, so nothing that happened to the file or the record in between
/// — a run killed between writing the image and its record, two shards or two manifests
/// writing the same folder at once, an image edited or truncated by hand — can make a stale
/// image pass as current: any mismatch just means "render again".
///
/// Each record is written on its own, atomically, as its output lands, so a killed run keeps
/// the records of everything it finished, and concurrent runs never write the same file
/// unless they write the same output (and then the last record describes the last image or
/// fails to match it).
struct OutputRecords: Sendable {
  /// The folder, inside the output folder, that holds the records.
  static let folderName = ".calends-records"
  /// The single state file of earlier versions, written at the end of a run; removed when
  /// found, since it could vouch for images it never saw.
  static let legacyStateFile = ".calends-batch-state"
  static let formatLine = "calends-output-record 1"
  /// A record is a few lines; anything longer is not one of ours.
  static let maximumRecordBytes = 64 * 1024

  let outputFolder: URL
  let folder: URL
  /// `folder`'s path, for reading many records without building URLs.
  private let folderPath: String

  init(outputFolder: URL) {
    self.outputFolder = outputFolder
    folder = outputFolder.appendingPathComponent(Self.folderName)
    folderPath = folder.path
  }

  /// Makes the records folder and drops the legacy state file.
  func prepare() throws(CalendsError) {
    var status = stat()
    if lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      throw .renderFailure(
        .error(
          .outputWrite,
          "the records folder \(folder.path) is a symbolic link, and a batch writes only inside its output folder; remove the link",
          file: folder.path, form: .fileInMessage))
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .renderFailure(
        .error(
          .outputWrite,
          "cannot create the records folder \(folder.path): \(error.localizedDescription)",
          file: folder.path, form: .fileInMessage))
    }
    let legacy = outputFolder.appendingPathComponent(Self.legacyStateFile)
    if FileManager.default.fileExists(atPath: legacy.path) {
      try? FileManager.default.removeItem(at: legacy)
    }
  }

  /// The record's file: a hash of the output name, so nested names need no folders and any
  /// name fits in one file name. Two names sharing a file only cost a re-render, since a
  /// record holds its name and is checked against it.
  func recordURL(_ name: String) -> URL {
    var nameBytes = Array(name.utf8)
    let hash = nameBytes.withUnsafeMutableBytes { ContentHash(UnsafeRawBufferPointer($0)) }
    return folder.appendingPathComponent("\(hash).record")
  }

  /// True only if the output `name` on disk is exactly what inputs with fingerprint
  /// `inputs` produced.
  func isUpToDate(_ name: String, inputs: String) -> Bool {
    guard let record = read(name), record.name == name, record.inputs == inputs else {
      return false
    }
    let output = outputFolder.appendingPathComponent(name).path
    var status = stat()
    guard stat(output, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) == record.size,
      let handle = FileHandle(forReadingAtPath: output)
    else { return false }
    defer { try? handle.close() }
    guard let bytes = try? handle.read(upToCount: record.size + 1), bytes.count == record.size
    else { return false }
    return bytes.withUnsafeBytes { ContentHash($0) } == record.hash
  }

  /// Records that `name` now holds `bytes`, made from `inputs` in `microseconds` of drawing.
  /// A record that cannot be written is an error: without it the next run would render the
  /// output again at best, and the user would not know why.
  func record(_ name: String, inputs: String, bytes: [UInt8], microseconds: Int)
    throws(CalendsError)
  {
    let text =
      [
        Self.formatLine, "name\t\(name)", "inputs\t\(inputs)",
        "bytes\t\(bytes.count) \(ContentHash(bytes))", "drawn\t\(max(0, microseconds))",
      ].joined(separator: "\n") + "\n"
    do {
      try ContainedOutput.write(
        Array(text.utf8), as: Self.folderName + "/" + recordURL(name).lastPathComponent,
        in: outputFolder)
    } catch {
      throw .renderFailure(
        .error(
          .outputWrite, "\(name) was written but its record could not be: \(error.description)",
          file: name, form: .fileInMessage))
    }
  }

  struct Record: Equatable {
    var name: String
    var inputs: String
    var size: Int
    var hash: ContentHash
    /// How long the entry took to draw, for ordering the next run (`EntryOrder`); nil in a
    /// record written before records said.
    var microseconds: Int?
  }

  /// How long `name`'s entry took to draw when last drawn, from its record; nil without a
  /// record of it that says. Read for every entry before a batch with several workers
  /// starts (`EntryOrder`), so without Foundation's URLs and line splitting: a 2,000-entry
  /// batch spent 264 M instructions on `read` for this.
  func microseconds(of name: String) -> Int? {
    var nameBytes = Array(name.utf8)
    let hash = nameBytes.withUnsafeMutableBytes { ContentHash(UnsafeRawBufferPointer($0)) }
    let descriptor = open("\(folderPath)/\(hash).record", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, 4096) }
    guard count > 0, count < 4096 else { return nil }
    // The record's second line names its output, and its fifth (if any) is `drawn\t<µs>`.
    let lines = bytes[..<count].split(separator: 0x0A, omittingEmptySubsequences: false)
    let prefix = Array("name\t".utf8)
    guard lines.count == 6, lines[1].elementsEqual(prefix + name.utf8),
      lines[4].starts(with: Array("drawn\t".utf8))
    else { return nil }
    var value = 0
    for byte in lines[4].dropFirst(6) {
      guard (0x30...0x39).contains(byte), value < Int.max / 100 else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    return lines[4].count > 6 ? value : nil
  }

  func read(_ name: String) -> Record? {
    guard let handle = FileHandle(forReadingAtPath: recordURL(name).path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: Self.maximumRecordBytes),
      data.count < Self.maximumRecordBytes
    else { return nil }
    return Self.parse(String(decoding: data, as: UTF8.self))
  }

  /// Nil for anything that is not a whole record: a record is replaced atomically, so a
  /// partial one only comes from outside, and must not count.
  static func parse(_ text: String) -> Record? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 5 || lines.count == 6, lines[0] == formatLine, lines.last!.isEmpty,
      lines[1].hasPrefix("name\t"), lines[2].hasPrefix("inputs\t"), lines[3].hasPrefix("bytes\t")
    else { return nil }
    let bytes = lines[3].dropFirst(6).split(separator: " ")
    guard bytes.count == 2, let size = Int(bytes[0]), size >= 0, let hash = ContentHash(bytes[1])
    else { return nil }
    var microseconds: Int?
    if lines.count == 6 {
      guard lines[4].hasPrefix("drawn\t"), let time = Int(lines[4].dropFirst(6)), time >= 0
      else { return nil }
      microseconds = time
    }
    return Record(
      name: String(lines[1].dropFirst(5)), inputs: String(lines[2].dropFirst(7)), size: size,
      hash: hash, microseconds: microseconds)
  }
}
