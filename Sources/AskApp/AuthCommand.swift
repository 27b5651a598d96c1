import AgentCore
import SQLiteStore
import SkillKit

/// `ask auth status|grant|revoke CAPABILITY`: the system authorizations on Linux.
enum AuthCommand {
  static func run(
    _ action: AuthAction, json: Bool, container: AppContainer, output: OutputWriter
  ) async throws -> Int32 {
    let provider = container.stores.authorization
    let known = Set(container.registry.allDescriptors.flatMap(\.descriptor.requiredAuthorizations))
    func check(_ capability: String) throws {
      guard known.contains(capability) else {
        throw UsageError(
          message: "unknown capability \"\(capability)\"; known: "
            + known.sorted().joined(separator: ", "))
      }
    }
    switch action {
    case .grant(let capability):
      try check(capability)
      try await provider.setStatus(.authorized, for: capability)
      output.line("\(capability): authorized")
    case .revoke(let capability):
      try check(capability)
      try await provider.setStatus(.denied, for: capability)
      output.line("\(capability): denied")
    case .status(let only):
      if let only { try check(only) }
      for capability in known.sorted() where only == nil || only == capability {
        let status = try await provider.status(of: capability)
        let users = container.registry.allDescriptors.map(\.descriptor)
          .filter { $0.requiredAuthorizations.contains(capability) }.map(\.id)
        if json {
          let line: JSONValue = [
            "capability": .string(capability), "status": .string(status.rawValue),
            "skills": .array(users.map(JSONValue.string)),
          ]
          output.line(line.jsonString)
        } else {
          output.line(
            "\(capability): \(status.rawValue) (used by \(users.joined(separator: ", ")))")
        }
      }
    }
    return 0
  }
}
