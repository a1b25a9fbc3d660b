// swift-tools-version:6.1
import Foundation
import PackageDescription

/// Links libstdc++ into `calends` and `calends-server` from its static archive, where the
/// toolchain's compiler has one (GCC's `libstdc++.a`, in every toolchain setup that links the
/// static Swift runtime).
///
/// The static Swift runtime needs libstdc++ and its link arguments name it as a shared
/// library; binding that library's 4,300 symbol references is a fifth of the dynamic
/// loader's work in every process (see CHANGELOG for the measurement), and nothing else in
/// the process uses it (libical, which does through ICU, is opened later
/// with its own). `Sources/CalendsCLI/Linking/libstdc++.so` is a linker script that the linker
/// finds first for `-lstdc++` and that names the archive instead.
let staticLibstdcxx: [LinkerSetting] = {
  #if os(Linux)
    let gcc = "/usr/lib/gcc"
    let manager = FileManager.default
    let hasArchive = ((try? manager.contentsOfDirectory(atPath: gcc)) ?? []).contains { triple in
      ((try? manager.contentsOfDirectory(atPath: "\(gcc)/\(triple)")) ?? []).contains {
        manager.fileExists(atPath: "\(gcc)/\(triple)/\($0)/libstdc++.a")
      }
    }
    guard hasArchive else { return [] }
    let script = Context.packageDirectory + "/Sources/CalendsCLI/Linking"
    return [.unsafeFlags(["-L", script], .when(platforms: [.linux]))]
  #else
    return []
  #endif
}()

/// Every Swift target's settings. Imports are internal unless written `public import`
/// (SE-0409), so a module's public API can name only the modules it means to expose, and
/// `import Calends` gives a program what `Sources/Calends/Exports.swift` re-exports and no
/// more. `PackageShapeTests` requires them on every Swift target.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault")
]

let package = Package(
  name: "Calends",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Calends", targets: ["Calends"]),
    // Feeds for programs using the library: `FeedCache.standardFetcher = HTTPFeedFetcher()`.
    .library(name: "CalendsFeedClient", targets: ["CalendsFeedClient"]),
    .library(name: "CalendsBatch", targets: ["CalendsBatch"]),
    .library(name: "CalendsSnapshotTesting", targets: ["CalendsSnapshotTesting"]),
    .executable(name: "calends", targets: ["CalendsCLI"]),
    // `calends serve` becomes it: the HTTP server, apart so that `calends` does not link it.
    .executable(name: "calends-server", targets: ["CalendsServerCLI"]),
    // `calends bench` runs it: the benchmark, with its peer programs, outside the shipped tool.
    .executable(name: "calends-bench", targets: ["CalendsBench"]),
  ],
  // The network stack is opt-in, so that a package using the `Calends` or
  // `CalendsSnapshotTesting` library resolves and builds none of it (6 packages instead of
  // 31): SwiftPM leaves out a dependency whose every use is behind a trait that is off.
  // `swift build --traits Server` builds `calends-server` (serving, and feeds for `calends`);
  // `FeedClient` alone gives a library user `CalendsFeedClient.HTTPFeedFetcher`.
  traits: [
    .trait(
      name: "FeedClient",
      description: "CalendsFeedClient: calendar feeds over HTTP(S) with async-http-client."),
    .trait(
      name: "Server",
      description: "calends-server: `calends serve` and feeds for `calends` (Hummingbird).",
      enabledTraits: ["FeedClient"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    // `swift package generate-documentation`: the DocC catalogs of Calends and
    // CalendsSnapshotTesting (.ci/docs builds them and fails on a warning of ours).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // `calends serve` (`calends-server`): the HTTP server, graceful shutdown and metrics.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    // Calendar feeds (`calendars: [{url: https://…}]`): HTTP(S) with timeouts, size and
    // redirect limits.
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
  ],
  targets: [
    // The drawing boundary: Cairo, Pango, HarfBuzz, FreeType and fontconfig.
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["pango"])]
    ),
    // libdeflate, for the PNG encoder's smaller levels and its checksums.
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    // The second C boundary: libical, for iCalendar input (imported by CalendsICal alone).
    // Headers only: libical is opened when a calendar file is first read (see its shim.h),
    // so it is not linked, and a process that reads none never loads it.
    .systemLibrary(name: "CICal", providers: [.apt(["libical-dev"]), .brew(["libical"])]),
    // The third: libhyphen, which finds where a word may break with a hyphen by its
    // language's patterns (imported by CalendsHyphenation alone). Named in the module map:
    // Debian 12's libhyphen-dev has no pkg-config file.
    .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
    // The leaf: values every stage shares (days, colours, fonts, limits, the spec tree and
    // its error type). It depends on nothing of ours, so model and theme stay independent.
    .target(name: "CalendsValues", swiftSettings: swiftSettings),
    // The libyaml boundary (through Yams): spec and manifest documents into `SpecValue`.
    .target(
      name: "CalendsYAML",
      dependencies: ["CalendsValues", .product(name: "Yams", package: "Yams")],
      swiftSettings: swiftSettings),
    // Specs as values: a `SpecValue` tree in, a checked `CalendarSpec` out. It reads no file
    // syntax (the facade parses JSON and YAML), so what needs only specs (layout, scene and
    // their tests) is built without YAML and Yams.
    .target(name: "CalendsModel", dependencies: ["CalendsValues"], swiftSettings: swiftSettings),
    // The libical boundary: iCalendar files into expanded occurrences (plain values). On
    // Linux it also asks the toolchain's ICU (`_FoundationICU`, which Foundation loads in
    // every process anyway) for Windows zone names (`WindowsZones`).
    .target(
      name: "CalendsICal", dependencies: ["CICal", "CalendsValues"],
      swiftSettings: swiftSettings,
      linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),
    // Calendar feeds kept in a cache folder, with revalidation and the last good copy kept:
    // plain file work; the HTTP exchange is a `FeedFetching` the program gives it.
    .target(name: "CalendsFeeds", dependencies: ["CalendsValues"], swiftSettings: swiftSettings),
    // The network boundary: the feed exchange over HTTP(S) with async-http-client (timeouts,
    // size and redirect limits), linked by calends-server and by library users, never by
    // `calends`, which asks calends-server for it.
    .target(
      name: "CalendsFeedClient",
      dependencies: [
        "CalendsFeeds", "CalendsValues",
        .product(
          name: "AsyncHTTPClient", package: "async-http-client",
          condition: .when(traits: ["FeedClient"])),
      ],
      swiftSettings: swiftSettings),
    .target(name: "CalendsTheme", dependencies: ["CalendsValues"], swiftSettings: swiftSettings),
    // What a backend draws and measures with: the scene (the display list, its captions,
    // documents and print sheets, its text dump) and the `TextMeasuring` protocol. Layout
    // measures through it and the scene is built in its terms, so the backend depends on it
    // and the values alone, never on the model, the layout, the scene builders or YAML.
    .target(name: "CalendsDrawing", dependencies: ["CalendsValues"], swiftSettings: swiftSettings),
    .target(
      name: "CalendsLayout", dependencies: ["CalendsDrawing", "CalendsModel", "CalendsTheme"],
      swiftSettings: swiftSettings),
    // The libhyphen boundary: where a word may break with a hyphen (`Hyphenating`, which the
    // layout's text fitting asks), by the pattern files that ship as a resource (`Patterns`,
    // with `patterns.lock` and each language's licence), so that every machine breaks words
    // alike.
    .target(
      name: "CalendsHyphenation", dependencies: ["CHyphen", "CalendsDrawing", "CalendsValues"],
      resources: [.copy("Patterns")], swiftSettings: swiftSettings),
    .target(
      name: "CalendsScene",
      dependencies: ["CalendsDrawing", "CalendsLayout", "CalendsModel", "CalendsTheme"],
      swiftSettings: swiftSettings),
    // PNG bytes from pixels: Calends' scanline deflater and libdeflate (the libdeflate
    // adapter), with no Cairo in it.
    .target(
      name: "CalendsPNG", dependencies: ["CDeflate", "CPixelRows", "CalendsValues"],
      swiftSettings: swiftSettings),
    // Pixel rows in C, for the one conversion Swift cannot write with a byte shuffle: opaque
    // ARGB32 to RGB, with SSSE3 where the processor has it. Plain C, no library.
    .target(name: "CPixelRows"),
    // The backend: scenes into pixels, SVG and PDF, and the Pango measurer. It sees only
    // `CalendsDrawing` and the values, so a change to a spec, a layout or a family never
    // rebuilds it, and another backend could stand beside it on the same footing. The fonts
    // ship as a resource (`Fonts`, with `fonts.lock`), so every machine lays out text with
    // the same files.
    .target(
      name: "CalendsCairo",
      dependencies: ["CCairo", "CDeflate", "CalendsDrawing", "CalendsPNG", "CalendsValues"],
      resources: [.copy("Fonts")],
      swiftSettings: swiftSettings),
    // What the facade, batches, the server and the programs share without one depending on
    // another: child processes started with `posix_spawn`, whole writes to a descriptor, and
    // the fingerprint of an output's inputs (a batch's up-to-date check, the server's ETag).
    .target(name: "CalendsSupport", dependencies: ["CalendsValues"], swiftSettings: swiftSettings),
    .target(
      name: "Calends",
      dependencies: [
        "CalendsModel", "CalendsTheme", "CalendsLayout", "CalendsScene", "CalendsCairo",
        "CalendsDrawing", "CalendsFeeds", "CalendsHyphenation", "CalendsICal", "CalendsSupport",
        "CalendsYAML",
      ],
      swiftSettings: swiftSettings
    ),
    // Tools above the facade: image comparison and snapshot review (failure folders, the
    // review page, accepting references) ...
    .target(
      name: "CalendsReview", dependencies: ["Calends", "CalendsPNG", "CalendsValues"],
      swiftSettings: swiftSettings),
    // ... and the documentation gallery and sample folders (`calends gallery`, `samples`).
    .target(
      name: "CalendsGallery",
      dependencies: [
        "Calends", "CalendsBatch", "CalendsModel", "CalendsTheme", "CalendsValues", "CalendsYAML",
      ],
      swiftSettings: swiftSettings),
    // Batches: manifests, up-to-date state, and the worker processes that render them.
    .target(
      name: "CalendsBatch",
      dependencies: [
        "Calends", "CalendsModel", "CalendsSupport", "CalendsValues", "CalendsYAML",
      ],
      swiftSettings: swiftSettings),
    .target(
      name: "CalendsSnapshotTesting",
      dependencies: [
        "Calends", "CalendsModel", "CalendsPNG", "CalendsReview",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: swiftSettings
    ),
    // The git commit `calends --version` prints, read before every build (plain `git`).
    .plugin(name: "BuildCommit", capability: .buildTool(), path: "Sources/BuildCommit"),
    // `calends serve` (run by `calends-server`): an HTTP shell over the facade (routes, render
    // cache, limits).
    .target(
      name: "CalendsServer",
      dependencies: [
        "Calends", "CalendsFeeds", "CalendsModel", "CalendsSupport", "CalendsValues",
        .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Server"])),
        .product(name: "Prometheus", package: "swift-prometheus", condition: .when(traits: ["Server"])),
      ],
      swiftSettings: swiftSettings),
    // What the two command-line programs share: the global options, error reporting in
    // text or JSON, the exit codes, and serve's flags — no server packages, so that
    // `calends` parses `serve` without linking them.
    .target(
      name: "CalendsCommandLine",
      dependencies: [
        "Calends", "CalendsValues",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "CalendsCLI",
      dependencies: [
        "Calends", "CalendsBatch", "CalendsCommandLine", "CalendsFeeds", "CalendsGallery",
        "CalendsHyphenation", "CalendsICal", "CalendsPNG", "CalendsReview", "CalendsSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The static Swift runtime's link arguments export every symbol of our code and of
      // the packages (27,000): the loader's `dladdr` at start-up then walks them all, and
      // nothing looks them up. Only a process's start-up changes; backtraces read the
      // binary's own symbol table.
      // Position-independent still: linked without PIE, the static binary applies none of
      // its 85,000 relative relocations at start-up (320 fewer page faults a render), but a
      // build against the shared Swift runtime then has the loader warn on every run about
      // protected symbols, so that is left alone.
      exclude: ["Linking"],
      swiftSettings: swiftSettings,
      linkerSettings: [
        .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))
      ] + staticLibstdcxx,
      plugins: ["BuildCommit"]
    ),
    // `calends-server`, which `calends serve` becomes once its flags are checked: the one
    // program that links Hummingbird, SwiftNIO's HTTP server and Prometheus. Linked as
    // `calends` is, for the same start-up reasons.
    .executableTarget(
      name: "CalendsServerCLI",
      dependencies: [
        "Calends", "CalendsCommandLine", "CalendsFeedClient", "CalendsFeeds", "CalendsServer",
        "CalendsValues",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings,
      linkerSettings: [
        .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))
      ] + staticLibstdcxx
    ),
    // The benchmark (`calends bench`): speed per style and format, batches, processes, and
    // the peers (rsvg-convert, a pycairo script, a C program drawing with Pango).
    .executableTarget(
      name: "CalendsBench",
      dependencies: [
        "Calends", "CalendsBatch", "CalendsGallery", "CalendsICal", "CalendsSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings),
    // Linked by every test target: ignores SIGPIPE once, before any test runs, so a test
    // whose child exits before reading its input gets EPIPE instead of ending the process.
    .target(name: "TestProcessSetup", path: "Tests/TestProcessSetup", swiftSettings: swiftSettings),
    // Specs edited in code (canvas and control fields in one closure), and spec files read
    // as the facade reads them, for the model, layout and scene tests.
    .target(
      name: "SpecTestingSupport", dependencies: ["CalendsModel", "CalendsYAML"],
      path: "Tests/SpecTestingSupport",
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsModelTests",
      dependencies: ["TestProcessSetup", "CalendsModel", "CalendsYAML", "SpecTestingSupport"],
      swiftSettings: swiftSettings),
    // One seeded random generator for the tests that draw random cases.
    .target(name: "SeededRandom", path: "Tests/SeededRandom", swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsICalTests", dependencies: ["TestProcessSetup", "CalendsICal"],
      exclude: ["Calendars"],
      swiftSettings: swiftSettings),
    // nginx on loopback serving feeds, for the feed cache's and the CLI's tests.
    .target(name: "NginxSupport", path: "Tests/NginxSupport", swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsFeedsTests",
      dependencies: ["TestProcessSetup", "CalendsFeeds", "CalendsFeedClient", "NginxSupport"],
      swiftSettings: swiftSettings),
    // The feed client's own rules (which addresses `serve --feeds` may fetch from); its
    // fetching is tested with the feed cache, against nginx, in CalendsFeedsTests.
    .testTarget(
      name: "CalendsFeedClientTests",
      dependencies: [
        "TestProcessSetup",
        .target(name: "CalendsFeedClient", condition: .when(traits: ["FeedClient"])),
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsValuesTests", dependencies: ["TestProcessSetup", "CalendsValues"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsYAMLTests",
      dependencies: [
        "TestProcessSetup", "CalendsValues", "CalendsYAML", .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsDrawingTests", dependencies: ["TestProcessSetup", "CalendsDrawing"],
      swiftSettings: swiftSettings),
    // The patterns' own points (libhyphen's example program's output, kept in Fixtures) and
    // the shipped files, their lock and licences.
    .testTarget(
      name: "CalendsHyphenationTests",
      dependencies: ["TestProcessSetup", "CalendsHyphenation", "PackageFolders"],
      exclude: ["Fixtures"], swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsSupportTests", dependencies: ["TestProcessSetup", "CalendsSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsCommandLineTests", dependencies: ["TestProcessSetup", "CalendsCommandLine"],
      swiftSettings: swiftSettings),
    // The package's folders, found from the test file's path (any working directory).
    .target(name: "PackageFolders", path: "Tests/PackageFolders", swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsGalleryTests",
      dependencies: [
        "TestProcessSetup", "Calends", "CalendsGallery", "CalendsYAML", "PackageFolders",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsReviewTests",
      dependencies: ["TestProcessSetup", "Calends", "CalendsReview", "CalendsValues"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsThemeTests", dependencies: ["TestProcessSetup", "CalendsTheme", "SeededRandom"],
      swiftSettings: swiftSettings),
    // Golden-file comparison, shared by the layout and scene tests.
    .target(
      name: "GoldenTextSupport", path: "Tests/GoldenTextSupport",
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsLayoutTests",
      dependencies: [
        "TestProcessSetup", "CalendsDrawing", "CalendsLayout", "GoldenTextSupport",
        "SeededRandom", "SpecTestingSupport",
      ],
      exclude: ["Golden"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsSceneTests",
      dependencies: [
        "TestProcessSetup", "CalendsDrawing", "CalendsScene", "GoldenTextSupport",
        "SpecTestingSupport",
      ],
      exclude: ["Golden"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsCairoTests",
      dependencies: [
        "TestProcessSetup", "CalendsCairo", "CalendsDrawing", "CalendsPNG", "CDeflate",
        "SeededRandom",
        // Layout's text fitting, held to the Pango measurer's line breaking.
        "CalendsLayout",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsPNGTests",
      dependencies: [
        "TestProcessSetup", "CalendsPNG", "CDeflate", "CPixelRows", "CalendsCairo", "SeededRandom",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsTests",
      dependencies: [
        "TestProcessSetup",
        "Calends", "CalendsBatch", "CalendsCairo", "CalendsGallery", "CalendsModel",
        "CalendsLayout",
        "CalendsReview", "CalendsScene", "CalendsSnapshotTesting", "CalendsSupport",
        "GoldenTextSupport", "PackageFolders",
      ],
      exclude: ["SampleGoldens", "TextFitGoldens"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsBatchTests",
      dependencies: ["TestProcessSetup", "CalendsBatch", "Calends", "CalendsCairo", "CalendsModel"],
      swiftSettings: swiftSettings),
    // The CLI tests run the built binaries (`calends`, `calends-bench` behind `calends bench`
    // and `calends-server` behind `calends serve`); the field table says which flags
    // `calends` must have.
    .testTarget(
      name: "CalendsCLITests",
      dependencies: [
        "TestProcessSetup",
        "CalendsBench", "CalendsCLI", "CalendsModel", "CalendsReview", "CalendsServerCLI",
        "NginxSupport",
      ],
      exclude: ["Hostile"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsServerTests",
      dependencies: [
        "TestProcessSetup",
        "CalendsServer", "Calends",
        .target(name: "CalendsFeedClient", condition: .when(traits: ["FeedClient"])),
        .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Server"])),
        // A client whose deadline the in-process server's tests choose (HummingbirdTesting's
        // is 15 s, which a full run's busy threads can exceed).
        .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["Server"])),
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CalendsSnapshotTestingTests",
      dependencies: [
        "TestProcessSetup",
        "CalendsReview", "CalendsSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: swiftSettings
    ),
  ]
)
