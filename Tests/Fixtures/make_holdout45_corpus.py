#!/usr/bin/env python3
"""Writes planner_corpus_holdout45.jsonl and planner_holdout45_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a hot stone massage, a pumpkin
patch, a rowing machine class, a tuk-tuk tour, a soap making workshop, foot reflexology described
in Chinese alone, an airport shuttle, a sumo show, a gold panning trip), written on
2026-12-07 after every rule of the twentieth round and scored once on its final planner (only
its totals were read first): an unseen measure of that planner. The clock is 2026-11-30 10:00
+08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("hotstone.book", "Hot stone massage", "Books a hot stone massage: warm basalt stones on the back.",
          {"when": {"type": "string", "format": "date-time", "description": "Appointment time"},
           "minutes": {"type": "integer", "enum": [60, 90], "description": "Length in minutes"}},
          ["when"]),
    skill("pumpkin.patch", "Pumpkin patch", "Buys entry to the pumpkin patch to pick your own pumpkins.",
          {"date": {"type": "string", "format": "date", "description": "Visit day"},
           "tickets": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Tickets"}},
          ["date"]),
    skill("rowing.class", "Indoor rowing", "Books an indoor rowing class on the rowing machines.",
          {"when": {"type": "string", "format": "date-time", "description": "Class time"}},
          ["when"]),
    skill("tuktuk.tour", "Tuk-tuk tour", "Books a tuk-tuk tour of the city's markets and temples.",
          {"when": {"type": "string", "format": "date-time", "description": "Pickup time"},
           "riders": {"type": "integer", "minimum": 1, "maximum": 3, "description": "Riders"}},
          ["when"]),
    skill("soap.workshop", "Soap making", "Books a soap making workshop: pour and scent your own bars.",
          {"date": {"type": "string", "format": "date", "description": "Workshop day"},
           "scent": {"type": "string", "enum": ["lavender", "citrus", "unscented"], "description": "Scent"}},
          ["date"]),
    skill("reflexology.book", "足疗", "预约足底反射疗法，按摩脚底穴位。",
          {"when": {"type": "string", "format": "date-time", "description": "预约时间"}},
          ["when"]),
    skill("airport.shuttle", "Airport shuttle", "Books a shared shuttle van to the airport.",
          {"pickup": {"type": "string", "format": "date-time", "description": "Pickup time"},
           "bags": {"type": "integer", "minimum": 0, "maximum": 6, "description": "Bags"}},
          ["pickup"]),
    skill("sumo.tickets", "Sumo show", "Buys tickets for a sumo wrestling show.",
          {"date": {"type": "string", "format": "date", "description": "Show day"},
           "seats": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Seats"}},
          ["date"]),
    skill("goldpanning.trip", "Gold panning", "Books a gold panning trip in the river with a guide.",
          {"date": {"type": "string", "format": "date", "description": "Trip day"}},
          ["date"]),
]

row("hotstone", "hot stone massage Thursday at 6pm, 90 minutes", ["hotstone.book"], {"when": "2026-12-03T18:00:00+08:00", "minutes": 90})
row("hotstone", "warm stones on my back tomorrow at 3pm", ["hotstone.book"], {"when": "2026-12-01T15:00:00+08:00"})
row("hotstone", "周六下午四点去做热石按摩", ["hotstone.book"], {"when": "2026-12-05T16:00:00+08:00"})
row("hotstone", "hot stone massage", ["hotstone.book"], asks=["when"])
row("hotstone", "hotstone massage Sunday at 11am for an hour", ["hotstone.book"], {"when": "2026-12-06T11:00:00+08:00", "minutes": 60})
row("pumpkin", "pumpkin patch on Saturday, 4 tickets", ["pumpkin.patch"], {"date": "2026-12-05", "tickets": 4})
row("pumpkin", "pick our own pumpkins tomorrow", ["pumpkin.patch"], {"date": "2026-12-01"})
row("pumpkin", "周日去南瓜地摘南瓜，三张票", ["pumpkin.patch"], {"date": "2026-12-06", "tickets": 3})
row("pumpkin", "pumpkin patch", ["pumpkin.patch"], asks=["date"])
row("pumpkin", "pumkin picking on December 12", ["pumpkin.patch"], {"date": "2026-12-12"})
row("rowing", "indoor rowing class Friday at 7am", ["rowing.class"], {"when": "2026-12-04T07:00:00+08:00"})
row("rowing", "a class on the rowing machines tomorrow at 6pm", ["rowing.class"], {"when": "2026-12-01T18:00:00+08:00"})
row("rowing", "周三晚上七点去上划船机课", ["rowing.class"], {"when": "2026-12-02T19:00:00+08:00"})
row("rowing", "rowing class", ["rowing.class"], asks=["when"])
row("rowing", "erg class on Saturday at 9am", ["rowing.class"], {"when": "2026-12-05T09:00:00+08:00"})
row("tuktuk", "tuk-tuk tour Saturday at 10am for 2", ["tuktuk.tour"], {"when": "2026-12-05T10:00:00+08:00", "riders": 2})
row("tuktuk", "ride a tuk tuk around the markets tomorrow at 4pm", ["tuktuk.tour"], {"when": "2026-12-01T16:00:00+08:00"})
row("tuktuk", "周日上午九点坐嘟嘟车逛寺庙，三个人", ["tuktuk.tour"], {"when": "2026-12-06T09:00:00+08:00", "riders": 3})
row("tuktuk", "tuk-tuk tour", ["tuktuk.tour"], asks=["when"])
row("tuktuk", "tuktuk tour of the temples Friday at 2pm", ["tuktuk.tour"], {"when": "2026-12-04T14:00:00+08:00"})
row("soap", "soap making workshop on Saturday, lavender", ["soap.workshop"], {"date": "2026-12-05", "scent": "lavender"})
row("soap", "I want to make my own soap bars tomorrow", ["soap.workshop"], {"date": "2026-12-01"})
row("soap", "周日去学做手工皂，要柑橘味", ["soap.workshop"], {"date": "2026-12-06", "scent": "citrus"})
row("soap", "soap making", ["soap.workshop"], asks=["date"])
row("soap", "soapmaking class December 13, unscented", ["soap.workshop"], {"date": "2026-12-13", "scent": "unscented"})
row("reflexology", "周四晚上八点去做足疗", ["reflexology.book"], {"when": "2026-12-03T20:00:00+08:00"})
row("reflexology", "走了一天脚好酸，明天晚上九点约个足底按摩", ["reflexology.book"], {"when": "2026-12-01T21:00:00+08:00"})
row("reflexology", "足疗", ["reflexology.book"], asks=["when"])
row("reflexology", "book a foot reflexology session Saturday at 5pm", ["reflexology.book"], {"when": "2026-12-05T17:00:00+08:00"})
row("reflexology", "预约足疗", ["reflexology.book"], asks=["when"])
row("shuttle", "airport shuttle Friday at 5am with 2 bags", ["airport.shuttle"], {"pickup": "2026-12-04T05:00:00+08:00", "bags": 2})
row("shuttle", "a shared van to the airport tomorrow at 6am", ["airport.shuttle"], {"pickup": "2026-12-01T06:00:00+08:00"})
row("shuttle", "周六早上七点坐机场接驳车，一个行李", ["airport.shuttle"], {"pickup": "2026-12-05T07:00:00+08:00", "bags": 1})
row("shuttle", "airport shuttle", ["airport.shuttle"], asks=["pickup"])
row("shuttle", "airport shutle Sunday at 4am", ["airport.shuttle"], {"pickup": "2026-12-06T04:00:00+08:00"})
row("sumo", "sumo show tickets for Saturday, 2 seats", ["sumo.tickets"], {"date": "2026-12-05", "seats": 2})
row("sumo", "watch sumo wrestling tomorrow", ["sumo.tickets"], {"date": "2026-12-01"})
row("sumo", "周日去看相扑，四个人", ["sumo.tickets"], {"date": "2026-12-06", "seats": 4})
row("sumo", "sumo", ["sumo.tickets"], asks=["date"])
row("sumo", "sumo wrestling on December 19", ["sumo.tickets"], {"date": "2026-12-19"})
row("gold", "gold panning trip on Saturday", ["goldpanning.trip"], {"date": "2026-12-05"})
row("gold", "pan for gold in the river tomorrow", ["goldpanning.trip"], {"date": "2026-12-01"})
row("gold", "周日去河里淘金", ["goldpanning.trip"], {"date": "2026-12-06"})
row("gold", "gold panning", ["goldpanning.trip"], asks=["date"])
row("gold", "goldpanning with a guide on December 13", ["goldpanning.trip"], {"date": "2026-12-13"})
row("builtin", "what's the time", ["time.now"])
row("builtin", "remind me to book the vet on Friday at 9am", ["reminder.create"], {"title": "book the vet", "dueDate": "2026-12-04T09:00:00+08:00"})
row("builtin", "周二下午三点提醒我开会", ["reminder.create"], {"title": "开会", "dueDate": "2026-12-01T15:00:00+08:00"})
row("builtin", "add buy new running shoes to my todos", ["todo.add"], {"title": "buy new running shoes"})
row("builtin", "show me my todo list", ["todo.list"])
row("builtin", "show the first 20 lines of main.go", ["files.read"], {"path": "main.go", "limit": 20})
row("builtin", "search for TODO in tests", ["files.grep"], {"pattern": "TODO", "path": "tests"})
row("builtin", "run make lint", ["shell.run"], {"command": "make lint"})
row("builtin", "find all the csv files", ["files.glob"])
row("builtin", "周五有什么安排", ["calendar.list_events"])
row("nothing", "how heavy is a sumo wrestler", [])
row("nothing", "who discovered gold in California", [])
row("nothing", "为什么南瓜是橙色的", [])
row("nothing", "thanks a lot", [])
row("nothing", "🎃🚐", [])
row("nothing", "zxcvb nmnm", [])
row("nothing", "are tuk-tuks electric", [])
row("nothing", "今天下雨了", [])
row("steps2", "book an airport shuttle on Friday at 5am, then remind me to pack on Thursday at 9pm", ["airport.shuttle", "reminder.create"], {"pickup": "2026-12-04T05:00:00+08:00"})
row("steps2", "soap making workshop on Saturday and add a todo to buy a gift box", ["soap.workshop", "todo.add"], {"date": "2026-12-05"})
row("steps2", "周四晚上八点去做足疗，然后提醒我周四晚上七点半出门", ["reflexology.book", "reminder.create"], {"when": "2026-12-03T20:00:00+08:00"})

write("planner_corpus_holdout45.jsonl", "planner_holdout45_skills.json", SKILLS)
