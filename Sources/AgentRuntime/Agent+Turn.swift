import AgentCore
import Foundation
import SkillKit

extension Agent {
  /// One streamed model turn: text deltas as partial messages, tool calls assembled.
  ///
  /// A stream that fails still returns what arrived, with the error, so the calls it
  /// started can be answered.
  func modelTurn(emitter: RunEmitter, language: UserLanguage) async -> StreamedTurn {
    var request = ModelRequest(
      system: configuration.systemPrompt, messages: conversation,
      tools: offeredTools(emitter: emitter), now: clock.now(), timeZone: configuration.timeZone,
      language: configuration.language)
    if model.ranksToolsItself { request.items = await itemTitles(request.tools, emitter: emitter) }
    var text = ""
    var order: [String] = []
    var names: [String: String] = [:]
    var arguments: [String: String] = [:]
    var usage = TokenUsage()
    var stopReason: StopReason?
    var candidates: [SkillCandidate] = []
    var rankedByModel = false
    // A model that reuses a call id still gets one call (and one result) per start.
    var current: [String: String] = [:]

    var failure: (any Error)?
    do {
      for try await event in model.stream(request) {
        switch event {
        case .thinkingDelta(let delta):
          emitter.emit(.thinking(delta))
        case .textDelta(let delta):
          text += delta
          emitter.emit(.partialMessage(delta))
        case .candidates(let ranked):
          rankedByModel = true
          // Named in the run's language, whatever the model called them.
          candidates = ranked.map { candidate in
            var named = candidate
            if let skill = registry.skill(candidate.skillID)?.descriptor {
              named.displayName = skill.displayName(in: language.rawValue)
            }
            return named
          }
          emitter.enter(.matchingSkill(candidates: Array(candidates.prefix(3))))
        case .toolCallStart(let rawID, let name):
          var id = rawID
          var repeatCount = 1
          while names[id] != nil {
            repeatCount += 1
            id = "\(rawID)#\(repeatCount)"
          }
          current[rawID] = id
          order.append(id)
          names[id] = name
          if !rankedByModel, !candidates.contains(where: { $0.skillID == name }) {
            let displayName =
              registry.skill(name)?.descriptor.displayName(in: language.rawValue) ?? name
            candidates.append(
              SkillCandidate(skillID: name, displayName: displayName, score: 1, matchedTerms: []))
            emitter.enter(.matchingSkill(candidates: Array(candidates.prefix(3))))
          }
        case .toolCallArgumentsDelta(let rawID, let fragment):
          arguments[current[rawID] ?? rawID, default: ""] += fragment
        case .toolCallEnd:
          break
        case .usage(let latest):
          usage = latest
        case .stop(let reason):
          stopReason = reason
        }
      }
    } catch {
      failure = error
    }
    let calls = order.map { id in
      ToolCall(id: id, name: names[id] ?? "", input: Self.parseArguments(arguments[id] ?? ""))
    }
    let turn = AssistantTurn(
      text: text, toolCalls: calls, model: model.identifier, stopReason: stopReason, usage: usage,
      costUSD: model.costUSD(for: usage))
    return StreamedTurn(turn: turn, usage: usage, failure: failure)
  }

  /// The arguments as JSON; text that is not JSON is kept as a string so validation names it.
  static func parseArguments(_ raw: String) -> JSONValue {
    let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return .object([:]) }
    return (try? JSONValue.parse(trimmed)) ?? .string(raw)
  }
}

/// What one model turn delivered, and the error that cut it short, if any.
struct StreamedTurn: Sendable {
  var turn: AssistantTurn
  var usage: TokenUsage
  var failure: (any Error)?
}

extension Agent {
  /// The most titles one skill lends the planner, and the most in all.
  static let itemsPerSkill = 200
  static let itemsInAll = 2000

  /// The titles of the items the offered skills keep, bounded; a skill that cannot list them is
  /// said in a warning and left out (the planner ranks without them).
  func itemTitles(_ tools: [SkillDescriptor], emitter: RunEmitter) async -> [String: [String]] {
    var items: [String: [String]] = [:]
    var total = 0
    for tool in tools where total < Self.itemsInAll {

      guard let listing = registry.skill(tool.id) as? any ItemListing else { continue }
      do {
        let titles = try await listing.itemTitles(
          limit: min(Self.itemsPerSkill, Self.itemsInAll - total))
        items[tool.id] = titles.map { String($0.prefix(200)) }
        total += titles.count
      } catch {
        emitter.warn("the planner could not read the items of \(tool.id): \(error)")
      }
    }
    return items
  }
}
