#!/usr/bin/env python3
"""Writes planner_corpus_holdout31.jsonl and planner_holdout31_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (gutter cleaning, knife sharpening,
yoga classes, a climbing gym, computer repair described in Chinese alone, physiotherapy, car
rental, a cooking class, paper shredding), written on 2026-12-07 BEFORE any rule of the
seventeenth round and scored once on the sixteenth round's final planner (26ce259; only its
totals were read first): the unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00
(a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("gutter.clean", "Gutter cleaning", "Clears leaves from roof gutters and downspouts.",
          {"date": {"type": "string", "format": "date", "description": "Visit day"},
           "stories": {"type": "integer", "minimum": 1, "maximum": 3, "description": "Storeys of the house"}},
          ["date"]),
    skill("knife.sharpen", "Knife sharpening", "Sharpens kitchen knives or scissors.",
          {"item": {"type": "string", "enum": ["knives", "scissors"], "description": "What to sharpen"},
           "count": {"type": "integer", "minimum": 1, "maximum": 20, "description": "How many"}},
          ["item"]),
    skill("yoga.book", "Yoga studio", "Books a yoga class.",
          {"style": {"type": "string", "enum": ["hatha", "vinyasa", "yin"], "description": "Yoga style"},
           "when": {"type": "string", "format": "date-time", "description": "Class time"}},
          ["when"]),
    skill("climbing.session", "Climbing gym", "Books a bouldering or rope climbing session.",
          {"people": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Climbers"},
           "when": {"type": "string", "format": "date-time", "description": "Session time"}},
          ["when"]),
    skill("computer.fix", "电脑维修", "预约上门修电脑、重装系统。",
          {"time": {"type": "string", "format": "date-time", "description": "上门时间"}},
          ["time"]),
    skill("physio.book", "Physiotherapy", "Books a physiotherapy session for back, knee or shoulder pain.",
          {"area": {"type": "string", "enum": ["back", "knee", "shoulder"], "description": "Where it hurts"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["area"]),
    skill("car.rent", "Car rental", "Rents a car for a number of days.",
          {"pickup": {"type": "string", "format": "date", "description": "Pick-up day"},
           "days": {"type": "integer", "minimum": 1, "maximum": 30, "description": "Rental days"}},
          ["pickup"]),
    skill("cooking.class", "Cooking class", "Books a hands-on cooking class.",
          {"cuisine": {"type": "string", "enum": ["italian", "thai", "japanese", "mexican"], "description": "Cuisine"},
           "date": {"type": "string", "format": "date", "description": "Class day"}},
          ["date"]),
    skill("document.shred", "Paper shredding", "Collects boxes of paper documents for secure shredding.",
          {"boxes": {"type": "integer", "minimum": 1, "maximum": 50, "description": "Number of boxes"},
           "date": {"type": "string", "format": "date", "description": "Pick-up day"}},
          ["boxes"]),
]

row("gutter", "clean the gutters on Saturday", ["gutter.clean"], {"date": "2026-12-05"})
row("gutter", "our gutters are full of leaves, can someone come Thursday? it's a 2 story house", ["gutter.clean"], {"date": "2026-12-03", "stories": 2})
row("gutter", "周五清理屋顶的排水槽", ["gutter.clean"], {"date": "2026-12-04"})
row("gutter", "gutter cleaning", ["gutter.clean"], asks=["date"])
row("gutter", "unclog the downspout tomorrow", ["gutter.clean"], {"date": "2026-12-01"})
row("knife", "sharpen my kitchen knives", ["knife.sharpen"], {"item": "knives"})
row("knife", "I have 4 dull knives that need sharpening", ["knife.sharpen"], {"item": "knives", "count": 4})
row("knife", "磨一下剪刀", ["knife.sharpen"], {"item": "scissors"})
row("knife", "knife sharpening", ["knife.sharpen"], asks=["item"])
row("knife", "get my scissors sharpened", ["knife.sharpen"], {"item": "scissors"})
row("yoga", "book a yoga class Wednesday at 7am", ["yoga.book"], {"when": "2026-12-02T07:00:00+08:00"})
row("yoga", "yin yoga tomorrow evening at 8", ["yoga.book"], {"style": "yin", "when": "2026-12-01T20:00:00+08:00"})
row("yoga", "周六上午九点去上瑜伽课", ["yoga.book"], {"when": "2026-12-05T09:00:00+08:00"})
row("yoga", "yoga", ["yoga.book"], asks=["when"])
row("yoga", "sign me up for vinyasa on Friday at 6pm", ["yoga.book"], {"style": "vinyasa", "when": "2026-12-04T18:00:00+08:00"})
row("climbing", "book a climbing session for 3 people Saturday at 2pm", ["climbing.session"], {"people": 3, "when": "2026-12-05T14:00:00+08:00"})
row("climbing", "I want to go bouldering tomorrow at 6pm", ["climbing.session"], {"when": "2026-12-01T18:00:00+08:00"})
row("climbing", "周日下午两点去攀岩", ["climbing.session"], {"when": "2026-12-06T14:00:00+08:00"})
row("climbing", "climbing gym", ["climbing.session"], asks=["when"])
row("climbing", "rock climbing with a friend on Thursday at 7pm, 2 of us", ["climbing.session"], {"people": 2, "when": "2026-12-03T19:00:00+08:00"})
row("computer", "电脑开不了机，明天下午三点上门修", ["computer.fix"], {"time": "2026-12-01T15:00:00+08:00"})
row("computer", "周三上午十点来帮我重装系统", ["computer.fix"], {"time": "2026-12-02T10:00:00+08:00"})
row("computer", "修电脑", ["computer.fix"], asks=["time"])
row("computer", "my laptop won't boot, send a technician Friday at 11am", ["computer.fix"], {"time": "2026-12-04T11:00:00+08:00"})
row("computer", "笔记本蓝屏了，找人来修", ["computer.fix"], asks=["time"])
row("physio", "my lower back hurts, book physio", ["physio.book"], {"area": "back"})
row("physio", "physiotherapy for my knee on Tuesday at 4pm", ["physio.book"], {"area": "knee", "when": "2026-12-01T16:00:00+08:00"})
row("physio", "肩膀疼，约个理疗", ["physio.book"], {"area": "shoulder"})
row("physio", "physio appointment", ["physio.book"], asks=["area"])
row("physio", "I twisted my knee playing football, see a physiotherapist", ["physio.book"], {"area": "knee"})
row("car", "rent a car from Friday for 3 days", ["car.rent"], {"pickup": "2026-12-04", "days": 3})
row("car", "I need a rental car on Saturday", ["car.rent"], {"pickup": "2026-12-05"})
row("car", "周四租一辆车，用五天", ["car.rent"], {"pickup": "2026-12-03", "days": 5})
row("car", "car rental", ["car.rent"], asks=["pickup"])
row("car", "hire a car tomorrow for a week", ["car.rent"], {"pickup": "2026-12-01", "days": 7})
row("cooking", "book a thai cooking class on Sunday", ["cooking.class"], {"cuisine": "thai", "date": "2026-12-06"})
row("cooking", "I want to learn to make pasta, Italian class on December 12", ["cooking.class"], {"cuisine": "italian", "date": "2026-12-12"})
row("cooking", "周六报个日本料理烹饪课", ["cooking.class"], {"cuisine": "japanese", "date": "2026-12-05"})
row("cooking", "cooking class", ["cooking.class"], asks=["date"])
row("cooking", "mexican cooking lesson tomorrow", ["cooking.class"], {"cuisine": "mexican", "date": "2026-12-01"})
row("shred", "shred 5 boxes of old tax papers", ["document.shred"], {"boxes": 5})
row("shred", "pick up 2 boxes of documents for shredding on Wednesday", ["document.shred"], {"boxes": 2, "date": "2026-12-02"})
row("shred", "有三箱旧文件要粉碎", ["document.shred"], {"boxes": 3})
row("shred", "paper shredding", ["document.shred"], asks=["boxes"])
row("shred", "securely destroy old bank statements, about 10 boxes, Friday", ["document.shred"], {"boxes": 10, "date": "2026-12-04"})
row("builtin", "what's the time", ["time.now"])
row("builtin", "remind me to call the landlord tomorrow at 9am", ["reminder.create"], {"title": "call the landlord", "dueDate": "2026-12-01T09:00:00+08:00"})
row("builtin", "周三下午五点提醒我取快递", ["reminder.create"], {"title": "取快递", "dueDate": "2026-12-02T17:00:00+08:00"})
row("builtin", "add buy lightbulbs to my todos", ["todo.add"], {"title": "buy lightbulbs"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "show the first 15 lines of setup.py", ["files.read"], {"path": "setup.py", "limit": 15})
row("builtin", "search for TODO in src", ["files.grep"], {"pattern": "TODO", "path": "src"})
row("builtin", "run npm test", ["shell.run"], {"command": "npm test"})
row("builtin", "list all the markdown files", ["files.glob"])
row("builtin", "明天有什么会", ["calendar.list_events"])
row("nothing", "how tall is Mount Everest", [])
row("nothing", "what should I name my cat", [])
row("nothing", "地球到月亮有多远", [])
row("nothing", "tell me a riddle", [])
row("nothing", "🧘‍♀️🧘‍♀️🧘‍♀️", [])
row("nothing", "asdfghjkl", [])
row("nothing", "is it rude to leave a party early", [])
row("nothing", "今天心情不错", [])
row("steps2", "book a yoga class Saturday at 9am, then remind me to bring a mat on Friday at 8pm", ["yoga.book", "reminder.create"], {"when": "2026-12-05T09:00:00+08:00"})
row("steps2", "rent a car on Thursday and add a todo to print the booking", ["car.rent", "todo.add"], {"pickup": "2026-12-03"})
row("steps2", "周日下午两点攀岩，然后提醒我周六晚上剪指甲", ["climbing.session", "reminder.create"], {"when": "2026-12-06T14:00:00+08:00"})

write("planner_corpus_holdout31.jsonl", "planner_holdout31_skills.json", SKILLS)
