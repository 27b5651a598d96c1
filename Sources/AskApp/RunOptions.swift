import Foundation
import SkillKit

/// Options of a request run.
struct RunOptions: Equatable {
  var request: String = ""
  var json = false
  /// nil: from `ASK_MODEL`, the config file, or `offline`.
  var model: String?
  var baseURL: String?
  var permissionMode: String?
  /// `--resume ID`: continue that session.
  var resume: String?
  /// `--continue`: continue the most recent session.
  var continueLatest = false
  var maxTurns = 10
  var language: String?
  /// `--request-timeout S`: the total deadline of one model request.
  var requestTimeout: String?
  /// `--run-timeout S`: the total deadline of the run.
  var runTimeout: String?
  /// `--max-tokens N`: the cap on one model answer.
  var maxTokens: String?
  /// `--tool-choice auto|required|none|SKILL`.
  var toolChoice: String?
  /// `ask call ID --input JSON`: run one skill directly, with no model.
  var directCall: DirectCall?
  /// `--mcp-eager`: start every MCP server at launch instead of when its tools are needed.
  var mcpEager = false
  /// `--attach mcp://SERVER/URI`: resources read and sent with the request (as `@` mentions).
  var attachments: [String] = []
  /// `--workspace DIR`: the folder file and shell skills work in (default: the current one,
  /// or a resumed session's).
  var workspace: String?
  /// `--sandbox workspace|read-only|off`: what the processes ask starts may reach.
  var sandbox: String?
}

/// `ask call ID [--input JSON | --input-file F]`.
struct DirectCall: Equatable {
  var skill: String
  /// The input as given (an object; validated against the skill's schema by the gate).
  var input: JSONValue
}
