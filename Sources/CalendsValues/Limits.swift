/// Every ceiling Calends puts on its input, in one table, so that the documentation's
/// `Limits.md`, the error messages and the tests cannot drift apart.
///
/// Unattended batch jobs feed Calends generated files; each limit turns a runaway input
/// (a loop that wrote a million events, a scale typed as 30) into a clear "bad input"
/// error before it costs minutes or gigabytes. Going over any of them is exit code 2, with
/// a message that names the limit and the value found.
///
/// It lives in the leaf values module so that every stage (spec reader, stylesheet parser,
/// renderer) enforces the same numbers.
public enum Limits {
  // MARK: Files

  /// A spec file, in bytes (4 MiB).
  public static let specBytes = 4 * 1024 * 1024
  /// A batch manifest, in bytes (16 MiB).
  public static let manifestBytes = 16 * 1024 * 1024
  /// All a batch reads before drawing: the manifest and every distinct `file:` spec it
  /// names, each read once. Bounds a manifest that names ten thousand large spec files.
  public static let batchInputBytes = 64 * 1024 * 1024
  /// The entries one manifest may expand to.
  public static let manifestEntries = 1_000_000
  /// Nesting of lists and objects in a spec or manifest. Real specs nest three levels;
  /// a bound keeps a hostile document from exhausting the stack.
  public static let documentDepth = 64
  /// Values that YAML aliases may copy into one document. Without it a few hundred bytes
  /// of nested aliases ("billion laughs") expand to billions of values.
  public static let aliasedValues = 100_000
  /// A stylesheet, in bytes (1 MiB): stylesheets are small hand-written files; a bigger one
  /// is a wrong path, not a theme.
  public static let stylesheetBytes = 1 << 20
  /// Rulesets in one stylesheet. A theme states a few dozen; the bound keeps the cascade and
  /// the unknown-selector suggestions, which cost per rule, from making a junk file take
  /// minutes.
  public static let stylesheetRules = 10_000
  /// How many variables may refer through one another (`@a: @b; @b: @c; …`): deep enough
  /// for any palette, shallow enough to bound the work.
  public static let variableNesting = 16
  /// Words in one value once variables are replaced: each level can double it, and no real
  /// value has more than a handful of words.
  public static let variableWords = 1_000

  // MARK: Canvas

  /// Pixels of one raster image (64 Mpx is 256 MB of ARGB); SVG and PDF count points.
  /// Checked from the layout, before any surface is allocated.
  public static let canvasPixels = 64_000_000
  /// Pixels along either side: Cairo's image surfaces stop at 32767.
  public static let canvasSide = 32_767
  /// Months drawn in one image: booking's span, and the months stacked styles fit into
  /// `height`.
  public static let monthsPerImage = 24

  // MARK: Items

  /// `eventDates`, `selectedDates` and `disabledDates.dates`, each.
  public static let dates = 10_000
  /// Taps, swipes, interactions and swiped days, each.
  public static let interactions = 10_000
  /// Timeline events.
  public static let timelineEvents = 10_000
  /// Characters of a timeline event's title or location (and of the other free text a
  /// spec gives: ids, font names, date formats).
  public static let eventText = 1_000
  /// Unicode scalars of the same text. A character can carry any number of combining
  /// marks: 1,000 letters with 700 marks each pass the character limit and took 10 s to
  /// lay out. Four scalars a character is room for any real script and emoji sequence.
  public static let eventTextScalars = 4_000
  /// Booking day items.
  public static let bookingItems = 10_000

  // MARK: Per-day data

  /// Entries of the `days` map.
  public static let days = 10_000
  /// Classes of one day.
  public static let dayClasses = 16
  /// Dot colours of one day (three are drawn; the rest are counted).
  public static let dayDots = 100
  /// Characters of a class name, in a spec or a stylesheet.
  public static let classNameLength = 64
  /// Colours of a heat-map scale.
  public static let heatmapColors = 2...16

  // MARK: iCalendar input

  /// Calendars (iCalendar files) one spec names.
  public static let calendarFiles = 64
  /// One iCalendar file, in bytes (16 MiB): a year of a busy shared calendar is a few MiB.
  public static let icsBytes = 16 * 1024 * 1024
  /// Events (VEVENTs, overrides included) in one file.
  public static let icsEvents = 100_000
  /// Occurrences one file may expand to inside the requested days.
  public static let icsOccurrences = 100_000
  /// Days one expansion may cover (ten years): libical works out each zone's transitions
  /// up to the years asked for.
  public static let icsRangeDays = 3_660
  /// Steps libical's recurrence iterator may take for one file: a rule is walked from its
  /// DTSTART, so a minutely rule that began years ago is refused instead of taking minutes.
  public static let recurrenceSteps = 500_000
}
