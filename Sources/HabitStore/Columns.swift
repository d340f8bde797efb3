/// The columns a query selects, by name: each case's raw value is its place in the SELECT
/// list, so reading one compiles to a constant (no lookup, no text, per row).
protocol Columns: CaseIterable, Hashable, RawRepresentable<Int32> {}

/// Columns that carry their SQL names, from which statements are built.
protocol NamedColumns: Columns {
  /// Every case's SQL name, in the cases' order: the case's name in snake case, capitals in a
  /// row one word (`scheduleKind` is `schedule_kind`, `habitID` is `habit_id`). Written out, not
  /// worked out from the case at run time: that asks the runtime for the case's name, which
  /// cost a command a quarter of its instructions; a test holds each name to its case.
  static var sqlNames: [String] { get }
}

/// The columns of one of HabitFlow's own tables, in the order its schema gives them (a test
/// holds each list to `PRAGMA table_info`): its SELECT and INSERT lists are built from it once,
/// in a `static let`, and its rows are read through its cases.
protocol ColumnList: NamedColumns {
  /// The table's name.
  static var table: String { get }
}

extension NamedColumns {
  /// The column's SQL name.
  var name: String { Self.sqlNames[Int(rawValue)] }

  /// Every column's name in order, comma separated, prefixed `alias.` when given. A column
  /// `omitting` names is selected as NULL: it keeps its place but costs nothing to read.
  static func names(_ alias: String? = nil, omitting: [Self] = []) -> String {
    allCases.map { omitting.contains($0) ? "NULL" : (alias.map { $0 + "." } ?? "") + $0.name }
      .joined(separator: ", ")
  }

  /// One `?` per column, comma separated.
  static var placeholders: String {
    Array(repeating: "?", count: allCases.count).joined(separator: ", ")
  }

  /// The place just after the last column: the first of what a query selects beyond them.
  static var end: Int32 { Int32(sqlNames.count) }
}

extension ColumnList {
  /// Every column's name in order, as the schema has them.
  static var columnNames: [String] { allCases.map(\.name) }

  /// `SELECT` every column (those `omitting` names as NULL) `FROM` the table.
  static func select(omitting: [Self] = []) -> String {
    "SELECT \(names(omitting: omitting)) FROM \(table)"
  }

  /// `INSERT INTO` the table every column, `VALUES` a placeholder each (`verb` may be
  /// `INSERT OR REPLACE`).
  static func insert(_ verb: String = "INSERT") -> String {
    "\(verb) INTO \(table) (\(names())) VALUES (\(placeholders))"
  }
}

/// Reading the current row's columns by name.
extension Statement {
  func int(_ column: some Columns) -> Int64 { int(column.rawValue) }
  func double(_ column: some Columns) -> Double { double(column.rawValue) }
  func text(_ column: some Columns) -> String? { text(column.rawValue) }
  func blob(_ column: some Columns) -> [UInt8] { blob(column.rawValue) }
  func isNull(_ column: some Columns) -> Bool { isNull(column.rawValue) }
  func withBytes<T>(_ column: some Columns, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    withBytes(column.rawValue, body)
  }
}
