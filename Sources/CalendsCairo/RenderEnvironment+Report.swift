import CalendsValues

extension RenderEnvironment {
  /// The text `calends doctor` prints: the libraries, the fingerprint, then each shipped
  /// font with its SHA-256 and whether it matches `fonts.lock`.
  public var report: String {
    var lines = components.map { "\($0.name) \($0.version)" }
    lines += inputLibraries.map {
      "\($0.name) \($0.version) (reads inputs; not in the fingerprint)"
    }
    lines.append("fingerprint \(fingerprint)")
    lines.append("fonts \(fontsDirectory ?? "(not found)")")
    if let fontsProblem {
      lines.append("fonts.lock: \(fontsProblem)")
    } else {
      for check in fonts {
        lines.append("  \(check.status) \(check.actualSHA256 ?? "-") \(check.entry.path)")
      }
      let changed = fonts.filter { !$0.matches }.count
      lines.append(
        changed == 0
          ? "fonts.lock: all \(fonts.count) fonts match"
          : "fonts.lock: \(changed) of \(fonts.count) fonts do not match")
    }
    if fonts.contains(where: { $0.entry.path == ShippedFonts.emojiFile }) {
      lines.append(
        "emoji \(FontSetup.emojiFamily) (\(ShippedFonts.emojiFile), SIL OFL 1.1): "
          + "colour pictures in PNG, SVG and PDF; the PDF keeps their characters")
    }
    for data in dataFiles {
      lines.append("\(data.name) \(data.directory ?? "(not found)")")
      if let problem = data.problem {
        lines.append("\(data.lockFileName): \(problem)")
        continue
      }
      for check in data.files {
        lines.append("  \(check.status) \(check.actualSHA256 ?? "-") \(check.entry.path)")
      }
      let changed = data.files.filter { !$0.matches }.count
      lines.append(
        changed == 0
          ? "\(data.lockFileName): all \(data.files.count) files match"
          : "\(data.lockFileName): \(changed) of \(data.files.count) files do not match")
    }
    if let customFontDirectories {
      lines.append(
        "CALENDS_FONT_DIRS replaces the shipped fonts: \(customFontDirectories.joined(separator: ":"))"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The same as one JSON object, for machines.
  public var json: String {
    let q = JSONString.quoted
    let libraries = components.map { "\(q($0.name)): \(q($0.version))" }.joined(separator: ", ")
    let files = fonts.map { check in
      "{\"path\": \(q(check.entry.path)), \"sha256\": \(check.actualSHA256.map(q) ?? "null"), "
        + "\"size\": \(check.actualSize.map(String.init) ?? "null"), "
        + "\"lockedSHA256\": \(q(check.entry.sha256)), \"status\": \(q(check.status))}"
    }
    var fields = [
      "\"libraries\": {\(libraries)}",
      "\"inputLibraries\": {\(inputLibraries.map { "\(q($0.name)): \(q($0.version))" }.joined(separator: ", "))}",
      "\"fingerprint\": \(q(fingerprint))",
      "\"fontsDirectory\": \(fontsDirectory.map(q) ?? "null")",
      "\"fontsMatchLock\": \(fontsMatchLock)",
      "\"fonts\": [\(files.joined(separator: ", "))]",
    ]
    if fonts.contains(where: { $0.entry.path == ShippedFonts.emojiFile }) {
      fields.append(
        "\"emojiFont\": {\"family\": \(q(FontSetup.emojiFamily)), \"path\": \(q(ShippedFonts.emojiFile))}"
      )
    }
    if let fontsProblem { fields.append("\"fontsProblem\": \(q(fontsProblem))") }
    if !dataFiles.isEmpty {
      let folders = dataFiles.map { data in
        let checks = data.files.map { check in
          "{\"path\": \(q(check.entry.path)), \"sha256\": \(check.actualSHA256.map(q) ?? "null"), "
            + "\"lockedSHA256\": \(q(check.entry.sha256)), \"status\": \(q(check.status))}"
        }
        return "{\"name\": \(q(data.name)), \"directory\": \(data.directory.map(q) ?? "null"), "
          + "\"matchLock\": \(data.matchLock), \"files\": [\(checks.joined(separator: ", "))]"
          + (data.problem.map { ", \"problem\": \(q($0))" } ?? "") + "}"
      }
      fields.append("\"dataFiles\": [\(folders.joined(separator: ", "))]")
    }
    if let customFontDirectories {
      fields.append(
        "\"customFontDirectories\": [\(customFontDirectories.map(q).joined(separator: ", "))]")
    }
    return "{" + fields.joined(separator: ", ") + "}\n"
  }
}
