// The floor `habitflow-bench` times `habitflow --version` against: a process that starts, prints
// one line and exits, with the Swift standard library only (no Foundation, no package code).
print("habitflow-floor 0.1.0")
