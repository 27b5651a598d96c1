#!/usr/bin/env python3
"""Writes planner_corpus_holdout23.jsonl and planner_holdout23_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a nail salon, a pharmacy nearby,
roadside help described in Chinese alone, testing smoke alarms, fuel prices, audiobooks with a
speed, a driving test, identifying a plant from a photo, party invitations), written on
2026-12-06 AFTER the thirteenth round's last rule and scored once after it (only its totals
were read): the unseen measure of that round's final planner. The clock is 2026-11-30 10:00
+08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("nails.book", "Nail salon", "Books a manicure or pedicure at the nail salon.",
          {"service": {"type": "string", "enum": ["manicure", "pedicure", "gel nails"], "description": "Service"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["service", "when"]),
    skill("pharmacy.find", "Pharmacies", "Finds a pharmacy nearby.",
          {"near": {"type": "string", "description": "Near where"},
           "open_now": {"type": "boolean", "description": "Only ones open now"}},
          []),
    skill("roadside.help", "道路救援", "车辆故障时呼叫道路救援。",
          {"location": {"type": "string", "description": "所在位置"},
           "problem": {"type": "string", "enum": ["flat tire", "battery", "locked out", "out of fuel"], "description": "故障类型"}},
          ["location"]),
    skill("alarm.test", "Smoke alarms", "Tests a smoke alarm in a room.",
          {"room": {"type": "string", "enum": ["kitchen", "bedroom", "hallway", "basement"], "description": "Room"}},
          ["room"]),
    skill("fuel.prices", "Fuel prices", "Shows fuel prices at nearby gas stations.",
          {"fuel": {"type": "string", "enum": ["regular", "premium", "diesel"], "description": "Fuel type"},
           "area": {"type": "string", "description": "Area"}},
          []),
    skill("audiobook.play", "Audiobooks", "Plays an audiobook.",
          {"title": {"type": "string", "description": "Book title"},
           "speed": {"type": "number", "minimum": 0.5, "maximum": 3, "description": "Playback speed"}},
          ["title"]),
    skill("driving.test", "Driving test", "Books a driving test.",
          {"part": {"type": "string", "enum": ["theory", "practical"], "description": "Which test"},
           "when": {"type": "string", "format": "date-time", "description": "Test time"}},
          ["part", "when"]),
    skill("plant.identify", "Plant ID", "Identifies a plant from a photo.",
          {"photo": {"type": "string", "format": "path", "description": "Photo file"}},
          ["photo"]),
    skill("party.invite", "Invitations", "Sends party invitations to guests.",
          {"occasion": {"type": "string", "description": "Occasion"},
           "date": {"type": "string", "format": "date", "description": "Party day"},
           "guests": {"type": "integer", "minimum": 1, "maximum": 200, "description": "Number of guests"}},
          ["date"]),
]

row("nails", "book a manicure for Thursday at 3pm", ["nails.book"], {"service": "manicure", "when": "2026-12-03T15:00:00+08:00"})
row("nails", "I want gel nails done Saturday 11am", ["nails.book"], {"service": "gel nails", "when": "2026-12-05T11:00:00+08:00"})
row("nails", "明天下午四点做个美甲", ["nails.book"], {"service": "manicure", "when": "2026-12-01T16:00:00+08:00"})
row("nails", "book a pedicure", ["nails.book"], {"service": "pedicure"}, asks=["when"])
row("nails", "nail salon appointment please", ["nails.book"], asks=["service", "when"])
row("pharmacy", "find a pharmacy near the train station", ["pharmacy.find"], {"near": "the train station"})
row("pharmacy", "is there a pharmacy open now", ["pharmacy.find"], {"open_now": True})
row("pharmacy", "附近有药店吗", ["pharmacy.find"])
row("pharmacy", "pharmacy near Union Square that is open now", ["pharmacy.find"], {"near": "Union Square", "open_now": True})
row("pharmacy", "I need a drugstore", ["pharmacy.find"])
row("roadside", "车胎爆了，我在G60高速嘉兴段", ["roadside.help"], {"problem": "flat tire", "location": "G60高速嘉兴段"})
row("roadside", "my car battery is dead, I'm at the Walmart parking lot on 5th Avenue", ["roadside.help"], {"problem": "battery"})
row("roadside", "叫道路救援", ["roadside.help"], asks=["location"])
row("roadside", "locked my keys in the car at Pier 39", ["roadside.help"], {"problem": "locked out", "location": "Pier 39"})
row("roadside", "车没油了，需要救援", ["roadside.help"], {"problem": "out of fuel"}, asks=["location"])
row("smoke", "test the smoke alarm in the kitchen", ["alarm.test"], {"room": "kitchen"})
row("smoke", "check the hallway smoke detector", ["alarm.test"], {"room": "hallway"})
row("smoke", "测试一下卧室的烟雾报警器", ["alarm.test"], {"room": "bedroom"})
row("smoke", "test the smoke alarm", ["alarm.test"], asks=["room"])
row("smoke", "is the basement smoke alarm working", ["alarm.test"], {"room": "basement"})
row("fuel", "diesel prices near me", ["fuel.prices"], {"fuel": "diesel"})
row("fuel", "how much is premium gas in Oakland", ["fuel.prices"], {"fuel": "premium", "area": "Oakland"})
row("fuel", "附近加油站92号汽油多少钱", ["fuel.prices"])
row("fuel", "show fuel prices", ["fuel.prices"])
row("fuel", "cheapest regular gas around Midtown", ["fuel.prices"], {"fuel": "regular", "area": "Midtown"})
row("audiobook", "play the audiobook Project Hail Mary", ["audiobook.play"], {"title": "Project Hail Mary"})
row("audiobook", "continue Dune audiobook at 1.5x speed", ["audiobook.play"], {"title": "Dune", "speed": 1.5})
row("audiobook", "播放有声书《三体》", ["audiobook.play"], {"title": "三体"})
row("audiobook", "play an audiobook", ["audiobook.play"], asks=["title"])
row("audiobook", "listen to The Hobbit audiobook at double speed", ["audiobook.play"], {"title": "The Hobbit", "speed": 2})
row("driving", "book my practical driving test for December 15 at 9am", ["driving.test"], {"part": "practical", "when": "2026-12-15T09:00:00+08:00"})
row("driving", "schedule the theory test next Tuesday at 2pm", ["driving.test"], {"part": "theory", "when": "2026-12-08T14:00:00+08:00"})
row("driving", "预约科目一考试，下周五上午十点", ["driving.test"], {"when": "2026-12-11T10:00:00+08:00"})
row("driving", "book a driving test", ["driving.test"], asks=["part", "when"])
row("driving", "I want to take the practical driving exam", ["driving.test"], {"part": "practical"}, asks=["when"])
row("plant", "what plant is this? photos/leaf.jpg", ["plant.identify"], {"photo": "photos/leaf.jpg"})
row("plant", "identify the plant in ~/Downloads/flower.png", ["plant.identify"], {"photo": "~/Downloads/flower.png"})
row("plant", "帮我识别一下 garden.jpg 里的植物", ["plant.identify"], {"photo": "garden.jpg"})
row("plant", "identify a plant", ["plant.identify"], asks=["photo"])
row("plant", "what kind of tree is in tree.heic", ["plant.identify"], {"photo": "tree.heic"})
row("party", "send invitations for my birthday party on Saturday, 20 guests", ["party.invite"], {"occasion": "birthday party", "date": "2026-12-05", "guests": 20})
row("party", "invite people to a housewarming on December 19", ["party.invite"], {"occasion": "housewarming", "date": "2026-12-19"})
row("party", "周日办乔迁派对，发邀请给15个人", ["party.invite"], {"date": "2026-12-06", "guests": 15})
row("party", "send party invitations", ["party.invite"], asks=["date"])
row("party", "invite 8 friends to a game night on Friday", ["party.invite"], {"guests": 8, "occasion": "game night", "date": "2026-12-04"})
row("builtin", "what's the time", ["time.now"])
row("builtin", "remind me to feed the cat at 6pm", ["reminder.create"], {"title": "feed the cat", "dueDate": "2026-11-30T18:00:00+08:00"})
row("builtin", "后天早上八点提醒我去体检", ["reminder.create"], {"title": "去体检", "dueDate": "2026-12-02T08:00:00+08:00"})
row("builtin", "add call the landlord to my todo list", ["todo.add"], {"title": "call the landlord"})
row("builtin", "show my todo list", ["todo.list"])
row("builtin", "open CHANGELOG.md", ["files.read"], {"path": "CHANGELOG.md"})
row("builtin", "search for deprecated in Sources", ["files.grep"], {"pattern": "deprecated", "path": "Sources"})
row("builtin", "run cargo build", ["shell.run"], {"command": "cargo build"})
row("builtin", "下周有什么会议", ["calendar.list_events"])
row("builtin", "find all the markdown files", ["files.glob"], {"pattern": "**/*.md"})
row("nothing", "how far is the moon", [])
row("nothing", "draw me a cat", [])
row("nothing", "给我讲个笑话", [])
row("nothing", "what's the best laptop to buy", [])
row("nothing", "🌵🌞", [])
row("nothing", "lkjhgf", [])
row("nothing", "how do I bake bread", [])
row("nothing", "谁是世界上最高的人", [])
row("steps2", "book a pedicure Friday at 2pm and remind me to bring flip flops", ["nails.book", "reminder.create"], {"service": "pedicure", "when": "2026-12-04T14:00:00+08:00"})
row("steps2", "test the kitchen smoke alarm, then add a todo to buy 9V batteries", ["alarm.test", "todo.add"], {"room": "kitchen"})
row("steps2", "播放有声书《活着》，然后提醒我晚上十点睡觉", ["audiobook.play", "reminder.create"], {"title": "活着"})

write("planner_corpus_holdout23.jsonl", "planner_holdout23_skills.json", SKILLS)
