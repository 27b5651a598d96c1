import SkillKit

/// A progress line a script writes on stderr: `{"progress": 0.4, "step": "正在索引"}`
/// (`log` adds an intermediate result). Anything else on stderr is not progress.
struct ScriptProgress: Sendable, Hashable {
  var fraction: Double?
  var step: String?
  var log: String?

  static func parse(_ line: String) -> ScriptProgress? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("{"), trimmed.utf8.count <= 64 * 1024,
      let value = try? JSONValue.parse(trimmed), case .object(let members) = value,
      members["progress"] != nil || members["step"] != nil || members["log"] != nil
    else { return nil }
    var report = ScriptProgress()
    if let fraction = members["progress"]?.doubleValue, fraction.isFinite {
      report.fraction = min(max(fraction, 0), 1)
    }
    report.step = members["step"]?.stringValue.map { String($0.prefix(200)) }
    report.log = members["log"]?.stringValue.map { String($0.prefix(2000)) }
    return report
  }
}
