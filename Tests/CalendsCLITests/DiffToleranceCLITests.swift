import Foundation
import Testing

/// `calends diff --perceptual-precision`: colours that look alike match.
@Suite struct DiffToleranceCLITests {
  @Test func perceptualPrecisionLetsColoursThatLookAlikeMatch() throws {
    let folder = CLI.temporaryFolder()
    var images: [String] = []
    for (name, colour) in [("a", "#00AA00"), ("b", "#00AB00")] {
      let sheet = folder.appendingPathComponent("\(name).nss")
      try Data("fdlFUICalendarItemView_eventView { background-color: \(colour); }\n".utf8)
        .write(to: sheet)
      let image = folder.appendingPathComponent("\(name).png").path
      let render = try CLI.run([
        "render", "--today", "2019-01-10", "--event-date", "2019-01-08", "--theme", sheet.path,
        "-o", image,
      ])
      #expect(render.status == 0, "\(render.stderr)")
      images.append(image)
    }
    let exact = try CLI.run(["diff"] + images)
    #expect(exact.status == 1)
    let close = try CLI.run(["diff"] + images + ["--perceptual-precision", "0.99"])
    #expect(close.status == 0, "\(close.stdout)")
    #expect(close.stdout.hasPrefix("match: 0 of "))
    let bad = try CLI.run(["diff"] + images + ["--perceptual-precision", "1.5"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--perceptual-precision must be 0…1"))
  }
}
