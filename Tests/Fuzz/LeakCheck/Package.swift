// swift-tools-version:6.0
// Many renders in one process, for valgrind's memcheck (see ../README.md). Its own package
// because the fuzzers' package is built with libFuzzer and AddressSanitizer, which
// valgrind cannot run.
import PackageDescription

let package = Package(
  name: "CalendsLeakCheck",
  dependencies: [.package(name: "Calends", path: "../../..")],
  targets: [
    .executableTarget(
      name: "LeakCheck", dependencies: [.product(name: "Calends", package: "Calends")])
  ]
)
