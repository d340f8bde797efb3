/// What an import did (or, dry, would do) to one habit of the file.
public struct ImportedHabit: Hashable, Sendable {
  /// The name in the file.
  public var nameInFile: String
  /// The name it has in the database (the file's, or with ` (2)` when another habit had it).
  public var storedName: String
  /// Whether the habit was added (false: merged into the same habit already stored).
  public var isNew: Bool
  /// The file's entries for the habit.
  public var entries: Int
  /// How many of them are answers of "not done" rather than check-ins.
  public var notDone: Int
  /// Entries for days the habit had none.
  public var added: Int
  /// Entries that replaced a different entry of the same day.
  public var replaced: Int

  public init(
    nameInFile: String, storedName: String, isNew: Bool, entries: Int, notDone: Int,
    added: Int, replaced: Int
  ) {
    self.nameInFile = nameInFile
    self.storedName = storedName
    self.isNew = isNew
    self.entries = entries
    self.notDone = notDone
    self.added = added
    self.replaced = replaced
  }
}

/// What an import did (or would do), habit by habit, and the settings it changed.
public struct ImportOutcome: Hashable, Sendable {
  /// One line per habit of the file, in the file's order.
  public var habits: [ImportedHabit]
  /// The settings whose stored value changed.
  public var settingsChanged: [String]

  public init(habits: [ImportedHabit], settingsChanged: [String]) {
    self.habits = habits
    self.settingsChanged = settingsChanged
  }

  /// Whether the database changed (or would).
  public var changedAnything: Bool {
    !settingsChanged.isEmpty || habits.contains { $0.isNew || $0.added + $0.replaced > 0 }
  }
}
