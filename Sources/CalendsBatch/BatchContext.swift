public import Calends
import CalendsSupport
public import CalendsValues
public import Foundation

/// What every entry of one batch shares, fixed when the batch starts — in the parent, and
/// handed to worker processes as arguments, so that all of them draw the same date with the
/// same fonts even if the batch runs past midnight.
public struct BatchContext: Sendable {
  /// Where outputs (and their records) go.
  public var outputFolder: URL
  /// The folder relative stylesheet paths in entries are found from: the manifest's.
  public var baseDirectory: URL
  /// The date entries without `today` are drawn for; the clock's UTC date by default.
  public var today: Day
  /// Ignores the records, for when an input they do not cover has changed.
  public var force: Bool
  public var pngCompression: PNGCompression
  public var fonts: FontSetup
  /// Writes `NAME.report.json` beside each output that does not show everything (the render
  /// report, `calends render --report`), and removes one left from an earlier run when it
  /// now shows everything.
  public var reports = false

  public init(
    outputFolder: URL, baseDirectory: URL, today: Day = CalendarRenderer.clockToday(),
    force: Bool = false, pngCompression: PNGCompression = .fast, fonts: FontSetup = .default
  ) {
    self.outputFolder = outputFolder
    self.baseDirectory = baseDirectory
    self.today = today
    self.force = force
    self.pngCompression = pngCompression
    self.fonts = fonts
  }

  var records: OutputRecords { OutputRecords(outputFolder: outputFolder) }

  /// The part of every entry's fingerprint that does not depend on the entry: with
  /// `reports`, an output drawn without its report is not up to date.
  func sharedFingerprint() -> String {
    OutputFingerprint.shared(
      fonts: fonts, dataFolders: CalendarRenderer.dataFolders, pngCompression: pngCompression,
      version: CalendsVersion.string)
      + (reports ? "+reports" : "")
  }
}
