#!/usr/bin/env python3
"""Writes planner_corpus_holdout29.jsonl and planner_holdout29_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a chimney sweep, furniture assembly,
a horse riding lesson, a pottery class described in Chinese alone, a notary, solar panel cleaning,
a blood test, a dog trainer, a costume rental), written on 2026-12-07 BEFORE any rule of the
sixteenth round and scored once on 8f2b292 (the fifteenth round's final planner; only its totals
were read): an unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a Monday).
Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("chimney.sweep", "Chimney sweep", "Books a chimney sweep to clean the fireplace flue.",
          {"date": {"type": "string", "format": "date", "description": "Visit day"}},
          ["date"]),
    skill("furniture.assemble", "Furniture assembly", "Sends a handyman to assemble flat-pack furniture.",
          {"item": {"type": "string", "enum": ["bed", "wardrobe", "desk", "bookshelf"], "description": "What to assemble"},
           "date": {"type": "string", "format": "date", "description": "Day"}},
          ["item"]),
    skill("riding.lesson", "Horse riding", "Books a horse riding lesson at the stables.",
          {"level": {"type": "string", "enum": ["beginner", "intermediate", "advanced"], "description": "Rider level"},
           "when": {"type": "string", "format": "date-time", "description": "Lesson time"}},
          ["when"]),
    skill("pottery.class", "陶艺课", "预约陶艺体验课。",
          {"people": {"type": "integer", "minimum": 1, "maximum": 6, "description": "人数"},
           "time": {"type": "string", "format": "date-time", "description": "上课时间"}},
          ["time"]),
    skill("notary.book", "Notary", "Books a notary appointment to notarize a document.",
          {"document": {"type": "string", "enum": ["will", "power of attorney", "affidavit", "contract"], "description": "Document"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["document"]),
    skill("solar.clean", "Solar panel cleaning", "Books cleaning of the rooftop solar panels.",
          {"panels": {"type": "integer", "minimum": 1, "maximum": 60, "description": "Number of panels"},
           "date": {"type": "string", "format": "date", "description": "Cleaning day"}},
          ["date"]),
    skill("blood.test", "Blood test", "Books a blood draw at the lab.",
          {"fasting": {"type": "boolean", "description": "Fasting test"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["when"]),
    skill("dog.training", "Dog trainer", "Books a session with a dog trainer.",
          {"problem": {"type": "string", "enum": ["barking", "leash pulling", "biting"], "description": "Behaviour to work on"},
           "date": {"type": "string", "format": "date", "description": "Session day"}},
          ["problem"]),
    skill("costume.rent", "Costume rental", "Rents a costume for a party or a show.",
          {"costume": {"type": "string", "description": "Costume"},
           "size": {"type": "string", "enum": ["small", "medium", "large"], "description": "Size"}},
          ["costume"]),
]

row("chimney", "get the chimney swept on Friday", ["chimney.sweep"], {"date": "2026-12-04"})
row("chimney", "the fireplace smokes a lot, book a chimney sweep for tomorrow", ["chimney.sweep"], {"date": "2026-12-01"})
row("chimney", "周四请人来扫烟囱", ["chimney.sweep"], {"date": "2026-12-03"})
row("chimney", "chimney sweep", ["chimney.sweep"], asks=["date"])
row("chimney", "clean the chimny on december 10", ["chimney.sweep"], {"date": "2026-12-10"})
row("furniture", "assemble my new IKEA wardrobe on Saturday", ["furniture.assemble"], {"item": "wardrobe", "date": "2026-12-05"})
row("furniture", "I need someone to put together a bookshelf", ["furniture.assemble"], {"item": "bookshelf"})
row("furniture", "新买的床需要组装，周日上门", ["furniture.assemble"], {"item": "bed", "date": "2026-12-06"})
row("furniture", "furniture assembly", ["furniture.assemble"], asks=["item"])
row("furniture", "build the desk tomorrow", ["furniture.assemble"], {"item": "desk", "date": "2026-12-01"})
row("riding", "book a horse riding lesson for Saturday at 10am", ["riding.lesson"], {"when": "2026-12-05T10:00:00+08:00"})
row("riding", "I've never ridden a horse, beginner lesson Sunday 2pm", ["riding.lesson"], {"level": "beginner", "when": "2026-12-06T14:00:00+08:00"})
row("riding", "周三下午四点上骑马课", ["riding.lesson"], {"when": "2026-12-02T16:00:00+08:00"})
row("riding", "riding lesson", ["riding.lesson"], asks=["when"])
row("riding", "advanced riding at the stables Friday at 9am", ["riding.lesson"], {"level": "advanced", "when": "2026-12-04T09:00:00+08:00"})
row("pottery", "周六下午两点约陶艺课，两个人", ["pottery.class"], {"time": "2026-12-05T14:00:00+08:00", "people": 2})
row("pottery", "book a pottery class for 3 people on Sunday at 11am", ["pottery.class"], {"people": 3, "time": "2026-12-06T11:00:00+08:00"})
row("pottery", "想去做陶艺", ["pottery.class"], asks=["time"])
row("pottery", "明天晚上七点陶艺体验", ["pottery.class"], {"time": "2026-12-01T19:00:00+08:00"})
row("pottery", "pottery workshop Thursday 6pm for me and a friend", ["pottery.class"], {"time": "2026-12-03T18:00:00+08:00", "people": 2})
row("notary", "I need my will notarized on Wednesday at 3pm", ["notary.book"], {"document": "will", "when": "2026-12-02T15:00:00+08:00"})
row("notary", "book a notary for a power of attorney", ["notary.book"], {"document": "power of attorney"})
row("notary", "合同需要公证，周五上午十点", ["notary.book"], {"document": "contract", "when": "2026-12-04T10:00:00+08:00"})
row("notary", "notary appointment", ["notary.book"], asks=["document"])
row("notary", "get an affidavit notarized tomorrow at 11am", ["notary.book"], {"document": "affidavit", "when": "2026-12-01T11:00:00+08:00"})
row("solar", "clean the solar panels on Thursday", ["solar.clean"], {"date": "2026-12-03"})
row("solar", "book solar panel cleaning for 24 panels on December 8", ["solar.clean"], {"panels": 24, "date": "2026-12-08"})
row("solar", "周六清洗屋顶的太阳能板", ["solar.clean"], {"date": "2026-12-05"})
row("solar", "solar panel cleaning", ["solar.clean"], asks=["date"])
row("solar", "the panels on the roof are dusty, get them washed tomorrow", ["solar.clean"], {"date": "2026-12-01"})
row("blood", "book a fasting blood test for tomorrow at 8am", ["blood.test"], {"fasting": True, "when": "2026-12-01T08:00:00+08:00"})
row("blood", "I need bloodwork done Thursday at 9am", ["blood.test"], {"when": "2026-12-03T09:00:00+08:00"})
row("blood", "周五早上七点半去抽血，要空腹", ["blood.test"], {"when": "2026-12-04T07:30:00+08:00", "fasting": True})
row("blood", "blood test", ["blood.test"], asks=["when"])
row("blood", "lab appointment for a blood draw on Wednesday at 10am", ["blood.test"], {"when": "2026-12-02T10:00:00+08:00"})
row("dogtrain", "my dog won't stop barking, book a trainer for Saturday", ["dog.training"], {"problem": "barking", "date": "2026-12-05"})
row("dogtrain", "the puppy keeps biting, I need a dog trainer", ["dog.training"], {"problem": "biting"})
row("dogtrain", "狗狗遛的时候总是拉绳，约个训犬师", ["dog.training"], {"problem": "leash pulling"})
row("dogtrain", "dog training", ["dog.training"], asks=["problem"])
row("dogtrain", "leash pulling session with the dog trainer on Friday", ["dog.training"], {"problem": "leash pulling", "date": "2026-12-04"})
row("costume", "rent a pirate costume in large", ["costume.rent"], {"costume": "pirate", "size": "large"})
row("costume", "I need a Santa costume for the office party", ["costume.rent"], {"costume": "Santa"})
row("costume", "租一套小号的恐龙服装", ["costume.rent"], {"costume": "恐龙", "size": "small"})
row("costume", "costume rental", ["costume.rent"], asks=["costume"])
row("costume", "rent a medium vampire costume", ["costume.rent"], {"costume": "vampire", "size": "medium"})
row("builtin", "what's the time", ["time.now"])
row("builtin", "remind me to water the plants tonight at 8pm", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-11-30T20:00:00+08:00"})
row("builtin", "明天早上八点提醒我带伞", ["reminder.create"], {"title": "带伞", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "add buy stamps to my todos", ["todo.add"], {"title": "buy stamps"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "read the first 5 lines of notes.txt", ["files.read"], {"path": "notes.txt", "limit": 5})
row("builtin", "search for TODO in src", ["files.grep"], {"pattern": "TODO", "path": "src"})
row("builtin", "run npm test", ["shell.run"], {"command": "npm test"})
row("builtin", "list all the markdown files", ["files.glob"])
row("builtin", "明天有什么安排", ["calendar.list_events"])
row("nothing", "what's the capital of Australia", [])
row("nothing", "how do I get red wine out of a rug", [])
row("nothing", "我的猫为什么总是打喷嚏", [])
row("nothing", "tell me something interesting", [])
row("nothing", "🐴🐴🐴", [])
row("nothing", "asdfghjkl", [])
row("nothing", "how long should I boil an egg", [])
row("nothing", "今年冬天会很冷吗", [])
row("steps2", "book a riding lesson Saturday at 9am, then remind me to pack boots on Friday at 8pm", ["riding.lesson", "reminder.create"], {"when": "2026-12-05T09:00:00+08:00"})
row("steps2", "get the chimney swept on Thursday and add a todo to buy firewood", ["chimney.sweep", "todo.add"], {"date": "2026-12-03"})
row("steps2", "约周二早上八点抽血，然后提醒我周一晚上十点以后别吃东西", ["blood.test", "reminder.create"], {"when": "2026-12-01T08:00:00+08:00"})

write("planner_corpus_holdout29.jsonl", "planner_holdout29_skills.json", SKILLS)
