import AgentCore
import TerminalUI

/// The words of `ask doctor`, in English and Chinese.
struct DoctorWords {
  let zh: Bool

  init(_ language: UserLanguage) {
    zh = language == .chinese
  }

  static let names: [String: (en: String, zh: String)] = [
    "model": ("model", "模型"), "base URL": ("base URL", "base URL"),
    "API key": ("API key", "API 密钥"), "time zone": ("time zone", "时区"),
    "data directory": ("data directory", "数据目录"), "database": ("database", "数据库"),
    "configuration": ("configuration", "配置"), "authorizations": ("authorizations", "系统权限"),
    "skills": ("skills", "技能"), "skill file": ("skill file", "技能文件"),
    "endpoint": ("endpoint", "模型端点"),
  ]

  /// A check's name in this language (`mcp time` keeps the server's name).
  func name(_ key: String) -> String {
    if key.hasPrefix("mcp ") { return zh ? "MCP " + key.dropFirst(4) : key }
    guard let pair = Self.names[key] else { return key }
    return zh ? pair.zh : pair.en
  }

  func summary(problems: Int) -> String {
    switch (zh, problems) {
    case (true, 0): return "一切正常。"
    case (true, _): return "发现 \(problems) 个问题，修复方法见上。"
    case (false, 0): return "No problems found."
    case (false, 1): return "1 problem found; its fix is above."
    case (false, _): return "\(problems) problems found; each fix is above."
    }
  }

  var present: String { zh ? "已设置" : "present" }
  var absent: String { zh ? "未设置" : "absent" }
  var createdOnFirstUse: String { zh ? "首次使用时创建" : "created on first use" }
  var noneNeeded: String { zh ? "无需任何权限" : "none needed" }
  var builtIn: String { zh ? "个内置" : "built-in" }
  var fromFiles: String { zh ? "个来自文件" : "from files" }
  var offlineEndpoint: String {
    zh ? "无需端点：离线规划器在本机运行" : "none needed: the offline planner runs on this machine"
  }

  func tools(_ count: Int) -> String {
    zh ? "\(count) 个工具" : "\(count) tool\(count == 1 ? "" : "s")"
  }

  func status(_ status: AuthorizationStatus) -> String {
    switch (zh, status) {
    case (true, .authorized): return "已授权"
    case (true, .denied): return "已拒绝"
    case (true, .notDetermined): return "未决定"
    case (false, _): return status.rawValue
    }
  }

  func database(path: String, integrity: String, version: Int, latest: Int, created: Bool)
    -> String
  {
    zh
      ? "\(path)（完整性 \(integrity)，schema \(version)/\(latest)\(created ? "，刚刚创建" : "")）"
      : "\(path) (integrity \(integrity), schema \(version) of \(latest)\(created ? ", created now" : ""))"
  }

  /// `text` padded with spaces to `columns` terminal columns (a CJK character takes two).
  static func pad(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - DisplayWidth.of(text)))
  }

  /// Before a message in `ask doctor --errors`.
  var says: String { zh ? "提示：" : "says:" }
}
