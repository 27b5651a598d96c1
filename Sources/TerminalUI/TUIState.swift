import AgentCore
import SkillKit

/// What the terminal UI holds besides the bridge: the input line, scrolling, focus, overlays.
public struct TUIState: Sendable {
  /// Overlays that take the keys.
  public enum Mode: Sendable, Hashable {
    case chat
    case help
    case picker(sessions: [PickerEntry], selected: Int)
    /// Editing a form: missing fields of an input request, or a permission's parameters.
    case form(FormState)
    /// A finished call's whole output, full screen, scrolled down by `scroll` lines.
    case output(cardID: String, scroll: Int)
  }

  /// The text being typed.
  public var input = ""
  /// What `@` completes from: `mcp://SERVER/URI` of every resource the MCP servers list; nil
  /// until they were asked (the first `@` typed asks).
  public var attachables: [String]?
  /// Where typing goes in `input`, in characters from the start.
  public var cursor = 0
  /// Messages sent earlier, oldest first (Up and Down recall them).
  public var history: [String] = []
  /// The history entry shown, counted back from the newest; nil while typing fresh text.
  public var historyIndex: Int?
  /// Messages typed while a run is going; sent when it ends.
  public var queued: [String] = []
  /// Lines scrolled back from the newest (0 follows the conversation).
  public var scrollBack = 0
  /// The card the arrow keys move between; nil when none is.
  public var focusedCard: String?
  /// What the keys do now: chat, a form, a list of sessions, help.
  public var mode: Mode = .chat
  /// A one-line message under the input (what Esc did, why a key did nothing).
  public var notice: String?
  /// True while the run is paused at a call boundary.
  public var isPaused = false
  /// Esc asked to cancel; the notice changes once the run has ended.
  public var cancelling = false
  /// Cards the user toggled, overriding their default (running expanded, finished collapsed).
  public var expanded: [String: Bool] = [:]
  /// Lines the permission card's diff is scrolled down (↑ ↓ PgUp PgDn while it shows).
  public var diffScroll = 0
  /// The first screen's panel of what the agent can do: shown until the first request, back
  /// with `?`; `abilitySelection` is the example ↑↓ points at.
  public var abilitiesShown = true
  /// The example of the first panel the arrow keys are on.
  public var abilitySelection = 0

  /// The state of a new screen.
  public init() {}
}

/// A session in the picker.
public struct PickerEntry: Sendable, Hashable {
  /// The session's id.
  public var id: String
  /// Its title.
  public var title: String
  /// When it was last updated, as shown.
  public var date: String
  /// How many events it has.
  public var events: Int

  /// A row of the session list.
  public init(id: String, title: String, date: String, events: Int) {
    self.id = id
    self.title = title
    self.date = date
    self.events = events
  }
}

/// A form being filled in the terminal: one field at a time, validated as you go.
public struct FormState: Sendable, Hashable {
  /// What a form answers: an input request of the agent, or an edit of a permission card.
  public enum Purpose: Sendable, Hashable {
    /// Missing (then optional) fields of an input request.
    case input(requestID: String)
    /// Editing a call's parameters from its permission card.
    case editPermission(requestID: String)
  }

  /// What the form is for: missing fields, a question, edited parameters.
  public var purpose: Purpose
  /// The form's heading.
  public var title: String
  /// The rows to answer now (nested objects, array items and variants expanded), each named
  /// by its path; recomputed from `tree` as answers come in.
  public var fields: [InputField]
  /// How far each row is indented (one level per level of nesting).
  public var depths: [Int]
  /// What answering each row does.
  public var roles: [FormTree.Role]
  /// The form's questions, from the schema.
  public let tree: FormTree
  /// The row being answered.
  public var index = 0
  /// The answers so far, by path.
  public var values: [String: String] = [:]
  /// The text of the row being typed.
  public var draft = ""
  /// The message for the current field, when its value did not validate.
  public var error: String?
  /// For date-time fields: the value the draft would become (`2026-12-01 09:00 +08:00`).
  public var preview: String?

  /// A form for `fields`.
  public init(
    purpose: Purpose, title: String, fields: [InputField], values: [String: String] = [:],
    errors: [String: String] = [:]
  ) {
    self.purpose = purpose
    self.title = title
    self.tree = FormTree(fields: fields)
    self.fields = []
    self.depths = []
    self.roles = []
    self.values = values
    refreshRows()
    self.draft = self.fields.first.flatMap { values[$0.name] } ?? ""
    self.error = self.fields.first.flatMap { errors[$0.name] }
  }

  /// The field being answered; nil past the last.
  public var field: InputField? { index < fields.count ? fields[index] : nil }
  /// What answering the current row does.
  public var role: FormTree.Role? { index < roles.count ? roles[index] : nil }

  /// Recomputes the rows after an answer (a variant chosen, an item added or removed).
  public mutating func refreshRows() {
    let rows = tree.rows(answers: values)
    fields = rows.map(\.field)
    depths = rows.map(\.depth)
    roles = rows.map(\.role)
  }
}
