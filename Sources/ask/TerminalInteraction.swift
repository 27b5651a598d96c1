import AgentCore
import Foundation
import SkillKit

/// Asks permission and missing values on the terminal, one line per answer.
///
/// End of input is a deny (or a cancelled form), and says so.
struct TerminalInteraction: AgentInteraction {
  let lines: LineQueue
  let output: OutputWriter
  let language: UserLanguage?
  let timeZone: TimeZone
  let now: @Sendable () -> Date
  /// Whether typed answers are echoed by the terminal; when not, they are echoed here.
  let echoesInput: Bool

  /// The next answer, echoed when stdin is not a terminal so the transcript reads well.
  private func answer() async -> String? {
    let line = await lines.next()
    if let line, !echoesInput { output.line(line) }
    return line
  }

  func decide(_ request: PermissionRequest) async -> ResolvedDecision {
    let zh = (language ?? UserLanguage.of(request.summary)) == .chinese
    let card: String
    let keys: String
    switch request.kind {
    case .authorization:
      let capability = request.capability ?? "?"
      card =
        zh
        ? "? 授权请求：\(request.skill.displayName)（\(request.skill.id)）需要「\(capability)」权限。"
        : "? Authorization: \(request.skill.displayName) (\(request.skill.id)) needs access to \(capability)."
      keys = zh ? "  [y] 允许  [n] 拒绝 › " : "  [y] allow  [n] deny › "
    case .confirmation:
      card = (zh ? "? 确认执行：" : "? Confirm: ") + request.summary
      keys =
        zh ? "  [y] 允许一次  [a] 总是允许  [n] 拒绝 › " : "  [y] allow once  [a] always allow  [n] deny › "
    }
    output.line(card)
    while true {
      output.write(keys)
      guard let answer = await answer() else {
        output.line("")
        output.line(zh ? "  （输入已结束，视为拒绝）" : "  (end of input: treated as deny)")
        return ResolvedDecision(.deny, reason: "no answer: end of input")
      }
      switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
      case "y", "yes", "是", "允许":
        return ResolvedDecision(.allowOnce, reason: "user: allow once")
      case "a" where request.kind == .confirmation, "always" where request.kind == .confirmation:
        return ResolvedDecision(.allowAlways, reason: "user: always allow")
      case "n", "no", "否", "拒绝":
        return ResolvedDecision(.deny, reason: "user: deny")
      default:
        output.line(zh ? "  请输入 y、a 或 n。" : "  Please answer y, a or n.")
      }
    }
  }

  func complete(_ request: InputRequest) async -> InputResponse {
    let zh = language == .chinese
    output.line(
      (zh ? "? \(request.skill.displayName) 需要补充：" : "? \(request.skill.displayName) needs: ")
        + request.fields.map(\.name).joined(separator: ", "))
    let parser = FieldValueParser(dates: DateExpressionParser(now: now(), timeZone: timeZone))
    var values: [String: JSONValue] = [:]
    for field in request.fields {
      if let error = request.errors[field.name] { output.line("  ! \(field.name): \(error)") }
      let kind =
        field.type == .enumeration ? field.enumValues.joined(separator: "/") : field.type.rawValue
      let detail = field.description.isEmpty ? "" : " — \(field.description)"
      output.write("  \(field.name) (\(kind))\(detail) › ")
      guard let answer = await answer() else {
        output.line("")
        output.line(zh ? "  （输入已结束，已取消）" : "  (end of input: cancelled)")
        return .cancel(reason: "no answer: end of input")
      }
      let text = answer.trimmingCharacters(in: .whitespaces)
      if text == "/cancel" { return .cancel(reason: "user cancelled the form") }
      if text.isEmpty { return .decline }
      let parsed = parser.parse(.string(text), for: field)
      if field.type == .dateTime, let iso = parsed.stringValue,
        let date = ISODateTime.date(from: iso)
      {
        output.line("    \(text) → \(Self.preview(date, timeZone))")
      }
      values[field.name] = parsed
    }
    return .accept(values)
  }

  /// `2026-12-01 09:00 +08:00`.
  static func preview(_ date: Date, _ timeZone: TimeZone) -> String {
    let iso = ISODateTime.string(from: date, in: timeZone)
    let day = iso.prefix(10)
    let time = iso.dropFirst(11).prefix(5)
    let offset = iso.hasSuffix("Z") ? "+00:00" : String(iso.suffix(6))
    return "\(day) \(time) \(offset)"
  }
}
