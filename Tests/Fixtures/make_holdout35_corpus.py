#!/usr/bin/env python3
"""Writes planner_corpus_holdout35.jsonl and planner_holdout35_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a fishing charter, mattress delivery,
acupuncture described in Chinese alone, windshield repair, a sewing class, racket restringing,
drone registration, a stargazing tour, an electrician), written on 2026-12-07 BEFORE any rule of
the eighteenth round and scored once on edc436c (the seventeenth round's final planner; only its
totals were read first): the unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00
(a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("fishing.charter", "Fishing charter", "Books a deep-sea fishing boat trip with a skipper.",
          {"anglers": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Number of anglers"},
           "date": {"type": "string", "format": "date", "description": "Trip day"},
           "length": {"type": "string", "enum": ["half-day", "full-day"], "description": "Trip length"}},
          ["date"]),
    skill("mattress.deliver", "Mattress delivery", "Delivers a new mattress and takes the old one away.",
          {"size": {"type": "string", "enum": ["single", "double", "queen", "king"], "description": "Mattress size"},
           "date": {"type": "string", "format": "date", "description": "Delivery day"}},
          ["size"]),
    skill("acupuncture.book", "针灸", "预约中医针灸理疗。",
          {"when": {"type": "string", "format": "date-time", "description": "预约时间"}},
          ["when"]),
    skill("windshield.repair", "Windshield repair", "Fixes a chipped or cracked car windscreen.",
          {"damage": {"type": "string", "enum": ["chip", "crack"], "description": "Kind of damage"},
           "date": {"type": "string", "format": "date", "description": "Repair day"}},
          ["date"]),
    skill("sewing.class", "Sewing class", "Books a beginner sewing machine class.",
          {"date": {"type": "string", "format": "date", "description": "Class day"},
           "seats": {"type": "integer", "minimum": 1, "maximum": 4, "description": "Seats"}},
          ["date"]),
    skill("racket.restring", "Racket restringing", "Restrings a tennis, badminton or squash racket.",
          {"sport": {"type": "string", "enum": ["tennis", "badminton", "squash"], "description": "Sport"},
           "tension": {"type": "integer", "minimum": 15, "maximum": 35, "description": "String tension in kg"}},
          ["sport"]),
    skill("drone.register", "Drone registration", "Registers a drone with the aviation authority.",
          {"serial": {"type": "string", "description": "Drone serial number"},
           "weight": {"type": "integer", "minimum": 1, "maximum": 25000, "description": "Take-off weight in grams"}},
          ["serial"]),
    skill("stargazing.tour", "Stargazing tour", "Books a night tour with telescopes to watch the stars.",
          {"date": {"type": "string", "format": "date", "description": "Tour night"},
           "guests": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Guests"}},
          ["date"]),
    skill("electrician.book", "Electrician", "Sends a licensed electrician for wiring, sockets and fuses.",
          {"when": {"type": "string", "format": "date-time", "description": "Visit time"}},
          ["when"]),
]

row("fishing", "book a fishing charter for 4 on Saturday", ["fishing.charter"], {"anglers": 4, "date": "2026-12-05"})
row("fishing", "full-day deep sea fishing trip next Monday", ["fishing.charter"], {"length": "full-day", "date": "2026-12-07"})
row("fishing", "周日出海钓鱼，两个人", ["fishing.charter"], {"date": "2026-12-06", "anglers": 2})
row("fishing", "fishing charter", ["fishing.charter"], asks=["date"])
row("fishing", "I wanna go out on a boat and catch some tuna on Friday, half day", ["fishing.charter"], {"date": "2026-12-04", "length": "half-day"})
row("mattress", "deliver a queen mattress on Thursday", ["mattress.deliver"], {"size": "queen", "date": "2026-12-03"})
row("mattress", "new king size mattress, bring it tomorrow and take the old one", ["mattress.deliver"], {"size": "king", "date": "2026-12-01"})
row("mattress", "周六送一张双人床垫", ["mattress.deliver"], {"date": "2026-12-05", "size": "double"})
row("mattress", "mattress delivery", ["mattress.deliver"], asks=["size"])
row("mattress", "my matress arrives on December 9, can you schedule the delivery", ["mattress.deliver"], {"date": "2026-12-09"}, asks=["size"])
row("acupuncture", "周四下午三点约针灸", ["acupuncture.book"], {"when": "2026-12-03T15:00:00+08:00"})
row("acupuncture", "腰疼，明天上午十点去扎针灸", ["acupuncture.book"], {"when": "2026-12-01T10:00:00+08:00"})
row("acupuncture", "针灸", ["acupuncture.book"], asks=["when"])
row("acupuncture", "book acupuncture on Wednesday at 4pm", ["acupuncture.book"], {"when": "2026-12-02T16:00:00+08:00"})
row("acupuncture", "预约针灸理疗", ["acupuncture.book"], asks=["when"])
row("windshield", "fix the chip in my windshield on Friday", ["windshield.repair"], {"damage": "chip", "date": "2026-12-04"})
row("windshield", "a rock cracked my windscreen, repair it tomorrow", ["windshield.repair"], {"damage": "crack", "date": "2026-12-01"})
row("windshield", "周三修汽车挡风玻璃", ["windshield.repair"], {"date": "2026-12-02"})
row("windshield", "windshield repair", ["windshield.repair"], asks=["date"])
row("windshield", "get the windshield fixed on December 12", ["windshield.repair"], {"date": "2026-12-12"})
row("sewing", "book a sewing class on Saturday", ["sewing.class"], {"date": "2026-12-05"})
row("sewing", "I want to learn to use a sewing machine, 2 seats on Sunday", ["sewing.class"], {"seats": 2, "date": "2026-12-06"})
row("sewing", "周四报名缝纫课", ["sewing.class"], {"date": "2026-12-03"})
row("sewing", "sewing class", ["sewing.class"], asks=["date"])
row("sewing", "sewing lessons tomorrow for me and my daughter", ["sewing.class"], {"date": "2026-12-01", "seats": 2})
row("racket", "restring my tennis racket at 24 kg", ["racket.restring"], {"sport": "tennis", "tension": 24})
row("racket", "my badminton racket string snapped", ["racket.restring"], {"sport": "badminton"})
row("racket", "羽毛球拍穿线，26磅", ["racket.restring"], {"sport": "badminton"})
row("racket", "racket restringing", ["racket.restring"], asks=["sport"])
row("racket", "new strings for my squash racquet", ["racket.restring"], {"sport": "squash"})
row("drone", "register my drone, serial 1581F5FJD23", ["drone.register"], {"serial": "1581F5FJD23"})
row("drone", "register a drone that weighs 249 grams, serial DJI-77A01", ["drone.register"], {"weight": 249, "serial": "DJI-77A01"})
row("drone", "给我的无人机登记一下", ["drone.register"], asks=["serial"])
row("drone", "drone registration", ["drone.register"], asks=["serial"])
row("drone", "I just bought a quadcopter, do I need to register it", ["drone.register"], asks=["serial"])
row("stargazing", "book a stargazing tour on Friday for 3", ["stargazing.tour"], {"date": "2026-12-04", "guests": 3})
row("stargazing", "I want to look at the stars through a telescope on Saturday night", ["stargazing.tour"], {"date": "2026-12-05"})
row("stargazing", "周六晚上去观星，四个人", ["stargazing.tour"], {"date": "2026-12-05", "guests": 4})
row("stargazing", "stargazing tour", ["stargazing.tour"], asks=["date"])
row("stargazing", "star gazing next Monday, just me", ["stargazing.tour"], {"date": "2026-12-07", "guests": 1})
row("electrician", "book an electrician tomorrow at 9am", ["electrician.book"], {"when": "2026-12-01T09:00:00+08:00"})
row("electrician", "the kitchen socket sparks, need someone Thursday at 2pm", ["electrician.book"], {"when": "2026-12-03T14:00:00+08:00"})
row("electrician", "周五上午十一点找电工修电路", ["electrician.book"], {"when": "2026-12-04T11:00:00+08:00"})
row("electrician", "electrician", ["electrician.book"], asks=["when"])
row("electrician", "a fuse keeps blowing, get an electirician out", ["electrician.book"], asks=["when"])
row("builtin", "what's the time right now", ["time.now"])
row("builtin", "remind me to water the plants on Friday at 7pm", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-12-04T19:00:00+08:00"})
row("builtin", "明天早上八点提醒我交水费", ["reminder.create"], {"title": "交水费", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "add buy fishing line to my todo list", ["todo.add"], {"title": "buy fishing line"})
row("builtin", "show my todos", ["todo.list"])
row("builtin", "read the first 40 lines of notes.txt", ["files.read"], {"path": "notes.txt", "limit": 40})
row("builtin", "grep for TODO in src", ["files.grep"], {"pattern": "TODO", "path": "src"})
row("builtin", "run npm install", ["shell.run"], {"command": "npm install"})
row("builtin", "list every markdown file", ["files.glob"])
row("builtin", "what's on my calendar on Friday", ["calendar.list_events"])
row("nothing", "how far away is the moon", [])
row("nothing", "write me a haiku about autumn", [])
row("nothing", "你觉得人工智能会取代医生吗", [])
row("nothing", "thanks, that's all", [])
row("nothing", "🎣⭐", [])
row("nothing", "zxcvbnm asdf", [])
row("nothing", "why do cats purr", [])
row("nothing", "今天心情不错", [])
row("steps2", "book a fishing charter on Saturday, then remind me to buy sunscreen on Friday at 6pm", ["fishing.charter", "reminder.create"], {"date": "2026-12-05"})
row("steps2", "fix my windshield tomorrow and add a todo to call the insurer", ["windshield.repair", "todo.add"], {"date": "2026-12-01"})
row("steps2", "周四下午三点约针灸，然后提醒我周四下午两点出门", ["acupuncture.book", "reminder.create"], {"when": "2026-12-03T15:00:00+08:00"})

write("planner_corpus_holdout35.jsonl", "planner_holdout35_skills.json", SKILLS)
