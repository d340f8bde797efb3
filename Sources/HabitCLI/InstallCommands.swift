import Foundation
import HabitCore

/// `install` and `uninstall`: the binary, its manual page and the completions in a prefix.
enum InstallCommands {
  static let install = Command(
    name: "install",
    synopsis: "install [--prefix DIR]",
    summary: "Put this habitflow, its manual page and completions under DIR (default ~/.local).",
    details: [
      "DIR/bin/habitflow, DIR/share/man/man1/habitflow.1, and the bash, zsh and fish completions",
      "in DIR/share; an earlier install there is replaced. 'uninstall' removes exactly these.",
    ],
    spec: ArgumentSpec(valueOptions: ["--prefix"])
  ) { arguments, invocation in
    let place = try Installation(arguments, invocation.environment)
    guard let binary = Installation.runningBinary() else {
      throw CommandError.failure("cannot find this program's own file to copy")
    }
    let files: [(String, Data, Int)] = [
      // Text files end with a newline, as the commands print them.
      (place.binary, binary, 0o755), (place.manPage, Data((ManPage.text + "\n").utf8), 0o644),
      (place.bash, Data((BashCompletion.script + "\n").utf8), 0o644),
      (place.zsh, Data((ZshCompletion.script + "\n").utf8), 0o644),
      (place.fish, Data((FishCompletion.script + "\n").utf8), 0o644),
    ]
    for (path, data, mode) in files { try Installation.write(data, to: path, mode: mode) }
    var lines = ["Installed habitflow \(HabitFlowCLI.version) under \(Display.safe(place.prefix)):"]
    lines += place.all.map { "  " + Display.safe($0) }
    let path = (invocation.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    if !path.contains(place.prefix + "/bin") {
      lines.append(
        "\(Display.safe(place.prefix))/bin is not on PATH: add it in your shell's profile")
    }
    lines.append(
      "zsh: add \(Display.safe(place.prefix))/share/zsh/site-functions to fpath before compinit")
    return lines.joined(separator: "\n")
  }

  static let uninstall = Command(
    name: "uninstall",
    synopsis: "uninstall [--prefix DIR]",
    summary: "Remove what install put under DIR (default ~/.local); the database stays.",
    spec: ArgumentSpec(valueOptions: ["--prefix"])
  ) { arguments, invocation in
    let place = try Installation(arguments, invocation.environment)
    let removed = place.all.filter { unlink($0) == 0 }
    guard !removed.isEmpty else {
      return "Nothing of habitflow was installed under \(Display.safe(place.prefix))"
    }
    return
      (["Removed from \(Display.safe(place.prefix)):"] + removed.map { "  " + Display.safe($0) })
      .joined(separator: "\n") + "\nThe database and its backups stay where they are."
  }
}

/// Where `install` puts each file under a prefix.
struct Installation {
  let prefix: String

  init(_ arguments: Arguments, _ environment: [String: String]) throws {
    if let given = arguments["--prefix"] {
      guard !given.isEmpty else { throw CommandError.usage("--prefix needs a folder") }
      prefix = given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given
    } else {
      guard let home = environment["HOME"], !home.isEmpty else {
        throw CommandError.usage("HOME is not set: say where with --prefix DIR")
      }
      prefix = home + "/.local"
    }
  }

  var binary: String { prefix + "/bin/habitflow" }
  var manPage: String { prefix + "/share/man/man1/habitflow.1" }
  var bash: String { prefix + "/share/bash-completion/completions/habitflow" }
  var zsh: String { prefix + "/share/zsh/site-functions/_habitflow" }
  var fish: String { prefix + "/share/fish/vendor_completions.d/habitflow.fish" }
  var all: [String] { [binary, manPage, bash, zsh, fish] }

  /// This program's bytes, read through the kernel's link to the running file.
  static func runningBinary() -> Data? {
    FileManager.default.contents(atPath: "/proc/self/exe")
  }

  /// Writes a file whole: beside it under a temporary name, then renamed over what is there.
  static func write(_ data: Data, to path: String, mode: Int) throws {
    let folder = PathText.folder(of: path)
    let temporary = folder + "/.habitflow-install-" + UUID().uuidString.lowercased()
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try data.write(to: URL(fileURLWithPath: temporary))
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary)
      guard rename(temporary, path) == 0 else {
        throw CommandError.failure(
          "cannot put \(Display.safe(path)) in place: \(String(cString: strerror(errno)))")
      }
    } catch let error as CommandError {
      unlink(temporary)
      throw error
    } catch {
      unlink(temporary)
      throw CommandError.failure(
        "cannot write \(Display.safe(path)): \(error.localizedDescription)")
    }
  }
}
