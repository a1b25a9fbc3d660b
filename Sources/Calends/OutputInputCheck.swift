import CalendsValues
import Foundation

/// Refuses an output that is one of the command's own inputs — `render spec.yaml -o
/// spec.yaml` would replace the spec with an image — before anything is drawn or written.
///
/// Files are compared by what they are, not by how they are named: the device and inode
/// when the output exists (so `./spec.yaml`, a hard link or a symbolic link to the spec are
/// all caught), else the canonical path. An output that is a device or a FIFO is written
/// through, never replaced, so it loses nothing and is not refused.
public enum OutputInputCheck {
  /// An input by what it is to the user (`spec`, `stylesheet`) and its path.
  public typealias Input = (noun: String, path: String)

  /// Bad input when `output` is one of `inputs` (by any name), before anything is written.
  public static func refuse(output: String, overwriting inputs: [Input]) throws(CalendsError) {
    guard let outputFile = FileIdentity(output) else { return }
    for input in inputs where FileIdentity(input.path) == outputFile {
      throw .badInput(
        .error(
          .outputWrite,
          "cannot write \(output): it is the \(input.noun) \(input.path), an input of this command; nothing was written",
          file: output, form: .fileInMessage))
    }
  }
}
