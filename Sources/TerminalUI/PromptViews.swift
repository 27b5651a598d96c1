import AgentCore
import Foundation
import Markdown
import SkillKit

/// The permission card and the input form, drawn inline above the input line.
enum PromptViews {
  static func permission(
    _ request: PermissionRequest, width: Int, labels: Labels, diffScroll: Int = 0,
    diffHeight: Int = 12
  ) -> [StyledLine] {
    var lines: [StyledLine] = [StyledLine(String(repeating: "─", count: width), .warning)]
    switch request.kind {
    case .authorization:
      let capability = request.capability ?? "?"
      lines += StyledLine.wrap(
        [
          StyledRun(
            labels(
              .authorizationTitle,
              ["skill": request.skill.displayName, "capability": capability]),
            .warning)
        ],
        width: width, firstPrefix: [StyledRun("? ", .warning)], prefix: [StyledRun("  ")])
      lines.append(
        answerLine([("y", labels(.allow)), ("n", labels(.deny)), ("x", labels(.denyAndStop))]))
    case .sandbox:
      lines += StyledLine.wrap(
        [
          StyledRun(
            labels(
              .sandboxTitle,
              ["skill": request.skill.displayName, "capability": request.capability ?? "?"]),
            .warning)
        ],
        width: width, firstPrefix: [StyledRun("? ", .warning)], prefix: [StyledRun("  ")])
      lines += StyledLine.wrap(
        [StyledRun(request.summary, .dim)], width: width, firstPrefix: [StyledRun("  ")],
        prefix: [StyledRun("  ")])
      lines += sandboxLine(request, width: width, labels: labels)
      lines += keyLine(editable: false, width: width, labels: labels)
    case .sampling:
      lines += StyledLine.wrap(
        [StyledRun(labels(.samplingTitle, ["skill": request.skill.displayName]), .warning)],
        width: width, firstPrefix: [StyledRun("? ", .warning)], prefix: [StyledRun("  ")])
      lines += StyledLine.wrap(
        [StyledRun(request.summary, .bold)], width: width, firstPrefix: [StyledRun("  ")],
        prefix: [StyledRun("  ")])
      lines += samplingMessages(request, width: width)
      lines.append(answerLine([("y", labels(.allow)), ("n", labels(.deny))]))
    case .confirmation:
      lines += StyledLine.wrap(
        [StyledRun(request.summary, .bold)], width: width, firstPrefix: [StyledRun("? ", .warning)],
        prefix: [StyledRun("  ")])
      if !request.reason.isEmpty {
        lines += StyledLine.wrap(
          [StyledRun(request.reason, .dim)], width: width, firstPrefix: [StyledRun("  ")],
          prefix: [StyledRun("  ")])
      }
      lines += sandboxLine(request, width: width, labels: labels)
      if let preview = request.preview {
        lines += diff(preview, width: width, scroll: diffScroll, height: diffHeight, labels: labels)
      }
      for (field, error) in request.errors.sorted(by: { $0.key < $1.key }) {
        lines.append(StyledLine([StyledRun("  ! \(field): \(error)", .error)]))
      }
      lines += keyLine(editable: true, width: width, labels: labels)
    }
    return lines
  }

  /// The messages a sampling request would send the model, each `role: text`, controls made
  /// visible; at most 12 lines, then how many more.
  static func samplingMessages(_ request: PermissionRequest, width: Int) -> [StyledLine] {
    request.samplingLines().flatMap { row in
      StyledLine.wrap(
        [StyledRun(row, .dim)], width: width, firstPrefix: [StyledRun("  │ ")],
        prefix: [StyledRun("  │ ")])
    }
  }

  /// What the call's process may reach, in words (nothing for a skill that starts none).
  static func sandboxLine(_ request: PermissionRequest, width: Int, labels: Labels)
    -> [StyledLine]
  {
    guard let sandbox = request.sandbox else { return [] }
    return StyledLine.wrap(
      [StyledRun(SandboxWords.describe(sandbox, in: labels.language), .dim)], width: width,
      firstPrefix: [StyledRun("  ")], prefix: [StyledRun("  ")])
  }

  /// The keys of a question that cannot be remembered (an authorization, a sampling request),
  /// on one line: `y allow  n deny …`.
  static func answerLine(_ keys: [(key: String, label: String)]) -> StyledLine {
    var runs = [StyledRun("  ")]
    for (index, key) in keys.enumerated() {
      runs += [
        StyledRun(key.key, .bold),
        StyledRun(" \(key.label)" + (index == keys.count - 1 ? "" : "  ")),
      ]
    }
    return StyledLine(runs)
  }

  /// The keys of a question that can be remembered: y s a n x, and e when the input can be
  /// edited.
  static func keyLine(editable: Bool, width: Int, labels: Labels) -> [StyledLine] {
    var keys: [(String, String)] = [
      ("y", labels(.allowOnce)), ("s", labels(.allowSession)), ("a", labels(.allowAlways)),
      ("n", labels(.deny)), ("x", labels(.denyAndStop)),
    ]
    if editable { keys.append(("e", labels(.edit))) }
    var runs: [StyledRun] = []
    for (key, label) in keys {
      runs += [StyledRun(key, .bold), StyledRun(" \(label)  ")]
    }
    return StyledLine.wrap(
      runs, width: width, firstPrefix: [StyledRun("  ")], prefix: [StyledRun("  ")])
  }

  /// The lines of a preview's diff, without the final empty one.
  static func diffLines(_ preview: SkillPreview) -> [Substring] {
    var lines = preview.diff.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The change a call will make: `path +a −r`, then a window of the coloured diff that
  /// ↑ ↓ PgUp PgDn scroll, with where the window is.
  static func diff(_ preview: SkillPreview, width: Int, scroll: Int, height: Int, labels: Labels)
    -> [StyledLine]
  {
    let all = diffLines(preview)
    var lines = [
      StyledLine([
        StyledRun("  "), StyledRun(preview.path, .bold), StyledRun(" "),
        StyledRun("+\(preview.added)", .success), StyledRun(" "),
        StyledRun("−\(preview.removed)", .error),
      ])
    ]
    guard !all.isEmpty else {
      lines.append(StyledLine(labels(.noChange), .dim))
      return lines
    }
    let top = max(0, min(scroll, all.count - height))
    for line in all[top..<min(all.count, top + height)] {
      lines.append(diffLine(line, width: width))
    }
    if all.count > height || preview.truncated {
      let end = min(all.count, top + height)
      let more = preview.truncated ? labels(.diffCut) : ""
      lines.append(
        StyledLine(
          labels(
            .diffWindow,
            ["first": "\(top + 1)", "last": "\(end)", "count": "\(all.count)", "cut": more]),
          .dim))
    }
    return lines
  }

  /// One line of a unified diff, coloured by what it is, cut to the width.
  static func diffLine(_ line: Substring, width: Int) -> StyledLine {
    let style: CellStyle
    if line.hasPrefix("+++") || line.hasPrefix("---") {
      style = .dim
    } else if line.hasPrefix("+") {
      style = .success
    } else if line.hasPrefix("-") {
      style = .error
    } else if line.hasPrefix("@@") {
      style = .accent
    } else {
      style = .plain
    }
    let text = DisplayWidth.truncate(VisibleText.escaped(String(line)), to: max(4, width - 4))
    return StyledLine([StyledRun("  │ ", .dim), StyledRun(text, style)])
  }

  static func form(_ form: FormState, width: Int, labels: Labels) -> [StyledLine] {
    var lines: [StyledLine] = [StyledLine(String(repeating: "─", count: width), .accent)]
    let heading = labels(.formHeading, ["title": form.title])
    lines.append(StyledLine([StyledRun("? ", .accent), StyledRun(heading, .bold)]))
    for (index, field) in form.fields.enumerated() {
      let marker =
        (index == form.index ? "▸ " : "  ")
        + String(repeating: "  ", count: index < form.depths.count ? form.depths[index] : 0)
      let role = index < form.roles.count ? form.roles[index] : .value
      let required = field.required && role == .value ? "*" : ""
      // Structure rows say what they ask; value rows are named by their path.
      let (name, kind) = FormTree.label(
        name: field.name, field: field, role: role, chinese: labels.language == .chinese)
      var runs = [
        StyledRun(marker, .accent),
        StyledRun("\(name)\(required)", index == form.index ? .bold : .plain),
        StyledRun(" (\(kind)) ", .dim),
      ]
      if index == form.index {
        if field.type == .enumeration || field.type == .boolean {
          let choices = field.type == .boolean ? ["true", "false"] : field.enumValues
          for choice in choices {
            runs.append(
              StyledRun(
                choice == form.draft ? "[\(choice)]" : " \(choice) ",
                choice == form.draft ? .selection : .dim))
          }
          runs.append(StyledRun("  ↑↓", .dim))
        } else {
          runs.append(StyledRun(form.draft + "▏", .plain))
        }
        if let preview = form.preview {
          runs.append(StyledRun("  → \(labels.shown(.string(preview)))", .success))
        }
      } else if let value = form.values[field.name] {
        runs.append(StyledRun(labels.shown(.string(value)), .plain))
      }
      lines.append(StyledLine(runs))
      // The question being answered says what it asks for.
      if index == form.index, role == .value, !field.description.isEmpty {
        lines.append(StyledLine([StyledRun("    " + field.description, .dim)]))
      }
      if index == form.index, let error = form.error {
        lines.append(StyledLine([StyledRun("    ! \(error)", .error)]))
      }
    }
    let onItem = form.field.map { FormTree.item(of: $0.name) != nil } ?? false
    lines.append(
      StyledLine(
        labels(.formKeys) + (onItem ? labels(.formKeysItem) : ""), .dim))
    return lines
  }
}
