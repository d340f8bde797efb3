// swift-tools-version:6.0
import PackageDescription

/// Every product target: generic types are made from their metadata accessors rather than from
/// mangled names, which the runtime resolves by looking each protocol conformance up in every
/// loaded library (Foundation's thousands included) the first time a command meets the type.
/// About a tenth of a millisecond each, several times in every command (issue 10).
let direct: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

let package = Package(
  name: "habitflow",
  products: [
    .executable(name: "habitflow", targets: ["habitflow"]),
    .executable(name: "habitflow-bench", targets: ["habitflow-bench"]),
  ],
  dependencies: [],
  targets: [
    .systemLibrary(name: "CSQLite", path: "Modules/CSQLite"),
    .systemLibrary(name: "CNcurses", path: "Modules/CNcurses"),
    // Debian's libzip, for Loop's CSV exports packed as .zip.
    .systemLibrary(name: "CZip", path: "Modules/CZip"),
    // Pure: no SQLite, no curses, no clock reads.
    .target(name: "HabitCore", swiftSettings: direct),
    // The simulated iOS notification center: pure rules over value types.
    .target(name: "NotificationSimulator", dependencies: ["HabitCore"], swiftSettings: direct),
    // Other programs' files and our own exports: pure readers and writers over value types.
    .target(name: "HabitInterchange", dependencies: ["HabitCore"], swiftSettings: direct),
    // Sync between devices: hybrid logical clocks and the merge of replicas (pure).
    .target(name: "HabitSync", dependencies: ["HabitCore"], swiftSettings: direct),
    .target(
      name: "HabitStore",
      dependencies: [
        "HabitCore", "HabitInterchange", "HabitSync", "NotificationSimulator", "CSQLite",
      ],
      swiftSettings: direct),
    // The application layer every front end calls: each user action once (Library), reading,
    // rescheduling, delivery, alarms, sync rounds, the simulated clock.
    .target(
      name: "HabitApp",
      dependencies: [
        "HabitCore", "HabitStore", "HabitSync", "HabitInterchange", "NotificationSimulator",
      ],
      swiftSettings: direct),
    // The terminal UI: pure update and view over a cell grid.
    .target(
      name: "HabitTUI", dependencies: ["HabitCore", "NotificationSimulator"], swiftSettings: direct),
    // The one ncurses backend and the interface's run loop.
    .target(
      name: "HabitTerminal",
      dependencies: ["HabitTUI", "HabitApp", "HabitCore", "CNcurses"],
      swiftSettings: direct),
    // Import and export between files on disk and the store: finding the format, folders, zips.
    .target(
      name: "HabitTransfer",
      dependencies: ["HabitInterchange", "HabitStore", "HabitCore", "CZip"],
      swiftSettings: direct),
    .target(
      name: "HabitCLI",
      dependencies: [
        "HabitCore", "NotificationSimulator", "HabitApp", "HabitTerminal", "HabitInterchange",
        "HabitSync", "HabitTransfer",
      ], swiftSettings: direct),
    .executableTarget(name: "habitflow", dependencies: ["HabitCLI"], swiftSettings: direct),
    .executableTarget(
      name: "habitflow-bench",
      dependencies: ["HabitCore", "HabitStore", "HabitApp", "HabitTUI", "HabitTerminal"]),
    // The bench's floor: a Swift process with the standard library only, built beside the bench.
    .executableTarget(name: "habitflow-floor"),
    .testTarget(name: "HabitCoreTests", dependencies: ["HabitCore"]),
    .testTarget(name: "HabitInterchangeTests", dependencies: ["HabitInterchange", "HabitCore"]),
    .testTarget(name: "HabitSyncTests", dependencies: ["HabitSync", "HabitCore"]),
    .testTarget(name: "NotificationSimulatorTests", dependencies: ["NotificationSimulator"]),
    .testTarget(
      name: "HabitStoreTests",
      dependencies: [
        "HabitStore", "HabitApp", "HabitCore", "HabitSync", "CSQLite", "NotificationSimulator",
      ],
      // Databases written by earlier releases, opened by path from the migration tests.
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitTUITests", dependencies: ["HabitTUI", "HabitCore", "NotificationSimulator"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "HabitTerminalTests",
      dependencies: ["HabitTerminal", "HabitTUI", "HabitApp", "HabitStore", "HabitCore"]),
    .testTarget(
      name: "HabitCLITests", dependencies: ["HabitCLI", "HabitStore", "HabitCore", "HabitSync"],
      // Reads Loop's CSV exports with Python's csv module, apart from HabitFlow's reader.
      exclude: ["LoopFiles.py"]),
    .testTarget(
      name: "HabitTransferTests",
      dependencies: ["HabitTransfer", "HabitInterchange", "HabitStore", "HabitCore"]),
    .testTarget(name: "EndToEndTests", dependencies: ["habitflow", "HabitCore", "HabitStore"]),
    // The same random actions through the command line and through the interface's update and
    // effect runner, on two databases: their exports, announcements and reminder plans agree.
    .testTarget(
      name: "ParityTests",
      dependencies: ["HabitCLI", "HabitTerminal", "HabitTUI", "HabitStore", "HabitCore"]),
  ]
)
