import SkillKit
import Testing

struct SkillIndexTests {
  @Test func tokenizerMakesCJKBigramsAndWords() {
    #expect(TextTokenizer.terms("提醒我开会") == ["提醒", "醒我", "我开", "开会"])
    #expect(TextTokenizer.terms("Remind me to call Mom") == ["remind", "call", "mom"])
    #expect(TextTokenizer.terms("listing reminders") == ["list", "reminder"])
    #expect(TextTokenizer.terms("买 milk") == ["买", "milk"])
    // A past form of an irregular verb is its plain form: `I lost my keys` says what a skill
    // described as "Reports a lost item" or glossed `lose` (丢) does.
    #expect(TextTokenizer.terms("I lost my wallet") == ["lose", "wallet"])
    #expect(TextTokenizer.terms("paid the bill, sent it") == ["pay", "bill", "send"])
    #expect(TextTokenizer.terms("turn left") == ["turn", "left"])
  }

  /// A verb's `-ed` and `-ing` forms are its plain form as a description writes it (`I need my
  /// will notarized` is what "notarize a document" does; `riding` is `ride`), and a word that
  /// ends in `ss` or `-eed`, or has no vowel before `-ing`, keeps its ending.
  @Test(arguments: [
    ("notarized", "notarize"), ("riding", "ride"), ("planned", "plan"), ("dated", "date"),
    ("updated", "update"), ("enabled", "enable"), ("classes", "class"), ("addresses", "address"),
    ("recycling", "recycle"), ("handled", "handle"), ("cycling", "cycle"), ("juggling", "juggle"),
  ])
  func aVerbsFormsMeetItsPlainForm(_ form: String, _ plain: String) {
    #expect(TextTokenizer.terms(form) == TextTokenizer.terms(plain))
  }

  /// A question word says a request asks, not what about (`why do cats purr` is not about a
  /// calendar that says what it skipped `and why`); nor does a preposition of place or way
  /// (`lines around each match`). `where` stays a word: `find where SkillError is used`.
  @Test func questionWordsAndPrepositionsSayNothing() {
    #expect(TextTokenizer.terms("why when who whom whose") == [])
    #expect(
      TextTokenizer.terms("around the lake, across town, through the park") == [
        "lake", "town", "park",
      ])
    #expect(TextTokenizer.terms("find where it is used") == ["find", "where", "used"])
  }

  /// `will` and `can` say nothing as verbs, and are the thing meant after a determiner.
  @Test func aModalAfterADeterminerIsANoun() {
    #expect(TextTokenizer.terms("make a will") == ["make", "will"])
    #expect(TextTokenizer.terms("update my last will") == ["update", "last", "will"])
    #expect(TextTokenizer.terms("I will call you") == ["call"])
    #expect(TextTokenizer.terms("recycle the can") == ["recycle", "can"])
    #expect(TextTokenizer.terms("can you help") == ["help"])
  }

  @Test func endingsThatArePartOfTheWordStay() {
    #expect(
      TextTokenizer.terms("string speed filled passed stuffed added heated") == [
        "string", "speed", "fill", "pass", "stuff", "add", "heat",
      ])
    // An `l` after `r`, `w` or `n` ends the verb itself (`curl`, `howl`).
    #expect(TextTokenizer.terms("curling howled") == ["curl", "howl"])
  }

  @Test func ranksByDescriptorsAndExamples() {
    let index = SkillIndex([
      SkillDescriptor(
        id: "weather.now", displayName: "天气", description: "Current weather",
        examples: ["今天天气怎么样", "what's the weather"]),
      SkillDescriptor(
        id: "time.now", displayName: "时间", description: "Current time",
        examples: ["现在几点", "what time is it"]),
    ])
    #expect(index.rank("现在几点了").first?.skillID == "time.now")
    #expect(index.rank("weather in Paris").first?.skillID == "weather.now")
    #expect(index.rank("quantum chromodynamics").isEmpty)
    let ranked = index.rank("天气")
    #expect(ranked.first?.matchedTerms == ["天气"])
  }

  /// The index's terms one letter from a word: left out, added, changed or two swapped, never
  /// the first letter, never the word itself.
  @Test func termsOneLetterAway() {
    let index = SkillIndex([
      SkillDescriptor(
        id: "chimney.sweep", displayName: "Chimney sweep", description: "Sweeps a chimney"),
      SkillDescriptor(id: "weather.now", displayName: "Weather", description: "Current weather"),
    ])
    #expect(index.has("chimney"))
    #expect(!index.has("chimny"))
    #expect(index.terms(oneLetterFrom: "chimny") == ["chimney"])
    #expect(index.terms(oneLetterFrom: "wether") == ["weather"])
    #expect(index.terms(oneLetterFrom: "waether") == ["weather"])
    #expect(index.terms(oneLetterFrom: "weathar") == ["weather"])
    #expect(index.terms(oneLetterFrom: "weatherr") == ["weather"])
    #expect(index.terms(oneLetterFrom: "feather").isEmpty)
    #expect(index.terms(oneLetterFrom: "wthr").isEmpty)
    #expect(index.terms(oneLetterFrom: "weather").isEmpty)
    #expect(index.terms(oneLetterFrom: "").isEmpty)
  }

  /// One word said in several ways is credited for the way that matches best, and half of the
  /// others: a skill that has three of a verb's senses is not three times as sure.
  @Test func aWordSaidSeveralWaysCountsOnce() throws {
    let index = SkillIndex([
      SkillDescriptor(
        id: "files.read", displayName: "Read file", description: "Opens and shows a file",
        examples: ["open notes.txt", "show README"]),
      SkillDescriptor(
        id: "fan.set", displayName: "Fan", description: "Turns the ceiling fan on or off"),
    ])
    func score(_ query: String, _ words: [SkillIndex.Word] = []) throws -> Double {
      try #require(index.rank(query, words: words).first { $0.skillID == "files.read" }).score
    }
    let verb = SkillIndex.Word(ways: [["open"], ["show"], ["file"]])
    let ways = [try score("open"), try score("show"), try score("file")].sorted(by: >)
    let once = try score("", [verb])
    #expect(abs(once - (ways[0] + SkillIndex.echo * (ways[1] + ways[2]))) < 0.01, "\(once)")
    #expect(once < (try score("open show file")))
    // Terms in one way count together, and a term is credited once however many words say it.
    let ceiling = TextTokenizer.terms("ceiling")
    let together = index.rank("", words: [SkillIndex.Word(ways: [ceiling + ["fan"]])])
    #expect(together.first?.matchedTerms.sorted() == (ceiling + ["fan"]).sorted())
    let twice = index.rank("fan", words: [SkillIndex.Word(ways: [["fan"]])])
    #expect(twice.first?.matchedTerms == ["fan"])
    #expect(twice.first?.score == index.rank("fan").first?.score)
  }

  /// Three senses or more of one word that a skill has count at most half again as much as the
  /// best of them: a skill described in Chinese has every sense of its own `课`, and is no surer
  /// of `骑马课` (ride a horse; subject, course, class, lesson) than the riding lesson.
  @Test func manySensesOfOneWordAreNotManyWords() throws {
    let index = SkillIndex([
      SkillDescriptor(
        id: "pottery.class", displayName: "陶艺课",
        description: "陶艺课 pottery subject course class lesson"),
      SkillDescriptor(
        id: "riding.lesson", displayName: "Horse riding", description: "Books a riding lesson"),
      SkillDescriptor(id: "tea.order", displayName: "Tea", description: "Orders tea"),
    ])
    let lesson = SkillIndex.Word(ways: [TextTokenizer.terms("subject course class lesson")])
    let horse = SkillIndex.Word(ways: [TextTokenizer.terms("ride horse")])
    let ranked = index.rank("", words: [horse, lesson])
    #expect(ranked.first?.skillID == "riding.lesson", "\(ranked)")
    // One sense said in two words counts both (`血压`: blood pressure).
    let words = SkillIndex([
      SkillDescriptor(id: "bp.log", displayName: "BP", description: "Logs blood pressure"),
      SkillDescriptor(id: "x.y", displayName: "X", description: "Nothing alike"),
    ])
    let pressure = try #require(
      words.rank("", words: [SkillIndex.Word(ways: [["blood", "pressure"]])]).first)
    let both = try #require(words.rank("blood pressure").first)
    #expect(abs(pressure.score - both.score) < 0.01)
  }

  /// A word in two languages is surer for a skill whose author wrote both than for one that has
  /// the second only from a dictionary's translation of its own words: that is the same word
  /// again, and earns no echo. The translation's terms still reach the skill alone.
  @Test func aTranslationOfTheSkillsOwnWordIsNoSecondWord() throws {
    let descriptor = SkillDescriptor(
      id: "ear.clean", displayName: "采耳", description: "预约采耳，放松一下")
    let written = SkillDescriptor(
      id: "ear.clean", displayName: "采耳", description: "预约采耳，放松一下 relax loosen")
    let translated = SkillIndex(
      [descriptor], documents: [.init(descriptor, translated: "relax loosen")])
    let both = SkillIndex([written], documents: [.init(written)])
    let relax = SkillIndex.Word(ways: [["放松"], ["relax", "loosen"]])
    let once = try #require(translated.rank("", words: [relax]).first)
    let twice = try #require(both.rank("", words: [relax]).first)
    // The same document's terms and length either way: only the echo differs.
    let chinese = try #require(translated.rank("放松").first).score
    let english = try #require(
      translated.rank("", words: [SkillIndex.Word(ways: [["relax", "loosen"]])]).first
    ).score
    #expect(abs(once.score - max(chinese, english)) < 0.01, "\(once.score)")
    #expect(
      abs(twice.score - (max(chinese, english) + SkillIndex.echo * min(chinese, english))) < 0.01)
    #expect(once.matchedTerms.sorted() == ["loosen", "relax", "放松"])
  }
}
