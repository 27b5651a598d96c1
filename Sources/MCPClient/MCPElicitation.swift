import Foundation
import SkillKit

/// What a server asks of the person during a request, as ask hands it to whoever can ask:
/// a form to fill in, a page to open (URL mode), a request ask refuses to put to anyone, or
/// the server's word that a page's step is done (`notifications/elicitation/complete`).
public enum MCPElicitation: Sendable, Hashable {
  /// Fill in `schema` (form mode).
  case form(message: String, schema: JSONValue)
  /// Open `url` — the person does, in their own browser; ask never opens or fetches it.
  /// `beforeRetry`: a page the server requires before the call can go on (-32042): the person
  /// says when they have finished there, and the call is made again.
  case url(message: String, url: URL, elicitationID: String, beforeRetry: Bool = false)
  /// What the server asked that is not put to the person, and why (answered `decline`).
  case refused(String)
  /// The server says the step of URL elicitation `elicitationID` is done.
  case completed(elicitationID: String)
  /// The server asks ask's model to complete `messages` (`sampling/createMessage`): answered
  /// with a `CreateMessageResult`, or `{"refused": why}`.
  case sampling(messages: [SamplingRequest.Message], systemPrompt: String?, maxTokens: Int)

  /// The most messages, and characters of one, a sampling request may carry.
  static let maxSamplingMessages = 64
  static let maxSamplingMessageText = 100_000

  /// A server's `sampling/createMessage` parameters as what to ask; text only (other content
  /// is named, never sent on).
  static func sampling(from params: JSONValue?) -> MCPElicitation {
    guard let listed = params?["messages"]?.arrayValue, !listed.isEmpty,
      listed.count <= maxSamplingMessages
    else {
      return .refused(
        "the server's sampling request has no messages or more than \(maxSamplingMessages)")
    }
    var messages: [SamplingRequest.Message] = []
    for message in listed {
      let role = message["role"]?.stringValue == "assistant" ? "assistant" : "user"
      let blocks = message["content"]?.arrayValue ?? [message["content"] ?? .null]
      let text = blocks.map { block -> String in
        block["type"]?.stringValue == "text"
          ? (block["text"]?.stringValue ?? "")
          : "[\(block["type"]?.stringValue ?? "unknown") content]"
      }.joined(separator: "\n")
      guard text.count <= maxSamplingMessageText else {
        return .refused("a message of the server's sampling request is over 100,000 characters")
      }
      messages.append(SamplingRequest.Message(role: role, text: text))
    }
    let tokens = params?["maxTokens"]?.intValue ?? 0
    guard tokens > 0 else { return .refused("the server's sampling request has no maxTokens") }
    return .sampling(
      messages: messages,
      systemPrompt: params?["systemPrompt"]?.stringValue.map { String($0.prefix(10_000)) },
      maxTokens: tokens)
  }

  /// Marks a page of a -32042 error (set by ask, not by a server: at worst a server's
  /// elicitation carrying it is asked in the retry's words).
  static let beforeRetryKey = "io.agentskillkit/beforeRetry"

  /// The longest URL shown to a person.
  static let maxURL = 2048

  /// A server's `elicitation/create` parameters as what to ask.
  static func from(_ params: JSONValue?) -> MCPElicitation {
    let message = String((params?["message"]?.stringValue ?? "").prefix(4096))
    switch params?["mode"]?.stringValue ?? "form" {
    case "form":
      return .form(message: message, schema: params?["requestedSchema"] ?? ["type": "object"])
    case "url":
      let text = params?["url"]?.stringValue ?? ""
      let id = String((params?["elicitationId"]?.stringValue ?? "").prefix(200))
      switch checked(text) {
      case .success(let url):
        return .url(
          message: message, url: url, elicitationID: id,
          beforeRetry: params?[beforeRetryKey]?.boolValue == true)
      case .failure(let refusal): return .refused(refusal.reason)
      }
    case let mode:
      return .refused("the server asked in mode \(mode.prefix(40)), which ask did not offer")
    }
  }

  struct Refusal: Error {
    var reason: String
  }

  /// `text` as a URL a person may be sent to: https, or http to this machine only; no user
  /// name or password in it (a way to make a link look like another site); at most 2,048
  /// characters. Anything else — `javascript:`, `file:`, `data:`… — is refused with why.
  static func checked(_ text: String) -> Result<URL, Refusal> {
    // Quoted as given: every front end shows a skill's log with its controls made visible.
    let shown = String(text.prefix(120))
    guard text.utf8.count <= maxURL else {
      return .failure(Refusal(reason: "the server asked to open a URL over \(maxURL) characters"))
    }
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
      return .failure(
        Refusal(reason: "the server asked to open \(shown), which is not a web address"))
    }
    let host = url.host ?? ""
    let loopback = ["localhost", "127.0.0.1", "::1", "[::1]"].contains(host.lowercased())
    guard !host.isEmpty, scheme == "https" || (scheme == "http" && loopback) else {
      return .failure(
        Refusal(
          reason:
            "the server asked to open \(shown); ask opens only https addresses (or http on this"
            + " machine), never \(scheme.prefix(20)):"))
    }
    guard url.user == nil, url.password == nil else {
      return .failure(
        Refusal(reason: "the server asked to open \(shown), which hides a user name in the address")
      )
    }
    return .success(url)
  }
}
