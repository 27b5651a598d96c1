import Foundation
import SkillKit

/// Command words around the content of a request (`提醒我`, `remind me to`, `as done`),
/// stripped from its edges to leave the text a skill should store.
enum FillerPhrases {
  /// Longest first, so `remind me to` goes before `remind me`.
  static let phrases: [String] = {
    let chinese = [
      "记得提醒我一下", "提醒我一下", "记得提醒我", "提醒一下我", "提醒我", "提醒一下", "叫我", "帮我", "请你", "请",
      "麻烦你", "麻烦", "给我", "设置一个提醒", "设一个提醒", "设个提醒", "设置提醒", "新建一个提醒", "添加一个待办",
      "添加待办事项", "添加待办", "新建待办", "加一个待办", "记一个待办", "记个待办", "添加一个", "待办事项", "待办清单",
      "待办列表", "待办", "加到", "加上", "添加", "标记为已完成", "标记为完成", "标记成完成", "标记完成", "已经完成了",
      "已经做完了", "完成了", "做完了", "搞定了", "完成", "把", "这个", "那个", "的提醒", "的待办", "提醒", "一下",
      "要", "记得", "一个", "之前", "以前", "在代码里搜索", "在代码中搜索", "在文件里搜索", "在文件中搜索",
      "哪些文件用到了", "哪些文件包含", "搜索包含",
      // What is left of `在 a.txt 里搜索 X` once the path is taken out.
      "在 里搜索", "在 中搜索", "在 里查找", "在 中查找", "在 里面搜索", "在 里找", "在 中找",
    ]
    let english = [
      "set a reminder to", "set a reminder for", "set a reminder", "create a reminder to",
      "create a reminder for", "remind me to", "remind me about", "remind me", "add a todo",
      "add a to-do", "add to-do", "add todo", "to my todo list", "to my to-do list",
      "on my todo list", "on my to-do list", "to the todo list", "to my todos", "to my list",
      "my todo list", "new task", "new todo", "a todo", "todo", "to-do", "please", "mark",
      "as done",
      "as completed", "as complete", "is done", "done", "complete the", "complete",
      "i finished the",
      "i finished", "finished", "the reminder", "reminder", "the todo", "the task", "task", "add",
      "put", "to", "the", "about", "that", "for", "before", "by", "can you", "could you",
      "search the files for", "search the code for", "search files for", "grep for",
      "find where", "is used", "are used", "look up", "tell me about", "on", "from", "of",
      "at", "with",
    ]
    return (chinese + english).sorted { $0.count > $1.count }
  }()

  /// Characters trimmed with the phrases.
  static let edgeCharacters = CharacterSet.whitespacesAndNewlines
    .union(CharacterSet(charactersIn: ",.;:!?，。；：！？、\"'“”‘’「」()（）-—"))

  /// The things some phrases name (`add a todo`, `the reminder`, `待办`): such a phrase is a
  /// command only for a skill whose own words name that thing — for a search, `TODO` is what
  /// to find.
  static let subjects = ["to-do", "todo", "task", "reminder", "待办", "提醒"]

  /// The phrases for `skill`: the general ones, and those naming a thing only when the skill's
  /// id, names or descriptions name it.
  static func phrases(for skill: SkillDescriptor) -> [String] {
    let own =
      (skill.id + " " + skill.displayName + " "
      + skill.localizedDisplayNames.values.joined(separator: " ") + " "
      + skill.descriptionsInAllLanguages).lowercased()
    var named = 0
    for (bit, subject) in subjects.enumerated() where own.contains(subject) { named |= 1 << bit }
    return bySubjects[named]
  }

  /// The phrases for each set of things a skill names (bit `i`: `subjects[i]`), worked out once:
  /// a phrase is kept when every thing it names is in the set.
  private static let bySubjects: [[String]] = {
    let named = phrases.map { phrase in
      subjects.enumerated().reduce(0) { $0 | (phrase.contains($1.element) ? 1 << $1.offset : 0) }
    }
    return (0..<(1 << subjects.count)).map { set in
      zip(phrases, named).filter { $0.1 & ~set == 0 }.map(\.0)
    }
  }()

  /// `text` with the filler phrases for `skill` and punctuation removed from both ends,
  /// repeatedly.
  static func strip(_ text: String, for skill: SkillDescriptor) -> String {
    strip(text, phrases: phrases(for: skill))
  }

  /// `text` with filler phrases and punctuation removed from both ends, repeatedly.
  static func strip(_ text: String, phrases: [String] = phrases) -> String {
    var current = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .trimmingCharacters(in: edgeCharacters)
    var changed = true
    while changed && !current.isEmpty {
      changed = false
      let lower = current.lowercased()
      for phrase in phrases {
        if lower.hasPrefix(phrase), isBoundary(current, at: phrase.count, forward: true) {
          current = String(current.dropFirst(phrase.count)).trimmingCharacters(in: edgeCharacters)
          changed = true
          break
        }
        if lower.hasSuffix(phrase),
          isBoundary(current, at: current.count - phrase.count, forward: false)
        {
          current = String(current.dropLast(phrase.count)).trimmingCharacters(in: edgeCharacters)
          changed = true
          break
        }
      }
    }
    return current
  }

  /// English phrases must end at a word boundary; CJK phrases need none.
  private static func isBoundary(_ text: String, at offset: Int, forward: Bool) -> Bool {
    let characters = Array(text)
    guard offset > 0, offset < characters.count else { return true }
    let inside = forward ? characters[offset - 1] : characters[offset]
    let outside = forward ? characters[offset] : characters[offset - 1]
    let isWordy: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return !(isWordy(inside) && isWordy(outside))
  }
}
