// swift-tools-version:5.4
// libFuzzer targets for Calends' parsers (spec, stylesheet, manifest, iCalendar) and its PNG writer. Tools version 5.4 on purpose: from 5.5 on, SwiftPM
// renames an executable's entry point to <module>_main, which a `-parse-as-library`
// fuzzer (libFuzzer supplies `main`) does not have. A separate package, so the root
// package's `swift build` and `swift test` never build these; see README.md.
import PackageDescription

let package = Package(
  name: "CalendsFuzz",
  dependencies: [.package(name: "Calends", path: "../..")],
  targets: [
    .executableTarget(
      name: "FuzzStylesheet", dependencies: [.product(name: "Calends", package: "Calends")]),
    .executableTarget(
      name: "FuzzSpec", dependencies: [.product(name: "Calends", package: "Calends")]),
    .executableTarget(
      name: "FuzzManifest",
      dependencies: [
        .product(name: "Calends", package: "Calends"),
        .product(name: "CalendsBatch", package: "Calends"),
      ]),
    .executableTarget(
      name: "FuzzPNG", dependencies: [.product(name: "Calends", package: "Calends")]),
    .executableTarget(
      name: "FuzzICal", dependencies: [.product(name: "Calends", package: "Calends")]),
  ]
)
