import Calends
import CalendsValues
import Foundation

extension BatchManifest {
  /// Refuses a batch in which an output would replace one of its own inputs — the
  /// manifest, a `file:` spec, or a stylesheet an entry names — before anything is drawn.
  /// Compared as files (device and inode), so another spelling of the path or a link to
  /// the file is caught too; an output that does not exist yet cannot be an input.
  func checkOutputsAreNotInputs(in folder: URL) throws(CalendsError) {
    var inputs: [FileIdentity: String] = [:]
    var paths = inputFiles
    var themes: Set<String> = []
    for entry in entries {
      if case .string(let theme)? = entry.fields["theme"], theme.hasSuffix(".nss") {
        themes.insert(theme)
      }
    }
    paths += themes.map {
      $0.hasPrefix("/") ? $0 : baseDirectory.appendingPathComponent($0).path
    }
    for path in paths {
      if let identity = FileIdentity(path) { inputs[identity] = path }
    }
    guard !inputs.isEmpty else { return }
    // Only an output named like an input is checked (a hard link under another name is
    // missed): a million outputs cost a set lookup each, not a `stat`.
    let inputNames = Set(inputs.values.map { OutputPath.lastComponent($0) })
    for entry in entries where inputNames.contains(OutputPath.lastComponent(entry.name)) {
      let output = folder.appendingPathComponent(entry.name).path
      if let identity = FileIdentity(output), let input = inputs[identity] {
        throw .badInput(
          "\(entry.name): the output \(output) is the input \(input); it would be replaced — choose another output name or folder"
        )
      }
    }
  }
}

/// A file as the system knows it, whatever the path that reached it.
struct FileIdentity: Hashable {
  let device: UInt64
  let inode: UInt64

  /// Nil when nothing exists at `path`.
  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
