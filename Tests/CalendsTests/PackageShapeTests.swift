import Foundation
import Testing

/// The shape of the package that keeps it cloneable and its modules apart: rules a reviewer
/// would otherwise have to remember.
@Suite struct PackageShapeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The repository's files: git's list where this is a checkout, else a walk of the tree
  /// (build folders and git's own left out).
  static func trackedPaths() throws -> [String] {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", root.path, "ls-files", "-z"]
    let out = Pipe()
    git.standardOutput = out
    git.standardError = FileHandle.nullDevice
    if (try? git.run()) != nil {
      let data = out.fileHandleForReading.readDataToEndOfFile()
      git.waitUntilExit()
      if git.terminationStatus == 0, !data.isEmpty {
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      }
    }
    var paths: [String] = []
    let walker = FileManager.default.enumerator(atPath: root.path)
    while let path = walker?.nextObject() as? String {
      let first = path.split(separator: "/").first.map(String.init) ?? path
      if first == ".git" || first.hasPrefix(".build") { continue }
      paths.append(path)
    }
    return paths
  }

  /// Every group of paths (files and the folders above them) that a case-insensitive disk
  /// would take for one.
  static func caseCollisions(_ paths: [String]) -> [[String]] {
    var names: Set<String> = []
    for path in paths {
      let parts = path.split(separator: "/")
      for end in 1...parts.count { names.insert(parts[..<end].joined(separator: "/")) }
    }
    let groups = Dictionary(grouping: names) { $0.lowercased() }
    return groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
  }

  @Test func theCheckFindsPathsThatDifferOnlyByCase() {
    #expect(
      Self.caseCollisions(["Sources/calends/A.swift", "Sources/Calends/B.swift", "README.md"])
        == [["Sources/Calends", "Sources/calends"]])
    #expect(Self.caseCollisions(["a/B.swift", "a/b.swift"]) == [["a/B.swift", "a/b.swift"]])
    #expect(Self.caseCollisions(["Sources/CalendsCLI/A.swift", "Sources/Calends/B.swift"]).isEmpty)
  }

  /// macOS and Windows disks ignore case by default: two such paths would be one there.
  @Test func noTwoTrackedPathsDifferOnlyByCase() throws {
    let paths = try Self.trackedPaths()
    #expect(paths.count > 100)
    #expect(Self.caseCollisions(paths) == [], "paths that differ only by case")
  }

  /// Every Swift source file under `Sources/`, relative to the package root.
  static func sourceFiles() throws -> [(path: String, text: String)] {
    try trackedPaths().filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }.map {
      ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// The files among `files` that import `module` (plainly, `@testable`, `@_spi`, or one
  /// declaration of it).
  static func importers(of module: String, in files: [(path: String, text: String)]) -> [String] {
    let pattern = try! Regex(
      #"(?m)^\s*(@[\w()]+\s+)*import\s+(\w+\s+)?"# + module + #"(\.|\s*$)"#)
    return files.filter { $0.text.contains(pattern) }.map(\.path)
  }

  @Test func theImportCheckSeesEveryFormOfImport() {
    let files = [
      ("a.swift", "import CalendsCairo\n"), ("b.swift", "@_spi(X) import CalendsCairo\n"),
      ("c.swift", "@_exported import struct CalendsCairo.RenderEnvironment\n"),
      ("d.swift", "import CalendsCairoTools\nimport CalendsValues\n"),
    ]
    #expect(Self.importers(of: "CalendsCairo", in: files) == ["a.swift", "b.swift", "c.swift"])
  }

  /// The backend is reached through the facade: batch, server, snapshot testing, tools and
  /// the CLI name values from `CalendsValues` and render through `Calends`.
  @Test func onlyTheCairoAdapterAndTheFacadeImportIt() throws {
    let outside = Self.importers(of: "CalendsCairo", in: try Self.sourceFiles()).filter {
      !$0.hasPrefix("Sources/CalendsCairo/") && !$0.hasPrefix("Sources/Calends/")
    }
    #expect(outside == [], "import CalendsCairo outside the adapter and the facade")
  }

  /// Only adapter modules import C modules: each C library its own adapter (libdeflate also
  /// the backend, which reports its version).
  @Test func onlyAdaptersImportCLibraries() throws {
    let files = try Self.sourceFiles()
    for (module, adapters) in [
      ("CCairo", ["CalendsCairo"]), ("CDeflate", ["CalendsPNG", "CalendsCairo"]),
      ("CICal", ["CalendsICal"]), ("CHyphen", ["CalendsHyphenation"]),
    ] {
      let importers = Self.importers(of: module, in: files)
      #expect(!importers.isEmpty, "nothing imports \(module)")
      let outside = importers.filter { path in
        !adapters.contains { path.hasPrefix("Sources/\($0)/") }
      }
      #expect(outside == [], "import \(module) outside \(adapters)")
    }
  }

  /// A target of the manifest, as `swift package dump-package` gives it.
  struct ManifestTarget: Sendable {
    var name: String
    /// `regular`, `executable`, `test`, `system`, `plugin`, …
    var type: String
    /// Its folder, when the manifest names one.
    var path: String?
    /// Our targets by name, products as `product:<name>`.
    var dependencies: [String]
    /// The upcoming features its Swift settings turn on on every platform.
    var upcomingFeatures: [String]
  }

  /// The manifest's targets. Read once per run.
  static let manifestTargets = Result { () throws(ManifestError) in try readManifest() }

  /// Each target's direct dependencies in the manifest: our targets by name, products as
  /// `product:<name>`.
  static let targetDependencies = manifestTargets.map { targets in
    Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0.dependencies) })
  }

  static func readManifest() throws(ManifestError) -> [ManifestTarget] {
    // A scratch folder of its own, since the package's is locked by the `swift test`
    // running this (dump-package would wait for it). Nothing is built or resolved there,
    // and the path is fixed, so SwiftPM's lock file for it is one file, not one a run.
    let scratch = root.appendingPathComponent(".build/package-shape-manifest")
    let swift = Process()
    swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swift.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path,
      "dump-package",
    ]
    let out = Pipe()
    swift.standardOutput = out
    swift.standardError = FileHandle.nullDevice
    do {
      try swift.run()
    } catch {
      throw ManifestError(message: "cannot run swift package dump-package: \(error)")
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    swift.waitUntilExit()
    guard swift.terminationStatus == 0 else {
      throw ManifestError(
        message: "swift package dump-package ended with \(swift.terminationStatus)")
    }
    guard let manifest = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let targets = manifest["targets"] as? [[String: Any]]
    else { throw ManifestError(message: "dump-package printed no targets") }
    return targets.compactMap { target in
      guard let name = target["name"] as? String, let type = target["type"] as? String else {
        return nil
      }
      let dependencies = target["dependencies"] as? [[String: [Any]]] ?? []
      let settings = target["settings"] as? [[String: Any]] ?? []
      return ManifestTarget(
        name: name, type: type, path: target["path"] as? String,
        dependencies: dependencies.compactMap { dependency in
          // `byName`/`target`: [name, condition]; `product`: [name, package, aliases, condition].
          if let product = dependency["product"]?.first as? String { return "product:" + product }
          return (dependency["byName"] ?? dependency["target"])?.first as? String
        },
        // `{"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": NAME}}}`, with a
        // `condition` when it holds on some platforms or configurations only.
        upcomingFeatures: settings.compactMap { setting in
          guard setting["tool"] as? String == "swift", setting["condition"] == nil,
            let kind = setting["kind"] as? [String: Any],
            let feature = kind["enableUpcomingFeature"] as? [String: Any]
          else { return nil }
          return feature["_0"] as? String
        })
    }
  }

  struct ManifestError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Every target and product `target` depends on, directly or through others.
  static func transitiveDependencies(of target: String, in graph: [String: [String]])
    -> Set<String>
  {
    var reached: Set<String> = []
    var pending = graph[target] ?? []
    while let next = pending.popLast() {
      guard reached.insert(next).inserted else { continue }
      pending += graph[next] ?? []
    }
    return reached
  }

  @Test func theDependencyWalkFollowsEveryStep() {
    let graph = ["A": ["B"], "B": ["C", "product:P"], "C": ["B"], "D": ["A"]]
    #expect(Self.transitiveDependencies(of: "A", in: graph) == ["B", "C", "product:P"])
    #expect(Self.transitiveDependencies(of: "C", in: graph) == ["B", "C", "product:P"])
  }

  /// The backend draws what `CalendsDrawing` holds (scenes, the measuring protocol) with the
  /// values: nothing above the scene reaches it, so a spec, layout or family change never
  /// rebuilds it, and the model reads no file syntax.
  @Test func theGraphPointsDown() throws {
    let graph = try Self.targetDependencies.get()
    let backend = Self.transitiveDependencies(of: "CalendsCairo", in: graph)
    #expect(backend.contains("CalendsDrawing"))
    for above in ["CalendsModel", "CalendsLayout", "CalendsScene", "CalendsYAML", "product:Yams"] {
      #expect(!backend.contains(above), "CalendsCairo depends on \(above)")
    }
    let drawing = Self.transitiveDependencies(of: "CalendsDrawing", in: graph)
    #expect(drawing == ["CalendsValues"], "CalendsDrawing depends on more than the values")
    // Layout is geometry: hyphenation points reach it through `Hyphenating`, never from
    // the libhyphen adapter, which needs nothing above the drawing protocols.
    let layout = Self.transitiveDependencies(of: "CalendsLayout", in: graph)
    #expect(!layout.contains("CalendsHyphenation") && !layout.contains("CHyphen"))
    let hyphenation = Self.transitiveDependencies(of: "CalendsHyphenation", in: graph)
    #expect(hyphenation == ["CHyphen", "CalendsDrawing", "CalendsValues"])
    let model = Self.transitiveDependencies(of: "CalendsModel", in: graph)
    #expect(graph["CalendsModel"] != nil)
    for syntax in ["CalendsYAML", "product:Yams"] {
      #expect(!model.contains(syntax), "CalendsModel depends on \(syntax)")
    }
  }

  /// The server fingerprints outputs and the programs start processes with what
  /// `CalendsSupport` holds; neither reaches into batches for it.
  @Test func sharedHelpersLiveBelowTheFrontEnds() throws {
    let graph = try Self.targetDependencies.get()
    #expect(Self.transitiveDependencies(of: "CalendsSupport", in: graph) == ["CalendsValues"])
    let server = Self.transitiveDependencies(of: "CalendsServer", in: graph)
    #expect(server.contains("CalendsSupport"))
    #expect(!server.contains("CalendsBatch"), "CalendsServer depends on CalendsBatch")
  }

  /// The targets whose sources are Swift: C and system-library targets and plugins (which
  /// take no Swift settings) left out. A target's folder is its `path`, else
  /// `Sources/<name>` (`Tests/<name>` for a test target).
  static func swiftTargets(_ targets: [ManifestTarget], files: [String]) -> [ManifestTarget] {
    targets.filter { target in
      guard ["regular", "executable", "test", "macro"].contains(target.type) else {
        return false
      }
      let folder = target.path ?? (target.type == "test" ? "Tests/" : "Sources/") + target.name
      return files.contains { $0.hasPrefix(folder + "/") && $0.hasSuffix(".swift") }
    }
  }

  @Test func theSwiftTargetsAreThoseWithSwiftSources() {
    func target(_ name: String, _ type: String, path: String? = nil) -> ManifestTarget {
      ManifestTarget(name: name, type: type, path: path, dependencies: [], upcomingFeatures: [])
    }
    let targets = [
      target("A", "regular"), target("CA", "regular"), target("CSystem", "system"),
      target("Tool", "plugin"), target("ATests", "test"), target("Help", "regular", path: "T/H"),
    ]
    let files = [
      "Sources/A/A.swift", "Sources/CA/a.c", "Sources/CA/include/a.h",
      "Sources/CSystem/module.modulemap", "Sources/Tool/Tool.swift", "Tests/ATests/T.swift",
      "T/H/H.swift",
    ]
    #expect(Self.swiftTargets(targets, files: files).map(\.name) == ["A", "ATests", "Help"])
  }

  /// Every Swift target imports internally by default (`InternalImportsByDefault`): what a
  /// module's public API may name is what it imports `public`, so a new target cannot
  /// forget the setting and export its dependencies' types unnoticed.
  @Test func everySwiftTargetImportsInternallyByDefault() throws {
    let targets = Self.swiftTargets(try Self.manifestTargets.get(), files: try Self.trackedPaths())
    #expect(targets.count > 20)
    #expect(targets.contains { $0.name == "Calends" })
    for target in targets {
      #expect(
        target.upcomingFeatures.contains("InternalImportsByDefault"),
        "\(target.name) does not enable the upcoming feature InternalImportsByDefault")
    }
  }

  /// Tests mirror the modules: every library module in `Sources` (a regular Swift target;
  /// executables, plugins and C modules aside) has a test target of its own, named after it.
  @Test func everyLibraryModuleHasItsOwnTestTarget() throws {
    let targets = Self.swiftTargets(try Self.manifestTargets.get(), files: try Self.trackedPaths())
    let names = Set(targets.map(\.name))
    let libraries = targets.filter { target in
      target.type == "regular" && !(target.path ?? "").hasPrefix("Tests/")
    }
    #expect(libraries.count > 15)
    for library in libraries {
      #expect(names.contains(library.name + "Tests"), "\(library.name) has no test target")
    }
  }

  /// The server's packages load only in `calends-server`: `calends` (whose every command's
  /// start-up pays for their conformance records) reaches the server by becoming that
  /// program, never by importing it.
  @Test func onlyTheServerProgramImportsTheServer() throws {
    let files = try Self.sourceFiles()
    for module in ["CalendsServer", "Hummingbird", "ServiceLifecycle", "Prometheus"] {
      let outside = Self.importers(of: module, in: files).filter {
        !$0.hasPrefix("Sources/CalendsServer/") && !$0.hasPrefix("Sources/CalendsServerCLI/")
      }
      #expect(outside == [], "import \(module) outside the server and its program")
    }
  }

  /// Formats are listed, named and typed in `OutputFormat` alone; a reader asks it.
  @Test func theFormatListIsWrittenOnce() throws {
    let owner = "Sources/CalendsValues/OutputFormat.swift"
    for (path, text) in try Self.sourceFiles() where path != owner {
      for written in [
        "png, svg or pdf", "\"image/png\"", "\"image/svg+xml\"", "\"application/pdf\"",
        "case png, svg, pdf",
      ] {
        #expect(!text.contains(written), "\(path) writes \(written); use OutputFormat")
      }
    }
  }

  /// Diagnostics stay typed from where they are found to where they are shown: no error is
  /// made of a message alone to be read apart later, and nothing parses a message back into a
  /// file, line or field. (`CalendsError`'s payloads are `Diagnostic`s, so a string does not
  /// compile; this also keeps the parser from coming back under another name.)
  @Test func diagnosticsAreNeverParsedFromText() throws {
    for (path, text) in try Self.sourceFiles() {
      for written in ["DiagnosticParser", "badInput(\"", "renderFailure(\"", "isLabelled("] {
        #expect(!text.contains(written), "\(path) writes \(written); build a Diagnostic")
      }
    }
  }

  /// The subjects of every `switch` over a family or a style in `text` whose cases end in a
  /// `default:` (at the switch's own level), which would let a new family compile unpainted.
  static func defaultedFamilySwitches(in text: String) -> [String] {
    let characters = Array(text)
    var found: [String] = []
    let pattern = try! Regex(#"switch ([^{\n]+)\{"#)
    for match in text.matches(of: pattern) {
      let subject = String(text[match.range]).dropFirst("switch ".count).dropLast()
        .trimmingCharacters(in: .whitespaces)
      guard subject.range(of: #"(?i)family|style\b"#, options: .regularExpression) != nil else {
        continue
      }
      var index = text.distance(from: text.startIndex, to: match.range.upperBound)
      var depth = 1
      var topLevel = ""
      while depth > 0, index < characters.count {
        let character = characters[index]
        if character == "{" {
          depth += 1
        } else if character == "}" {
          depth -= 1
        } else if depth == 1 {
          topLevel.append(character)
        }
        index += 1
      }
      if topLevel.contains("default:") { found.append(subject) }
    }
    return found
  }

  @Test func theSwitchCheckFindsADefaultAtTheSwitchsOwnLevel() {
    let text = """
      switch spec.family {
      case .control: a()
      default: b()
      }
      switch layout.inputs.style.family {
      case .timeline:
        switch item.content { default: c() }
      case .booking: d()
      }
      switch item.content { default: e() }
      """
    #expect(Self.defaultedFamilySwitches(in: text) == ["spec.family"])
  }

  /// Every switch over families or styles names each case, so the compiler lists every
  /// stage a new family must reach.
  @Test func noSwitchOverFamiliesHasADefault() throws {
    for (path, text) in try Self.sourceFiles() {
      #expect(Self.defaultedFamilySwitches(in: text) == [], "\(path)")
    }
  }

  /// The facade names no family: what a family draws of the calendars, and its run-time
  /// theme fields, are resolved below it (`ResolvedFamily`, `ResolvedSpec`), so a new family
  /// leaves `Sources/Calends` alone.
  @Test func theFacadeHasNoFamilySwitch() throws {
    let cases = try Regex(#"case \.(control|timeline|booking|year|wallMonth)\b"#)
    for (path, text) in try Self.sourceFiles() where path.hasPrefix("Sources/Calends/") {
      #expect(!text.contains(cases), "\(path) switches over families")
      #expect(!text.contains("switch spec.family"), "\(path) switches over families")
    }
  }
}
