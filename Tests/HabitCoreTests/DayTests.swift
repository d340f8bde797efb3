import HabitCore
import XCTest

final class DayTests: XCTestCase {
  func testEpochIsDayZeroAndThursday() {
    XCTAssertEqual(d("1970-01-01").number, 0)
    XCTAssertEqual(d("1970-01-01").weekday, .thursday)
  }

  func testKnownWeekdays() {
    XCTAssertEqual(d("2026-11-30").weekday, .monday)
    XCTAssertEqual(d("2028-02-29").weekday, .tuesday)
    XCTAssertEqual(d("2000-01-01").weekday, .saturday)
    XCTAssertEqual(d("1969-12-31").weekday, .wednesday)
  }

  func testRoundTripsEveryDayOverFourCenturies() {
    var previous: (Int, Int, Int)? = nil
    for number in Day(iso: "1900-01-01")!.number...Day(iso: "2300-12-31")!.number {
      let (year, month, day) = Day(number: number).components
      XCTAssertEqual(Day(year: year, month: month, day: day)?.number, number)
      if let (py, pm, pd) = previous {
        let nextInMonth = year == py && month == pm && day == pd + 1
        let nextMonth =
          day == 1 && (month == pm + 1 && year == py || month == 1 && pm == 12 && year == py + 1)
        XCTAssertTrue(nextInMonth || nextMonth, "\(year)-\(month)-\(day) after \(py)-\(pm)-\(pd)")
      }
      previous = (year, month, day)
    }
  }

  func testLeapDays() {
    XCTAssertNotNil(Day(iso: "2028-02-29"))
    XCTAssertNotNil(Day(iso: "2000-02-29"))
    XCTAssertNil(Day(iso: "2027-02-29"))
    XCTAssertNil(Day(iso: "2100-02-29"))
    XCTAssertEqual(d("2028-02-28").adding(days: 1).iso, "2028-02-29")
    XCTAssertEqual(d("2028-02-29").adding(days: 1).iso, "2028-03-01")
  }

  func testMonthAndYearEnds() {
    XCTAssertEqual(d("2026-12-31").adding(days: 1).iso, "2027-01-01")
    XCTAssertEqual(d("2026-04-30").adding(days: 1).iso, "2026-05-01")
    XCTAssertEqual(d("2027-01-01").adding(days: -1).iso, "2026-12-31")
    XCTAssertEqual(d("2026-01-01").distance(to: d("2027-01-01")), 365)
    XCTAssertEqual(d("2028-01-01").distance(to: d("2029-01-01")), 366)
  }

  func testParsingIsStrict() {
    for text in [
      "2026-1-01", "2026/01/01", "2026-13-01", "2026-00-10", "2026-04-31", "26-01-01", "",
      "2026-01-01T",
    ] {
      XCTAssertNil(Day(iso: text), text)
    }
  }

  func testWeekStart() {
    XCTAssertEqual(WeekStart.sunday.weekStart(containing: d("2026-11-30")).iso, "2026-11-29")
    XCTAssertEqual(WeekStart.monday.weekStart(containing: d("2026-11-30")).iso, "2026-11-30")
    XCTAssertEqual(WeekStart.monday.weekStart(containing: d("2026-11-29")).iso, "2026-11-23")
    XCTAssertEqual(WeekStart.sunday.weekStart(containing: d("2026-11-29")).iso, "2026-11-29")
  }

  func testTimeOfDayParsing() {
    XCTAssertEqual(TimeOfDay(parsing: "09:30")?.minutes, 570)
    XCTAssertEqual(TimeOfDay(parsing: "9:05")?.description, "09:05")
    XCTAssertEqual(TimeOfDay(parsing: "23:59")?.minutes, 1439)
    XCTAssertEqual(TimeOfDay(parsing: "0:00")?.minutes, 0)
    XCTAssertEqual(Day(iso: "0999-01-05")?.iso, "0999-01-05")
    for text in [
      "25:61", "24:00", "12:60", "9", "09:5", "ab:cd", "-1:00", "09:30:00", "", "１２:００", "1:2:3",
      ":123", "12:3a", "123:45", " 9:00",
    ] {
      XCTAssertNil(TimeOfDay(parsing: text), text)
    }
  }

  func testTimesListedWithCommas() {
    func list(_ text: String) -> [String]? {
      var text = text
      return text.withUTF8 { TimeOfDay.list(utf8: $0) }?.map(\.description)
    }
    XCTAssertEqual(list("07:00,12:30,9:05"), ["07:00", "12:30", "09:05"])
    XCTAssertEqual(list(""), [])
    XCTAssertEqual(list("07:00,"), ["07:00"], "an empty piece is nothing")
    XCTAssertEqual(list(",07:00,,08:00"), ["07:00", "08:00"])
    for text in ["07:00,25:00", "07:00;08:00", "7", "07:00, 08:00"] {
      XCTAssertNil(list(text), text)
    }
  }

  func testWeekdayNames() {
    XCTAssertEqual(Weekday(name: "Mon"), .monday)
    XCTAssertEqual(Weekday(name: "sunday"), .sunday)
    XCTAssertNil(Weekday(name: "fry"))
    XCTAssertEqual(
      WeekdaySet([.monday, .wednesday, .friday]).days.map(\.shortName), ["mon", "wed", "fri"])
  }
}
