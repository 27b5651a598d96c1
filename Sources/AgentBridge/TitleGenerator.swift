import AgentCore
import Foundation

/// A session title after the first exchange: offline, from the request; with a model, a
/// short title it writes (falling back to the request when that fails).
public enum TitleGenerator {
  /// At most this many characters.
  public static let maxLength = 40

  /// The request, shortened to a title.
  public static func fromRequest(_ request: String) -> String {
    let line = request.split(whereSeparator: \.isNewline).first.map(String.init) ?? request
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count > maxLength else { return trimmed.isEmpty ? "New session" : trimmed }
    return String(trimmed.prefix(maxLength - 1)) + "…"
  }

  /// A title for the exchange of `request` and `answer`.
  public static func title(
    request: String, answer: String, model: any LanguageModel, now: Date, timeZone: TimeZone
  ) async -> String {
    guard model.identifier != "offline" else { return fromRequest(request) }
    let prompt = """
      Write a title of at most six words for this conversation. Reply with the title only.

      User: \(request.prefix(500))
      Assistant: \(answer.prefix(500))
      """
    let modelRequest = ModelRequest(
      system: "You write short, plain titles.", messages: [.user(prompt)], tools: [], now: now,
      timeZone: timeZone)
    var text = ""
    do {
      for try await event in model.stream(modelRequest) {
        if case .textDelta(let delta) = event { text += delta }
        if text.count > 200 { break }
      }
    } catch {
      return fromRequest(request)
    }
    let cleaned = text.trimmingCharacters(in: .whitespacesAndNewlines)
      .trimmingCharacters(in: CharacterSet(charactersIn: "\"'“”「」#*"))
    return cleaned.isEmpty ? fromRequest(request) : fromRequest(cleaned)
  }
}
