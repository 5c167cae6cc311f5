// swift-tools-version:6.0
// The module map is described in docs/ARCHITECTURE.md.
import PackageDescription

#if os(Linux)
/// On Linux our own engine stands in for Apple's frameworks under their names.
let swiftUI: [Target.Dependency] = ["SwiftUI"]
let combine: [Target.Dependency] = ["Combine"]
let linuxAliasTargets: [Target] = [
    .target(name: "SwiftUI", dependencies: ["TerminalUI", "Combine"]),
    .target(name: "Combine", dependencies: ["CombineSubset"]),
]
#else
let swiftUI: [Target.Dependency] = []
let combine: [Target.Dependency] = []
let linuxAliasTargets: [Target] = []
#endif

let seedSampleSupportDependencies: [Target.Dependency] = swiftUI + ["StreamChat", "StreamChatSwiftUI", "TerminalUI"]
let seedSampleDependencies: [Target.Dependency] = seedSampleSupportDependencies + ["SeedSampleSupport", "ScopedStreamChat", "PatientWait", "CheckedIndex", "ScreenLines"]

let package = Package(
    name: "StreamChatTerminal",
    defaultLocalization: "en",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "StreamChat", targets: ["StreamChat"]),
        .library(name: "StreamChatSwiftUI", targets: ["StreamChatSwiftUI"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "DemoApp", targets: ["DemoApp"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: linuxAliasTargets + [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .target(name: "CombineSubset"),
        .target(name: "TerminalUI", dependencies: ["CombineSubset", "CLibPNG"]),
        .target(name: "StreamChat", dependencies: combine + ["CSQLite"]),
        .target(name: "StreamChatSwiftUI", dependencies: swiftUI + combine + ["StreamChat"],
                resources: [.process("Resources")]),
        .target(name: "DemoSupport", dependencies: combine + ["StreamChat", "CSQLite"]),
        .target(name: "DemoUI", dependencies: swiftUI + ["StreamChat", "StreamChatSwiftUI", "TerminalUI", "DemoSupport"]),
        .executableTarget(name: "DemoApp", dependencies: ["DemoSupport", "DemoUI"]),
        .executableTarget(name: "TerminalUIExample", dependencies: swiftUI + ["TerminalUI"]),
        .executableTarget(name: "Benchmarks",
                          dependencies: swiftUI + ["StreamChat", "StreamChatSwiftUI", "TerminalUI", "CombineSubset", "CSQLite", "DemoSupport", "DemoUI"]),
        .testTarget(name: "CombineSubsetTests", dependencies: ["CombineSubset"]),
        // Apple API fidelity check (docs/API-FIDELITY.md).
        .target(name: "APIFidelity", path: "Tools/APIFidelity/Sources/APIFidelity"),
        .executableTarget(name: "api-manifest", dependencies: ["APIFidelity"], path: "Tools/APIFidelity/Sources/api-manifest"),
        .testTarget(name: "APIFidelityTests", dependencies: ["APIFidelity", "CombineSubset", "TerminalUI"]),
        // What the end-to-end tests of the terminal runtime and of the demo share: tmux sessions
        // and child processes started with a clean signal state.
        .target(name: "TmuxTestSupport", path: "Tests/TmuxTestSupport"),
        // `rows[checked: n]`: a screen's row, nil outside it, so a wrong layout fails one test
        // under `#require` instead of crashing the run.
        .target(name: "CheckedIndex", path: "Tests/CheckedIndex"),
        // A temporary directory removed with its files when a test lets it go, and the chat
        // database file in it, for tests that open a server or a store on a file.
        .target(name: "TemporaryFiles", path: "Tests/TemporaryFiles"),
        // A drawn screen's rows, with their trailing spaces or without, and its last row, for
        // screen tests that read rows (some tests still split a screen their own way).
        .target(name: "ScreenLines", path: "Tests/ScreenLines"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TmuxTestSupport", "CheckedIndex", "ScreenLines"]),
        .testTarget(name: "StreamChatTests", dependencies: ["StreamChat", "CSQLite", "TemporaryFiles"]),
        // A Swift Testing trait giving each test a `StreamChat` registration of its own
        // (`StreamChat.withScopedRegistration`), for suites that create a `StreamChat`.
        .target(name: "ScopedStreamChat", dependencies: ["StreamChatSwiftUI"], path: "Tests/ScopedStreamChat"),
        // `waitPatiently`: polls a condition while the main actor runs the work a client queued,
        // giving up after about 10 s of waiting in which the main actor woke it on time; `settle`
        // and `waitUntil` record a failure (Swift Testing) when it gives up.
        .target(name: "PatientWait", path: "Tests/PatientWait"),
        // A fixed noon (a time zone in which the run started at noon) for tests that show days.
        .target(name: "NoonClock", dependencies: ["StreamChatSwiftUI"], path: "Tests/NoonClock"),
        .testTarget(name: "DemoAppTests", dependencies: swiftUI + ["DemoSupport", "DemoUI", "StreamChat", "DemoApp", "TmuxTestSupport", "ScopedStreamChat", "PatientWait", "NoonClock", "TemporaryFiles", "CheckedIndex", "ScreenLines"]),
        .testTarget(name: "StreamChatSwiftUITests", dependencies: swiftUI + ["StreamChat", "StreamChatSwiftUI", "TerminalUI", "ScopedStreamChat", "PatientWait", "NoonClock", "CheckedIndex", "TemporaryFiles", "ScreenLines"]),
        // Each of these acts as an app developer's module holding seed samples verbatim; they are
        // separate modules because the seeds reuse type names (`CustomFactory`, `CustomViewFactory`).
        // What the seed-sample modules share: an in-memory chat and snapshot rendering.
        .target(name: "SeedSampleSupport", dependencies: seedSampleSupportDependencies, path: "Tests/SeedSampleSupport"),
        .testTarget(name: "Seed000CommandsTests", dependencies: seedSampleDependencies),
        .testTarget(name: "Seed001ComponentsTests", dependencies: seedSampleDependencies),
        .testTarget(name: "Seed001StylesTests", dependencies: seedSampleDependencies),
        .testTarget(name: "Seed002ChannelHeaderTests", dependencies: seedSampleDependencies),
    ]
)
