import Foundation
import Testing

/// `calends doctor`: the library versions, the fingerprint and the shipped fonts' hashes.
@Suite struct DoctorCLITests {
  static let libraries = ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "libdeflate"]

  /// The paths `fonts.lock` lists.
  static func lockedPaths() throws -> [String] {
    let lock = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("Sources/CalendsCairo/Fonts/fonts.lock"),
      encoding: .utf8)
    return lock.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      String($0.split(separator: " ", maxSplits: 2)[2])
    }
  }

  @Test func itNamesEveryLibraryAndFont() throws {
    let result = try CLI.run(["doctor"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    for library in Self.libraries {
      #expect(lines.contains { $0.hasPrefix("\(library) ") }, "\(library)")
    }
    let paths = try Self.lockedPaths()
    #expect(paths.count == 72)
    for path in paths {
      #expect(lines.contains { $0.hasPrefix("  ok ") && $0.hasSuffix(" \(path)") }, "\(path)")
    }
    #expect(lines.contains("fonts.lock: all 72 fonts match"))
    // The hyphenation patterns, each checked against patterns.lock.
    #expect(lines.contains { $0.hasPrefix("patterns ") && $0.hasSuffix("Patterns") })
    for pattern in [
      "de/hyph_de_DE.dic", "en/hyph_en_US.dic", "fr/hyph_fr.dic", "nl/hyph_nl_NL.dic",
    ] {
      #expect(lines.contains { $0.hasPrefix("  ok ") && $0.hasSuffix(" \(pattern)") }, "\(pattern)")
    }
    #expect(lines.contains { $0.hasPrefix("patterns.lock: all ") && $0.hasSuffix(" files match") })
    #expect(
      lines.contains {
        $0.hasPrefix("emoji Noto Color Emoji (NotoColorEmoji/NotoColorEmoji.ttf, SIL OFL 1.1)")
      })
    let fingerprint = try #require(lines.first { $0.hasPrefix("fingerprint ") })
    #expect(fingerprint.contains("cairo=") && fingerprint.contains(" fonts="))
    // libical is the loaded one (its file name's version), reported but not fingerprinted.
    let libical = try #require(lines.first { $0.hasPrefix("libical ") })
    let installed = try FileManager.default.contentsOfDirectory(
      atPath: "/usr/lib/x86_64-linux-gnu"
    ).filter { $0.hasPrefix("libical.so.") && $0.split(separator: ".").count == 5 }
    #expect(installed.contains { libical.hasPrefix("libical \($0.dropFirst(11)) ") }, "\(libical)")
    #expect(!fingerprint.contains("libical"))
    #expect(try CLI.run(["doctor"]).stdout == result.stdout)
  }

  @Test func jsonSaysTheSame() throws {
    let text = try CLI.run(["doctor"])
    let result = try CLI.run(["doctor", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
    let libraries = try #require(object["libraries"] as? [String: String])
    #expect(Set(libraries.keys) == Set(Self.libraries))
    let inputs = try #require(object["inputLibraries"] as? [String: String])
    #expect(inputs.keys.sorted() == ["libical"])
    let fingerprint = try #require(object["fingerprint"] as? String)
    #expect(text.stdout.contains("fingerprint \(fingerprint)\n"))
    #expect(object["fontsMatchLock"] as? Bool == true)
    let fonts = try #require(object["fonts"] as? [[String: Any]])
    #expect(fonts.compactMap { $0["path"] as? String } == (try Self.lockedPaths()))
    #expect(fonts.allSatisfy { $0["status"] as? String == "ok" && $0["sha256"] is String })
    let data = try #require(object["dataFiles"] as? [[String: Any]])
    #expect(data.map { $0["name"] as? String } == ["patterns"])
    #expect(data.first?["matchLock"] as? Bool == true)
    let patterns = try #require(data.first?["files"] as? [[String: Any]])
    #expect(patterns.contains { $0["path"] as? String == "de/hyph_de_DE.dic" })
  }
}
