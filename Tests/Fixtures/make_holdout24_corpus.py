#!/usr/bin/env python3
"""Writes planner_corpus_holdout24.jsonl and planner_holdout24_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a plumber's visit, ordering
flowers, finding a tutor, renting a storage unit, adopting a pet, practising a language, a dry
cleaning pickup, the UV index, blocking a phone number), written on 2026-12-06 BEFORE any of
the fourteenth round's rules and scored once on the thirteenth round's planner (only its totals
were read): the unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a
Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("plumber.book", "Plumber", "Books a plumber to fix a problem at home.",
          {"problem": {"type": "string", "enum": ["leak", "clogged drain", "no hot water", "toilet"], "description": "Problem"},
           "when": {"type": "string", "format": "date-time", "description": "Visit time"}},
          ["problem", "when"]),
    skill("flowers.order", "Flowers", "Orders a bouquet of flowers for delivery.",
          {"flower": {"type": "string", "enum": ["roses", "tulips", "lilies", "sunflowers"], "description": "Flower"},
           "stems": {"type": "integer", "minimum": 1, "maximum": 99, "description": "Number of stems"},
           "card": {"type": "string", "description": "Card message"},
           "date": {"type": "string", "format": "date", "description": "Delivery day"}},
          ["flower", "date"]),
    skill("tutor.find", "Tutors", "Finds a private tutor.",
          {"subject": {"type": "string", "enum": ["math", "physics", "chemistry", "english"], "description": "Subject"},
           "level": {"type": "string", "enum": ["primary school", "middle school", "high school"], "description": "Student level"}},
          ["subject"]),
    skill("storage.rent", "Self storage", "Rents a self-storage unit.",
          {"size": {"type": "string", "enum": ["small", "medium", "large"], "description": "Unit size"},
           "months": {"type": "integer", "minimum": 1, "maximum": 24, "description": "Rental length in months"},
           "start": {"type": "string", "format": "date", "description": "Move-in day"}},
          ["size", "months"]),
    skill("pet.adopt", "Pet adoption", "Finds pets to adopt from local shelters.",
          {"species": {"type": "string", "enum": ["dog", "cat", "rabbit"], "description": "Species"},
           "age": {"type": "string", "enum": ["baby", "adult", "senior"], "description": "Age group"}},
          ["species"]),
    skill("language.practice", "Language practice", "Starts a language practice session.",
          {"language": {"type": "string", "enum": ["Spanish", "French", "Japanese", "German"], "description": "Language"},
           "minutes": {"type": "integer", "minimum": 5, "maximum": 120, "description": "Session length in minutes"}},
          ["language"]),
    skill("drycleaning.pickup", "Dry cleaning", "Schedules a dry cleaning pickup.",
          {"items": {"type": "integer", "minimum": 1, "maximum": 50, "description": "Number of items"},
           "when": {"type": "string", "format": "date-time", "description": "Pickup time"},
           "express": {"type": "boolean", "description": "Same-day service"}},
          ["when"]),
    skill("uv.index", "UV index", "Shows today's UV index.",
          {"city": {"type": "string", "description": "City"}},
          []),
    skill("number.block", "Block number", "Blocks calls and texts from a phone number.",
          {"number": {"type": "string", "pattern": "^\\+?[0-9 -]{6,20}$", "description": "Phone number"}},
          ["number"]),
]

row("plumber", "book a plumber for a leak under the sink tomorrow at 9am", ["plumber.book"], {"problem": "leak", "when": "2026-12-01T09:00:00+08:00"})
row("plumber", "my kitchen drain is clogged, get a plumber Wednesday 2pm", ["plumber.book"], {"problem": "clogged drain", "when": "2026-12-02T14:00:00+08:00"})
row("plumber", "没有热水了，明天下午三点叫个水管工", ["plumber.book"], {"problem": "no hot water", "when": "2026-12-01T15:00:00+08:00"})
row("plumber", "book a plumber", ["plumber.book"], asks=["problem", "when"])
row("plumber", "the toilet keeps running, send a plumber on Friday at 10am", ["plumber.book"], {"problem": "toilet", "when": "2026-12-04T10:00:00+08:00"})
row("flowers", "order a dozen red roses for Friday", ["flowers.order"], {"flower": "roses", "stems": 12, "date": "2026-12-04"})
row("flowers", "send tulips tomorrow with a card saying get well soon", ["flowers.order"], {"flower": "tulips", "date": "2026-12-01", "card": "get well soon"})
row("flowers", "订一束百合，周六送到", ["flowers.order"], {"flower": "lilies", "date": "2026-12-05"})
row("flowers", "order flowers", ["flowers.order"], asks=["flower", "date"])
row("flowers", "20 sunflowers delivered on December 10", ["flowers.order"], {"flower": "sunflowers", "stems": 20, "date": "2026-12-10"})
row("tutor", "find a math tutor for my high schooler", ["tutor.find"], {"subject": "math", "level": "high school"})
row("tutor", "我儿子上初中，需要一个物理家教", ["tutor.find"], {"subject": "physics", "level": "middle school"})
row("tutor", "find a tutor", ["tutor.find"], asks=["subject"])
row("tutor", "looking for an English tutor", ["tutor.find"], {"subject": "english"})
row("tutor", "chemistry tutoring for a middle school student", ["tutor.find"], {"subject": "chemistry", "level": "middle school"})
row("storage", "rent a small storage unit for 3 months", ["storage.rent"], {"size": "small", "months": 3})
row("storage", "I need a large storage unit from December 12 for half a year", ["storage.rent"], {"size": "large", "months": 6, "start": "2026-12-12"})
row("storage", "租一个中号仓储间，租两个月", ["storage.rent"], {"size": "medium", "months": 2})
row("storage", "rent a storage unit", ["storage.rent"], asks=["size", "months"])
row("storage", "medium storage unit, 12 months, starting next Monday", ["storage.rent"], {"size": "medium", "months": 12, "start": "2026-12-07"})
row("pets", "I want to adopt a puppy", ["pet.adopt"], {"species": "dog", "age": "baby"})
row("pets", "想领养一只猫", ["pet.adopt"], {"species": "cat"})
row("pets", "show senior dogs for adoption", ["pet.adopt"], {"species": "dog", "age": "senior"})
row("pets", "adopt a pet", ["pet.adopt"], asks=["species"])
row("pets", "any rabbits up for adoption", ["pet.adopt"], {"species": "rabbit"})
row("language", "practice Spanish for 20 minutes", ["language.practice"], {"language": "Spanish", "minutes": 20})
row("language", "练十五分钟日语", ["language.practice"], {"language": "Japanese", "minutes": 15})
row("language", "start a French practice session", ["language.practice"], {"language": "French"})
row("language", "language practice", ["language.practice"], asks=["language"])
row("language", "half an hour of German practice", ["language.practice"], {"language": "German", "minutes": 30})
row("drycleaning", "pick up 3 shirts for dry cleaning tomorrow at 8am", ["drycleaning.pickup"], {"items": 3, "when": "2026-12-01T08:00:00+08:00"})
row("drycleaning", "dry cleaning pickup Thursday 6pm, same day service", ["drycleaning.pickup"], {"when": "2026-12-03T18:00:00+08:00", "express": True})
row("drycleaning", "明天早上九点来取干洗的衣服，5件", ["drycleaning.pickup"], {"when": "2026-12-01T09:00:00+08:00", "items": 5})
row("drycleaning", "schedule a dry cleaning pickup", ["drycleaning.pickup"], asks=["when"])
row("drycleaning", "express dry cleaning for my suit, pick it up at 7pm today", ["drycleaning.pickup"], {"express": True, "when": "2026-11-30T19:00:00+08:00"})
row("uv", "what's the UV index in Sydney", ["uv.index"], {"city": "Sydney"})
row("uv", "今天紫外线强吗", ["uv.index"])
row("uv", "UV index", ["uv.index"])
row("uv", "do I need sunscreen in Phoenix today", ["uv.index"], {"city": "Phoenix"})
row("uv", "上海的紫外线指数", ["uv.index"], {"city": "上海"})
row("block", "block +1 415 555 0199", ["number.block"], {"number": "+1 415 555 0199"})
row("block", "拉黑 13800138000 这个号码", ["number.block"], {"number": "13800138000"})
row("block", "block this number", ["number.block"], asks=["number"])
row("block", "stop calls from 555-0123", ["number.block"], {"number": "555-0123"})
row("block", "block spam calls from 0800 123 456", ["number.block"], {"number": "0800 123 456"})
row("builtin", "what day is it today", ["time.now"])
row("builtin", "remind me to call mom on Sunday at 7pm", ["reminder.create"], {"title": "call mom", "dueDate": "2026-12-06T19:00:00+08:00"})
row("builtin", "明天上午十点提醒我交电费", ["reminder.create"], {"title": "交电费", "dueDate": "2026-12-01T10:00:00+08:00"})
row("builtin", "add renew passport to my todos", ["todo.add"], {"title": "renew passport"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "show me the first 5 lines of README.md", ["files.read"], {"path": "README.md", "limit": 5})
row("builtin", "grep for TODO in src", ["files.grep"], {"pattern": "TODO", "path": "src"})
row("builtin", "run make test", ["shell.run"], {"command": "make test"})
row("builtin", "list all swift files", ["files.glob"], {"pattern": "**/*.swift"})
row("builtin", "明天有什么安排", ["calendar.list_events"])
row("nothing", "what's the capital of Peru", [])
row("nothing", "write me a poem about autumn", [])
row("nothing", "今天股市为什么跌了", [])
row("nothing", "who won the world cup in 2018", [])
row("nothing", "😴😴😴", [])
row("nothing", "qwpoeiru", [])
row("nothing", "how do I tie a tie", [])
row("nothing", "你觉得人生的意义是什么", [])
row("steps2", "book a plumber for the leak tomorrow at 8am and add a todo to clear under the sink", ["plumber.book", "todo.add"], {"problem": "leak", "when": "2026-12-01T08:00:00+08:00"})
row("steps2", "block 555-0199, then remind me at 5pm to report it", ["number.block", "reminder.create"], {"number": "555-0199"})
row("steps2", "练二十分钟法语，然后提醒我九点睡觉", ["language.practice", "reminder.create"], {"language": "French", "minutes": 20})

write("planner_corpus_holdout24.jsonl", "planner_holdout24_skills.json", SKILLS)
