#!/usr/bin/env python3
"""Writes planner_corpus_holdout43.jsonl and planner_holdout43_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a tandem skydive, a beekeeping
visit, whole-body cryotherapy, a blacksmithing class, a paddleboard rental, gua sha described in
Chinese alone, a bouncy castle rental, a segway tour, a wood carving class), written on
2026-12-07 before any rule of the twentieth round and scored once on the nineteenth round's
final planner (only its totals were read first): an unseen measure of that planner. The clock
is 2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("skydive.book", "Tandem skydive", "Books a tandem skydive strapped to an instructor.",
          {"date": {"type": "string", "format": "date", "description": "Jump day"},
           "video": {"type": "boolean", "description": "Add a video of the jump"}},
          ["date"]),
    skill("beekeeping.visit", "Beekeeping visit", "Books a visit to the apiary to open the hives with a beekeeper.",
          {"date": {"type": "string", "format": "date", "description": "Visit day"},
           "people": {"type": "integer", "minimum": 1, "maximum": 6, "description": "People"}},
          ["date"]),
    skill("cryo.session", "Cryotherapy", "Books a whole-body cryotherapy session in the cold chamber.",
          {"when": {"type": "string", "format": "date-time", "description": "Session time"}},
          ["when"]),
    skill("forge.class", "Blacksmithing", "Books a blacksmithing class: forge a knife or a hook at the anvil.",
          {"date": {"type": "string", "format": "date", "description": "Class day"},
           "project": {"type": "string", "enum": ["knife", "hook", "bottle opener"], "description": "What to forge"}},
          ["date"]),
    skill("paddleboard.rent", "Paddleboard rental", "Rents a stand-up paddleboard at the lake.",
          {"when": {"type": "string", "format": "date-time", "description": "Start time"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Hours"}},
          ["when"]),
    skill("guasha.book", "刮痧", "预约刮痧，疏通经络、缓解肩颈酸痛。",
          {"when": {"type": "string", "format": "date-time", "description": "预约时间"}},
          ["when"]),
    skill("bouncy.rent", "Bouncy castle", "Rents an inflatable bouncy castle delivered to your garden.",
          {"date": {"type": "string", "format": "date", "description": "Party day"},
           "size": {"type": "string", "enum": ["small", "large"], "description": "Size"}},
          ["date"]),
    skill("segway.tour", "Segway tour", "Books a guided segway tour of the old town.",
          {"when": {"type": "string", "format": "date-time", "description": "Tour start"},
           "riders": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Riders"}},
          ["when"]),
    skill("carving.class", "Wood carving", "Books a wood carving class: whittle a spoon or a bird.",
          {"date": {"type": "string", "format": "date", "description": "Class day"}},
          ["date"]),
]

row("skydive", "tandem skydive on Saturday with video", ["skydive.book"], {"date": "2026-12-05", "video": True})
row("skydive", "I want to jump out of a plane tomorrow", ["skydive.book"], {"date": "2026-12-01"})
row("skydive", "周日去跳伞", ["skydive.book"], {"date": "2026-12-06"})
row("skydive", "skydiving", ["skydive.book"], asks=["date"])
row("skydive", "book a tandem jump for December 12", ["skydive.book"], {"date": "2026-12-12"})
row("beekeeping", "beekeeping visit on Saturday for 3 people", ["beekeeping.visit"], {"date": "2026-12-05", "people": 3})
row("beekeeping", "open the hives with a beekeeper tomorrow", ["beekeeping.visit"], {"date": "2026-12-01"})
row("beekeeping", "周六去养蜂场看蜜蜂，两个人", ["beekeeping.visit"], {"date": "2026-12-05", "people": 2})
row("beekeeping", "beekeeping", ["beekeeping.visit"], asks=["date"])
row("beekeeping", "visit the apiary on Sunday", ["beekeeping.visit"], {"date": "2026-12-06"})
row("cryo", "cryotherapy session Thursday at 9am", ["cryo.session"], {"when": "2026-12-03T09:00:00+08:00"})
row("cryo", "three minutes in the cold chamber tomorrow at 6pm", ["cryo.session"], {"when": "2026-12-01T18:00:00+08:00"})
row("cryo", "周五下午两点去做冷冻疗法", ["cryo.session"], {"when": "2026-12-04T14:00:00+08:00"})
row("cryo", "cryo", ["cryo.session"], asks=["when"])
row("cryo", "cyrotherapy on Saturday at 10am", ["cryo.session"], {"when": "2026-12-05T10:00:00+08:00"})
row("forge", "blacksmithing class on Saturday, I want to forge a knife", ["forge.class"], {"date": "2026-12-05", "project": "knife"})
row("forge", "learn to work at the anvil tomorrow", ["forge.class"], {"date": "2026-12-01"})
row("forge", "周日去学打铁，做个开瓶器", ["forge.class"], {"date": "2026-12-06", "project": "bottle opener"})
row("forge", "blacksmithing", ["forge.class"], asks=["date"])
row("forge", "forge a hook on December 13", ["forge.class"], {"date": "2026-12-13", "project": "hook"})
row("paddleboard", "rent a paddleboard Saturday at 9am for 2 hours", ["paddleboard.rent"], {"when": "2026-12-05T09:00:00+08:00", "hours": 2})
row("paddleboard", "SUP on the lake tomorrow at 4pm", ["paddleboard.rent"], {"when": "2026-12-01T16:00:00+08:00"})
row("paddleboard", "周日上午十点租个桨板，玩三个小时", ["paddleboard.rent"], {"when": "2026-12-06T10:00:00+08:00", "hours": 3})
row("paddleboard", "paddleboard", ["paddleboard.rent"], asks=["when"])
row("paddleboard", "stand up paddle board Friday at 3pm", ["paddleboard.rent"], {"when": "2026-12-04T15:00:00+08:00"})
row("guasha", "周三晚上八点去刮痧", ["guasha.book"], {"when": "2026-12-02T20:00:00+08:00"})
row("guasha", "肩颈好酸，明天下午三点约个刮痧", ["guasha.book"], {"when": "2026-12-01T15:00:00+08:00"})
row("guasha", "刮痧", ["guasha.book"], asks=["when"])
row("guasha", "gua sha session on Friday at 7pm", ["guasha.book"], {"when": "2026-12-04T19:00:00+08:00"})
row("guasha", "预约刮痧", ["guasha.book"], asks=["when"])
row("bouncy", "rent a bouncy castle for Saturday, the large one", ["bouncy.rent"], {"date": "2026-12-05", "size": "large"})
row("bouncy", "inflatable castle in the garden for my son's party on Sunday", ["bouncy.rent"], {"date": "2026-12-06"})
row("bouncy", "周六租个充气城堡，小的就行", ["bouncy.rent"], {"date": "2026-12-05", "size": "small"})
row("bouncy", "bouncy castle", ["bouncy.rent"], asks=["date"])
row("bouncy", "bouncy house for December 12", ["bouncy.rent"], {"date": "2026-12-12"})
row("segway", "segway tour Saturday at 2pm for 4", ["segway.tour"], {"when": "2026-12-05T14:00:00+08:00", "riders": 4})
row("segway", "ride around the old town on a segway tomorrow at 10am", ["segway.tour"], {"when": "2026-12-01T10:00:00+08:00"})
row("segway", "周日下午三点去老城区骑平衡车，两个人", ["segway.tour"], {"when": "2026-12-06T15:00:00+08:00", "riders": 2})
row("segway", "segway tour", ["segway.tour"], asks=["when"])
row("segway", "segeway tour on Friday at 11am", ["segway.tour"], {"when": "2026-12-04T11:00:00+08:00"})
row("carving", "wood carving class on Saturday", ["carving.class"], {"date": "2026-12-05"})
row("carving", "I'd like to whittle a spoon tomorrow", ["carving.class"], {"date": "2026-12-01"})
row("carving", "周日去上木雕课", ["carving.class"], {"date": "2026-12-06"})
row("carving", "woodcarving", ["carving.class"], asks=["date"])
row("carving", "carve a wooden bird on December 19", ["carving.class"], {"date": "2026-12-19"})
row("builtin", "what's today's date", ["time.now"])
row("builtin", "remind me to water the plants on Thursday at 7pm", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-12-03T19:00:00+08:00"})
row("builtin", "明天早上八点提醒我交电费", ["reminder.create"], {"title": "交电费", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "add renew car insurance to my todo list", ["todo.add"], {"title": "renew car insurance"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "show the first 8 lines of Makefile", ["files.read"], {"path": "Makefile", "limit": 8})
row("builtin", "search for deprecated in src", ["files.grep"], {"pattern": "deprecated", "path": "src"})
row("builtin", "run npm test", ["shell.run"], {"command": "npm test"})
row("builtin", "list all the markdown files", ["files.glob"])
row("builtin", "周四有什么会", ["calendar.list_events"])
row("nothing", "how high do skydivers jump from", [])
row("nothing", "what's the capital of Australia", [])
row("nothing", "蜜蜂为什么会跳舞", [])
row("nothing", "ok thanks", [])
row("nothing", "🐝🪂", [])
row("nothing", "qwop zxcv", [])
row("nothing", "is it cold in a cryo chamber", [])
row("nothing", "今天心情不错", [])
row("steps2", "book a tandem skydive on Saturday, then remind me to eat breakfast on Saturday at 7am", ["skydive.book", "reminder.create"], {"date": "2026-12-05"})
row("steps2", "rent a bouncy castle for Sunday and add a todo to buy balloons", ["bouncy.rent", "todo.add"], {"date": "2026-12-06"})
row("steps2", "周三晚上八点去刮痧，然后提醒我周三晚上七点出门", ["guasha.book", "reminder.create"], {"when": "2026-12-02T20:00:00+08:00"})

write("planner_corpus_holdout43.jsonl", "planner_holdout43_skills.json", SKILLS)
