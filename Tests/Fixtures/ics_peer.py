"""The `icalendar` package as the other side of ask's .ics round trips.

  ics_peer.py write FILE   writes a calendar the way another program would: a TZID event
                           across a DST change, a UTC one, an all-day one, a recurring one
                           with an alarm and X- properties, escapes, and a VTODO.
  ics_peer.py read FILE    parses FILE with icalendar and prints its events as JSON lines.
"""
import json
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import icalendar


def write(path):
    calendar = icalendar.Calendar()
    calendar.add("prodid", "-//Peer//icalendar test//EN")
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", "Peer calendar")
    berlin = ZoneInfo("Europe/Berlin")

    def event(uid, summary, start, end, **extra):
        item = icalendar.Event()
        item.add("uid", uid)
        item.add("dtstamp", datetime(2026, 11, 1, tzinfo=timezone.utc))
        item.add("summary", summary)
        item.add("dtstart", start)
        if end is not None:
            item.add("dtend", end)
        for key, value in extra.items():
            item.add(key.replace("_", "-"), value)
        calendar.add_component(item)
        return item

    event("berlin@peer", "Review, part 1; notes\\here", datetime(2026, 10, 25, 1, 30, tzinfo=berlin),
          datetime(2026, 10, 25, 3, 30, tzinfo=berlin), location="Raum 3, Haus B",
          description="line one\nline two")
    event("utc@peer", "Call with Tokyo", datetime(2026, 12, 3, 1, 0, tzinfo=timezone.utc),
          datetime(2026, 12, 3, 2, 0, tzinfo=timezone.utc))
    event("allday@peer", "Holiday", date(2026, 12, 24), date(2026, 12, 27))
    weekly = event("weekly@peer", "Standup " + "long " * 30, datetime(2026, 12, 1, 9, 0, tzinfo=berlin),
                   None, duration=timedelta(minutes=15), rrule={"freq": "weekly", "count": 4},
                   x_peer_color="teal")
    alarm = icalendar.Alarm()
    alarm.add("action", "DISPLAY")
    alarm.add("description", "Standup soon")
    alarm.add("trigger", timedelta(minutes=-5))
    weekly.add_component(alarm)
    todo = icalendar.Todo()
    todo.add("uid", "todo@peer")
    todo.add("summary", "Not an event")
    calendar.add_component(todo)
    if hasattr(calendar, "add_missing_timezones"):
        calendar.add_missing_timezones()
    with open(path, "wb") as handle:
        handle.write(calendar.to_ical())


def read(path):
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    for item in calendar.walk("VEVENT"):
        start = item.get("dtstart").dt
        end = item.get("dtend").dt if item.get("dtend") is not None else None
        params = item.get("dtstart").params
        print(json.dumps({
            "uid": str(item.get("uid")),
            "summary": str(item.get("summary")),
            "location": str(item.get("location")) if item.get("location") is not None else None,
            "description": str(item.get("description")) if item.get("description") is not None else None,
            "all_day": not isinstance(start, datetime),
            "start": start.isoformat(),
            "end": end.isoformat() if end is not None else None,
            "start_utc": start.astimezone(timezone.utc).isoformat() if isinstance(start, datetime) else None,
            "tzid": params.get("TZID"),
            "rrule": item.get("rrule").to_ical().decode() if item.get("rrule") is not None else None,
            "x_peer_color": str(item.get("x-peer-color")) if item.get("x-peer-color") is not None else None,
            "alarms": len(item.walk("VALARM")),
            "has_dtstamp": item.get("dtstamp") is not None,
        }, ensure_ascii=False))
    zones = [str(zone.get("tzid")) for zone in calendar.walk("VTIMEZONE")]
    print(json.dumps({"timezones": zones}))


if __name__ == "__main__":
    {"write": write, "read": read}[sys.argv[1]](sys.argv[2])
