#!/usr/bin/env python3
"""Writes planner_corpus_holdout30.jsonl and planner_holdout30_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (violin lessons, upholstery cleaning,
a phone repair, teeth cleaning described in Chinese alone, a watch repair, a boxing class, a wine
tasting, aquarium cleaning, a certified translation), written on 2026-12-07 AFTER every rule of the
sixteenth round (including those read from held out 29) and scored once after them (only its
totals were read): the unseen measure of that round's final planner. The clock is 2026-11-30
10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("violin.lesson", "Violin lessons", "Books a violin lesson with a teacher.",
          {"level": {"type": "string", "enum": ["beginner", "intermediate", "advanced"], "description": "Student level"},
           "when": {"type": "string", "format": "date-time", "description": "Lesson time"}},
          ["when"]),
    skill("upholstery.clean", "Upholstery cleaning", "Steam-cleans a sofa, armchairs or a mattress at home.",
          {"item": {"type": "string", "enum": ["sofa", "armchair", "mattress"], "description": "What to clean"},
           "date": {"type": "string", "format": "date", "description": "Visit day"}},
          ["item"]),
    skill("phone.repair", "Phone repair", "Books a phone repair at the shop.",
          {"problem": {"type": "string", "enum": ["cracked screen", "battery", "charging port"], "description": "Problem"},
           "when": {"type": "string", "format": "date-time", "description": "Drop-off time"}},
          ["problem"]),
    skill("teeth.clean", "洗牙", "预约口腔诊所洗牙。",
          {"time": {"type": "string", "format": "date-time", "description": "预约时间"}},
          ["time"]),
    skill("watch.repair", "Watch repair", "Replaces a watch battery or strap.",
          {"service": {"type": "string", "enum": ["battery", "strap", "polish"], "description": "Service"}},
          ["service"]),
    skill("boxing.class", "Boxing gym", "Books a boxing class at the gym.",
          {"when": {"type": "string", "format": "date-time", "description": "Class time"}},
          ["when"]),
    skill("wine.tasting", "Wine tasting", "Books seats at a wine tasting.",
          {"guests": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Number of guests"},
           "date": {"type": "string", "format": "date", "description": "Tasting day"}},
          ["date"]),
    skill("aquarium.clean", "Aquarium cleaning", "Books cleaning of a fish tank.",
          {"gallons": {"type": "integer", "minimum": 10, "maximum": 500, "description": "Tank size in gallons"},
           "date": {"type": "string", "format": "date", "description": "Cleaning day"}},
          ["date"]),
    skill("translation.certified", "Certified translation", "Orders a certified translation of a document.",
          {"language": {"type": "string", "enum": ["english", "spanish", "french", "german", "chinese"], "description": "Target language"},
           "pages": {"type": "integer", "minimum": 1, "maximum": 200, "description": "Number of pages"}},
          ["language"]),
]

row("violin", "book a violin lesson for Thursday at 5pm", ["violin.lesson"], {"when": "2026-12-03T17:00:00+08:00"})
row("violin", "my daughter is a beginner, violin lesson Saturday at 10am", ["violin.lesson"], {"level": "beginner", "when": "2026-12-05T10:00:00+08:00"})
row("violin", "周日下午三点上小提琴课", ["violin.lesson"], {"when": "2026-12-06T15:00:00+08:00"})
row("violin", "violin lesson", ["violin.lesson"], asks=["when"])
row("violin", "advanced violin class tomorrow at 6pm", ["violin.lesson"], {"level": "advanced", "when": "2026-12-01T18:00:00+08:00"})
row("upholstery", "steam clean the sofa on Friday", ["upholstery.clean"], {"item": "sofa", "date": "2026-12-04"})
row("upholstery", "the kids spilled juice on the mattress, get it cleaned", ["upholstery.clean"], {"item": "mattress"})
row("upholstery", "周六上门清洗沙发", ["upholstery.clean"], {"item": "sofa", "date": "2026-12-05"})
row("upholstery", "upholstery cleaning", ["upholstery.clean"], asks=["item"])
row("upholstery", "clean my armchair tomorrow", ["upholstery.clean"], {"item": "armchair", "date": "2026-12-01"})
row("phone", "I cracked my phone screen, book a repair", ["phone.repair"], {"problem": "cracked screen"})
row("phone", "my phone battery dies by noon, repair it Wednesday at 2pm", ["phone.repair"], {"problem": "battery", "when": "2026-12-02T14:00:00+08:00"})
row("phone", "手机充电口坏了，明天上午十点去修", ["phone.repair"], {"problem": "charging port", "when": "2026-12-01T10:00:00+08:00"})
row("phone", "phone repair", ["phone.repair"], asks=["problem"])
row("phone", "fix the charging port on my phone", ["phone.repair"], {"problem": "charging port"})
row("teeth", "周四下午两点去洗牙", ["teeth.clean"], {"time": "2026-12-03T14:00:00+08:00"})
row("teeth", "book a teeth cleaning for Friday at 9am", ["teeth.clean"], {"time": "2026-12-04T09:00:00+08:00"})
row("teeth", "约个洗牙", ["teeth.clean"], asks=["time"])
row("teeth", "明天早上十点洗牙", ["teeth.clean"], {"time": "2026-12-01T10:00:00+08:00"})
row("teeth", "dental cleaning next Monday at 3pm", ["teeth.clean"], {"time": "2026-12-07T15:00:00+08:00"})
row("watch", "my watch stopped, replace the battery", ["watch.repair"], {"service": "battery"})
row("watch", "new strap for my watch", ["watch.repair"], {"service": "strap"})
row("watch", "手表换个电池", ["watch.repair"], {"service": "battery"})
row("watch", "watch repair", ["watch.repair"], asks=["service"])
row("watch", "polish my watch", ["watch.repair"], {"service": "polish"})
row("boxing", "book a boxing class for Tuesday at 7pm", ["boxing.class"], {"when": "2026-12-01T19:00:00+08:00"})
row("boxing", "I want to try boxing Saturday morning at 9", ["boxing.class"], {"when": "2026-12-05T09:00:00+08:00"})
row("boxing", "周三晚上八点拳击课", ["boxing.class"], {"when": "2026-12-02T20:00:00+08:00"})
row("boxing", "boxing class", ["boxing.class"], asks=["when"])
row("boxing", "sign me up for boxing tomorrow at 6am", ["boxing.class"], {"when": "2026-12-01T06:00:00+08:00"})
row("wine", "book a wine tasting for 4 on Saturday", ["wine.tasting"], {"guests": 4, "date": "2026-12-05"})
row("wine", "wine tasting on December 18 for two people", ["wine.tasting"], {"date": "2026-12-18", "guests": 2})
row("wine", "周五去品酒，三个人", ["wine.tasting"], {"date": "2026-12-04", "guests": 3})
row("wine", "wine tasting", ["wine.tasting"], asks=["date"])
row("wine", "reserve seats at the wine tasting tomorrow", ["wine.tasting"], {"date": "2026-12-01"})
row("aquarium", "clean the fish tank on Thursday", ["aquarium.clean"], {"date": "2026-12-03"})
row("aquarium", "book aquarium cleaning for a 75 gallon tank on Saturday", ["aquarium.clean"], {"gallons": 75, "date": "2026-12-05"})
row("aquarium", "周二请人来清洗鱼缸", ["aquarium.clean"], {"date": "2026-12-01"})
row("aquarium", "aquarium cleaning", ["aquarium.clean"], asks=["date"])
row("aquarium", "the tank water is green, get it cleaned tomorrow", ["aquarium.clean"], {"date": "2026-12-01"})
row("translation", "I need a certified translation of my diploma into Spanish", ["translation.certified"], {"language": "spanish"})
row("translation", "certified German translation, 12 pages", ["translation.certified"], {"language": "german", "pages": 12})
row("translation", "把出生证明翻译成英文，要公证的那种", ["translation.certified"], {"language": "english"})
row("translation", "certified translation", ["translation.certified"], asks=["language"])
row("translation", "translate my 3 page contract into French, certified", ["translation.certified"], {"language": "french", "pages": 3})
row("builtin", "what time is it now", ["time.now"])
row("builtin", "remind me to feed the fish tomorrow at 7am", ["reminder.create"], {"title": "feed the fish", "dueDate": "2026-12-01T07:00:00+08:00"})
row("builtin", "周四晚上九点提醒我倒垃圾", ["reminder.create"], {"title": "倒垃圾", "dueDate": "2026-12-03T21:00:00+08:00"})
row("builtin", "add renew passport to my todo list", ["todo.add"], {"title": "renew passport"})
row("builtin", "show my todos", ["todo.list"])
row("builtin", "show the first 8 lines of main.go", ["files.read"], {"path": "main.go", "limit": 8})
row("builtin", "grep for deprecated in docs", ["files.grep"], {"pattern": "deprecated", "path": "docs"})
row("builtin", "run cargo build", ["shell.run"], {"command": "cargo build"})
row("builtin", "find all the yaml files", ["files.glob"])
row("builtin", "周五有什么安排", ["calendar.list_events"])
row("nothing", "who painted the Mona Lisa", [])
row("nothing", "how do I keep basil alive indoors", [])
row("nothing", "为什么天空是蓝色的", [])
row("nothing", "give me a fun fact", [])
row("nothing", "🎻🎻", [])
row("nothing", "qwertyuiop", [])
row("nothing", "what rhymes with orange", [])
row("nothing", "我今天有点累", [])
row("steps2", "book a boxing class Thursday at 7pm, then remind me to pack gloves on Thursday at 5pm", ["boxing.class", "reminder.create"], {"when": "2026-12-03T19:00:00+08:00"})
row("steps2", "replace my watch battery and add a todo to pick up the watch on Friday", ["watch.repair", "todo.add"], {"service": "battery"})
row("steps2", "周六上午十点洗牙，然后提醒我周五晚上别吃甜的", ["teeth.clean", "reminder.create"], {"time": "2026-12-05T10:00:00+08:00"})

write("planner_corpus_holdout30.jsonl", "planner_holdout30_skills.json", SKILLS)
