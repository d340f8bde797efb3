# Reads a Loop Habit Tracker CSV export with Python's own csv module, apart from HabitFlow's
# reader, and prints what it holds as JSON: per habit its name, kind, frequency, Loop's stored
# value of each day it lists (a habit's own NNN folder file where there is one), and its scores.
# Used by RealLoopFileTests to count what the files hold independently.
import csv
import json
import os
import re
import sys

WORDS = {"YES_MANUAL": 2, "YES_AUTO": 1, "NO": 0, "UNKNOWN": -1, "SKIP": 3, "": -1}
ENTRY = re.compile(r"Entry\(timestamp=([0-9-]+), value=(-?[0-9]+)\)")


def rows(path):
    with open(path, encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def value(cell):
    return WORDS[cell] if cell in WORDS else int(cell)


def top(path, count):
    """Each habit's values by day: cells after the date, one per habit (Loop 2.0's Entry(...)
    cells are read by their pattern, as the header's unquoted names may hold commas)."""
    days = [dict() for _ in range(count)]
    with open(path, encoding="utf-8-sig") as handle:
        lines = handle.read().splitlines()[1:]
    for line in lines:
        date, rest = line.split(",", 1)
        found = ENTRY.findall(rest)
        cells = [v for _, v in found] if found else rest.rstrip(",").split(",")
        assert len(cells) == count, (path, date, len(cells), count)
        for index, cell in enumerate(cells):
            days[index][date] = value(cell)
    return days


def scores(path, count):
    found = [dict() for _ in range(count)]
    if not os.path.exists(path):
        return found
    with open(path, encoding="utf-8-sig") as handle:
        lines = handle.read().splitlines()[1:]
    for line in lines:
        cells = line.rstrip(",").split(",")
        for index, cell in enumerate(cells[1:]):
            found[index][cells[0]] = float(cell)
    return found


def main(folder):
    table = rows(os.path.join(folder, "Habits.csv"))
    header, records = table[0], [dict(zip(table[0], row)) for row in table[1:]]
    days = top(os.path.join(folder, "Checkmarks.csv"), len(records))
    score = scores(os.path.join(folder, "Scores.csv"), len(records))
    for entry in sorted(os.listdir(folder)):
        number = re.match(r"^([0-9]+)", entry)
        if not number or not os.path.isdir(os.path.join(folder, entry)):
            continue
        index = int(number.group(1)) - 1
        own = os.path.join(folder, entry, "Checkmarks.csv")
        if os.path.exists(own):
            days[index] = {r[0]: value(r[1]) for r in rows(own) if r and r[0] != "Date"}
        own = os.path.join(folder, entry, "Scores.csv")
        if os.path.exists(own):
            score[index] = {r[0]: float(r[1]) for r in rows(own) if r and r[0] != "Date"}
    habits = []
    for index, record in enumerate(records):
        if "Type" in header:
            numerical = record["Type"] == "NUMERICAL"
        else:
            numerical = any(v < -1 or v > 3 for v in days[index].values())
        habits.append({
            "name": record["Name"].strip(),
            "numerical": numerical,
            "times": int(record.get("FrequencyNumerator") or record["NumRepetitions"]),
            "days": int(record.get("FrequencyDenominator") or record["Interval"]),
            "values": days[index],
            "scores": score[index],
        })
    json.dump({"habits": habits}, sys.stdout)


main(sys.argv[1])
