import ProcessRunner
import SkillKit
import Testing

/// The policy → `bwrap` mapping, pure: what each policy mounts, in which order, and what it
/// refuses.
struct BubblewrapArgumentsTests {
  let merged: [String: BubblewrapArguments.SystemEntry] = [
    "/usr": .folder, "/bin": .link("usr/bin"), "/lib": .link("usr/lib"),
    "/lib64": .link("usr/lib64"), "/sbin": .link("usr/sbin"), "/etc": .folder,
  ]

  func make(
    _ policy: SandboxPolicy, directory: String? = "/work/project", home: String? = "/home/ann",
    resolve: (String) -> String = { $0 }
  ) throws -> [String] {
    try BubblewrapArguments.make(
      bwrap: "/usr/bin/bwrap", policy: policy, command: ["/bin/bash", "-c", "make"],
      directory: directory, system: merged, home: home, resolve: resolve)
  }

  /// The `(option, path)` pairs of the mounts the line makes, in order.
  func mounts(_ line: [String]) -> [String] {
    var found: [String] = []
    var index = 0
    while index < line.count, line[index] != "--" {
      switch line[index] {
      case "--bind", "--ro-bind", "--ro-bind-try", "--symlink":
        found.append("\(line[index]) \(line[index + 1]) \(line[index + 2])")
        index += 3
      case "--tmpfs", "--remount-ro", "--proc", "--dev", "--chdir":
        found.append("\(line[index]) \(line[index + 1])")
        index += 2
      case "--setenv":
        index += 3
      case "--size":
        found.append("--size \(line[index + 1])")
        index += 2
      default:
        index += 1
      }
    }
    return found
  }

  @Test func theWorkspacePolicyWritesTheWorkspaceReadsTheSystemAndHasNoNetwork() throws {
    let policy = SandboxPolicy(mode: .workspace, hidden: ["/home/ann/.local/share/ask"])
      .confined(to: "/work/project")
    let line = try make(policy)
    #expect(
      Array(line.prefix(4)) == [
        "/usr/bin/bwrap", "--die-with-parent", "--new-session", "--unshare-all",
      ])
    #expect(!line.contains("--share-net"))
    #expect(
      mounts(line) == [
        "--ro-bind /usr /usr", "--symlink usr/bin /bin", "--symlink usr/sbin /sbin",
        "--symlink usr/lib /lib", "--symlink usr/lib64 /lib64", "--ro-bind /etc /etc",
        "--proc /proc", "--dev /dev", "--size 1073741824", "--tmpfs /tmp",
        "--bind /work/project /work/project",
        "--ro-bind-try /work/project/.ask /work/project/.ask",
        "--chdir /work/project",
      ])
    #expect(Array(line.suffix(4)) == ["--", "/bin/bash", "-c", "make"])
    // The hidden data directory is outside everything visible: nothing to cover.
    #expect(!line.contains("/home/ann/.local/share/ask"))
  }

  @Test func readOnlyMountsTheWorkspaceReadOnlyAndNothingWritable() throws {
    let line = try make(SandboxPolicy(mode: .readOnly).confined(to: "/work/project"))
    #expect(mounts(line).contains("--ro-bind /work/project /work/project"))
    #expect(!mounts(line).contains { $0.hasPrefix("--bind ") })
    // .ask needs no protecting where nothing is writable.
    #expect(!line.contains("/work/project/.ask"))
  }

  @Test func aHiddenFolderInsideTheWorkspaceIsCoveredAfterTheWorkspaceIsMounted() throws {
    let policy = SandboxPolicy(mode: .workspace, hidden: ["/work/project/state"])
      .confined(to: "/work/project")
    let order = mounts(try make(policy))
    let workspace = try #require(order.firstIndex(of: "--bind /work/project /work/project"))
    let cover = try #require(order.firstIndex(of: "--tmpfs /work/project/state"))
    #expect(cover > workspace)
    #expect(order.last { $0.hasPrefix("--tmpfs") || $0.hasPrefix("--bind") } == order[cover])
    #expect(order[cover + 1] == "--remount-ro /work/project/state")
  }

  @Test func aReadableFolderInsideAHiddenOneIsMountedAfterTheCover() throws {
    // A user's skill in $ASK_HOME/skills runs with its folder readable, the rest hidden.
    let policy = SandboxPolicy(
      mode: .workspace, readable: ["/data/ask/skills/weather"], hidden: ["/data/ask"]
    ).confined(to: "/data")
    let order = mounts(try make(policy, directory: "/data/ask/skills/weather"))
    let cover = try #require(order.firstIndex(of: "--tmpfs /data/ask"))
    let skill = try #require(
      order.firstIndex(of: "--ro-bind /data/ask/skills/weather /data/ask/skills/weather"))
    #expect(skill > cover)
    // The cover turns read-only only once the skill's mount point is made in it (`bwrap`
    // cannot mkdir in a read-only cover: AskSandboxTests runs this for real).
    let sealed = try #require(order.firstIndex(of: "--remount-ro /data/ask"))
    #expect(sealed > skill)
  }

  @Test func networkIsSharedOnlyWhenGrantedAndThenTheResolverIsReadable() throws {
    let base = SandboxPolicy(mode: .workspace).confined(to: "/work/project")
    #expect(!(try make(base)).contains("--share-net"))
    let widened = base.widened(by: SandboxWidening(network: true, write: ["/var/cache/foo"]))
    let line = try make(widened)
    #expect(line.contains("--share-net"))
    #expect(mounts(line).contains("--ro-bind-try /run/systemd/resolve /run/systemd/resolve"))
    #expect(mounts(line).contains("--bind /var/cache/foo /var/cache/foo"))
  }

  @Test func readOnlyTurnsAWidenedWriteIntoARead() {
    let policy = SandboxPolicy(mode: .readOnly).confined(to: "/w")
      .widened(by: SandboxWidening(write: ["/var/cache/foo"]))
    #expect(policy.writable.isEmpty)
    #expect(policy.readable.contains("/var/cache/foo"))
  }

  @Test func offWidensNothingAndIsNotSandboxed() {
    let policy = SandboxPolicy(mode: .off).confined(to: "/w").widened(
      by: SandboxWidening(network: true))
    #expect(!policy.isSandboxed)
    #expect(policy.writable.isEmpty && !policy.network)
  }

  @Test(arguments: [
    ("/", "all of /"),
    ("/home/ann", "holds your home folder"),
    ("/home", "holds your home folder"),
    ("relative/path", "absolute paths"),
    ("/work/../home/ann", "absolute paths"),
  ])
  func aWorkspaceThatOpensTooMuchIsRefused(path: String, reason: String) {
    let policy = SandboxPolicy(mode: .workspace).confined(to: path)
    #expect {
      try make(policy)
    } throws: { error in
      (error as? BubblewrapArguments.Refusal)?.reason.contains(reason) == true
    }
  }

  @Test func aLinkThatLeadsToTheHomeFolderIsRefusedToo() {
    let policy = SandboxPolicy(mode: .workspace).confined(to: "/work/link")
    #expect(throws: BubblewrapArguments.Refusal.self) {
      try make(policy, resolve: { $0 == "/work/link" ? "/home/ann" : $0 })
    }
  }

  @Test func aLinkedFolderIsMountedFromWhereItIsAtThePathGiven() throws {
    let policy = SandboxPolicy(mode: .workspace).confined(to: "/work/link")
    let line = try make(policy, resolve: { $0 == "/work/link" ? "/srv/real" : $0 })
    #expect(mounts(line).contains("--bind /srv/real /work/link"))
  }

  @Test func aWritableFolderInsideAHiddenOneIsRefused() {
    let policy = SandboxPolicy(mode: .workspace, writable: ["/data/ask/x"], hidden: ["/data/ask"])
    #expect(throws: BubblewrapArguments.Refusal.self) { try make(policy) }
  }

  @Test func eachPathIsMountedOnceAndWritableWinsOverReadable() throws {
    let policy = SandboxPolicy(
      mode: .workspace, writable: ["/w", "/w/"], readable: ["/w", "/tools", "/tools"])
    let order = mounts(try make(policy, directory: nil))
    #expect(order.filter { $0.hasSuffix(" /w") } == ["--bind /w /w"])
    #expect(order.filter { $0.hasSuffix(" /tools") } == ["--ro-bind /tools /tools"])
  }

  @Test func aMissingSystemFolderIsLeftOut() throws {
    let line = try BubblewrapArguments.make(
      bwrap: "bwrap", policy: SandboxPolicy(mode: .readOnly), command: ["true"], directory: nil,
      system: ["/usr": .folder], home: nil)
    #expect(mounts(line).prefix(1) == ["--ro-bind /usr /usr"])
    #expect(!line.contains("/lib64"))
  }
}

/// A declaration's `sandbox` object: what it may widen and what it refuses.
struct SandboxWideningParseTests {
  @Test func networkWritesAndReadsWithTheHomeFolderExpanded() throws {
    let value = try JSONValue.parse(
      #"{"network": true, "write": ["~/.cache/foo", "/var/tmp/x/"], "read": ["/opt/data"]}"#)
    let widening = try SandboxWidening.parse(value, home: "/home/ann")
    #expect(widening.network)
    #expect(widening.write == ["/home/ann/.cache/foo", "/var/tmp/x"])
    #expect(widening.read == ["/opt/data"])
    #expect(
      widening.capabilities == [
        "network", "write /home/ann/.cache/foo", "write /var/tmp/x", "read /opt/data",
      ])
  }

  @Test(arguments: [
    (#"{"network": "yes"}"#, "network"),
    (#"{"write": "/tmp"}"#, "write"),
    (#"{"write": ["relative"]}"#, "write"),
    (#"{"write": ["/a/../etc"]}"#, "write"),
    (#"{"read": ["/a\u0007b"]}"#, "read"),
    (#"{"exec": true}"#, "exec"),
    (#"[]"#, ""),
  ])
  func badDeclarationsNameTheirKey(text: String, key: String) throws {
    let value = try JSONValue.parse(text)
    #expect {
      try SandboxWidening.parse(value, home: "/home/ann")
    } throws: { error in
      (error as? SandboxWidening.Problem)?.key == key
    }
  }

  @Test func tooManyPathsAreRefused() throws {
    let paths = (0...SandboxWidening.maxPaths).map { JSONValue.string("/p\($0)") }
    #expect(throws: SandboxWidening.Problem.self) {
      try SandboxWidening.parse(.object(["write": .array(paths)]), home: nil)
    }
  }
}
