// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
  name: "AgentSkillKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "SkillKit", targets: ["SkillKit"]),
    .library(name: "AgentCore", targets: ["AgentCore"]),
    .library(name: "AgentRuntime", targets: ["AgentRuntime"]),
    .library(name: "ModelProviders", targets: ["ModelProviders"]),
    .library(name: "SQLiteStore", targets: ["SQLiteStore"]),
    .library(name: "BuiltinSkills", targets: ["BuiltinSkills"]),
    .library(name: "AgentBridge", targets: ["AgentBridge"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "AgentTestSupport", targets: ["AgentTestSupport"]),
    .library(name: "ProcessRunner", targets: ["ProcessRunner"]),
    .library(name: "DeclaredSkills", targets: ["DeclaredSkills"]),
    .library(name: "HTTPServer", targets: ["HTTPServer"]),
    .library(name: "PostgresStore", targets: ["PostgresStore"]),
    .library(name: "WebServing", targets: ["WebServing"]),
    .library(name: "HTTPClient", targets: ["HTTPClient"]),
    .library(name: "Markdown", targets: ["Markdown"]),
    .library(name: "MCPClient", targets: ["MCPClient"]),
    .library(name: "MCPServing", targets: ["MCPServing"]),
    .library(name: "AskApp", targets: ["AskApp"]),
    .library(name: "LocalFileSystem", targets: ["LocalFileSystem"]),
    .library(name: "Embeddings", targets: ["Embeddings"]),
    .executable(name: "ask", targets: ["ask"]),
    .executable(name: "ask-bench", targets: ["ask-bench"]),
    .executable(name: "ask-fuzz", targets: ["ask-fuzz"]),
  ],
  targets: [
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .systemLibrary(
      name: "CCmarkGFM",
      pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
    ),
    .systemLibrary(
      name: "CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
    ),
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
    ),
    .systemLibrary(
      name: "CPostgres",
      pkgConfig: "libpq",
      providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
    ),
    .target(name: "CWidth"),
    .target(name: "CSpawn"),
    .target(name: "CFuzz"),
    .target(name: "ProcessRunner", dependencies: ["CSpawn", "SkillKit"], swiftSettings: strict),
    .target(name: "SkillKit", swiftSettings: strict),
    .target(name: "LocalFileSystem", dependencies: ["SkillKit"], swiftSettings: strict),
    .target(name: "Embeddings", dependencies: ["SkillKit"], swiftSettings: strict),
    .target(name: "AgentCore", dependencies: ["SkillKit"], swiftSettings: strict),
    .target(
      name: "AgentRuntime", dependencies: ["AgentCore", "SkillKit", "LocalFileSystem"],
      swiftSettings: strict),
    .target(
      name: "HTTPClient",
      dependencies: [.target(name: "CCurl", condition: .when(platforms: [.linux]))],
      swiftSettings: strict),
    .target(
      name: "ModelProviders", dependencies: ["AgentCore", "HTTPClient", "SkillKit"],
      swiftSettings: strict),
    .target(
      name: "BuiltinSkills", dependencies: ["SkillKit", "AgentCore", "ProcessRunner"],
      swiftSettings: strict),
    .target(
      name: "DeclaredSkills", dependencies: ["SkillKit", "ProcessRunner"], swiftSettings: strict),
    .target(
      name: "MCPClient",
      dependencies: ["SkillKit", "AgentCore", "ProcessRunner", "HTTPClient", "HTTPServer"],
      swiftSettings: strict),
    .target(
      name: "AgentBridge", dependencies: ["AgentCore", "AgentRuntime", "SkillKit"],
      swiftSettings: strict),
    .target(name: "Markdown", dependencies: ["CCmarkGFM", "CWidth"], swiftSettings: strict),
    .target(
      name: "TerminalUI", dependencies: ["AgentBridge", "AgentCore", "Markdown", "SkillKit"],
      swiftSettings: strict),
    .target(
      name: "SQLiteStore",
      dependencies: ["AgentCore", "CSQLite", "SkillKit"],
      swiftSettings: strict
    ),
    .target(
      name: "PostgresStore", dependencies: ["AgentCore", "CPostgres", "SkillKit"],
      swiftSettings: strict),
    .target(
      name: "PostgresTestSupport", dependencies: ["PostgresStore", "AgentTestSupport", "CSpawn"],
      swiftSettings: strict),
    .target(
      name: "AgentTestSupport",
      dependencies: ["AgentCore", "BuiltinSkills", "SkillKit"],
      swiftSettings: strict
    ),
    .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"], swiftSettings: strict),
    .target(
      name: "WebServing",
      dependencies: [
        "AgentBridge", "AgentCore", "HTTPServer", "Markdown", "SkillKit",
      ],
      resources: [.embedInCode("Web")], swiftSettings: strict),
    .target(
      name: "MCPServing", dependencies: ["AgentCore", "SkillKit", "HTTPServer"],
      swiftSettings: strict),
    .executableTarget(
      name: "example-declare-skill",
      dependencies: ["AgentRuntime", "ModelProviders", "SkillKit", "AgentCore"],
      path: "Examples/DeclareSkill", swiftSettings: strict),
    .executableTarget(
      name: "example-answer-prompts",
      dependencies: [
        "AgentRuntime", "ModelProviders", "SkillKit", "AgentCore", "BuiltinSkills",
        "AgentTestSupport",
      ],
      path: "Examples/AnswerPrompts", swiftSettings: strict),
    .executableTarget(
      name: "example-drive-bridge",
      dependencies: [
        "AgentBridge", "AgentRuntime", "ModelProviders", "SkillKit", "AgentCore", "BuiltinSkills",
        "AgentTestSupport", "SQLiteStore",
      ],
      path: "Examples/DriveBridge", swiftSettings: strict),
    .executableTarget(name: "ask", dependencies: ["AskApp"], swiftSettings: strict),
    .target(
      name: "AskApp",
      dependencies: [
        "AgentRuntime", "ModelProviders", "SQLiteStore", "BuiltinSkills", "AgentBridge",
        "TerminalUI", "Markdown", "HTTPClient", "ProcessRunner", "DeclaredSkills", "MCPClient",
        "MCPServing", "HTTPServer", "WebServing", "PostgresStore", "AgentCore", "SkillKit",
        "LocalFileSystem", "Embeddings",
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "ask-bench",
      dependencies: [
        "ModelProviders", "AgentCore", "AgentRuntime", "AgentBridge", "SQLiteStore", "CSQLite",
        "TerminalUI", "DeclaredSkills", "ProcessRunner", "SkillKit", "MCPClient",
        "AgentTestSupport", "BuiltinSkills", "CCmarkGFM", "HTTPServer", "WebServing",
        "PostgresStore", "CPostgres", "PostgresTestSupport", "Markdown", "HTTPClient",
        "LocalFileSystem", "Embeddings",
      ],
      swiftSettings: strict),
    .executableTarget(
      name: "ask-fuzz",
      dependencies: [
        "AgentCore", "ModelProviders", "HTTPClient", "SkillKit", "CFuzz", "AgentTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "HTTPServerTests", dependencies: ["HTTPServer", "AgentTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "WebServingTests",
      dependencies: [
        "WebServing", "HTTPServer", "AgentCore", "AgentRuntime", "AgentTestSupport", "SkillKit",
      ],
      swiftSettings: strict),
    .testTarget(name: "SkillKitTests", dependencies: ["SkillKit"], swiftSettings: strict),
    .testTarget(
      name: "PostgresStoreTests",
      dependencies: ["PostgresStore", "PostgresTestSupport", "AgentCore"],
      swiftSettings: strict),
    .testTarget(
      name: "DeclaredSkillsTests", dependencies: ["DeclaredSkills", "SkillKit"],
      swiftSettings: strict),
    .testTarget(
      name: "ProcessRunnerTests", dependencies: ["ProcessRunner", "AgentTestSupport", "SkillKit"],
      swiftSettings: strict),
    .testTarget(
      name: "AgentCoreTests", dependencies: ["AgentCore", "AgentTestSupport", "SkillKit"],
      swiftSettings: strict),
    .testTarget(
      name: "AgentRuntimeTests",
      dependencies: ["AgentRuntime", "AgentTestSupport", "AgentCore", "SkillKit"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ModelProvidersTests",
      dependencies: [
        "ModelProviders", "HTTPClient", "BuiltinSkills", "AgentTestSupport", "AgentCore",
        "SkillKit", "DeclaredSkills", "Embeddings",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "Markdown", "AgentTestSupport", "BuiltinSkills", "AgentBridge", "AgentCore",
        "SkillKit",
      ],
      exclude: ["Goldens"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "AgentBridgeTests",
      dependencies: [
        "AgentBridge", "AgentTestSupport", "SQLiteStore", "BuiltinSkills", "PostgresStore",
        "PostgresTestSupport", "AgentCore", "AgentRuntime", "SkillKit",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SQLiteStoreTests",
      dependencies: ["SQLiteStore", "BuiltinSkills", "AgentCore"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "BuiltinSkillsTests",
      dependencies: [
        "BuiltinSkills", "AgentTestSupport", "AgentCore", "SkillKit", "LocalFileSystem",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "MCPClientTests", dependencies: ["MCPClient", "SkillKit", "AgentTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "MCPServingTests", dependencies: ["MCPServing", "AgentCore", "SkillKit"],
      swiftSettings: strict),
    .testTarget(
      name: "AskTests",
      dependencies: [
        "ask", "AskApp", "SQLiteStore", "AgentTestSupport", "PostgresStore", "PostgresTestSupport",
        "AgentCore", "SkillKit", "LocalFileSystem",
      ],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
