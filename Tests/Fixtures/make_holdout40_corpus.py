#!/usr/bin/env python3
"""Writes planner_corpus_holdout40.jsonl and planner_holdout40_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (go-karting, a bungee jump, a makeup
artist, jet ski rental, a float tank, a magician for a party, ear cleaning described in Chinese
alone, Christmas tree delivery, a photo booth rental), written on 2026-12-07 before any rule of
the nineteenth round and scored once on 4766750 (the eighteenth round's final planner; only its
totals were read first): an unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00
(a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("kart.race", "Go-karting", "Books a go-kart race on the indoor track.",
          {"drivers": {"type": "integer", "minimum": 1, "maximum": 12, "description": "Drivers"},
           "when": {"type": "string", "format": "date-time", "description": "Race time"}},
          ["when"]),
    skill("bungee.jump", "Bungee jump", "Books a bungee jump from the bridge.",
          {"date": {"type": "string", "format": "date", "description": "Jump day"},
           "weight_kg": {"type": "integer", "minimum": 40, "maximum": 130, "description": "Body weight in kg"}},
          ["date"]),
    skill("makeup.book", "Makeup artist", "Books a makeup artist for an event, a wedding or a photo shoot.",
          {"when": {"type": "string", "format": "date-time", "description": "Appointment time"},
           "look": {"type": "string", "enum": ["natural", "glam", "bridal"], "description": "Look"}},
          ["when"]),
    skill("jetski.rent", "Jet ski rental", "Rents a jet ski at the marina by the hour.",
          {"hours": {"type": "integer", "minimum": 1, "maximum": 4, "description": "Hours"},
           "date": {"type": "string", "format": "date", "description": "Day"}},
          ["date"]),
    skill("float.session", "Float tank", "Books a session in a sensory deprivation float tank.",
          {"when": {"type": "string", "format": "date-time", "description": "Session time"},
           "minutes": {"type": "integer", "enum": [60, 90], "description": "Length in minutes"}},
          ["when"]),
    skill("magician.hire", "Magician", "Hires a magician to do a magic show at your party.",
          {"date": {"type": "string", "format": "date", "description": "Party day"},
           "guests": {"type": "integer", "minimum": 5, "maximum": 100, "description": "Guests"}},
          ["date"]),
    skill("earclean.book", "采耳", "预约采耳，掏耳朵放松。",
          {"when": {"type": "string", "format": "date-time", "description": "预约时间"}},
          ["when"]),
    skill("xmastree.deliver", "Christmas tree", "Delivers a fresh Christmas tree to your door.",
          {"height": {"type": "string", "enum": ["5ft", "6ft", "7ft"], "description": "Tree height"},
           "date": {"type": "string", "format": "date", "description": "Delivery day"}},
          ["date"]),
    skill("photobooth.rent", "Photo booth", "Rents a photo booth with props and prints for an event.",
          {"date": {"type": "string", "format": "date", "description": "Event day"},
           "hours": {"type": "integer", "minimum": 2, "maximum": 6, "description": "Hours"}},
          ["date"]),
]

row("kart", "go-kart race for 6 drivers Saturday at 3pm", ["kart.race"], {"drivers": 6, "when": "2026-12-05T15:00:00+08:00"})
row("kart", "book go karting tomorrow at 7pm", ["kart.race"], {"when": "2026-12-01T19:00:00+08:00"})
row("kart", "周五晚上八点去开卡丁车，四个人", ["kart.race"], {"when": "2026-12-04T20:00:00+08:00", "drivers": 4})
row("kart", "go-karting", ["kart.race"], asks=["when"])
row("kart", "karting with my brother on Sunday at 11am", ["kart.race"], {"when": "2026-12-06T11:00:00+08:00", "drivers": 2})
row("bungee", "book a bungee jump on Saturday, I weigh 72 kg", ["bungee.jump"], {"date": "2026-12-05", "weight_kg": 72})
row("bungee", "I want to jump off the bridge with a bungee cord on Friday", ["bungee.jump"], {"date": "2026-12-04"})
row("bungee", "周日去蹦极", ["bungee.jump"], {"date": "2026-12-06"})
row("bungee", "bungee jumping", ["bungee.jump"], asks=["date"])
row("bungee", "bungy jump on December 19", ["bungee.jump"], {"date": "2026-12-19"})
row("makeup", "book a makeup artist for Saturday at 9am, bridal look", ["makeup.book"], {"when": "2026-12-05T09:00:00+08:00", "look": "bridal"})
row("makeup", "I need someone to do my makeup for a party Friday at 6pm, something glam", ["makeup.book"], {"when": "2026-12-04T18:00:00+08:00", "look": "glam"})
row("makeup", "周六下午两点约化妆师，自然妆", ["makeup.book"], {"when": "2026-12-05T14:00:00+08:00", "look": "natural"})
row("makeup", "makeup artist", ["makeup.book"], asks=["when"])
row("makeup", "make-up for my photo shoot tomorrow at 10am", ["makeup.book"], {"when": "2026-12-01T10:00:00+08:00"})
row("jetski", "rent a jet ski for 2 hours on Sunday", ["jetski.rent"], {"hours": 2, "date": "2026-12-06"})
row("jetski", "jetski at the marina tomorrow", ["jetski.rent"], {"date": "2026-12-01"})
row("jetski", "周六租摩托艇玩一个小时", ["jetski.rent"], {"date": "2026-12-05", "hours": 1})
row("jetski", "jet ski rental", ["jetski.rent"], asks=["date"])
row("jetski", "ride a waverunner on Saturday for three hours", ["jetski.rent"], {"date": "2026-12-05", "hours": 3})
row("float", "book a float tank session Thursday at 6pm, 90 minutes", ["float.session"], {"when": "2026-12-03T18:00:00+08:00", "minutes": 90})
row("float", "sensory deprivation tank tomorrow at noon", ["float.session"], {"when": "2026-12-01T12:00:00+08:00"})
row("float", "周三晚上七点去漂浮舱放松一下", ["float.session"], {"when": "2026-12-02T19:00:00+08:00"})
row("float", "float tank", ["float.session"], asks=["when"])
row("float", "floatation session on Friday at 5pm for an hour", ["float.session"], {"when": "2026-12-04T17:00:00+08:00", "minutes": 60})
row("magician", "hire a magician for my son's party on Saturday, 20 guests", ["magician.hire"], {"date": "2026-12-05", "guests": 20})
row("magician", "we want a magic show at the birthday party on December 12", ["magician.hire"], {"date": "2026-12-12"})
row("magician", "周日请个魔术师来派对表演", ["magician.hire"], {"date": "2026-12-06"})
row("magician", "magician", ["magician.hire"], asks=["date"])
row("magician", "book a magicain for Friday", ["magician.hire"], {"date": "2026-12-04"})
row("earclean", "周四下午三点去采耳", ["earclean.book"], {"when": "2026-12-03T15:00:00+08:00"})
row("earclean", "耳朵痒，明天晚上八点约个掏耳朵", ["earclean.book"], {"when": "2026-12-01T20:00:00+08:00"})
row("earclean", "采耳", ["earclean.book"], asks=["when"])
row("earclean", "book an ear cleaning Saturday at 4pm", ["earclean.book"], {"when": "2026-12-05T16:00:00+08:00"})
row("earclean", "预约采耳放松", ["earclean.book"], asks=["when"])
row("xmastree", "deliver a 6ft Christmas tree on Saturday", ["xmastree.deliver"], {"height": "6ft", "date": "2026-12-05"})
row("xmastree", "we need a fresh xmas tree brought to the house tomorrow", ["xmastree.deliver"], {"date": "2026-12-01"})
row("xmastree", "周五送一棵圣诞树到家", ["xmastree.deliver"], {"date": "2026-12-04"})
row("xmastree", "christmas tree delivery", ["xmastree.deliver"], asks=["date"])
row("xmastree", "order a 7 ft christmas tree for Sunday", ["xmastree.deliver"], {"height": "7ft", "date": "2026-12-06"})
row("photobooth", "rent a photo booth for the wedding on December 19 for 4 hours", ["photobooth.rent"], {"date": "2026-12-19", "hours": 4})
row("photobooth", "photobooth with props for our office party Friday", ["photobooth.rent"], {"date": "2026-12-04"})
row("photobooth", "周六的年会租一个拍照亭，三个小时", ["photobooth.rent"], {"date": "2026-12-05", "hours": 3})
row("photobooth", "photo booth rental", ["photobooth.rent"], asks=["date"])
row("photobooth", "get a selfie booth for the party on Saturday", ["photobooth.rent"], {"date": "2026-12-05"})
row("builtin", "what's the time", ["time.now"])
row("builtin", "remind me to water the plants on Thursday at 8am", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-12-03T08:00:00+08:00"})
row("builtin", "周日晚上七点提醒我给妈妈打电话", ["reminder.create"], {"title": "给妈妈打电话", "dueDate": "2026-12-06T19:00:00+08:00"})
row("builtin", "add buy wrapping paper to my todo list", ["todo.add"], {"title": "buy wrapping paper"})
row("builtin", "what's on my to-do list", ["todo.list"])
row("builtin", "show the first 15 lines of index.html", ["files.read"], {"path": "index.html", "limit": 15})
row("builtin", "search for TODO in src", ["files.grep"], {"pattern": "TODO", "path": "src"})
row("builtin", "run make clean", ["shell.run"], {"command": "make clean"})
row("builtin", "list all the png files", ["files.glob"])
row("builtin", "周四有什么会", ["calendar.list_events"])
row("nothing", "how tall is Mount Everest", [])
row("nothing", "tell me a fun fact about octopuses", [])
row("nothing", "为什么天空是蓝色的", [])
row("nothing", "sounds good", [])
row("nothing", "🎄🎁", [])
row("nothing", "asdf zxcv", [])
row("nothing", "is magic real", [])
row("nothing", "我今天有点累", [])
row("steps2", "book go-karting Saturday at 3pm, then remind me to bring gloves on Saturday at 1pm", ["kart.race", "reminder.create"], {"when": "2026-12-05T15:00:00+08:00"})
row("steps2", "rent a jet ski on Sunday and add a todo to buy sunscreen", ["jetski.rent", "todo.add"], {"date": "2026-12-06"})
row("steps2", "周四下午三点去采耳，然后提醒我周四下午两点出门", ["earclean.book", "reminder.create"], {"when": "2026-12-03T15:00:00+08:00"})

write("planner_corpus_holdout40.jsonl", "planner_holdout40_skills.json", SKILLS)
