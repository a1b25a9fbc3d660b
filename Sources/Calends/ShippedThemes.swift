import Foundation

/// The stylesheets in the package's `Themes` folder, found by name (`--theme ocean`,
/// `theme: ocean`) as `serve --themes` finds them in its folder.
///
/// Looked for, in order: a `Themes` folder in the spec's folder or any folder above it,
/// then in the working folder or above (a checkout of the package, or a project that keeps
/// its stylesheets the same way), then beside the executable (the install recipe copies
/// `Themes` there), then the package this binary was built from.
enum ShippedThemes {
  /// A name without a folder or an extension: what may name a shipped stylesheet.
  static func isBareName(_ name: String) -> Bool {
    !name.isEmpty && !name.contains("/") && !name.contains(".")
  }

  static func path(named name: String, near base: URL?) -> String? {
    for folder in folders(near: base) {
      let candidate = folder.appendingPathComponent("\(name).nss").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Every shipped stylesheet's name, for messages and completion.
  static func names(near base: URL?) -> [String] {
    var names: Set<String> = []
    for folder in folders(near: base) {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files where file.hasSuffix(".nss") {
        let name = String(file.dropLast(4))
        if name != "light", name != "dark" { names.insert(name) }
      }
    }
    return names.sorted()
  }

  private static func folders(near base: URL?) -> [URL] {
    var folders: [URL] = []
    for start in [base, URL(fileURLWithPath: FileManager.default.currentDirectoryPath)] {
      guard var directory = start?.standardizedFileURL else { continue }
      while true {
        folders.append(directory.appendingPathComponent("Themes"))
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path || directory.path == "/" { break }
        directory = parent
      }
    }
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      folders.append(executable.deletingLastPathComponent().appendingPathComponent("Themes"))
    }
    // Sources/Calends/ShippedThemes.swift → the package's Themes.
    folders.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Themes"))
    var seen: Set<String> = []
    return folders.filter { seen.insert($0.path).inserted }
  }
}
