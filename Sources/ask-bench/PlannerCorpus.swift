/// The labelled corpora of the offline planner (in `Tests/Fixtures`): a title, the requests,
/// and the skills declared beside the built-ins. The one list the bench table and the
/// confidence fit read.
struct PlannerCorpus: Sendable {
  let title: String
  let corpus: String
  let skills: String

  /// The first corpus: the built-ins and the reference MCP servers' tools.
  static let first = PlannerCorpus(
    title: "first (the built-ins and the reference MCP servers' tools)",
    corpus: "planner_corpus.jsonl", skills: "mcp_reference_tools.json")

  /// Every corpus of declared skills: the declared set, the held-out sets, then dev.
  static let declared: [PlannerCorpus] = [
    PlannerCorpus(
      title: "declared (18 skills of other domains)",
      corpus: "planner_corpus_declared.jsonl", skills: "planner_declared_skills.json"),
    PlannerCorpus(
      title: "held out (8 more skills, never tuned on)",
      corpus: "planner_corpus_holdout.jsonl", skills: "planner_holdout_skills.json"),
    PlannerCorpus(
      title: "held out 2 (8 more, written before the second round)",
      corpus: "planner_corpus_holdout2.jsonl", skills: "planner_holdout2_skills.json"),
    PlannerCorpus(
      title: "held out 3 (8 more, written before the third round)",
      corpus: "planner_corpus_holdout3.jsonl", skills: "planner_holdout3_skills.json"),
    PlannerCorpus(
      title: "held out 4 (9 more, written before the fourth round)",
      corpus: "planner_corpus_holdout4.jsonl", skills: "planner_holdout4_skills.json"),
    PlannerCorpus(
      title: "held out 5 (9 more, written before the fifth round)",
      corpus: "planner_corpus_holdout5.jsonl", skills: "planner_holdout5_skills.json"),
    PlannerCorpus(
      title: "held out 6 (9 more, written after the fifth round)",
      corpus: "planner_corpus_holdout6.jsonl", skills: "planner_holdout6_skills.json"),
    PlannerCorpus(
      title: "held out 7 (9 more, written before the sixth round)",
      corpus: "planner_corpus_holdout7.jsonl", skills: "planner_holdout7_skills.json"),
    PlannerCorpus(
      title: "held out 8 (9 more, written after the sixth round)",
      corpus: "planner_corpus_holdout8.jsonl", skills: "planner_holdout8_skills.json"),
    PlannerCorpus(
      title: "held out 9 (9 more, written before the seventh round)",
      corpus: "planner_corpus_holdout9.jsonl", skills: "planner_holdout9_skills.json"),
    PlannerCorpus(
      title: "held out 10 (9 more, written after the seventh round)",
      corpus: "planner_corpus_holdout10.jsonl", skills: "planner_holdout10_skills.json"),
    PlannerCorpus(
      title: "held out 11 (9 more, written before the eighth round)",
      corpus: "planner_corpus_holdout11.jsonl", skills: "planner_holdout11_skills.json"),
    PlannerCorpus(
      title: "held out 12 (9 more, written after the eighth round)",
      corpus: "planner_corpus_holdout12.jsonl", skills: "planner_holdout12_skills.json"),
    PlannerCorpus(
      title: "held out 13 (9 more, written before the ninth round)",
      corpus: "planner_corpus_holdout13.jsonl", skills: "planner_holdout13_skills.json"),
    PlannerCorpus(
      title: "held out 14 (9 more, written after the ninth round)",
      corpus: "planner_corpus_holdout14.jsonl", skills: "planner_holdout14_skills.json"),
    PlannerCorpus(
      title: "held out 15 (9 more, written before the tenth round)",
      corpus: "planner_corpus_holdout15.jsonl", skills: "planner_holdout15_skills.json"),
    PlannerCorpus(
      title: "held out 16 (9 more, written after the tenth round)",
      corpus: "planner_corpus_holdout16.jsonl", skills: "planner_holdout16_skills.json"),
    PlannerCorpus(
      title: "held out 17 (9 more, written before the eleventh round)",
      corpus: "planner_corpus_holdout17.jsonl", skills: "planner_holdout17_skills.json"),
    PlannerCorpus(
      title: "held out 18 (9 more, written after the eleventh round)",
      corpus: "planner_corpus_holdout18.jsonl", skills: "planner_holdout18_skills.json"),
    PlannerCorpus(
      title: "held out 19 (9 more, written before the twelfth round)",
      corpus: "planner_corpus_holdout19.jsonl", skills: "planner_holdout19_skills.json"),
    PlannerCorpus(
      title: "held out 20 (9 more, written after the twelfth round)",
      corpus: "planner_corpus_holdout20.jsonl", skills: "planner_holdout20_skills.json"),
    PlannerCorpus(
      title: "held out 21 (9 more, written before the thirteenth round)",
      corpus: "planner_corpus_holdout21.jsonl", skills: "planner_holdout21_skills.json"),
    PlannerCorpus(
      title: "held out 22 (9 more, written after the thirteenth round)",
      corpus: "planner_corpus_holdout22.jsonl", skills: "planner_holdout22_skills.json"),
    PlannerCorpus(
      title: "held out 23 (9 more, written after held out 22's rules)",
      corpus: "planner_corpus_holdout23.jsonl", skills: "planner_holdout23_skills.json"),
    PlannerCorpus(
      title: "held out 24 (9 more, written before the fourteenth round)",
      corpus: "planner_corpus_holdout24.jsonl", skills: "planner_holdout24_skills.json"),
    PlannerCorpus(
      title: "held out 25 (9 more, written after held out 24's rules)",
      corpus: "planner_corpus_holdout25.jsonl", skills: "planner_holdout25_skills.json"),
    PlannerCorpus(
      title: "held out 26 (9 more, written after the fourteenth round)",
      corpus: "planner_corpus_holdout26.jsonl", skills: "planner_holdout26_skills.json"),
    PlannerCorpus(
      title: "held out 27 (9 more, written before the fifteenth round)",
      corpus: "planner_corpus_holdout27.jsonl", skills: "planner_holdout27_skills.json"),
    PlannerCorpus(
      title: "held out 28 (9 more, written after the fifteenth round)",
      corpus: "planner_corpus_holdout28.jsonl", skills: "planner_holdout28_skills.json"),
    PlannerCorpus(
      title: "held out 29 (9 more, written before the sixteenth round)",
      corpus: "planner_corpus_holdout29.jsonl", skills: "planner_holdout29_skills.json"),
    PlannerCorpus(
      title: "held out 30 (9 more, written after the sixteenth round)",
      corpus: "planner_corpus_holdout30.jsonl", skills: "planner_holdout30_skills.json"),
    PlannerCorpus(
      title: "held out 31 (9 more, written before the seventeenth round)",
      corpus: "planner_corpus_holdout31.jsonl", skills: "planner_holdout31_skills.json"),
    PlannerCorpus(
      title: "held out 32 (9 more, written before the seventeenth round)",
      corpus: "planner_corpus_holdout32.jsonl", skills: "planner_holdout32_skills.json"),
    PlannerCorpus(
      title: "held out 33 (9 more, written after the seventeenth round)",
      corpus: "planner_corpus_holdout33.jsonl", skills: "planner_holdout33_skills.json"),
    PlannerCorpus(
      title: "held out 34 (9 more, written after the seventeenth round)",
      corpus: "planner_corpus_holdout34.jsonl", skills: "planner_holdout34_skills.json"),
    PlannerCorpus(
      title: "held out 35 (9 more, written before the eighteenth round)",
      corpus: "planner_corpus_holdout35.jsonl", skills: "planner_holdout35_skills.json"),
    PlannerCorpus(
      title: "held out 36 (9 more, written before the eighteenth round)",
      corpus: "planner_corpus_holdout36.jsonl", skills: "planner_holdout36_skills.json"),
    PlannerCorpus(
      title: "held out 37 (9 more, written after the eighteenth round)",
      corpus: "planner_corpus_holdout37.jsonl", skills: "planner_holdout37_skills.json"),
    PlannerCorpus(
      title: "held out 38 (9 more, written after the eighteenth round)",
      corpus: "planner_corpus_holdout38.jsonl", skills: "planner_holdout38_skills.json"),
    PlannerCorpus(
      title: "held out 39 (9 more, written after the eighteenth round)",
      corpus: "planner_corpus_holdout39.jsonl", skills: "planner_holdout39_skills.json"),
    PlannerCorpus(
      title: "held out 40 (9 more, written before the nineteenth round)",
      corpus: "planner_corpus_holdout40.jsonl", skills: "planner_holdout40_skills.json"),
    PlannerCorpus(
      title: "held out 41 (9 more, written before the nineteenth round)",
      corpus: "planner_corpus_holdout41.jsonl", skills: "planner_holdout41_skills.json"),
    PlannerCorpus(
      title: "held out 42 (9 more, written after the nineteenth round)",
      corpus: "planner_corpus_holdout42.jsonl", skills: "planner_holdout42_skills.json"),
    PlannerCorpus(
      title: "held out 43 (9 more, written before the twentieth round)",
      corpus: "planner_corpus_holdout43.jsonl", skills: "planner_holdout43_skills.json"),
    PlannerCorpus(
      title: "held out 44 (9 more, written before the twentieth round)",
      corpus: "planner_corpus_holdout44.jsonl", skills: "planner_holdout44_skills.json"),
    PlannerCorpus(
      title: "held out 45 (9 more, written after the twentieth round)",
      corpus: "planner_corpus_holdout45.jsonl", skills: "planner_holdout45_skills.json"),
    PlannerCorpus(
      title: "held out 46 (9 more, written before the twenty-first round)",
      corpus: "planner_corpus_holdout46.jsonl", skills: "planner_holdout46_skills.json"),
    PlannerCorpus(
      title: "held out 47 (9 more, written before the twenty-first round)",
      corpus: "planner_corpus_holdout47.jsonl", skills: "planner_holdout47_skills.json"),
    PlannerCorpus(
      title: "held out 48 (9 more, written before the twenty-second round)",
      corpus: "planner_corpus_holdout48.jsonl", skills: "planner_holdout48_skills.json"),
    PlannerCorpus(
      title: "held out 49 (9 more, written before the twenty-second round)",
      corpus: "planner_corpus_holdout49.jsonl", skills: "planner_holdout49_skills.json"),
    PlannerCorpus(
      title: "dev (the requests the planner's rules were written from)",
      corpus: "planner_corpus_dev.jsonl", skills: "planner_dev_skills.json"),
  ]
}
