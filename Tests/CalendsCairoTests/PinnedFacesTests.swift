import CCairo
import Testing

@testable import CalendsCairo

/// A configuration made while another may be drawing hands Cairo faces it will never close
/// (`PinnedFaces`). That pinning changes no byte is the soak's check: its references are
/// drawn by a process's first, unpinned renderer and its threads' renderers are pinned
/// (ConcurrencySoakCLITests).
@Suite struct PinnedFacesTests {
  @Test func everyConfigurationAfterTheFirstHasAFaceInEachPattern() throws {
    _ = try FontConfiguration(.default)
    let later = try FontConfiguration(.default)
    let set = try #require(FcConfigGetFonts(later.config, FcSetApplication))
    #expect(set.pointee.nfont > 10, "more faces than Cairo keeps open, or the race cannot happen")
    for position in 0..<Int(set.pointee.nfont) {
      let pattern = try #require(set.pointee.fonts[position])
      var face: FT_Face?
      #expect(FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &face) == FcResultMatch)
      #expect(face != nil)
    }
    // Faces are opened once per process, whatever the number of configurations.
    let opened = PinnedFaces.count
    _ = try FontConfiguration(.default)
    #expect(PinnedFaces.count == opened)
    // The families read before pinning are all still there.
    #expect(later.contains(family: "Inter"))
  }
}
