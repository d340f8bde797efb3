// swift-tools-version:6.0
import PackageDescription

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
    // Pure: no SQLite, no curses, no clock reads.
    .target(name: "HabitCore"),
    // The simulated iOS notification center: pure rules over value types.
    .target(name: "NotificationSimulator", dependencies: ["HabitCore"]),
    .target(name: "HabitStore", dependencies: ["HabitCore", "NotificationSimulator", "CSQLite"]),
    // What the CLI and the terminal UI share: rescheduling, delivery, alarms.
    .target(name: "HabitApp", dependencies: ["HabitCore", "HabitStore", "NotificationSimulator"]),
    .target(
      name: "HabitCLI",
      dependencies: ["HabitCore", "HabitStore", "NotificationSimulator", "HabitApp"]),
    .executableTarget(name: "habitflow", dependencies: ["HabitCLI"]),
    .executableTarget(
      name: "habitflow-bench", dependencies: ["HabitCore", "HabitStore", "HabitCLI"]),
    .testTarget(name: "HabitCoreTests", dependencies: ["HabitCore"]),
    .testTarget(name: "NotificationSimulatorTests", dependencies: ["NotificationSimulator"]),
    .testTarget(
      name: "HabitStoreTests", dependencies: ["HabitStore", "CSQLite", "NotificationSimulator"]),
    .testTarget(name: "HabitCLITests", dependencies: ["HabitCLI", "HabitStore", "HabitCore"]),
    .testTarget(name: "EndToEndTests", dependencies: ["habitflow", "HabitCore", "HabitStore"]),
  ]
)
