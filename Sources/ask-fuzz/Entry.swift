import Foundation

#if FUZZING
  import CFuzz

  /// libFuzzer's entry (scripts/fuzz.sh builds with `-sanitize=fuzzer -DFUZZING`); the
  /// target comes from `ASK_FUZZ_TARGET`.
  private let selectedTarget = ProcessInfo.processInfo.environment["ASK_FUZZ_TARGET"] ?? "json"

  private func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    FuzzTargets.run(selectedTarget, Data(bytes: bytes, count: size))
    return 0
  }

  /// SwiftPM names an executable's entry point `<module>_main`; libFuzzer's driver runs from
  /// it.
  @_cdecl("ask_fuzz_main")
  public func askFuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    var count = argc
    var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &vector) { fuzzOneInput($0, $1) }
  }
#else
  /// Without libFuzzer: `ask-fuzz TARGET FILE…` replays inputs (the regression corpus), and
  /// `ask-fuzz TARGET --seeded COUNT [--seed N]` runs a seeded generator that mutates the
  /// corpus — a failure reproduces from its seed.
  @main
  struct FuzzMain {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      guard let target = arguments.first, FuzzTargets.names.contains(target) else {
        print("usage: ask-fuzz TARGET (FILE… | --seeded COUNT [--seed N] [--corpus DIR])")
        print("targets: \(FuzzTargets.names.joined(separator: ", "))")
        exit(2)
      }
      let rest = Array(arguments.dropFirst())
      if let index = rest.firstIndex(of: "--seeded"), index + 1 < rest.count,
        let count = Int(rest[index + 1])
      {
        let seed = rest.firstIndex(of: "--seed").flatMap { Int(rest[$0 + 1]) }.map(UInt64.init)
        let corpus = rest.firstIndex(of: "--corpus").map { rest[$0 + 1] }
        var fuzzer = SeededFuzzer(target: target, seed: seed ?? 1, corpus: corpus)
        let ran = fuzzer.run(count)
        print("\(target): \(ran) inputs, 0 crashes")
        return
      }
      for path in rest {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("ask-fuzz: cannot read \(path)")
          exit(1)
        }
        FuzzTargets.run(target, data)
      }
      print("\(target): \(rest.count) inputs replayed, 0 crashes")
    }
  }
#endif
