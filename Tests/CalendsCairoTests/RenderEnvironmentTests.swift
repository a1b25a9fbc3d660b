import CDeflate
import CCairo
import CalendsValues
import Testing

@testable import CalendsCairo

@Suite struct RenderEnvironmentTests {
  static let names = ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "libdeflate"]

  @Test func everyLibraryHasAVersion() {
    let environment = RenderEnvironment.current
    #expect(environment.components.map(\.name) == Self.names)
    for component in environment.components {
      #expect(component.version.first?.isNumber == true, "\(component.name) \(component.version)")
    }
    #expect(environment.fontsMatchLock)
    #expect(environment.fonts.count == 72)
  }

  /// libdeflate has no version call: the header's version is qualified by a digest of the
  /// shared object loaded, so a binary run against another libdeflate shows it.
  @Test func libdeflateNamesTheLoadedLibrary() throws {
    let file = try #require(LoadedSharedObject.path(prefix: "libdeflate.so"))
    #expect(file.hasPrefix("/") && file.contains("libdeflate.so"))
    let version = try #require(RenderEnvironment.current.components.last?.version)
    let digest = try #require(FileDigest.sha256(ofFileAt: file)?.hex)
    #expect(version == "\(LIBDEFLATE_VERSION_STRING)+\(digest.prefix(8))")
  }

  /// The same process, or a fresh computation, gives the same fingerprint.
  @Test func theFingerprintIsStable() {
    let first = RenderEnvironment.current.fingerprint
    #expect(RenderEnvironment.current.fingerprint == first)
    let again = RenderEnvironment(
      components: RenderEnvironment.libraryVersions(), fontSetup: .default)
    #expect(again.fingerprint == first)
    #expect(
      RenderEnvironment.components(ofFingerprint: first).map(\.name) == Self.names + ["fonts"])
    #expect(!first.contains("fonts=missing"))
  }

  @Test func differencesNameTheComponent() {
    let old = "cairo=1.16.0 pango=1.50.12 fonts=aaaa"
    let new = "cairo=1.18.2 pango=1.50.12 fonts=aaaa font-dirs=/x"
    #expect(
      RenderEnvironment.differences(from: old, to: new) == [
        "cairo 1.16.0 → 1.18.2", "font-dirs (none) → /x",
      ])
    #expect(RenderEnvironment.differences(from: old, to: old).isEmpty)
  }

  @Test func replacedFontDirectoriesShowInTheFingerprint() {
    let environment = RenderEnvironment(
      components: RenderEnvironment.libraryVersions(), fontSetup: FontSetup(directories: ["/x"]))
    #expect(environment.fingerprint.hasSuffix(" font-dirs=/x"))
  }
}
