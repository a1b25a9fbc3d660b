import ArgumentParser
import CalendsModel
import Foundation

/// The manual page, `calends.1`, made from the command tree when asked for: each
/// subcommand's abstract and its own help (so the options can never drift from the parser),
/// with the sections a man page reader looks for that help does not have — EXAMPLES, SPEC
/// FIELDS (from the field table that makes the flags and the documentation's tables),
/// ENVIRONMENT, EXIT STATUS and FILES.
///
/// Written here rather than by swift-argument-parser's `generate-manual` plugin because a
/// user of the binary has no package to run the plugin in, and the plugin builds the whole
/// package first (minutes, on two cores).
enum ManualPage {
  static func roff(version: String) -> String {
    let root = CalendsCommand.self
    var page = """
      .TH CALENDS 1 "" "calends \(escaped(version))" "User Commands"
      .SH NAME
      calends \\- \(escaped(root.configuration.abstract))
      .SH SYNOPSIS
      .B calends
      .RB [ \\-\\-error\\-format " text|json" ]
      .I command
      .RI [ options ]
      .SH DESCRIPTION
      A small declarative spec (YAML, JSON or command-line flags) says what to draw; a
      stylesheet says how it looks. The same inputs give byte-identical output: today is an
      input, the fonts ship with calends, and PDFs carry no clock.
      .PP
      \(escaped(root.configuration.discussion))
      .SH COMMANDS

      """
    for command in root.configuration.subcommands where command.configuration.shouldDisplay {
      let name = command.configuration.commandName ?? ""
      page += ".SS \(escaped(name))\n\(escaped(command.configuration.abstract))\n"
      let help = root.helpMessage(for: command, columns: 90)
      page += ".PP\n.nf\n\(literal(help))\n.fi\n"
    }
    page += """
      .SH EXAMPLES
      Render the reference month to PNG, then the same as SVG and PDF:
      .PP
      .nf
      .RS 4
      calends render Samples/today.yaml \\-o today.png
      calends render Samples/today.yaml \\-o today.svg
      calends render Samples/today.yaml \\-o today.pdf
      .RE
      .fi
      .PP
      A spec from flags alone, in German, weeks starting on Monday, with a dark theme:
      .PP
      .nf
      .RS 4
      calends render \\-\\-style month \\-\\-today 2019\\-01\\-10 \\-\\-locale de_DE \\e
          \\-\\-week\\-start\\-day 2 \\-\\-theme dark \\-o month.png
      .RE
      .fi
      .PP
      A week timeline of an iCalendar feed, a printed year on A4, a linked planner (cover,
      months and a page per week: 66 pages), and every image of a manifest:
      .PP
      .nf
      .RS 4
      calends render Samples/timeline/ical\\-week.yaml \\-o week.png
      calends render \\-\\-style year \\-\\-year 2027 \\-\\-paper a4 \\-o 2027.pdf
      calends render \\-\\-style year \\-\\-year 2027 \\-\\-paper a4 \\-\\-pages weeks \\-\\-cover true \\-o planner.pdf
      calends batch manifest.yaml \\-\\-output out/
      .RE
      .fi
      .PP
      Compare an image with its reference, and check a stylesheet in CI:
      .PP
      .nf
      .RS 4
      calends diff expected.png actual.png \\-\\-tolerance 2 \\-o diff.png
      calends theme check \\-\\-strict Themes/ocean.nss
      .RE
      .fi

      """
    page += specFields()
    page += """
      .SH ENVIRONMENT
      .TP
      .B CALENDS_FONT_DIRS
      Colon-separated folders of fonts to use instead of the shipped ones. They are not
      checked against fonts.lock, and calends doctor shows them in the fingerprint.
      .TP
      .B CALENDS_CACHE_DIR
      The folder calendar feeds (calendars[].url) are kept in, under feeds/; else
      $XDG_CACHE_HOME/calends, else ~/.cache/calends.
      .TP
      .B CALENDS_FEED_TIMEOUT
      Seconds a feed's whole fetch may take (default 10); past it the last good copy is
      drawn with a warning, or, with none, the render fails naming the URL.
      .TP
      .B SOURCE_DATE_EPOCH
      Seconds since 1970 (UTC): the creation date written into PDFs, as the reproducible
      builds convention has it. Without it a PDF has no date.
      .TP
      .B COLUMNS
      The terminal width batch's progress line is fitted to.
      .SH EXIT STATUS
      .TP
      .B 0
      Done.
      .TP
      .B 1
      A rendering or I/O failure (an output folder that does not exist, a changed font or
      hyphenation pattern file).
      .TP
      .B 2
      Bad input: a spec, stylesheet or flag. The message names the field path or the
      stylesheet's file:line:column. Nothing is written.
      .SH FILES
      .TP
      .I Calends_CalendsCairo.resources/Fonts
      The shipped fonts and fonts.lock, beside the calends binary.
      .TP
      .I Calends_CalendsHyphenation.resources/Patterns
      The shipped hyphenation patterns (German, English, French, Dutch), each with its
      licence, and patterns.lock, beside the calends binary: wrapped text breaks a word of
      the spec's locale at its language's points, with a hyphen.
      .TP
      .I calends\\-server
      The HTTP server that calends serve runs, beside the calends binary.
      .TP
      .I Themes/*.nss
      The shipped stylesheets, found by name (\\-\\-theme ocean).
      .SH SEE ALSO
      .BR rsvg\\-convert (1),
      .BR pdftotext (1),
      .BR cal (1)

      """
    return page
  }

  /// SPEC FIELDS: every field a spec can give, family by family, as the documentation's
  /// field tables list them (`SpecField.documented(in:)`): values, default, flags, meaning.
  static func specFields() -> String {
    var section = """
      .SH SPEC FIELDS
      A spec file (YAML or JSON) gives these fields by name, and most are also flags of
      render, layout and scene; a flag overrides the file's field. Dates are YYYY\\-MM\\-DD.
      A field of another family than the style's is an error.

      """
    for family in SpecField.Family.allCases {
      section += ".SS \(escaped(family.title))\n"
      for field in SpecField.documented(in: family) {
        var facts = [
          "Values: \(plain(field.kind.markdown)).", "Default: \(plain(field.defaultText)).",
        ]
        if !field.flags.isEmpty {
          let flags = field.flags.map { "--\($0.name)" + ($0.isRepeatable ? " (repeatable)" : "") }
          facts.append("Flag: \(flags.joined(separator: ", ")).")
        }
        let help = plain(field.help)
        section += ".TP\n.B \(escaped(field.name))\n"
        section += escaped(help.hasSuffix(".") ? help : help + ".") + "\n"
        section += escaped(facts.joined(separator: " ")) + "\n"
      }
    }
    return section
  }

  /// The table's Markdown as plain text: code spans without their backticks, a link into
  /// the documentation (`<doc:Article#Section>`) as the article's name.
  static func plain(_ markdown: String) -> String {
    var text = markdown.replacingOccurrences(of: "`", with: "")
    while let open = text.range(of: "<doc:"),
      let close = text.range(of: ">", range: open.upperBound..<text.endIndex)
    {
      let article = text[open.upperBound..<close.lowerBound].prefix { $0 != "#" }
      text.replaceSubrange(
        open.lowerBound..<close.upperBound, with: "the documentation's \(article) article")
    }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// Text safe in a roff line: backslashes as `\e`, hyphens as minus signs (option names
  /// stay searchable and copyable), other characters named, and a line that would start
  /// with a control character (`.` or `'`) protected.
  static func escaped(_ text: String) -> String {
    var roff = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": roff += "\\e"
      case "-": roff += "\\-"
      case _ where scalar.isASCII: roff.unicodeScalars.append(scalar)
      default:
        // troff reads bytes: a character outside ASCII is named (`\[u2013]` for "–").
        let hex = String(scalar.value, radix: 16, uppercase: true)
        roff += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return roff.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : String($0) }
      .joined(separator: "\n")
  }

  /// Help text kept as laid out (inside `.nf`), escaped line by line.
  static func literal(_ text: String) -> String {
    escaped(text.trimmingCharacters(in: .newlines))
  }
}

/// `calends manual`: the manual page, for `man -l -` or to install as calends.1.
struct ManualCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual",
    abstract: "Print the manual page (roff): calends manual | man -l -",
    discussion:
      "Install it with: calends manual > /usr/local/share/man/man1/calends.1")

  @OptionGroup var global: GlobalOptions

  func run() {
    print(ManualPage.roff(version: VersionCommand.text), terminator: "")
  }
}
