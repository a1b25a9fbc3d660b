import CCairo
import Foundation

/// FreeType faces opened once per process and never closed, handed to Cairo inside the font
/// patterns (`FC_FT_FACE`) of every renderer made while another may be drawing.
///
/// Cairo keeps at most ten FreeType faces of its own open per process and closes an unused
/// one when it needs an eleventh. The check that a face is unused (`_has_unlocked_face`)
/// reads another font's lock count without that font's lock, and the closing
/// (`_font_map_release_face_lock_held`) frees the face without it: a thread that has just
/// begun to use a face can have it freed under it. Faces Cairo is given (rather than opens)
/// are never closed nor counted, so with pinned faces no thread closes a face another uses.
/// Cairo still serializes each face's use behind its own lock.
///
/// The first renderer of a process is not pinned: alone, it cannot race with itself, and
/// opening every face up front costs milliseconds a one-image process does not need. Every
/// later renderer is, so its thread never touches Cairo's own faces and the first
/// renderer's thread is the only one that opens or closes them.
enum PinnedFaces {
  private static let lock = NSLock()
  /// Guarded by `lock`, like everything below: FreeType allows faces of one library to be
  /// used on different threads, but opening them must be serialized.
  nonisolated(unsafe) private static var library: FT_Library?
  nonisolated(unsafe) private static var faces: [Key: FT_Face] = [:]
  nonisolated(unsafe) private static var configurationsMade = 0

  private struct Key: Hashable {
    var file: String
    var index: Int32
  }

  /// Counts a new configuration and says whether its faces are to be pinned: every one
  /// after the first.
  static func shouldPinNextConfiguration() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    configurationsMade += 1
    return configurationsMade > 1
  }

  /// Gives every font of `config`'s application set a pinned face. Called before any font
  /// map uses `config`, so nothing reads the set while its patterns are replaced.
  static func pin(_ config: OpaquePointer) {
    lock.lock()
    defer { lock.unlock() }
    if library == nil {
      var made: FT_Library?
      guard FT_Init_FreeType(&made) == 0 else { return }
      library = made
    }
    guard let library, let set = FcConfigGetFonts(config, FcSetApplication) else { return }
    for position in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[position] else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      var index: Int32 = 0
      guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else {
        continue
      }
      _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
      let key = Key(file: String(cString: file), index: index)
      let face: FT_Face
      if let opened = faces[key] {
        face = opened
      } else {
        var opened: FT_Face?
        // A face FreeType cannot open stays Cairo's to open (and to report).
        guard FT_New_Face(library, key.file, FT_Long(index), &opened) == 0, let opened else {
          continue
        }
        faces[key] = opened
        face = opened
      }
      guard let pinned = FcPatternDuplicate(pattern) else { continue }
      guard FcPatternAddFTFace(pinned, FC_FT_FACE, face) != 0 else {
        FcPatternDestroy(pinned)
        continue
      }
      set.pointee.fonts[position] = pinned
      FcPatternDestroy(pattern)
    }
  }

  /// How many faces are pinned (for tests).
  static var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return faces.count
  }
}
