import AgentCore
import Foundation
import SkillKit

/// A hook that runs a shell command with the call as JSON on stdin.
///
/// Its output lines become hook progress; a `pre_tool_use` hook that exits with 2 blocks
/// the call, and its output is the reason the model and the user see.
struct CommandHook: AgentHook {
  let name: String
  let event: HookEvent
  let skillPattern: String
  let command: String

  func matches(skillID: String) -> Bool {
    if skillPattern == "*" { return true }
    if skillPattern.hasSuffix(".*") { return skillID.hasPrefix(String(skillPattern.dropLast(1))) }
    return skillID == skillPattern
  }

  func run(_ input: HookInput, progress: @escaping @Sendable (String) -> Void) async
    -> HookOutcome
  {
    var payload: [String: JSONValue] = [
      "event": .string(input.event.rawValue), "tool_use_id": .string(input.toolUseID),
      "skill": .string(input.skillID), "input": input.input,
    ]
    if let result = input.result {
      payload["result"] = [
        "status": .string(result.status.rawValue), "content": .string(result.content),
      ]
    }
    let stdinData = Data((JSONValue.object(payload).jsonString + "\n").utf8)
    let (command, event) = (self.command, self.event)
    return await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(
          returning: Self.execute(command, stdin: stdinData, event: event, progress: progress))
      }
      thread.start()
    }
  }

  private static func execute(
    _ command: String, stdin: Data, event: HookEvent, progress: @Sendable (String) -> Void
  ) -> HookOutcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    do {
      try process.run()
    } catch {
      return HookOutcome(blocked: false, exitCode: nil, output: "could not start hook: \(error)")
    }
    try? input.fileHandleForWriting.write(contentsOf: stdin)
    try? input.fileHandleForWriting.close()
    var lines: [String] = []
    var pending = Data()
    while true {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
        pending = Data(pending[pending.index(after: newline)...])
        lines.append(line)
        progress(line)
      }
    }
    if !pending.isEmpty {
      let line = String(decoding: pending, as: UTF8.self)
      lines.append(line)
      progress(line)
    }
    process.waitUntilExit()
    let code = process.terminationStatus
    return HookOutcome(
      blocked: event == .preToolUse && code == 2, exitCode: code,
      output: lines.joined(separator: "\n"))
  }

  /// Reads `hooks.json`: `{"hooks":[{"event":"pre_tool_use","skill":"todo.*","command":"…"}]}`.
  /// A missing file means no hooks; a malformed one is an error naming the entry.
  static func load(from path: String) throws -> [CommandHook] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    let root: JSONValue
    do {
      root = try JSONValue.parse(data)
    } catch {
      throw SkillManifest.ManifestError(file: path, entry: nil, reason: "not valid JSON")
    }
    guard let list = root["hooks"]?.arrayValue else {
      throw SkillManifest.ManifestError(
        file: path, entry: nil, reason: "expected an object with a \"hooks\" array")
    }
    return try list.enumerated().map { index, item in
      let label = "hooks[\(index)]"
      guard let eventName = item["event"]?.stringValue, let event = HookEvent(rawValue: eventName)
      else {
        throw SkillManifest.ManifestError(
          file: path, entry: label, reason: "\"event\" must be pre_tool_use or post_tool_use")
      }
      guard let command = item["command"]?.stringValue, !command.isEmpty else {
        throw SkillManifest.ManifestError(file: path, entry: label, reason: "missing \"command\"")
      }
      return CommandHook(
        name: item["name"]?.stringValue ?? label, event: event,
        skillPattern: item["skill"]?.stringValue ?? "*", command: command)
    }
  }
}
