/// The built-ins' field descriptions in Chinese, by skill id and field: what a form in a
/// Chinese run shows under each question (the model reads the English `description`).
enum BuiltinFieldWords {
  static let chinese: [String: [String: String]] = [
    "demo.countdown": ["seconds": "倒数多少秒"],
    "reminder.create": [
      "title": "要提醒的事", "dueDate": "什么时候提醒（ISO 8601，带时区偏移）", "notes": "补充说明",
    ],
    "reminder.list": ["includeCompleted": "也列出已完成的提醒"],
    "reminder.complete": ["item": "提醒的编号（#3）或标题中的几个字"],
    "todo.add": ["title": "要做的事", "due": "截止时间", "priority": "有多紧急"],
    "todo.list": ["includeCompleted": "也列出已完成的待办"],
    "todo.complete": ["item": "待办的编号（#3）或标题中的几个字"],
    "calendar.create_event": [
      "title": "日程内容", "start": "开始时间（ISO 8601，带时区偏移）",
      "end": "结束时间（ISO 8601，带时区偏移）", "duration_minutes": "时长（分钟），没有结束时间时使用",
      "location": "地点", "notes": "详细说明", "all_day": "全天日程",
    ],
    "calendar.delete_event": ["event": "日程的编号（#3）或标题中的几个字"],
    "calendar.export": ["path": "要写入的 .ics 文件", "from": "范围的开始", "to": "范围的结束"],
    "calendar.import": ["path": "要导入的 .ics 文件"],
    "calendar.list_events": ["from": "范围的开始", "to": "范围的结束", "query": "要查找的词"],
    "files.edit": [
      "path": "文件，相对于工作区或绝对路径", "old_string": "要替换的原文（须完全一致）",
      "new_string": "替换成的文字", "replace_all": "替换所有出现的地方",
    ],
    "files.glob": ["pattern": "通配模式，相对于要查找的文件夹", "path": "要查找的文件夹（默认：工作区）"],
    "files.grep": [
      "pattern": "正则表达式", "path": "要搜索的文件夹或文件（默认：工作区）",
      "glob": "只搜索名称或路径匹配的文件", "context": "每处匹配前后显示的行数",
      "max_matches": "匹配到这么多行后停止", "ignore_case": "不区分大小写",
    ],
    "files.read": ["path": "文件，相对于工作区或绝对路径", "offset": "从第几行开始（从 1 起）", "limit": "显示多少行"],
    "files.write": ["path": "文件，相对于工作区或绝对路径", "content": "完整的新内容"],
    "shell.run": [
      "command": "命令行", "cwd": "在哪个文件夹运行，须在工作区内（默认：工作区）", "timeout": "多少秒后结束它",
      "network": "命令需要联网：这会离开沙箱，会单独询问你",
    ],
  ]

  /// The descriptions of `skill`'s fields in other languages, for its descriptor.
  static func localized(_ skill: String) -> [String: [String: String]] {
    chinese[skill].map { ["zh": $0] } ?? [:]
  }
}
