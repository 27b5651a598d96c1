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

  /// How long a title request may take before the request's own words are used.
  public static let defaultDeadline: Duration = .seconds(3)

  /// A title for the exchange of `request` and `answer`; never longer than `deadline`, and
  /// cancellable (cancelling the caller ends the model request at once).
  public static func title(
    request: String, answer: String, model: any LanguageModel, now: Date, timeZone: TimeZone,
    deadline: Duration = defaultDeadline
  ) async -> String {
    guard model.identifier != "offline" else { return fromRequest(request) }
    let asked = await withTaskGroup(of: String?.self) { group in
      group.addTask {
        await modelTitle(
          request: request, answer: answer, model: model, now: now, timeZone: timeZone)
      }
      group.addTask {
        try? await Task.sleep(for: deadline)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    return asked.map(sanitized).flatMap { $0.isEmpty ? nil : fromRequest($0) }
      ?? fromRequest(request)
  }

  /// Model output made fit for a title: no special tokens (`<|im_end|>`), no control
  /// characters, no quotes or Markdown around it, one line.
  public static func sanitized(_ text: String) -> String {
    var cleaned = text
    while let open = cleaned.range(of: "<|"),
      let close = cleaned.range(
        of: "|>", range: open.upperBound..<cleaned.endIndex)
    {
      cleaned.removeSubrange(open.lowerBound..<close.upperBound)
    }
    let line = cleaned.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let visible = String(
      String.UnicodeScalarView(
        line.unicodeScalars.filter { !$0.properties.generalCategory.isControlOrFormat }))
    return visible.trimmingCharacters(in: .whitespaces)
      .trimmingCharacters(in: CharacterSet(charactersIn: "\"'“”「」#*"))
      .trimmingCharacters(in: .whitespaces)
  }

  private static func modelTitle(
    request: String, answer: String, model: any LanguageModel, now: Date, timeZone: TimeZone
  ) async -> String? {
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
        if text.count > 200 || Task.isCancelled { break }
      }
    } catch {
      return nil
    }
    return Task.isCancelled ? nil : text
  }
}

extension Unicode.GeneralCategory {
  /// Control, format, separator-line/paragraph and unassigned scalars: never shown in a title.
  fileprivate var isControlOrFormat: Bool {
    switch self {
    case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse,
      .surrogate:
      return true
    default:
      return false
    }
  }
}
