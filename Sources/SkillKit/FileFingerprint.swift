import Foundation

/// A short text that changes whenever a file's content does: its size and a 64-bit FNV-1a
/// hash of every byte, or `absent`. What an approved change and an undo compare against.
public enum FileFingerprint {
  /// The fingerprint of a file that does not exist.
  public static let absent = "absent"
  /// How a checkpoint says its change cannot be undone (what it was before was not kept).
  public static let unrestorablePrefix = "unrestorable: "

  /// The `after` of a checkpoint that records a change undo cannot restore, and why.
  public static func unrestorable(_ reason: String) -> String { unrestorablePrefix + reason }

  /// The fingerprint of `bytes` (nil: no file).
  public static func of(_ bytes: [UInt8]?) -> String {
    guard let bytes else { return absent }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return "\(bytes.count):" + String(hash, radix: 16)
  }
}
