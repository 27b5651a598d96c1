import Foundation
import SkillKit

/// What the command line asked for.
enum AskCommand: Equatable {
  /// `--help`, with the `--lang` given beside it (`ask --lang zh --help`).
  case help(lang: String?)
  case version
  case run(RunOptions)
  /// `ask skills [--json] [--no-mcp] [--lang en|zh]`.
  case skills(SkillsOptions)
  /// `ask skills show ID [--json] [--no-mcp] [--lang en|zh]`.
  case skillShow(id: String, SkillsOptions)
  case skillCheck(path: String?)
  case mcp(MCPAction, json: Bool)
  case auth(AuthAction, json: Bool)
  case doctor(RunOptions)
  /// `ask doctor --errors [--markdown] [--json] [--lang en|zh]`: the error catalogue.
  case doctorErrors(language: String?, markdown: Bool, json: Bool)
  /// `ask` with no request and stdin not a terminal: a short list of what it can do.
  case abilities(RunOptions)
  case permissions(PermissionsAction, json: Bool)
  /// `ask grants [--json] | revoke ID | explain SKILL --input JSON [--session ID]`.
  case grants(GrantsAction, json: Bool)
  case audit(AuditOptions)
  case sessions(SessionsAction, json: Bool)
  case undo(UndoOptions)
  /// `ask planner [status|forget] [--json]`.
  case planner(action: String, json: Bool)
  /// `ask serve [--host H] [--port N] [--open]`: the web app and its HTTP API.
  case serve(ServeOptions)
  /// `ask store export --to FILE` / `ask store import FILE`.
  case store(StoreAction)

  /// Whether an error of the command is reported as JSON (the commands that have `--json`).
  var wantsJSON: Bool {
    switch self {
    case .skills(let options), .skillShow(_, let options): return options.json
    case .mcp(_, let json), .auth(_, let json),
      .permissions(_, let json), .grants(_, let json), .sessions(_, let json),
      .planner(_, let json),
      .doctorErrors(_, _, let json):
      return json
    case .audit(let options): return options.json
    case .undo(let options): return options.json
    case .help, .version, .run, .skillCheck, .doctor, .abilities, .serve, .store: return false
    }
  }
}

/// `ask sessions …`.
enum SessionsAction: Equatable {
  case list(SessionsFilters, limit: Int)
  case search(SessionsSearch)
  case tag(id: String, tags: [String])
  case untag(id: String, tags: [String])
  case show(id: String, page: SessionsPage, limit: Int)
  case rename(id: String, title: String)
  case remove(id: String)
  case fork(id: String, at: Int64?)
  case export(id: String, format: String, output: String?)
}

/// The filters of `ask sessions` and `ask sessions search`, as given (dates and folders are
/// read when the command runs, in its environment).
struct SessionsFilters: Equatable {
  var tags: [String] = []
  var workspace: String?
  var model: String?
  var since: String?
}

/// `ask sessions search QUERY…`.
struct SessionsSearch: Equatable {
  var query: String
  var filters: SessionsFilters
  var skill: String?
  var session: String?
  /// The cursor a previous page returned.
  var after: String?
  var limit: Int
}

/// Which page `ask sessions show` prints.
enum SessionsPage: Equatable {
  case newest
  case before(Int64)
  case after(Int64)
}

/// `ask permissions list|add|rm`.
enum PermissionsAction: Equatable {
  case list
  /// `expiry`: `--for DURATION` or `--until DATE`, as given.
  case add(decision: String, pattern: String, scope: String, expiry: RuleExpiry? = nil)
  case remove(Int)
}

/// When an added rule expires, as the command line said it.
enum RuleExpiry: Equatable {
  /// `--for 8h`.
  case lasting(String)
  /// `--until 2026-12-31`.
  case until(String)
}

/// `ask grants`.
enum GrantsAction: Equatable {
  case list
  case revoke(String)
  case explain(skill: String, input: String, session: String?)
}

/// `ask audit [--skill ID] [--since DATE] [--json]` and `ask audit export [FILE]`.
struct AuditOptions: Equatable {
  var skill: String?
  var since: String?
  var json = false
  /// Set for `export`: a file path, or "-" for stdout.
  var export: String?
}

/// `ask auth status|grant|revoke`.
enum AuthAction: Equatable {
  case status(String?)
  case grant(String)
  case revoke(String)
}

/// How `ask skills` lists: as JSON lines, with the MCP servers' tools (started as `ask mcp
/// tools` does) unless `--no-mcp`, in the language `--lang` names (else ASK_LANG, the locale).
struct SkillsOptions: Equatable {
  var json = false
  var mcp = true
  var language: String?
}
