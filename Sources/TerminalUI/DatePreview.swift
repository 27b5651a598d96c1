import Foundation
import SkillKit

/// How a parsed date-time is echoed back to the user: `2026-12-01 09:00 +08:00`.
public enum DatePreview {
  /// `date` as the preview shows it, in `timeZone`.
  public static func text(_ date: Date, in timeZone: TimeZone) -> String {
    let iso = ISODateTime.string(from: date, in: timeZone)
    let offset = iso.hasSuffix("Z") ? "+00:00" : String(iso.suffix(6))
    return "\(iso.prefix(10)) \(iso.dropFirst(11).prefix(5)) \(offset)"
  }
}
