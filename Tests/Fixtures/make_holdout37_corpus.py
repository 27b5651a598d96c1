#!/usr/bin/env python3
"""Writes planner_corpus_holdout37.jsonl and planner_holdout37_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (holiday lights, a dumpster, axe
throwing, mould inspection described in Chinese alone, a DJ, a limousine, closet organizing, a
hot tub, scuba diving), written on 2026-12-07 AFTER the eighteenth round's rules of 00e1043 and
scored once on that code (only its totals were read first): the unseen measure of those rules.
Its misses were then read; the round's last two rules (doers of a skill; hiring as a verb of
asking) came from them. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("lights.install", "Holiday lights installation", "Hangs Christmas lights on the house and takes them down in January.",
          {"date": {"type": "string", "format": "date", "description": "Install day"},
           "color": {"type": "string", "enum": ["warm white", "multicolor"], "description": "Light colour"}},
          ["date"]),
    skill("dumpster.rent", "Dumpster rental", "Drops off a roll-off dumpster for junk and renovation debris.",
          {"size": {"type": "integer", "minimum": 10, "maximum": 40, "description": "Size in cubic yards"},
           "date": {"type": "string", "format": "date", "description": "Drop-off day"}},
          ["date"]),
    skill("axe.throw", "Axe throwing", "Books a lane at the axe throwing venue.",
          {"throwers": {"type": "integer", "minimum": 1, "maximum": 12, "description": "Throwers"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"}},
          ["when"]),
    skill("mold.inspect", "霉菌检测", "上门检查墙面和浴室的霉菌。",
          {"date": {"type": "string", "format": "date", "description": "上门日期"}},
          ["date"]),
    skill("dj.book", "DJ booking", "Books a DJ to play music at a party or wedding.",
          {"event": {"type": "string", "enum": ["wedding", "birthday", "corporate"], "description": "Kind of event"},
           "date": {"type": "string", "format": "date", "description": "Event day"}},
          ["date"]),
    skill("limo.rent", "Limousine", "Hires a limousine with a chauffeur.",
          {"when": {"type": "string", "format": "date-time", "description": "Pickup time"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 12, "description": "Hours"}},
          ["when"]),
    skill("closet.organize", "Closet organizing", "A professional organizer sorts and declutters a wardrobe or closet.",
          {"date": {"type": "string", "format": "date", "description": "Visit day"}},
          ["date"]),
    skill("hottub.rent", "Hot tub rental", "Delivers a portable hot tub for a weekend.",
          {"date": {"type": "string", "format": "date", "description": "Delivery day"},
           "seats": {"type": "integer", "minimum": 2, "maximum": 8, "description": "Seats"}},
          ["date"]),
    skill("scuba.dive", "Scuba diving", "Books a guided scuba dive with equipment.",
          {"level": {"type": "string", "enum": ["try-dive", "certified"], "description": "Diver level"},
           "date": {"type": "string", "format": "date", "description": "Dive day"}},
          ["date"]),
]

row("lights", "put up christmas lights on Saturday", ["lights.install"], {"date": "2026-12-05"})
row("lights", "hang multicolor holiday lights on the house tomorrow", ["lights.install"], {"color": "multicolor", "date": "2026-12-01"})
row("lights", "周六来装圣诞灯", ["lights.install"], {"date": "2026-12-05"})
row("lights", "holiday lights installation", ["lights.install"], asks=["date"])
row("lights", "warm white lights on the roof next Monday", ["lights.install"], {"color": "warm white", "date": "2026-12-07"})
row("dumpster", "rent a 20 yard dumpster on Thursday", ["dumpster.rent"], {"size": 20, "date": "2026-12-03"})
row("dumpster", "we're renovating the kitchen and need a dumpster for the debris, drop it off Friday", ["dumpster.rent"], {"date": "2026-12-04"})
row("dumpster", "周三送一个大垃圾箱来装装修垃圾", ["dumpster.rent"], {"date": "2026-12-02"})
row("dumpster", "dumpster rental", ["dumpster.rent"], asks=["date"])
row("dumpster", "I need a skip for junk on December 14", ["dumpster.rent"], {"date": "2026-12-14"})
row("axe", "axe throwing for 6 on Saturday at 7pm", ["axe.throw"], {"throwers": 6, "when": "2026-12-05T19:00:00+08:00"})
row("axe", "book an axe throwing lane tomorrow at 8pm", ["axe.throw"], {"when": "2026-12-01T20:00:00+08:00"})
row("axe", "周五晚上八点去扔飞斧，四个人", ["axe.throw"], {"when": "2026-12-04T20:00:00+08:00", "throwers": 4})
row("axe", "axe throwing", ["axe.throw"], asks=["when"])
row("axe", "throw axes with my coworker Thursday at 6pm", ["axe.throw"], {"when": "2026-12-03T18:00:00+08:00", "throwers": 2})
row("mold", "卫生间墙上长霉了，周四上门检测", ["mold.inspect"], {"date": "2026-12-03"})
row("mold", "明天来查一下霉菌", ["mold.inspect"], {"date": "2026-12-01"})
row("mold", "霉菌检测", ["mold.inspect"], asks=["date"])
row("mold", "inspect the bathroom for mold on Friday", ["mold.inspect"], {"date": "2026-12-04"})
row("mold", "there's black mould in the bedroom, check it next Monday", ["mold.inspect"], {"date": "2026-12-07"})
row("dj", "book a DJ for my wedding on December 19", ["dj.book"], {"event": "wedding", "date": "2026-12-19"})
row("dj", "need someone to spin music at my birthday party Saturday", ["dj.book"], {"event": "birthday", "date": "2026-12-05"})
row("dj", "周六公司年会请个DJ", ["dj.book"], {"date": "2026-12-05"})
row("dj", "dj booking", ["dj.book"], asks=["date"])
row("dj", "hire a disc jockey for Friday", ["dj.book"], {"date": "2026-12-04"})
row("limo", "book a limo Saturday at 6pm for 3 hours", ["limo.rent"], {"when": "2026-12-05T18:00:00+08:00", "hours": 3})
row("limo", "a limousine to pick us up from the church tomorrow at 2pm", ["limo.rent"], {"when": "2026-12-01T14:00:00+08:00"})
row("limo", "周五晚上七点租一辆加长轿车", ["limo.rent"], {"when": "2026-12-04T19:00:00+08:00"})
row("limo", "limousine", ["limo.rent"], asks=["when"])
row("limo", "hire a chauffeur and limo next Monday at 9am", ["limo.rent"], {"when": "2026-12-07T09:00:00+08:00"})
row("closet", "organize my closet on Saturday", ["closet.organize"], {"date": "2026-12-05"})
row("closet", "my wardrobe is a mess, get an organizer to declutter it Thursday", ["closet.organize"], {"date": "2026-12-03"})
row("closet", "周日请人整理衣柜", ["closet.organize"], {"date": "2026-12-06"})
row("closet", "closet organizing", ["closet.organize"], asks=["date"])
row("closet", "declutter the closet tomorrow", ["closet.organize"], {"date": "2026-12-01"})
row("hottub", "rent a hot tub for Friday, 6 seats", ["hottub.rent"], {"date": "2026-12-04", "seats": 6})
row("hottub", "deliver a jacuzzi on Saturday", ["hottub.rent"], {"date": "2026-12-05"})
row("hottub", "周五送一个热水浴缸过来", ["hottub.rent"], {"date": "2026-12-04"})
row("hottub", "hot tub rental", ["hottub.rent"], asks=["date"])
row("hottub", "hottub for the weekend starting December 11", ["hottub.rent"], {"date": "2026-12-11"})
row("scuba", "book a scuba dive on Sunday", ["scuba.dive"], {"date": "2026-12-06"})
row("scuba", "I'm certified, go diving Saturday", ["scuba.dive"], {"level": "certified", "date": "2026-12-05"})
row("scuba", "周六去潜水", ["scuba.dive"], {"date": "2026-12-05"})
row("scuba", "scuba diving", ["scuba.dive"], asks=["date"])
row("scuba", "never dived before, a try dive on December 12", ["scuba.dive"], {"level": "try-dive", "date": "2026-12-12"})
row("builtin", "tell me the time", ["time.now"])
row("builtin", "remind me to buy wrapping paper on Thursday at 6pm", ["reminder.create"], {"title": "buy wrapping paper", "dueDate": "2026-12-03T18:00:00+08:00"})
row("builtin", "后天下午两点提醒我取快递", ["reminder.create"], {"title": "取快递", "dueDate": "2026-12-02T14:00:00+08:00"})
row("builtin", "add order the turkey to my todo list", ["todo.add"], {"title": "order the turkey"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "show the first 30 lines of Package.swift", ["files.read"], {"path": "Package.swift", "limit": 30})
row("builtin", "search for FIXME in Sources", ["files.grep"], {"pattern": "FIXME", "path": "Sources"})
row("builtin", "run swift build", ["shell.run"], {"command": "swift build"})
row("builtin", "find all the png files", ["files.glob"])
row("builtin", "明天有什么安排", ["calendar.list_events"])
row("nothing", "what's the tallest building in the world", [])
row("nothing", "write a limerick about a frog", [])
row("nothing", "人为什么会做梦", [])
row("nothing", "never mind", [])
row("nothing", "🎄🪓", [])
row("nothing", "lkjhgfdsa", [])
row("nothing", "how do bees make honey", [])
row("nothing", "我今天有点饿", [])
row("steps2", "put up christmas lights on Saturday, then remind me to buy extension cords on Friday at 5pm", ["lights.install", "reminder.create"], {"date": "2026-12-05"})
row("steps2", "rent a dumpster on Thursday and add a todo to clear the garage", ["dumpster.rent", "todo.add"], {"date": "2026-12-03"})
row("steps2", "周四上门检测霉菌，然后提醒我周三晚上收拾卫生间", ["mold.inspect", "reminder.create"], {"date": "2026-12-03"})

write("planner_corpus_holdout37.jsonl", "planner_holdout37_skills.json", SKILLS)
