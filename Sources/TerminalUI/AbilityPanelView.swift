import AgentBridge
import AgentCore
import Markdown

/// Draws the panel of what the agent can do: a heading with the model, the workspace and the
/// mode; each group with its skills (name, id, level, an example request); the keys. A panel
/// taller than the pane shows the window around the selected example.
enum AbilityPanelView {
  static func lines(
    _ panel: AbilityPanel, selected: Int, width: Int, height: Int, labels: Labels
  ) -> [StyledLine] {
    var head: [StyledLine] = [
      StyledLine(""),
      StyledLine([
        StyledRun("  "),
        StyledRun(labels(.abilitiesTitle, ["count": "\(panel.skillCount)"]), .bold),
      ]),
    ]
    head += StyledLine.wrap(
      [
        StyledRun(
          labels(
            .abilitiesModel,
            [
              "model": panel.model, "workspace": TUIView.shortPath(panel.workspace),
              "mode": panel.mode,
            ]), .dim)
      ], width: width, firstPrefix: [StyledRun("  ")], prefix: [StyledRun("  ")])
    var body: [StyledLine] = []
    var selectedRow = 0
    var index = 0
    if panel.groups.isEmpty {
      body.append(StyledLine([StyledRun("  "), StyledRun(labels(.abilitiesNone), .dim)]))
    }
    for group in panel.groups {
      body.append(StyledLine(""))
      body.append(StyledLine([StyledRun("  "), StyledRun(group.title, .accent)]))
      if let note = group.note {
        body.append(StyledLine([StyledRun("    "), StyledRun(note, .dim)]))
      }
      for entry in group.entries {
        let isSelected = index == selected
        if isSelected { selectedRow = body.count }
        let level = AbilityPanel.level(entry.level, in: labels.language)
        let runs = [
          StyledRun(isSelected ? "  ▸ " : "    ", .accent),
          StyledRun(entry.name, isSelected ? .bold : .plain),
          StyledRun(" \(entry.skillID) · \(level) · ", .dim),
          StyledRun("“\(entry.example)”", isSelected ? .selection : .plain),
        ]
        let text = runs.map(\.text).joined()
        if DisplayWidth.of(text) <= width {
          body.append(StyledLine(runs))
        } else {
          // Narrow: the name and level on one line, the example under it.
          let first = DisplayWidth.truncate(
            runs[0].text + runs[1].text + " · \(level)", to: width)
          body.append(StyledLine([StyledRun(first, isSelected ? .bold : .plain)]))
          body.append(
            StyledLine([
              StyledRun("      "),
              StyledRun(
                DisplayWidth.truncate(runs[3].text, to: max(1, width - 6)),
                isSelected ? .selection : .dim),
            ]))
        }
        index += 1
      }
    }
    let keys = StyledLine.wrap(
      [StyledRun(labels(.abilitiesKeys), .dim)], width: width, firstPrefix: [StyledRun("  ")],
      prefix: [StyledRun("  ")])
    let room = max(1, height - head.count - 1 - keys.count)
    if body.count > room {
      // The window keeps the selected example in view, a few lines from the top.
      let top = max(0, min(body.count - room, selectedRow - room / 3))
      body = Array(body[top..<min(body.count, top + room)])
    }
    return head + body + [StyledLine("")] + keys
  }
}
