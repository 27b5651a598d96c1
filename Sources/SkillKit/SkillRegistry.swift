/// The skills the agent can call: registered at start-up, enabled or disabled by a manifest.
public struct SkillRegistry: Sendable {
  /// Why a registry change was refused.
  public enum RegistryError: Error, Sendable, Hashable, CustomStringConvertible {
    case duplicateID(String)
    case unknownID(String)
    case invalidID(String)

    /// What clashes, by id.
    public var description: String {
      switch self {
      case .duplicateID(let id):
        return "a skill named \(id) is already registered; use replace to swap it"
      case .unknownID(let id): return "no skill named \(id)"
      case .invalidID(let id):
        return
          "\"\(id)\" is not a valid skill id; use lowercase words joined by dots, like todo.add"
      }
    }
  }

  private var order: [String] = []
  private var skills: [String: any Skill] = [:]
  private var disabled: Set<String> = []

  /// An empty registry.
  public init() {}

  /// A registry of `skills`; two with one id are an error.
  public init(_ skills: [any Skill]) throws {
    for skill in skills { try register(skill) }
  }

  /// Adds a skill; a second skill with the same id is an error.
  public mutating func register(_ skill: any Skill) throws {
    let id = skill.descriptor.id
    guard Self.isValidID(id) else { throw RegistryError.invalidID(id) }
    guard skills[id] == nil else { throw RegistryError.duplicateID(id) }
    order.append(id)
    skills[id] = skill
  }

  /// Swaps the implementation of a registered skill, keeping its place.
  public mutating func replace(_ skill: any Skill) throws {
    let id = skill.descriptor.id
    guard skills[id] != nil else { throw RegistryError.unknownID(id) }
    skills[id] = skill
  }

  /// Removes a skill.
  @discardableResult
  public mutating func unregister(_ id: String) throws -> any Skill {
    guard let skill = skills.removeValue(forKey: id) else { throw RegistryError.unknownID(id) }
    order.removeAll { $0 == id }
    disabled.remove(id)
    return skill
  }

  /// Enables or disables a registered skill.
  public mutating func setEnabled(_ enabled: Bool, for id: String) throws {
    guard skills[id] != nil else { throw RegistryError.unknownID(id) }
    if enabled { disabled.remove(id) } else { disabled.insert(id) }
  }

  /// The enabled skill with this id.
  public func skill(_ id: String) -> (any Skill)? {
    disabled.contains(id) ? nil : skills[id]
  }

  /// Whether `id` is registered but disabled.
  public func isDisabled(_ id: String) -> Bool { disabled.contains(id) }

  /// Enabled descriptors in registration order: what the model is offered.
  public var descriptors: [SkillDescriptor] {
    order.filter { !disabled.contains($0) }.compactMap { skills[$0]?.descriptor }
  }

  /// Every registered descriptor with its enabled flag, in registration order.
  public var allDescriptors: [(descriptor: SkillDescriptor, enabled: Bool)] {
    order.compactMap { id in skills[id].map { ($0.descriptor, !disabled.contains(id)) } }
  }

  /// Lowercase letters, digits, `_` and `-` in dot-separated parts.
  public static func isValidID(_ id: String) -> Bool {
    let parts = id.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty
      && parts.allSatisfy { part in
        !part.isEmpty
          && part.allSatisfy {
            $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_" || $0 == "-")
          }
      }
  }
}
