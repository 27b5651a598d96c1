#!/usr/bin/env python3
"""Writes planner_corpus_holdout13.jsonl and planner_holdout13_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a humidifier named 加湿器, an
elevator described in Chinese alone, household chores for a person, donations, blood pressure,
concerts, an e-book reader, insurance claims, a water heater named 热水器), written on
2026-12-06 BEFORE any of the ninth round's planner work and scored once on e0b8414 (the eighth
round's planner): the unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a
Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("humidifier.set", "加湿器", "Sets the humidifier's target humidity and mode.",
          {"humidity": {"type": "integer", "minimum": 30, "maximum": 80, "description": "Target humidity in percent"},
           "mode": {"type": "string", "enum": ["auto", "sleep", "boost"], "description": "Mode"}},
          []),
    skill("elevator.call", "电梯", "呼叫电梯到指定楼层。",
          {"floor": {"type": "integer", "minimum": -3, "maximum": 60, "description": "楼层"}},
          ["floor"]),
    skill("chore.assign", "Chores", "Assigns a household chore to a family member.",
          {"chore": {"type": "string", "description": "The chore"},
           "person": {"type": "string", "description": "Who does it"},
           "day": {"type": "string", "format": "date", "description": "Day"}},
          ["chore", "person"]),
    skill("donation.make", "Donate", "Makes a donation to a charity.",
          {"charity": {"type": "string", "description": "Charity name"},
           "amount": {"type": "number", "minimum": 1, "description": "Amount in dollars"}},
          ["charity", "amount"]),
    skill("bp.log", "Blood pressure", "Logs a blood pressure reading.",
          {"systolic": {"type": "integer", "minimum": 60, "maximum": 250, "description": "Systolic (upper) value"},
           "diastolic": {"type": "integer", "minimum": 30, "maximum": 150, "description": "Diastolic (lower) value"}},
          ["systolic", "diastolic"]),
    skill("concert.find", "Concerts", "Finds upcoming concerts by an artist, optionally in a city.",
          {"artist": {"type": "string", "description": "Artist or band"},
           "city": {"type": "string", "description": "City"}},
          ["artist"]),
    skill("ebook.open", "Reader", "Opens an e-book, optionally at a page.",
          {"title": {"type": "string", "description": "Book title"},
           "page": {"type": "integer", "minimum": 1, "description": "Page number"}},
          ["title"]),
    skill("insurance.claim", "Insurance claim", "Files an insurance claim.",
          {"kind": {"type": "string", "enum": ["car", "home", "health"], "description": "Which policy"},
           "amount": {"type": "number", "description": "Claimed amount"}},
          ["kind"]),
    skill("heater.set", "热水器", "Sets the water heater's temperature.",
          {"temperature": {"type": "integer", "minimum": 30, "maximum": 75, "description": "Water temperature in °C"}},
          ["temperature"]),
]

row("humidifier", "set the humidifier to 50%", ["humidifier.set"], {"humidity": 50})
row("humidifier", "加湿器调到睡眠模式", ["humidifier.set"], {"mode": "sleep"})
row("humidifier", "the air is so dry, turn on the humidifier", ["humidifier.set"])
row("humidifier", "humidifier on boost, 60 percent", ["humidifier.set"], {"mode": "boost", "humidity": 60})
row("humidifier", "湿度设成 45", ["humidifier.set"], {"humidity": 45})
row("elevator", "call the elevator to floor 12", ["elevator.call"], {"floor": 12})
row("elevator", "叫电梯到负二楼", ["elevator.call"], {"floor": -2})
row("elevator", "电梯", ["elevator.call"], asks=["floor"])
row("elevator", "I need the lift on level 3", ["elevator.call"], {"floor": 3})
row("elevator", "帮我叫一下电梯，我在 18 楼", ["elevator.call"], {"floor": 18})
row("chore", "Tom takes out the trash on Friday", ["chore.assign"], {"chore": "takes out the trash", "person": "Tom", "day": "2026-12-04"}, )
row("chore", "assign the dishes to Mia", ["chore.assign"], {"chore": "the dishes", "person": "Mia"})
row("chore", "让小红明天拖地", ["chore.assign"], {"chore": "拖地", "person": "小红", "day": "2026-12-01"})
row("chore", "assign a chore", ["chore.assign"], asks=["chore", "person"])
row("chore", "give the vacuuming to Ben", ["chore.assign"], {"chore": "the vacuuming", "person": "Ben"})
row("donation", "donate $50 to the Red Cross", ["donation.make"], {"charity": "the Red Cross", "amount": 50})
row("donation", "给壹基金捐 200 块", ["donation.make"], {"charity": "壹基金", "amount": 200})
row("donation", "make a donation", ["donation.make"], asks=["charity", "amount"])
row("donation", "give 25 dollars to Wikipedia", ["donation.make"], {"charity": "Wikipedia", "amount": 25})
row("donation", "I want to donate to UNICEF", ["donation.make"], {"charity": "UNICEF"}, asks=["amount"])
row("bp", "log my blood pressure 120/80", ["bp.log"], {"systolic": 120, "diastolic": 80})
row("bp", "血压 135 85，记一下", ["bp.log"], {"systolic": 135, "diastolic": 85})
row("bp", "bp reading: 118 over 76", ["bp.log"], {"systolic": 118, "diastolic": 76})
row("bp", "record blood pressure", ["bp.log"], asks=["systolic", "diastolic"])
row("bp", "今天量的血压高压 142 低压 91", ["bp.log"], {"systolic": 142, "diastolic": 91})
row("concert", "any Coldplay concerts coming up?", ["concert.find"], {"artist": "Coldplay"})
row("concert", "find Taylor Swift concerts in London", ["concert.find"], {"artist": "Taylor Swift", "city": "London"})
row("concert", "周杰伦在上海有演唱会吗", ["concert.find"], {"artist": "周杰伦", "city": "上海"})
row("concert", "find concerts", ["concert.find"], asks=["artist"])
row("concert", "when is Radiohead playing in Berlin", ["concert.find"], {"artist": "Radiohead", "city": "Berlin"})
row("ebook", "open Dune at page 120", ["ebook.open"], {"title": "Dune", "page": 120})
row("ebook", "继续读三体，翻到第 50 页", ["ebook.open"], {"title": "三体", "page": 50})
row("ebook", "read a book", ["ebook.open"], asks=["title"])
row("ebook", "open the e-book Moby Dick", ["ebook.open"], {"title": "Moby Dick"})
row("ebook", "I want to read \"The Hobbit\"", ["ebook.open"], {"title": "The Hobbit"})
row("insurance", "file a car insurance claim for $1200", ["insurance.claim"], {"kind": "car", "amount": 1200})
row("insurance", "家里漏水了，报个保险理赔", ["insurance.claim"], {"kind": "home"})
row("insurance", "file a claim", ["insurance.claim"], asks=["kind"])
row("insurance", "claim 300 on my health insurance", ["insurance.claim"], {"kind": "health", "amount": 300})
row("insurance", "someone dented my car, start an insurance claim", ["insurance.claim"], {"kind": "car"})
row("heater", "set the water heater to 55 degrees", ["heater.set"], {"temperature": 55})
row("heater", "热水器调到 60 度", ["heater.set"], {"temperature": 60})
row("heater", "热水器", ["heater.set"], asks=["temperature"])
row("heater", "make the shower water hotter, 50°C", ["heater.set"], {"temperature": 50})
row("heater", "water heater temp", ["heater.set"], asks=["temperature"])
row("builtin", "what day is it today", ["time.now"])
row("builtin", "remind me to call grandma tomorrow at 7pm", ["reminder.create"], {"title": "call grandma", "dueDate": "2026-12-01T19:00:00+08:00"})
row("builtin", "明天下午三点提醒我去取快递", ["reminder.create"], {"title": "去取快递", "dueDate": "2026-12-01T15:00:00+08:00"})
row("builtin", "add buy batteries to my todo list", ["todo.add"], {"title": "buy batteries"})
row("builtin", "我的待办有哪些", ["todo.list"])
row("builtin", "open README.md", ["files.read"], {"path": "README.md"})
row("builtin", "search for \"deprecated\" in Sources", ["files.grep"], {"pattern": "deprecated", "path": "Sources"})
row("builtin", "run swift build", ["shell.run"], {"command": "swift build"})
row("builtin", "what meetings do I have on Thursday", ["calendar.list_events"])
row("builtin", "list every markdown file", ["files.glob"], {"pattern": "**/*.md"})
row("nothing", "how tall is Mount Everest", [])
row("nothing", "turn on the dishwasher", [])
row("nothing", "帮我订一张去北京的机票", [])
row("nothing", "tell me a joke", [])
row("nothing", "🎸🎶", [])
row("nothing", "qwertyuiop", [])
row("nothing", "把电视声音调小", [])
row("nothing", "what's 15% of 80", [])
row("steps2", "set the heater to 60 and remind me to shower at 9pm", ["heater.set", "reminder.create"], {"temperature": 60})
row("steps2", "log blood pressure 128/82, then add a todo to book a checkup", ["bp.log", "todo.add"], {"systolic": 128, "diastolic": 82})
row("steps2", "叫电梯到 1 楼，然后提醒我带伞", ["elevator.call", "reminder.create"], {"floor": 1})

write("planner_corpus_holdout13.jsonl", "planner_holdout13_skills.json", SKILLS)
