import AgentCore
import Foundation
import SkillKit

/// The embedded default model: plans skill calls from a request with no network and no key.
///
/// It ranks the offered skills by their descriptors and examples (CJK bigrams and words),
/// fills parameters from the text, leaves missing what it cannot find (so the agent asks),
/// splits multi-intent requests into several calls, and streams its text in small deltas.
/// It says which skill it picked and why, and says plainly when nothing matches.
public struct OfflinePlanner: LanguageModel {
  /// `offline`.
  public let identifier = "offline"
  /// The least BM25 score a skill needs to be picked.
  public var minimumScore: Double
  /// Characters per streamed text delta.
  public var deltaSize: Int
  /// What this user's audit log taught it (`ask planner forget` clears it).
  public var preferences = PlannerPreferences()
  /// The index of each registry snapshot, shared by the copies of this planner.
  let indexes = IntentIndexCache()
  /// Ranking by meaning (an embedding model), beside the words; nil: words alone.
  public var semantic: SemanticIndex?
  /// Said at the start of the first answer of a run (the embedding model that is there but
  /// cannot be used).
  public var notice: String?
  /// Chinese words with their English glosses (CC-CEDICT); nil: the short table of
  /// `CrossLanguageTerms` alone.
  public var glossary: ChineseGlossary?
  /// How much the meaning counts beside the words (`SemanticFusion.weight`).
  public var meaningWeight = SemanticFusion.weight
  /// The least probability of being right a choice needs to be run (`PlannerConfidence`);
  /// below it the planner names the closest skills instead.
  public var confidenceFloor = PlannerConfidence.floor

  /// A planner; a skill must score `minimumScore` to be picked, and its answers stream in
  /// deltas of `deltaSize` characters.
  public init(minimumScore: Double = 1.0, deltaSize: Int = 6) {
    self.minimumScore = minimumScore
    self.deltaSize = deltaSize
  }

  /// It ranks the whole registry with its own index, built once per snapshot.
  public var ranksToolsItself: Bool { true }

  /// Nothing is billed for a planner that runs on this machine.
  public func costUSD(for usage: TokenUsage) -> Double? { 0 }

  /// Plans the turn on this machine — ranks the skills, fills their parameters, says why — and
  /// streams the explanation and the calls (or, after results, the answer).
  public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelEvent, any Error> {
    let size = max(deltaSize, 1)
    let planner = self
    return AsyncThrowingStream { continuation in
      let task = Task {
        // Planning may embed text through a C library that holds its thread for a while (the
        // first request over many skills): on a thread of its own, never one of the few the
        // tasks share.
        let events = await withCheckedContinuation { done in
          Thread { done.resume(returning: planner.respond(to: request)) }.start()
        }
        for event in events {
          if Task.isCancelled { break }
          if case .textDelta(let text) = event {
            for chunk in Self.chunks(text, size: size) {
              continuation.yield(.textDelta(chunk))
              await Task.yield()
            }
          } else {
            continuation.yield(event)
          }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// The whole turn, decided at once: a plan for a new request, a report after results.
  public func respond(to request: ModelRequest) -> [ModelEvent] {
    guard let last = request.messages.last else { return [.stop(.endTurn)] }
    if !last.toolResults.isEmpty {
      // A request whose later parts wait for these results (`…然后把第一条标记为完成`) goes on.
      if let start = request.messages.lastIndex(where: {
        $0.role == .user && $0.toolResults.isEmpty
      }) {
        let made = request.messages[(start + 1)...].reduce(0) { $0 + $1.toolCalls.count }
        let text = request.messages[start].text
        if made < plannedCount(text, request: request) {
          return plan(
            text, request: request, from: made, previous: last.toolResults,
            lead: report(last.toolResults, request: request))
        }
      }
      return [.textDelta(report(last.toolResults, request: request)), .stop(.endTurn)]
    }
    return plan(last.text, request: request)
  }

  /// How many calls the whole request makes, over all its steps.
  private func plannedCount(_ text: String, request: ModelRequest) -> Int {
    let filler = filler(for: request)
    let index = indexes.index(for: request.tools, filler: filler)
    return parts(text, index: index, filler: filler, request: request).filter { $0.skill != nil }
      .count
  }

  /// Plans the calls of `text` from its `from`-th call on: every part up to the next one that
  /// points at an earlier result (that one waits for the results; `previous` answers it).
  private func plan(
    _ text: String, request: ModelRequest, from start: Int = 0,
    previous: [ToolResultBlock] = [], lead: String? = nil
  ) -> [ModelEvent] {
    // It answers in the language the user chose, else in the request's.
    let language = request.language ?? UserLanguage.of(text)
    let filler = filler(for: request)
    let index = indexes.index(for: request.tools, filler: filler)
    let wording = PlannerText(language: language)
    let turn = request.messages.filter { $0.role == .assistant }.count + 1

    var events: [ModelEvent] = []
    var picks:
      [(skill: SkillDescriptor, ranked: [SkillCandidate], segment: String, learned: Bool)] =
        []
    var unmatched: [String] = []
    var shown: [SkillCandidate] = []
    for (segment, skill, ranked, learned) in parts(
      text, index: index, filler: filler, request: request)
    {
      if shown.isEmpty { shown = ranked }
      guard let skill else {
        unmatched.append(segment)
        continue
      }
      picks.append((skill, ranked, segment, learned))
    }
    // This step: from `start`, up to (not including) the next part that needs a result.
    var step = Array(picks.dropFirst(start))
    if let wait = step.indices.dropFirst().first(where: {
      ResultReference.find(in: step[$0].segment) != nil
    }) {
      step = Array(step[..<wait])
    }
    if start > 0 { unmatched = [] }
    // The candidates are named in the answer's language.
    events.append(
      .candidates(
        shown.prefix(3).map { candidate in
          var named = candidate
          if let tool = index.skill(candidate.skillID, in: request.tools) {
            named.displayName = tool.displayName(in: wording.language.rawValue)
          }
          return named
        }))
    guard !picks.isEmpty else {
      let closest = shown.prefix(3).compactMap { index.skill($0.skillID, in: request.tools) }
      events.append(
        .textDelta(wording.nothingMatches(text, closest: closest, skills: request.tools)))
      events.append(.stop(.endTurn))
      return events
    }
    var notices = semantic?.takeProblems() ?? []
    if turn == 1, let notice { notices.insert(notice, at: 0) }
    var explanation =
      notices.map { "⚠ " + $0 } + (lead.map { [$0] } ?? [])
      + step.map { pick in
        wording.why(pick.skill, ranked: pick.ranked)
          + (pick.learned ? " " + wording.usuallyChosen(pick.skill) : "")
      }
    explanation += unmatched.map(wording.skipped)
    events.append(.textDelta(explanation.joined(separator: "\n")))
    for (offset, pick) in step.enumerated() {
      let id = "call_\(turn)_\(offset + 1)"
      var values = filler.fill(pick.segment, for: pick.skill).values
      // A value the user keeps putting in by hand, where the request says nothing.
      var usual: [String] = []
      for (field, value) in preferences.usualValues[pick.skill.id] ?? [:]
      where values[field] == nil && pick.skill.field(named: field) != nil {
        values[field] = value
        usual.append("\(field) \(value.displayText)")
      }
      if !usual.isEmpty {
        events.append(.textDelta("\n" + wording.usually(usual.sorted())))
      }
      if offset == 0, !previous.isEmpty, let reference = ResultReference.find(in: pick.segment) {
        Self.resolve(reference, in: pick.segment, previous: previous, skill: pick.skill, &values)
      }
      let arguments = JSONValue.object(values).jsonString
      events.append(.toolCallStart(id: id, name: pick.skill.id))
      for chunk in Self.chunks(arguments, size: 16) {
        events.append(.toolCallArgumentsDelta(id: id, fragment: chunk))
      }
      events.append(.toolCallEnd(id: id))
    }
    events.append(.stop(.toolUse))
    return events
  }

  /// Puts the id an ordinal points at (`第一条` → the first `#id` of the last result) into the
  /// field that took the reference words, or the first required field left empty.
  static func resolve(
    _ reference: ResultReference, in segment: String, previous: [ToolResultBlock],
    skill: SkillDescriptor, _ values: inout [String: JSONValue]
  ) {
    guard let id = previous.reversed().lazy.compactMap({ reference.id(in: $0.content) }).first
    else { return }
    let words = String(segment[reference.range])
    let target =
      skill.inputFields.first { field in
        guard let value = values[field.name]?.stringValue, !value.isEmpty else { return false }
        return value.contains(words) || words.contains(value)
      }
      ?? skill.inputFields.first { $0.required && values[$0.name] == nil }
    guard let field = target else { return }
    if field.type == .integer, let number = Int(id) {
      values[field.name] = .integer(number)
    } else {
      values[field.name] = .string(field.description.contains("#") ? "#" + id : id)
    }
  }

  private func report(_ results: [ToolResultBlock], request: ModelRequest) -> String {
    let calls = request.messages.flatMap(\.toolCalls)
    let userText = request.messages.last { $0.role == .user && $0.toolResults.isEmpty }?.text ?? ""
    let wording = PlannerText(language: request.language ?? UserLanguage.of(userText))
    let outcomes = results.map { result in
      let skillID = calls.first { $0.id == result.toolUseID }?.name ?? "?"
      let name =
        request.tools.first { $0.id == skillID }?.displayName(in: wording.language.rawValue)
        ?? skillID
      return wording.outcome(name: name, skillID: skillID, result: result)
    }
    // A block is a paragraph of its own; one-line outcomes stay one per line.
    return outcomes.joined(separator: outcomes.contains { $0.contains("\n") } ? "\n\n" : "\n")
  }

  static func chunks(_ text: String, size: Int) -> [String] {
    var chunks: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if current.count >= size {
        chunks.append(current)
        current = ""
      }
    }
    if !current.isEmpty { chunks.append(current) }
    return chunks
  }
}
