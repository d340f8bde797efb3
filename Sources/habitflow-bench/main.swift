import Foundation

/// `habitflow-bench [OPTIONS]`: proves that commands are about as fast on 10 years of history as
/// on a month. Build with `swift build -c release` and run `.build/release/habitflow-bench`; it
/// runs the `habitflow` (and `habitflow-floor`) built beside it.
///
/// It builds databases through `HabitStore` (H habits of mixed kinds with Y years of history up to
/// 2026-11-30, reminders armed; see `makeDatabase`) and prints JSON on standard output:
/// - `run`, `scaling`: in-process figures (first screen's data, streaks, heatmaps) on HxY and on
///   1, 2 and 5 years;
/// - `commands`: per size, each command's whole-process median wall time (posix_spawn to waitpid,
///   monotonic clock, output to /dev/null) and the median of its ratios to `habitflow --version`
///   timed in the same pairs (order alternating), with the goal (1.3 up to 50 habits, 3
///   up to 1000);
/// - `floors`: a plain Swift binary (`habitflow-floor`) and `calcurse -Q` (when on PATH) against
///   `--version`;
/// - `reminders`, `watchBurstAtSpeed60`, `watchIdle`: plan + apply, `watch`'s lateness, its idle
///   CPU;
/// - `interface`: the first frame of `habitflow` on a 100x30 pseudo-terminal on UIxY against an
///   empty database (ratio of pairs), its peak RSS (`VmHWM` after that frame), key-to-frame
///   p50/p99/max in process, idle CPU.
/// On standard error: progress lines, then Markdown tables for the README's Performance section.
///
/// Commands run as `habitflow --now 2026-11-30T09:00:00 ...` with `HABITFLOW_DB`, `TZ=Asia/Seoul`,
/// `NO_COLOR=1`, no terminal and no locale. `check`, `uncheck` and `skip` work on `습관 0`: an
/// untimed `check`/`uncheck` before a pair puts its day where the command needs it (`check` always
/// checks an unchecked day, `uncheck` always clears a checked one), and its day is left as found.
/// Every command's exit status must be 0 (checked once with its output shown, then on every run).
///
/// Options:
/// - `--keep DIR`: build the databases in DIR as `HABITSxYEARS.sqlite` (`50x10.sqlite`,
///   `0x0.sqlite` for the empty one, ...) and leave them there; a file of that name is rebuilt.
///   Without it they are temporary and removed at the end.
/// - `--sizes LIST`: the command table's sizes, default `50x10,1000x10`.
/// - `--runs N`: timed pairs per command and floor, default 21; `--warmup N`: untimed pairs first,
///   default 2 (also before the first-frame pairs).
/// - `--habits H`, `--years Y`: the in-process figures' size, default 50 and 10.
/// - `--ui-habits UI`: the interface's database, UI habits x Y years, default 500; `--ui-runs N`:
///   first-frame pairs, default 21; `--key-runs N`: in-process key-to-frame toggles, default 101.
/// - `--idle-seconds S`: how long `watch` and the interface idle for the CPU figures, default 30;
///   0 skips both.
/// - `transfer`: `import` of a Loop backup and of a JSON export of HxY into an empty database,
///   `export` as JSON, Loop backup and CSV zip (medians of whole processes).
/// - `sync`: three devices holding HxY syncing through one folder: a round taking in two changed
///   files, a round with nothing new, turning sync on, the first rounds (whole processes).
/// - `--skip-inprocess`, `--skip-commands` (commands and floors), `--skip-reminders`,
///   `--skip-interface`, `--skip-transfer`, `--skip-sync`: leave a part out for a quick run.
let usage = """
  usage: habitflow-bench [--keep DIR] [--sizes 50x10,1000x10] [--runs 21] [--warmup 2]
                         [--habits 50] [--years 10] [--ui-habits 500] [--ui-runs 21]
                         [--key-runs 101] [--idle-seconds 30] [--skip-inprocess]
                         [--skip-commands] [--skip-reminders] [--skip-interface]
                         [--skip-transfer] [--skip-sync]
  JSON on standard output; progress and Markdown tables on standard error.
  """

/// The command table of each of `options.sizes`, then the floors.
func commandFigures(binary: String, databases: Databases, options: BenchOptions) throws
  -> ([SizeFigures], [CommandFigure])
{
  let sizes = try options.sizes.map { size in
    let database = try databases.database(size)
    let table = CommandTable(
      binary: binary, database: database.path, runs: options.runs, warmup: options.warmup)
    return SizeFigures(size: size, entries: database.entries, commands: try table.measure())
  }
  let floors = try Floors.measure(binary: binary, runs: options.runs, warmup: options.warmup)
  return (sizes, floors)
}

/// Runs the parts `options` ask for: the JSON output and the Markdown tables.
func runBench(_ options: BenchOptions) throws -> (JSONValue, String) {
  let binary = Spawn.besideBench("habitflow")
  guard FileManager.default.isExecutableFile(atPath: binary) else {
    throw BenchError.failed("no habitflow beside the bench at \(binary): swift build -c release")
  }
  if URL(fileURLWithPath: binary).deletingLastPathComponent().lastPathComponent != "release" {
    log("warning: \(binary) is not a release build; whole-process figures mean little")
  }
  let databases = try Databases(keep: options.keep)
  defer { databases.removeTemporary() }
  var output: [(String, JSONValue)] = []
  var statistics: (Size, StatisticsFigures)?
  if !options.skipInProcess {
    let main = Size(habits: options.habits, years: options.years)
    output.append(("run", try inProcessFigures(main, databases: databases)))
    let scaling = try [1, 2, 5].filter { $0 < options.years }.map {
      try inProcessFigures(Size(habits: options.habits, years: $0), databases: databases)
    }
    output.append(("scaling", .array(scaling)))
    let figures = try StatisticsFigures.measure(main, databases: databases)
    output.append(("statistics", figures.json))
    statistics = (main, figures)
  }
  var sizes: [SizeFigures] = []
  var floors: [CommandFigure] = []
  if !options.skipCommands {
    (sizes, floors) = try commandFigures(binary: binary, databases: databases, options: options)
    output += [("commands", .array(sizes.map(\.json))), ("floors", Floors.json(floors))]
  }
  if !options.skipReminders {
    output += try reminderFigures(binary: binary, idleSeconds: options.idleSeconds)
  }
  var transfer: (Size, TransferFigures)?
  if !options.skipTransfer {
    let size = Size(habits: options.habits, years: options.years)
    let figures = try TransferFigures.measure(
      size, databases: databases, binary: binary, runs: max(3, options.runs / 3))
    output.append(("transfer", figures.json))
    transfer = (size, figures)
  }
  var sync: (Size, SyncFigures)?
  if !options.skipSync {
    let size = Size(habits: options.habits, years: options.years)
    let figures = try SyncFigures.measure(
      size, databases: databases, binary: binary, runs: max(3, options.runs / 3))
    output.append(("sync", figures.json))
    sync = (size, figures)
  }
  var interface: (Size, InterfaceFigures)?
  if !options.skipInterface {
    let size = Size(habits: options.uiHabits, years: options.years)
    let figures = try InterfaceFigures.measure(
      size: size, databases: databases, binary: binary, options: options)
    let entries = try databases.database(size).entries
    output.append(("interface", figures.json(size: size, entries: entries, options: options)))
    interface = (size, figures)
  }
  output += [("peakMemoryMiB", .fixed(peakMemoryMiB(), 1)), ("checksum", .integer(sink))]
  let table =
    MarkdownTable.text(sizes: sizes, floors: floors, interface: interface, runs: options.runs)
    + (statistics.map { "\n\n" + $1.table($0) } ?? "")
    + (transfer.map { "\n\n" + $1.table($0) } ?? "")
    + (sync.map { "\n\n" + $1.table($0) } ?? "")
  return (.object(output), table)
}

do {
  let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
  let (json, table) = try runBench(options)
  print(json.serialized())
  FileHandle.standardError.write(Data(("\n" + table + "\n").utf8))
} catch BenchError.help {
  print(usage)
} catch let error as BenchError {
  if case .usage = error {
    FileHandle.standardError.write(Data("habitflow-bench: \(error)\n\(usage)\n".utf8))
    exit(2)
  }
  log("\(error)")
  exit(1)
} catch {
  log("\(error)")
  exit(1)
}
