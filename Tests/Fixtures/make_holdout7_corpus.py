#!/usr/bin/env python3
"""Writes planner_corpus_holdout7.jsonl and planner_holdout7_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a coffee machine, a garage door, a
medication log, sports scores, a robot vacuum, library loans, birthdays, a port check, reading
text aloud), written on 2026-12-06 BEFORE the sixth round's planner work and scored once before
it (only its totals were read): the unseen measure of the fifth round's planner. sports.score
is described in Chinese alone and asked for in English too; birthday.add has a Chinese name.
The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("coffee.brew", "Coffee machine", "Makes a cup of coffee on the coffee machine.",
          {"drink": {"type": "string", "enum": ["espresso", "latte", "cappuccino", "americano"], "description": "Which coffee"},
           "size": {"type": "string", "enum": ["small", "medium", "large"], "description": "Cup size"},
           "sugar": {"type": "integer", "minimum": 0, "maximum": 5, "description": "Spoons of sugar"}},
          ["drink"]),
    skill("garage.door", "Garage door", "Opens or closes the garage door.",
          {"action": {"type": "string", "enum": ["open", "close"], "description": "Open or close"}},
          ["action"]),
    skill("pill.log", "Medication log", "Records that I took a medicine, with the dose in milligrams.",
          {"name": {"type": "string", "description": "Medicine name"},
           "dose": {"type": "number", "minimum": 0, "maximum": 5000, "description": "Dose in mg"}},
          ["name"]),
    skill("sports.score", "比分", "查询一支球队最近一场比赛的比分。",
          {"team": {"type": "string", "description": "球队名称"}},
          ["team"]),
    skill("vacuum.clean", "Robot vacuum", "Sends the robot vacuum to clean a room.",
          {"room": {"type": "string", "enum": ["kitchen", "bedroom", "living room", "whole house"], "description": "Which room"},
           "mode": {"type": "string", "enum": ["quiet", "normal", "turbo"], "description": "Suction mode"}},
          ["room"]),
    skill("library.renew", "Library", "Renews the books I borrowed from the library.",
          {"book": {"type": "string", "description": "Title of the book; all books when left out"}},
          []),
    skill("birthday.add", "生日", "Saves someone's birthday so I get reminded every year.",
          {"name": {"type": "string", "description": "Whose birthday"},
           "date": {"type": "string", "format": "date", "description": "Date of birth"}},
          ["name", "date"]),
    skill("port.check", "Port check", "Checks whether a TCP port on a host is open.",
          {"host": {"type": "string", "description": "Host name or IP address"},
           "port": {"type": "integer", "minimum": 1, "maximum": 65535, "description": "TCP port"}},
          ["host", "port"]),
    skill("tts.speak", "Read aloud", "Speaks a text aloud in a voice.",
          {"text": {"type": "string", "description": "What to say"},
           "voice": {"type": "string", "enum": ["male", "female"], "description": "Voice"}},
          ["text"]),
]

row("coffee", "make me a latte", ["coffee.brew"], {"drink": "latte"})
row("coffee", "一杯大杯美式", ["coffee.brew"], {"drink": "americano", "size": "large"})
row("coffee", "coffee please", ["coffee.brew"], asks=["drink"])
row("coffee", "a small cappuccino with 2 sugars", ["coffee.brew"], {"drink": "cappuccino", "size": "small", "sugar": 2})
row("coffee", "来杯咖啡", ["coffee.brew"], asks=["drink"])
row("coffee", "espresso, no sugar", ["coffee.brew"], {"drink": "espresso"})
row("garage", "open the garage", ["garage.door"], {"action": "open"})
row("garage", "close the garage door", ["garage.door"], {"action": "close"})
row("garage", "车库门关一下", ["garage.door"], {"action": "close"})
row("garage", "garage door", ["garage.door"], asks=["action"])
row("garage", "打开车库", ["garage.door"], {"action": "open"})
row("garage", "did I leave the garage open? close it", ["garage.door"], {"action": "close"})
row("pill", "I took 200mg of ibuprofen", ["pill.log"], {"name": "ibuprofen", "dose": 200})
row("pill", "log my medication", ["pill.log"], asks=["name"])
row("pill", "吃了一片布洛芬，记一下", ["pill.log"], {"name": "布洛芬"})
row("pill", "record aspirin 81 mg", ["pill.log"], {"name": "aspirin", "dose": 81})
row("pill", "medication log: metformin 500 mg", ["pill.log"], {"name": "metformin", "dose": 500})
row("sports", "what was the Arsenal score", ["sports.score"], {"team": "Arsenal"})
row("sports", "查一下比分", ["sports.score"], asks=["team"])
row("sports", "how did the Lakers do last night", ["sports.score"], {"team": "Lakers"})
row("sports", "皇马比分多少", ["sports.score"], {"team": "皇马"})
row("sports", "latest score for Barcelona", ["sports.score"], {"team": "Barcelona"})
row("vacuum", "vacuum the kitchen", ["vacuum.clean"], {"room": "kitchen"})
row("vacuum", "扫一下客厅", ["vacuum.clean"], {"room": "living room"})
row("vacuum", "clean the whole house on turbo", ["vacuum.clean"], {"room": "whole house", "mode": "turbo"})
row("vacuum", "start the robot vacuum", ["vacuum.clean"], asks=["room"])
row("vacuum", "vacuum the bedroom in quiet mode", ["vacuum.clean"], {"room": "bedroom", "mode": "quiet"})
row("vacuum", "让扫地机器人打扫卧室", ["vacuum.clean"], {"room": "bedroom"})
row("library", "renew my library books", ["library.renew"])
row("library", "续借图书馆的书", ["library.renew"])
row("library", "renew 'Dune' at the library", ["library.renew"], {"book": "Dune"})
row("library", "my library loan is due, extend it", ["library.renew"])
row("birthday", "Tom's birthday is 1990-06-15", ["birthday.add"], {"name": "Tom", "date": "1990-06-15"})
row("birthday", "记住妈妈的生日是 1965-04-12", ["birthday.add"], {"name": "妈妈", "date": "1965-04-12"})
row("birthday", "save a birthday", ["birthday.add"], asks=["name", "date"])
row("birthday", "add Alice's birthday", ["birthday.add"], {"name": "Alice"}, asks=["date"])
row("birthday", "添加生日", ["birthday.add"], asks=["name", "date"])
row("port", "is port 443 open on example.com", ["port.check"], {"host": "example.com", "port": 443})
row("port", "check port 22 on 10.0.0.5", ["port.check"], {"host": "10.0.0.5", "port": 22})
row("port", "检查一下 db.internal 的 5432 端口", ["port.check"], {"host": "db.internal", "port": 5432})
row("port", "check a port", ["port.check"], asks=["host", "port"])
row("port", "can I connect to localhost on port 8080", ["port.check"], {"host": "localhost", "port": 8080})
row("tts", "say 'dinner is ready' out loud", ["tts.speak"], {"text": "dinner is ready"})
row("tts", "read this aloud in a female voice: good morning everyone", ["tts.speak"], {"text": "good morning everyone", "voice": "female"})
row("tts", "用男声朗读：欢迎光临", ["tts.speak"], {"text": "欢迎光临", "voice": "male"})
row("tts", "read something aloud", ["tts.speak"], asks=["text"])
row("builtin", "what's the date today", ["time.now"])
row("builtin", "remind me tomorrow at 8am to take out the trash", ["reminder.create"], {"title": "take out the trash", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "明天下午三点提醒我开会", ["reminder.create"], {"title": "开会", "dueDate": "2026-12-01T15:00:00+08:00"})
row("builtin", "add buy batteries to my todos", ["todo.add"], {"title": "buy batteries"})
row("builtin", "show my todos", ["todo.list"])
row("builtin", "read README.md", ["files.read"], {"path": "README.md"})
row("builtin", "列出所有 json 文件", ["files.glob"], {"pattern": "**/*.json"})
row("builtin", "search for 'fatalError' in Sources", ["files.grep"], {"pattern": "fatalError", "path": "Sources"})
row("builtin", "run swift build", ["shell.run"], {"command": "swift build"})
row("builtin", "what's on my calendar on Friday", ["calendar.list_events"])
row("builtin", "show me my reminders", ["reminder.list"])
row("builtin", "mark todo 3 as done", ["todo.complete"], {"item": "3"})
row("nothing", "book a table for two", [])
row("nothing", "翻译成英文：你好", [])
row("nothing", "how tall is the Eiffel tower", [])
row("nothing", "turn on the lights", [])
row("nothing", "🍕🍕🍕", [])
row("nothing", "asdfghjkl", [])
row("nothing", "给我讲个笑话", [])
row("nothing", "call an uber", [])
row("steps", "open the garage and then vacuum the living room", ["garage.door", "vacuum.clean"], {"action": "open"})
row("steps", "来一杯拿铁，然后提醒我九点开会", ["coffee.brew", "reminder.create"], {"drink": "latte"})
row("steps", "check port 80 on example.com and add a todo to renew the certificate", ["port.check", "todo.add"], {"host": "example.com", "port": 80})

write("planner_corpus_holdout7.jsonl", "planner_holdout7_skills.json", SKILLS)
