#!/usr/bin/env python3
"""Expands every .ics file next to this script with recurring-ical-events, the independent
expander Calends' is compared with (DifferentialTests.swift), into OUT/NAME.txt.

    python3 expand.py [OUT]   (default: expected/ next to this script)

Each output holds one occurrence per line, `uid<TAB>start<TAB>end<TAB>allDay<TAB>summary`,
sorted, for the window 2026-01-01 through 2026-12-31 drawn in UTC: timed starts and ends as
UTC instants (`2026-03-09T13:30:00Z`; floating times read as UTC wall clock, as Calends
draws them in UTC), all-day ones as dates (end exclusive). Cancelled occurrences
(STATUS:CANCELLED) are left out, as Calends leaves them out. The header names the library
versions, so a fixture says what produced it.
"""

import datetime
import pathlib
import sys
import warnings
from importlib.metadata import version

import icalendar
import recurring_ical_events

HERE = pathlib.Path(__file__).resolve().parent
UTC = datetime.timezone.utc
WINDOW = (datetime.datetime(2026, 1, 1, tzinfo=UTC), datetime.datetime(2027, 1, 1, tzinfo=UTC))


def written(value):
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


def lines(path):
    calendar = icalendar.Calendar.from_ical(path.read_bytes())
    result = []
    for event in recurring_ical_events.of(calendar).between(*WINDOW):
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            continue
        start = event["DTSTART"].dt
        end = event["DTEND"].dt if "DTEND" in event else start
        all_day = not isinstance(start, datetime.datetime)
        summary = str(event.get("SUMMARY", ""))
        fields = [str(event.get("UID", "")), written(start), written(end), str(all_day).lower(), summary]
        result.append("\t".join(fields))
    return sorted(result)


def main():
    # icalendar warns each time it strips a vendor's prefix from a TZID (Thunderbird's
    # /mozilla.org/…); the fixtures say what it read, the warning adds nothing to them.
    warnings.filterwarnings("ignore", message=".*globally unique TZID")
    out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "expected"
    out.mkdir(parents=True, exist_ok=True)
    header = (
        f"# recurring-ical-events {version('recurring-ical-events')}, icalendar {version('icalendar')};"
        " 2026-01-01 through 2026-12-31 in UTC\n"
    )
    for path in sorted(HERE.glob("*.ics")):
        text = header + "".join(line + "\n" for line in lines(path))
        (out / (path.stem + ".txt")).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
