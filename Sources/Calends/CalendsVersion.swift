/// The program's version: part of every batch fingerprint, so a new version re-renders.
public enum CalendsVersion {
  /// The release: `major.minor.patch`.
  public static let string = "0.2.0"
}
