import AgentCore
import Foundation
import SkillKit

/// The offline planner scored on a labelled corpus (`Tests/Fixtures/planner_corpus.jsonl`):
/// top-1 and top-3 accuracy of the skill, and of the parameters that must be exact, per
/// category. The tests hold it to a floor; the benchmark prints it.
public enum PlannerEvaluation {
  /// One request of a corpus with the skill (and values) it should get.
  public struct Row: Sendable {
    /// The area of the request (`reminders`, `files`…).
    public var category: String
    /// The request.
    public var request: String
    /// The skills it must plan, in order.
    public var skills: [String]
    /// Parameters the first call must have.
    public var params: [String: JSONValue]
    /// Fields the request does not say: the first call must leave them for the form to ask.
    public var asks: [String] = []
  }

  /// How a corpus scored: requests ranked right first, in the top three, and values right.
  public struct Score: Sendable {
    /// The area scored.
    public var category: String
    /// The request.
    public var requests = 0
    /// Requests whose first skill was right.
    public var top1 = 0
    /// Requests whose skill was among the first three candidates.
    public var top3 = 0
    /// Parameters the first call must have.
    public var paramsRight = 0
    /// Parameters the first call must have.
    public var paramsChecked = 0
    /// Fields that had to be left for the form, and those that were (not guessed).
    public var asksChecked = 0
    /// Fields left for the form as they had to be.
    public var asksRight = 0
    /// The requests it got wrong, with what it did.
    public var misses: [String] = []
    /// How often each wrong choice was made: `expected → chosen` (`none` for no call).
    public var confusions: [String: Int] = [:]

    /// `value` as a percentage of `total` (100 when there is nothing to count).
    public func percent(_ value: Int, of total: Int) -> Double {
      total == 0 ? 100 : Double(value) * 100 / Double(total)
    }
  }

  /// The corpus lines; a line that does not parse is an error naming it.
  public static func rows(_ text: String) throws -> [Row] {
    try text.split(separator: "\n").enumerated().map { number, line in
      let json = try JSONValue.parse(String(line))
      guard let category = json["category"]?.stringValue, let request = json["request"]?.stringValue
      else { throw PlannerEvaluationError(line: number + 1) }
      return Row(
        category: category, request: request,
        skills: json["skills"]?.arrayValue?.compactMap(\.stringValue) ?? [],
        params: json["params"]?.objectValue ?? [:],
        asks: json["asks"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }
  }

  /// Scores `planner` on `rows` with `tools`, the clock at `now` in `zone`.
  public static func score(
    _ rows: [Row], tools: [SkillDescriptor], planner: OfflinePlanner = OfflinePlanner(),
    now: Date, zone: TimeZone
  ) -> [Score] {
    var scores: [String: Score] = [:]
    for row in rows {
      var score = scores[row.category] ?? Score(category: row.category)
      score.requests += 1
      let events = planner.respond(
        to: ModelRequest(
          system: "", messages: [.user(row.request)], tools: tools, now: now, timeZone: zone))
      var order: [String] = []
      var names: [String: String] = [:]
      var arguments: [String: String] = [:]
      var candidates: [String] = []
      for event in events {
        switch event {
        case .candidates(let ranked): candidates = ranked.map(\.skillID)
        case .toolCallStart(let id, let name):
          order.append(id)
          names[id] = name
        case .toolCallArgumentsDelta(let id, let fragment): arguments[id, default: ""] += fragment
        default: break
        }
      }
      let called = order.compactMap { names[$0] }
      if called == row.skills {
        score.top1 += 1
      } else {
        score.misses.append("\(row.request) → \(called)")
        let pair = "\(row.skills.first ?? "none") → \(called.first ?? "none")"
        score.confusions[pair, default: 0] += 1
      }
      if row.skills.isEmpty ? called.isEmpty : candidates.prefix(3).contains(row.skills[0]) {
        score.top3 += 1
      }
      let first = order.first.flatMap { arguments[$0] }.flatMap { try? JSONValue.parse($0) }
      for (field, expected) in row.params {
        score.paramsChecked += 1
        if called.first == row.skills.first, first?[field] == expected {
          score.paramsRight += 1
        } else {
          score.misses.append(
            "\(row.request): \(field) = \(first?[field]?.jsonString ?? "nothing"), "
              + "not \(expected.jsonString)")
        }
      }
      for field in row.asks {
        score.asksChecked += 1
        if called.first == row.skills.first, first?[field] == nil {
          score.asksRight += 1
        } else {
          score.misses.append(
            "\(row.request): \(field) guessed as \(first?[field]?.jsonString ?? "nothing")")
        }
      }
      scores[row.category] = score
    }
    return scores.values.sorted { $0.category < $1.category }
  }

  /// All categories together.
  public static func total(_ scores: [Score]) -> Score {
    scores.reduce(into: Score(category: "all")) { total, score in
      total.requests += score.requests
      total.top1 += score.top1
      total.top3 += score.top3
      total.paramsRight += score.paramsRight
      total.paramsChecked += score.paramsChecked
      total.asksRight += score.asksRight
      total.asksChecked += score.asksChecked
      total.misses += score.misses
      total.confusions.merge(score.confusions, uniquingKeysWith: +)
    }
  }

  /// The wrong choices, most frequent first: `expected → chosen ×n`.
  public static func confusionLines(_ score: Score, most: Int = 20) -> [String] {
    score.confusions.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .prefix(most).map { "\($0.key) ×\($0.value)" }
  }

  /// The table BENCHMARKS.md shows.
  public static func table(_ scores: [Score]) -> String {
    var lines = [
      "| category | requests | top-1 | top-3 | parameters | asked, not guessed |",
      "|---|---|---|---|---|---|",
    ]
    for score in scores + [total(scores)] {
      lines.append(
        "| \(score.category) | \(score.requests) | "
          + String(format: "%.1f %%", score.percent(score.top1, of: score.requests)) + " | "
          + String(format: "%.1f %%", score.percent(score.top3, of: score.requests)) + " | "
          + String(format: "%.1f %%", score.percent(score.paramsRight, of: score.paramsChecked))
          + " (\(score.paramsChecked)) | "
          + String(format: "%.1f %%", score.percent(score.asksRight, of: score.asksChecked))
          + " (\(score.asksChecked)) |")
    }
    return lines.joined(separator: "\n")
  }
}

/// A corpus line that is not a labelled request.
public struct PlannerEvaluationError: Error, CustomStringConvertible {
  /// The line of the corpus file.
  public var line: Int
  /// What the line lacks.
  public var description: String { "planner corpus line \(line): needs category and request" }
}
