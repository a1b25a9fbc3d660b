import CalendsHyphenation

extension CalendarRenderer {
  /// The folders of files a drawing reads besides the fonts — the hyphenation patterns —
  /// for the fingerprints that say whether an output is current (`OutputFingerprint.shared`):
  /// a pattern file changed in place (the lock checks sizes) breaks lines differently.
  public static var dataFolders: [String] {
    [ShippedPatterns.folder.directory].compactMap { $0 }
  }
}
