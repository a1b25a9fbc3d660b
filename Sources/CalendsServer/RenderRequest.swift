#if Server
  import Calends
  import CalendsModel
  import CalendsSupport
  import CalendsValues
  import Foundation

  /// One image a client asked for, checked and resolved before any drawing: the spec (from
  /// the body or a `--specs` file, with the query's overrides), its format, and every input
  /// file it reads, found by name in the server's folders. Its `etag` is the fingerprint of
  /// all of them, so a matching `If-None-Match` is answered without drawing.
  struct RenderRequest: Sendable {
    var spec: CalendarSpec
    /// The spec's calendar files, read once here for the ETag and drawn from these bytes.
    var calendars: [CalendarFile]
    /// Each calendar's FNV-1a (`OutputFingerprint`), what the ETag adds for it.
    var calendarFingerprints: [String] = []
    var format: OutputFormat
    var appearance: Appearance?
    var etag: String
    /// The stylesheet's bytes' fingerprint (nil for a built-in theme): a render thread's
    /// parsed copy is stale when this changes.
    var stylesheetVersion: String?
    /// The served files' paths on this machine, each with the name the client gave it: a
    /// warning names the file by the client's name, never by where the server keeps it.
    var shownNames: [(path: String, name: String)] = []

    /// The query fields a URL may override, by their spec names.
    static let overridableFields = [
      "today", "displayDateAtStartup", "locale", "theme", "scale", "panel",
    ]
    /// Query keys that are not spec fields.
    static let serverKeys = ["format", "appearance"]

    struct Context: Sendable {
      var themes: ServedFolder?
      var calendars: ServedFolder?
      /// Set by `--feeds`: a spec's `calendars[].url` is fetched. Off by default, since a
      /// request's spec could otherwise make the server fetch any address.
      var feeds: ServedFeeds?
      /// `calendars`' files, read and fingerprinted once while unchanged.
      var calendarFiles = CalendarFileCache()
      /// The fonts, program and compression part of every ETag.
      var sharedFingerprint: String
    }

    /// `fields` is the spec document; `format` the one the URL path gives (GET), if any.
    init(
      fields: [String: SpecValue], source: String, query: [(String, String)],
      pathFormat: OutputFormat?, context: Context
    ) throws(ServerError) {
      var fields = fields
      var formatName = pathFormat?.rawValue
      // A body may say its format beside the spec's fields; the URL wins.
      if let value = fields.removeValue(forKey: "format") {
        guard case .string(let text) = value else {
          throw .badRequest("expected \(OutputFormat.choices)", field: "format")
        }
        if formatName == nil { formatName = text }
      }
      var flags: [String: [String]] = [:]
      var overridden = false
      var appearance: Appearance?
      stylesheetVersion = nil
      for (key, value) in query {
        switch key {
        case "format":
          // As `calends render` refuses `--format svg -o x.png`: the path names the format.
          if let pathFormat, let asked = OutputFormat(name: value), asked != pathFormat {
            throw .badRequest(
              "\(asked.rawValue) does not match the path's .\(pathFormat.rawValue); drop ?format= or ask for NAME.\(asked.rawValue)",
              field: "format", code: .option)
          }
          formatName = value
        case "appearance":
          guard let value = Appearance(rawValue: value) else {
            throw .badRequest(
              "unknown value '\(value.prefix(80))'; expected light or dark", field: "appearance",
              code: .option)
          }
          appearance = value
        case _ where RenderRequest.overridableFields.contains(key):
          flags[SpecField.kebabCase(key), default: []] = [value]
          overridden = true
        default:
          throw .badRequest(
            "not a query parameter; expected one of "
              + (RenderRequest.overridableFields + RenderRequest.serverKeys).joined(separator: ", "),
            field: String(key.prefix(80)), code: .option)
        }
      }
      guard let format = OutputFormat(name: formatName ?? OutputFormat.png.rawValue) else {
        throw .badRequest(
          "unknown format '\((formatName ?? "").prefix(80))'; expected \(OutputFormat.choices)",
          field: "format", code: .option)
      }
      // A query value wins as a flag does, over the spec's fields that say the same thing
      // another way: `?panel=trmnl` draws a spec of `width: 1000, scale: 2` for the panel.
      SpecFieldExclusions.apply(SpecField.values(fromFlags: flags), to: &fields)
      var spec: CalendarSpec
      do {
        spec = try SpecLoader.read(fields, source: overridden ? "\(source) (with query)" : source)
      } catch {
        throw .badRequest(error.diagnostics)
      }
      // Inputs by name only, from the server's folders; their paths replace the names.
      var stylesheet: [UInt8] = []
      if Appearance(rawValue: spec.canvas.theme) == nil {
        guard let themes = context.themes else {
          throw .badRequest(
            "'\(spec.canvas.theme.prefix(80))' is not light or dark, and the server has no --themes folder",
            field: "theme")
        }
        let name = spec.canvas.theme
        let candidates = RenderRequest.candidates(name, extension: "nss")
        let path = try themes.file(candidates, field: "theme", shown: name, missing: .badRequest)
        stylesheet = try RenderRequest.read(path, limit: Limits.stylesheetBytes, field: "theme")
        shownNames.append((path, candidates[0]))
        spec.canvas.theme = path
        var version = OutputFingerprint()
        version.add(stylesheet)
        stylesheetVersion = version.value
      }
      var calendarFiles: [CalendarFile] = []
      // Each calendar's FNV-1a, what the ETag adds for it: a served file's from the cache.
      var calendarFingerprints: [String] = []
      for index in spec.canvas.calendars.indices {
        switch spec.canvas.calendars[index].location {
        case .file(let name):
          let field = "calendars[\(index)].ics"
          guard let calendars = context.calendars else {
            throw .badRequest("the server has no --calendars folder", field: field)
          }
          let candidates = RenderRequest.candidates(name, extension: "ics")
          let path = try calendars.file(candidates, field: field, shown: name, missing: .badRequest)
          let file = try context.calendarFiles.file(at: path, field: field)
          var calendar = CalendarFile(path: path, bytes: file.bytes)
          calendar.fingerprint = file.fingerprint
          calendarFiles.append(calendar)
          calendarFingerprints.append(file.fingerprint)
          shownNames.append((path, candidates[0]))
          spec.canvas.calendars[index].location = .file(path)
        case .feed(let address):
          let field = "calendars[\(index)].url"
          guard let feeds = context.feeds else {
            throw .badRequest(
              "the server does not fetch feeds (start it with --feeds)", field: field)
          }
          let file = try feeds.file(
            address, maxAge: spec.canvas.calendars[index].maxAge, field: field)
          calendarFiles.append(file)
          calendarFingerprints.append(file.fingerprint ?? "")
        }
      }
      let today = spec.canvas.today ?? CalendarRenderer.clockToday()
      spec.canvas.today = today
      var fingerprint = OutputFingerprint()
      fingerprint.add(
        OutputFingerprint.output(
          fields: fields, format: format, today: today, shared: context.sharedFingerprint,
          stylesheet: stylesheet, calendars: calendarFingerprints.map { Array($0.utf8) }))
      fingerprint.add("appearance \(appearance?.rawValue ?? "-")")
      self.spec = spec
      self.calendars = calendarFiles
      self.calendarFingerprints = calendarFingerprints
      self.format = format
      self.appearance = appearance
      self.etag = "\"" + fingerprint.value + "\""
    }

    /// `warnings` with each served file's path replaced by the name the client gave it, in
    /// their files and in their messages (which may quote a path).
    func shown(_ warnings: [Diagnostic]) -> [Diagnostic] {
      // Longest first, so that a path that begins another is not replaced inside it.
      let names = shownNames.sorted { $0.path.count > $1.path.count }
      func shown(_ text: String) -> String {
        names.reduce(text) { $0.replacingOccurrences(of: $1.path, with: $1.name) }
      }
      return warnings.map { warning in
        var warning = warning
        warning.file = warning.file.map(shown)
        warning.message = shown(warning.message)
        return warning
      }
    }

    /// `ocean` or `ocean.nss`: the file names a bare name may mean.
    static func candidates(_ name: String, extension fileExtension: String) -> [String] {
      name.hasSuffix("." + fileExtension) ? [name] : [name + "." + fileExtension]
    }

    static func read(_ path: String, limit: Int, field: String) throws(ServerError) -> [UInt8] {
      do {
        return Array(try InputFile.read(path, limit: limit, noun: field))
      } catch {
        throw .badRequest(error.diagnostics)
      }
    }
  }
#endif  // Server
