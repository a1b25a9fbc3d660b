import Calends
import CalendsValues
import Foundation

extension BatchManifest {
  /// Refuses a batch in which an output would replace one of its own inputs — the
  /// manifest, a `file:` spec, or a stylesheet an entry names — before anything is drawn.
  /// Files are compared as `OutputInputCheck` does, by device and inode.
  func checkOutputsAreNotInputs(in folder: URL) throws(CalendsError) {
    var inputs: [OutputInputCheck.Input] = inputFiles.map { ("manifest or spec file", $0) }
    var themes: Set<String> = []
    for entry in entries {
      if case .string(let theme)? = entry.fields["theme"], theme.hasSuffix(".nss") {
        themes.insert(theme)
      }
    }
    inputs += themes.sorted().map {
      ("stylesheet", $0.hasPrefix("/") ? $0 : baseDirectory.appendingPathComponent($0).path)
    }
    guard !inputs.isEmpty else { return }
    // Only an output named like an input is checked (a hard link under another name is
    // missed): a million outputs cost a set lookup each, not a `stat`.
    let inputNames = Set(inputs.map { OutputPath.lastComponent($0.path) })
    for entry in entries where inputNames.contains(OutputPath.lastComponent(entry.name)) {
      do {
        try OutputInputCheck.refuse(
          output: folder.appendingPathComponent(entry.name).path, overwriting: inputs)
      } catch {
        // Named by the entry, whose output it is; the message names the file it would replace.
        throw .badInput(
          error.diagnostics.map { problem in
            var named = problem
            named.file = entry.name
            named.form = .plain
            return named
          })
      }
    }
  }
}
