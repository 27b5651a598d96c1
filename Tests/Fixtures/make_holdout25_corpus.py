#!/usr/bin/env python3
"""Writes planner_corpus_holdout25.jsonl and planner_holdout25_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a tyre change, a grocery delivery
slot, an interpreter, tree trimming described in Chinese alone, a tuxedo rental, shoe repair, an
escape room, merging PDFs, the moon's phase), written on 2026-12-07 AFTER the fourteenth
round's rules read from held out 24 and 21, and scored once after them (only its totals were
read): the unseen measure of that round's planner. The clock is 2026-11-30 10:00 +08:00 (a
Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("tire.change", "Tire change", "Changes car tires at the garage.",
          {"season": {"type": "string", "enum": ["winter", "summer", "all-season"], "description": "Tire type"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["season", "when"]),
    skill("grocery.deliver", "Grocery delivery", "Books a grocery delivery slot.",
          {"slot": {"type": "string", "format": "date-time", "description": "Delivery time"},
           "store": {"type": "string", "enum": ["Whole Foods", "Costco", "Safeway"], "description": "Store"}},
          ["slot"]),
    skill("interpreter.book", "Interpreters", "Books an interpreter for a meeting.",
          {"language": {"type": "string", "enum": ["Spanish", "Mandarin", "Arabic", "Russian"], "description": "Language"},
           "when": {"type": "string", "format": "date-time", "description": "Meeting time"},
           "hours": {"type": "number", "minimum": 1, "maximum": 8, "description": "Hours needed"}},
          ["language", "when"]),
    skill("tree.trim", "修剪树木", "预约上门修剪院子里的树。",
          {"trees": {"type": "integer", "minimum": 1, "maximum": 20, "description": "树的数量"},
           "date": {"type": "string", "format": "date", "description": "日期"}},
          ["date"]),
    skill("tuxedo.rent", "Tuxedo rental", "Rents a tuxedo for an event.",
          {"color": {"type": "string", "enum": ["black", "navy", "grey"], "description": "Color"},
           "date": {"type": "string", "format": "date", "description": "Event day"}},
          ["date"]),
    skill("shoe.repair", "Shoe repair", "Drops off shoes for repair.",
          {"repair": {"type": "string", "enum": ["heel", "sole", "stitching"], "description": "What to fix"},
           "pairs": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Number of pairs"}},
          ["repair"]),
    skill("escape.room", "Escape rooms", "Books an escape room.",
          {"players": {"type": "integer", "minimum": 2, "maximum": 8, "description": "Number of players"},
           "theme": {"type": "string", "enum": ["horror", "mystery", "sci-fi"], "description": "Theme"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"}},
          ["players", "when"]),
    skill("pdf.merge", "Merge PDFs", "Merges PDF files into one.",
          {"files": {"type": "string", "description": "Files to merge, comma separated"},
           "output": {"type": "string", "format": "path", "description": "Output file"}},
          ["files"]),
    skill("moon.phase", "Moon phase", "Shows the moon phase for a day.",
          {"date": {"type": "string", "format": "date", "description": "Day"}},
          []),
]

row("tires", "swap to winter tires on Saturday at 10am", ["tire.change"], {"season": "winter", "when": "2026-12-05T10:00:00+08:00"})
row("tires", "book a tire change for Thursday 4pm, all-season tires", ["tire.change"], {"season": "all-season", "when": "2026-12-03T16:00:00+08:00"})
row("tires", "明天上午九点换冬季胎", ["tire.change"], {"season": "winter", "when": "2026-12-01T09:00:00+08:00"})
row("tires", "change my tires", ["tire.change"], asks=["season", "when"])
row("tires", "put the summer tires back on next Monday at 8am", ["tire.change"], {"season": "summer", "when": "2026-12-07T08:00:00+08:00"})
row("grocery", "grocery delivery from Costco tomorrow at 6pm", ["grocery.deliver"], {"store": "Costco", "slot": "2026-12-01T18:00:00+08:00"})
row("grocery", "book a Safeway delivery for Wednesday 10am", ["grocery.deliver"], {"store": "Safeway", "slot": "2026-12-02T10:00:00+08:00"})
row("grocery", "明天晚上七点送菜上门", ["grocery.deliver"], {"slot": "2026-12-01T19:00:00+08:00"})
row("grocery", "schedule a grocery delivery", ["grocery.deliver"], asks=["slot"])
row("grocery", "Whole Foods delivery Friday at 5pm", ["grocery.deliver"], {"store": "Whole Foods", "slot": "2026-12-04T17:00:00+08:00"})
row("interpreter", "book a Spanish interpreter for Tuesday at 2pm for 3 hours", ["interpreter.book"], {"language": "Spanish", "when": "2026-12-01T14:00:00+08:00", "hours": 3})
row("interpreter", "I need an Arabic interpreter tomorrow at 9am", ["interpreter.book"], {"language": "Arabic", "when": "2026-12-01T09:00:00+08:00"})
row("interpreter", "预约一个俄语翻译，周四下午三点，两个小时", ["interpreter.book"], {"language": "Russian", "when": "2026-12-03T15:00:00+08:00", "hours": 2})
row("interpreter", "book an interpreter", ["interpreter.book"], asks=["language", "when"])
row("interpreter", "Mandarin interpreter for Friday 11am", ["interpreter.book"], {"language": "Mandarin", "when": "2026-12-04T11:00:00+08:00"})
row("trees", "周六来修剪院子里的三棵树", ["tree.trim"], {"trees": 3, "date": "2026-12-05"})
row("trees", "trim the 2 oak trees in my yard next Wednesday", ["tree.trim"], {"trees": 2, "date": "2026-12-09"})
row("trees", "预约修剪树木", ["tree.trim"], asks=["date"])
row("trees", "明天修一下树", ["tree.trim"], {"date": "2026-12-01"})
row("trees", "get someone to trim our 5 trees on December 12", ["tree.trim"], {"trees": 5, "date": "2026-12-12"})
row("tuxedo", "rent a black tuxedo for Saturday", ["tuxedo.rent"], {"color": "black", "date": "2026-12-05"})
row("tuxedo", "I need a navy tux for December 19", ["tuxedo.rent"], {"color": "navy", "date": "2026-12-19"})
row("tuxedo", "租一套灰色的礼服，下周五穿", ["tuxedo.rent"], {"color": "grey", "date": "2026-12-11"})
row("tuxedo", "rent a tuxedo", ["tuxedo.rent"], asks=["date"])
row("tuxedo", "tuxedo rental for my wedding on December 20", ["tuxedo.rent"], {"date": "2026-12-20"})
row("shoes", "fix the heel on my boots", ["shoe.repair"], {"repair": "heel"})
row("shoes", "resole 2 pairs of shoes", ["shoe.repair"], {"repair": "sole", "pairs": 2})
row("shoes", "鞋底坏了，修一下", ["shoe.repair"], {"repair": "sole"})
row("shoes", "repair my shoes", ["shoe.repair"], asks=["repair"])
row("shoes", "the stitching came loose on 3 pairs of sneakers", ["shoe.repair"], {"repair": "stitching", "pairs": 3})
row("escape", "book a horror escape room for 4 people Saturday at 7pm", ["escape.room"], {"theme": "horror", "players": 4, "when": "2026-12-05T19:00:00+08:00"})
row("escape", "escape room for six on Friday 8pm", ["escape.room"], {"players": 6, "when": "2026-12-04T20:00:00+08:00"})
row("escape", "周日下午两点订个密室逃脱，5个人，要恐怖主题", ["escape.room"], {"players": 5, "theme": "horror", "when": "2026-12-06T14:00:00+08:00"})
row("escape", "book an escape room", ["escape.room"], asks=["players", "when"])
row("escape", "sci-fi escape room tomorrow at 3pm for 2", ["escape.room"], {"theme": "sci-fi", "players": 2, "when": "2026-12-01T15:00:00+08:00"})
row("pdf", "merge a.pdf and b.pdf into combined.pdf", ["pdf.merge"], {"output": "combined.pdf"})
row("pdf", "combine the PDFs in scans", ["pdf.merge"])
row("pdf", "把这几个PDF合并成一个", ["pdf.merge"], asks=["files"])
row("pdf", "merge PDFs", ["pdf.merge"], asks=["files"])
row("pdf", "merge scans/p1.pdf scans/p2.pdf into out/all.pdf", ["pdf.merge"], {"output": "out/all.pdf"})
row("moon", "what's the moon phase tonight", ["moon.phase"], {"date": "2026-11-30"})
row("moon", "is there a full moon on December 4", ["moon.phase"], {"date": "2026-12-04"})
row("moon", "今天月相是什么", ["moon.phase"], {"date": "2026-11-30"})
row("moon", "moon phase", ["moon.phase"])
row("moon", "when is the next full moon", ["moon.phase"])
row("builtin", "what's the date today", ["time.now"])
row("builtin", "remind me to water the plants tomorrow at 8am", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "周五下午五点提醒我交报告", ["reminder.create"], {"title": "交报告", "dueDate": "2026-12-04T17:00:00+08:00"})
row("builtin", "add buy stamps to my todo list", ["todo.add"], {"title": "buy stamps"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "show the first 15 lines of main.swift", ["files.read"], {"path": "main.swift", "limit": 15})
row("builtin", "search for FIXME in Sources", ["files.grep"], {"pattern": "FIXME", "path": "Sources"})
row("builtin", "run npm install", ["shell.run"], {"command": "npm install"})
row("builtin", "find all json files", ["files.glob"], {"pattern": "**/*.json"})
row("builtin", "后天有什么会", ["calendar.list_events"])
row("nothing", "what's the tallest mountain in Africa", [])
row("nothing", "compose a song about the sea", [])
row("nothing", "明天的比赛谁会赢", [])
row("nothing", "how many calories are in an apple", [])
row("nothing", "🎃👻", [])
row("nothing", "zxcvbnm", [])
row("nothing", "how do I fix a flat bike tire", [])
row("nothing", "给我推荐一部电影", [])
row("steps2", "book a tire change for Saturday at 9am, then remind me to bring the wheel locks", ["tire.change", "reminder.create"], {"when": "2026-12-05T09:00:00+08:00"})
row("steps2", "rent a black tuxedo for Saturday and add a todo to buy cufflinks", ["tuxedo.rent", "todo.add"], {"color": "black", "date": "2026-12-05"})
row("steps2", "订一个周六晚上八点的密室逃脱，4个人，然后提醒我周六下午六点出发", ["escape.room", "reminder.create"], {"players": 4, "when": "2026-12-05T20:00:00+08:00"})

write("planner_corpus_holdout25.jsonl", "planner_holdout25_skills.json", SKILLS)
