#!/usr/bin/env python3
"""Writes planner_corpus_holdout32.jsonl and planner_holdout32_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (furnace service, pet boarding, ring
resizing, range-hood cleaning described in Chinese alone, golf tee times, a résumé review, a
sauna, septic pumping, glasses repair), written on 2026-12-07 BEFORE any rule of the seventeenth
round and scored once on the sixteenth round's final planner (26ce259; only its totals were read
first): the unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a Monday).
Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("hvac.service", "Heating service", "Books the yearly check of a furnace, boiler or heat pump.",
          {"system": {"type": "string", "enum": ["furnace", "boiler", "heat pump"], "description": "Heating system"},
           "date": {"type": "string", "format": "date", "description": "Visit day"}},
          ["system"]),
    skill("pet.board", "Pet boarding", "Boards a dog or cat at the kennel while you travel.",
          {"pet": {"type": "string", "enum": ["dog", "cat"], "description": "Pet"},
           "from": {"type": "string", "format": "date", "description": "Drop-off day"},
           "nights": {"type": "integer", "minimum": 1, "maximum": 30, "description": "Nights"}},
          ["from"]),
    skill("ring.resize", "Ring resizing", "Resizes a ring at the jeweller.",
          {"size": {"type": "integer", "minimum": 3, "maximum": 13, "description": "New ring size"}},
          ["size"]),
    skill("hood.clean", "油烟机清洗", "上门清洗厨房抽油烟机。",
          {"date": {"type": "string", "format": "date", "description": "上门日期"}},
          ["date"]),
    skill("golf.teetime", "Tee times", "Reserves a tee time at the golf course.",
          {"players": {"type": "integer", "minimum": 1, "maximum": 4, "description": "Players"},
           "when": {"type": "string", "format": "date-time", "description": "Tee time"}},
          ["when"]),
    skill("resume.review", "Résumé review", "A career coach reviews your CV on a video call.",
          {"level": {"type": "string", "enum": ["student", "experienced", "executive"], "description": "Career stage"},
           "when": {"type": "string", "format": "date-time", "description": "Call time"}},
          ["when"]),
    skill("sauna.book", "Private sauna", "Books a private sauna cabin.",
          {"minutes": {"type": "integer", "minimum": 30, "maximum": 120, "description": "Length in minutes"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"}},
          ["when"]),
    skill("septic.pump", "Septic pumping", "Pumps out a septic tank.",
          {"date": {"type": "string", "format": "date", "description": "Service day"}},
          ["date"]),
    skill("glasses.repair", "Glasses repair", "Fixes broken eyeglasses: hinges, nose pads or lenses.",
          {"part": {"type": "string", "enum": ["hinge", "nose pads", "lens"], "description": "Broken part"}},
          ["part"]),
]

row("hvac", "service the furnace on Wednesday", ["hvac.service"], {"system": "furnace", "date": "2026-12-02"})
row("hvac", "the boiler is making a banging noise, get someone to check it tomorrow", ["hvac.service"], {"system": "boiler", "date": "2026-12-01"})
row("hvac", "周五检修一下热泵", ["hvac.service"], {"system": "heat pump", "date": "2026-12-04"})
row("hvac", "heating service", ["hvac.service"], asks=["system"])
row("hvac", "annual boiler check", ["hvac.service"], {"system": "boiler"})
row("pet", "board my dog from Friday for 4 nights", ["pet.board"], {"pet": "dog", "from": "2026-12-04", "nights": 4})
row("pet", "we're travelling, the cat needs a kennel starting Saturday", ["pet.board"], {"pet": "cat", "from": "2026-12-05"})
row("pet", "周四把狗寄养三晚", ["pet.board"], {"pet": "dog", "from": "2026-12-03", "nights": 3})
row("pet", "pet boarding", ["pet.board"], asks=["from"])
row("pet", "kennel for the dog tomorrow", ["pet.board"], {"pet": "dog", "from": "2026-12-01"})
row("ring", "resize my ring to size 7", ["ring.resize"], {"size": 7})
row("ring", "my wedding ring is too tight, make it a size 9", ["ring.resize"], {"size": 9})
row("ring", "戒指改到8号", ["ring.resize"], {"size": 8})
row("ring", "ring resizing", ["ring.resize"], asks=["size"])
row("ring", "my ring is loose, can it be made smaller", ["ring.resize"], asks=["size"])
row("hood", "周六上门清洗油烟机", ["hood.clean"], {"date": "2026-12-05"})
row("hood", "抽油烟机太油了，明天来洗一下", ["hood.clean"], {"date": "2026-12-01"})
row("hood", "清洗油烟机", ["hood.clean"], asks=["date"])
row("hood", "clean the range hood on Thursday", ["hood.clean"], {"date": "2026-12-03"})
row("hood", "12月10号洗油烟机", ["hood.clean"], {"date": "2026-12-10"})
row("golf", "book a tee time Saturday at 8am for 4 players", ["golf.teetime"], {"when": "2026-12-05T08:00:00+08:00", "players": 4})
row("golf", "golf tomorrow at 7:30am, just me", ["golf.teetime"], {"when": "2026-12-01T07:30:00+08:00", "players": 1})
row("golf", "周日早上九点打高尔夫，两个人", ["golf.teetime"], {"when": "2026-12-06T09:00:00+08:00", "players": 2})
row("golf", "tee time", ["golf.teetime"], asks=["when"])
row("golf", "reserve a round of golf on Friday at 1pm", ["golf.teetime"], {"when": "2026-12-04T13:00:00+08:00"})
row("resume", "have a coach review my resume Thursday at 4pm", ["resume.review"], {"when": "2026-12-03T16:00:00+08:00"})
row("resume", "I'm a student, can someone look over my CV tomorrow at 10am", ["resume.review"], {"level": "student", "when": "2026-12-01T10:00:00+08:00"})
row("resume", "周三晚上七点帮我看看简历", ["resume.review"], {"when": "2026-12-02T19:00:00+08:00"})
row("resume", "resume review", ["resume.review"], asks=["when"])
row("resume", "executive CV review on Friday at 9am", ["resume.review"], {"level": "executive", "when": "2026-12-04T09:00:00+08:00"})
row("sauna", "book the sauna for 60 minutes tonight at 8pm", ["sauna.book"], {"minutes": 60, "when": "2026-11-30T20:00:00+08:00"})
row("sauna", "private sauna Saturday at 5pm", ["sauna.book"], {"when": "2026-12-05T17:00:00+08:00"})
row("sauna", "明天晚上七点去蒸桑拿，90分钟", ["sauna.book"], {"when": "2026-12-01T19:00:00+08:00", "minutes": 90})
row("sauna", "sauna", ["sauna.book"], asks=["when"])
row("sauna", "reserve a sauna cabin Wednesday at 6pm", ["sauna.book"], {"when": "2026-12-02T18:00:00+08:00"})
row("septic", "pump the septic tank on Tuesday", ["septic.pump"], {"date": "2026-12-01"})
row("septic", "the septic is backing up, need it emptied Friday", ["septic.pump"], {"date": "2026-12-04"})
row("septic", "周四来抽化粪池", ["septic.pump"], {"date": "2026-12-03"})
row("septic", "septic pumping", ["septic.pump"], asks=["date"])
row("septic", "schedule septic service for December 14", ["septic.pump"], {"date": "2026-12-14"})
row("glasses", "the hinge on my glasses snapped", ["glasses.repair"], {"part": "hinge"})
row("glasses", "replace the nose pads on my eyeglasses", ["glasses.repair"], {"part": "nose pads"})
row("glasses", "眼镜片碎了，修一下", ["glasses.repair"], {"part": "lens"})
row("glasses", "glasses repair", ["glasses.repair"], asks=["part"])
row("glasses", "fix my glasses, a lens popped out", ["glasses.repair"], {"part": "lens"})
row("builtin", "current time please", ["time.now"])
row("builtin", "remind me to water the plants on Friday at 6pm", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-12-04T18:00:00+08:00"})
row("builtin", "明天早上八点提醒我交水费", ["reminder.create"], {"title": "交水费", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "add call the bank to my todo list", ["todo.add"], {"title": "call the bank"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "show the first 20 lines of README.md", ["files.read"], {"path": "README.md", "limit": 20})
row("builtin", "grep for FIXME in lib", ["files.grep"], {"pattern": "FIXME", "path": "lib"})
row("builtin", "run make install", ["shell.run"], {"command": "make install"})
row("builtin", "find every csv file", ["files.glob"])
row("builtin", "这周六有什么安排", ["calendar.list_events"])
row("nothing", "who invented the telephone", [])
row("nothing", "what's a good book to read on holiday", [])
row("nothing", "猫为什么喜欢纸箱", [])
row("nothing", "say something nice", [])
row("nothing", "⛳️⛳️", [])
row("nothing", "zxcvbnm", [])
row("nothing", "how do you say thank you in Japanese", [])
row("nothing", "周末好无聊", [])
row("steps2", "book a tee time Saturday at 8am, then remind me to pack my clubs on Friday at 9pm", ["golf.teetime", "reminder.create"], {"when": "2026-12-05T08:00:00+08:00"})
row("steps2", "pump the septic tank on Thursday and add a todo to move the car", ["septic.pump", "todo.add"], {"date": "2026-12-03"})
row("steps2", "周五上门清洗油烟机，然后提醒我周四晚上收拾厨房", ["hood.clean", "reminder.create"], {"date": "2026-12-04"})

write("planner_corpus_holdout32.jsonl", "planner_holdout32_skills.json", SKILLS)
