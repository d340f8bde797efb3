/// The bash completion function: commands, options, option values, habit names, paths.
enum BashCompletion {
  static var script: String {
    let commands = ShellWords.commands.joined(separator: " ")
    let globals = ShellWords.globalOptions.joined(separator: " ")
    var cases: [String] = []
    for command in Command.all {
      for option in ShellWords.options(of: command) {
        guard let values = ShellWords.values(of: option, in: command.name) else { continue }
        cases.append(
          "    \"\(command.name) \(option)\") words=\"\(values.joined(separator: " "))\" ;;")
      }
    }
    let optionCases = Command.all.map {
      "    \($0.name)) words=\"\(ShellWords.options(of: $0).joined(separator: " "))\" ;;"
    }
    let habitCommands = Command.all.filter { ShellWords.positional(of: $0) == .habit }.map(\.name)
    let pathCommands = Command.all.filter { ShellWords.positional(of: $0) == .path }.map(\.name)
    let shells = Shell.spellings.joined(separator: " ")
    return """
      # bash completion for habitflow (habitflow completions bash)
      _habitflow() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        local command="" words="" i db=()
        for ((i = 1; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            --db) db=(--db "${COMP_WORDS[i+1]}"); ((i++)) ;;
            --now|--color|--speed) ((i++)) ;;
            -*) ;;
            *) command="${COMP_WORDS[i]}"; break ;;
          esac
        done
        case "$prev" in
          --db|-o) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        esac
        if [[ -z "$command" ]]; then
          case "$prev" in
            --color) words="\(ColorChoice.spellings.joined(separator: " "))" ;;
            --now|--speed) return ;;
            *) words="\(commands) \(globals)" ;;
          esac
          COMPREPLY=($(compgen -W "$words" -- "$cur")); return
        fi
        case "$command $prev" in
      \(cases.joined(separator: "\n"))
        esac
        if [[ -n "$words" ]]; then COMPREPLY=($(compgen -W "$words" -- "$cur")); return; fi
        if [[ "$cur" == -* ]]; then
          case "$command" in
      \(optionCases.joined(separator: "\n"))
          esac
          COMPREPLY=($(compgen -W "$words" -- "$cur")); return
        fi
        case "$command" in
          \(habitCommands.joined(separator: "|")))
            # Names as typed: the shell's own characters escaped, any other kept (printf %q
            # would turn Hangul into $'\\353...' outside a UTF-8 locale).
            local name j c special=" '\\"\\$\\`&;()<>|*?[]!#~{}"
            COMPREPLY=()
            # Read line by line, not through compgen -W, which would expand a `$` in a name.
            while IFS= read -r name; do
              [[ "$name" == "$cur"* ]] || continue
              name="${name//\\\\/\\\\\\\\}"
              for ((j = 0; j < ${#special}; j++)); do
                c="${special:j:1}"
                name="${name//"$c"/\\\\$c}"
              done
              COMPREPLY+=("$name")
            done < <(habitflow "${db[@]}" list --names 2>/dev/null) ;;
          \(pathCommands.joined(separator: "|"))) COMPREPLY=($(compgen -f -- "$cur")) ;;
          help) COMPREPLY=($(compgen -W "\(commands)" -- "$cur")) ;;
          completions) COMPREPLY=($(compgen -W "\(shells)" -- "$cur")) ;;
        esac
      }
      complete -F _habitflow habitflow
      """
  }
}

/// The zsh completion function, for a file `_habitflow` on `$fpath` (or `source`d).
enum ZshCompletion {
  static var script: String {
    let options = Command.all.map {
      "    \($0.name)) opts=(\(ShellWords.options(of: $0).joined(separator: " "))) ;;"
    }
    var valueCases: [String] = []
    for command in Command.all {
      for option in ShellWords.options(of: command) {
        guard let values = ShellWords.values(of: option, in: command.name) else { continue }
        valueCases.append(
          "    \(command.name):\(option)) compadd -- \(values.joined(separator: " ")); return ;;")
      }
    }
    let habitCommands = Command.all.filter { ShellWords.positional(of: $0) == .habit }.map(\.name)
    let pathCommands = Command.all.filter { ShellWords.positional(of: $0) == .path }.map(\.name)
    let colors = ColorChoice.spellings.joined(separator: " ")
    return """
      #compdef habitflow
      # zsh completion for habitflow (habitflow completions zsh > _habitflow, on $fpath)
      _habitflow() {
        local -a commands opts names
        commands=(\(ShellWords.commands.joined(separator: " ")))
        local command="" i=2
        local -a db
        while (( i < CURRENT )); do
          case "$words[i]" in
            --db) db=(--db "$words[i+1]"); (( i++ )) ;;
            --now|--color|--speed) (( i++ )) ;;
            -*) ;;
            *) command="$words[i]"; break ;;
          esac
          (( i++ ))
        done
        case "$words[CURRENT-1]" in
          --db|-o) _files; return ;;
        esac
        if [[ -z "$command" ]]; then
          if [[ "$words[CURRENT-1]" == --color ]]; then compadd -- \(colors); return; fi
          compadd -a commands; compadd -- \(ShellWords.globalOptions.joined(separator: " ")); return
        fi
        case "$command:$words[CURRENT-1]" in
      \(valueCases.joined(separator: "\n"))
        esac
        if [[ "$PREFIX" == -* ]]; then
          case "$command" in
      \(options.joined(separator: "\n"))
          esac
          compadd -a opts; return
        fi
        case "$command" in
          \(habitCommands.joined(separator: "|")))
            names=("${(@f)$(habitflow "${db[@]}" list --names 2>/dev/null)}"); compadd -a names ;;
          \(pathCommands.joined(separator: "|"))) _files ;;
          help) compadd -a commands ;;
          completions) compadd -- \(Shell.spellings.joined(separator: " ")) ;;
        esac
      }
      if [[ "$funcstack[1]" == _habitflow ]]; then _habitflow "$@"; else compdef _habitflow habitflow; fi
      """
  }
}

/// The fish completions, for `~/.config/fish/completions/habitflow.fish`.
enum FishCompletion {
  static var script: String {
    var lines = [
      "# fish completion for habitflow (habitflow completions fish)", "complete -c habitflow -f",
      "function __habitflow_names",
      "    set -l words (commandline -opc)",
      "    set -l db",
      "    for i in (seq (math (count $words) - 1))",
      "        test \"$words[$i]\" = --db; and set db --db $words[(math $i + 1)]",
      "    end",
      "    habitflow $db list --names 2>/dev/null",
      "end",
    ]
    for command in Command.all {
      lines.append(
        "complete -c habitflow -n __fish_use_subcommand -a \(command.name) -d '\(quoted(command.summary))'"
      )
      let when = "'__fish_seen_subcommand_from \(command.name)'"
      for option in ShellWords.options(of: command) where option.hasPrefix("--") {
        let name = option.dropFirst(2)
        let takes = command.spec.valueOptions.contains(option)
        var line = "complete -c habitflow -n \(when) -l \(name)"
        if let values = ShellWords.values(of: option, in: command.name) {
          line += " -x -a '\(values.joined(separator: " "))'"
        } else if takes {
          line += ShellWords.pathOptions.contains(option) ? " -r -F" : " -x"
        }
        lines.append(line)
      }
      switch ShellWords.positional(of: command) {
      case .habit:
        lines.append("complete -c habitflow -n \(when) -a '(__habitflow_names)'")
      case .path: lines.append("complete -c habitflow -n \(when) -F")
      case .none: break
      }
    }
    lines += [
      "complete -c habitflow -n '__fish_seen_subcommand_from export' -s o -r -F",
      "complete -c habitflow -n '__fish_seen_subcommand_from completions' -x -a '"
        + Shell.spellings.joined(separator: " ") + "'",
      "complete -c habitflow -n __fish_use_subcommand -l db -r -F",
      "complete -c habitflow -n __fish_use_subcommand -l color -x -a '"
        + ColorChoice.spellings.joined(separator: " ") + "'",
    ]
    return lines.joined(separator: "\n")
  }

  /// Text inside single quotes for fish: backslashes and quotes escaped.
  static func quoted(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
  }
}
