#!/usr/bin/env python3
"""Writes planner_corpus_holdout36.jsonl and planner_holdout36_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (kayak rental, pool cleaning, a
mahjong room described in Chinese alone, ear piercing, e-waste pickup, eyebrow threading, guitar
lessons, a recording studio, an ice rink), written on 2026-12-07 BEFORE any rule of the eighteenth
round and scored once on edc436c (the seventeenth round's final planner; only its totals were read
first): the unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows
as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("kayak.rent", "Kayak rental", "Rents a single or tandem kayak by the hour.",
          {"kind": {"type": "string", "enum": ["single", "tandem"], "description": "Kayak type"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Hours"},
           "date": {"type": "string", "format": "date", "description": "Rental day"}},
          ["date"]),
    skill("pool.clean", "Pool cleaning", "Cleans a swimming pool and balances the water.",
          {"date": {"type": "string", "format": "date", "description": "Cleaning day"}},
          ["date"]),
    skill("mahjong.room", "麻将房", "预订棋牌室的麻将包间。",
          {"when": {"type": "string", "format": "date-time", "description": "开始时间"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 12, "description": "小时数"}},
          ["when"]),
    skill("piercing.book", "Ear piercing", "Books an ear or nose piercing at a studio.",
          {"spot": {"type": "string", "enum": ["ear", "nose"], "description": "Where"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["when"]),
    skill("ewaste.pickup", "E-waste pickup", "Collects old electronics, batteries and cables for recycling.",
          {"date": {"type": "string", "format": "date", "description": "Pickup day"},
           "items": {"type": "integer", "minimum": 1, "maximum": 50, "description": "Number of items"}},
          ["date"]),
    skill("brow.thread", "Eyebrow threading", "Shapes eyebrows with threading at a beauty salon.",
          {"when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["when"]),
    skill("guitar.lesson", "Guitar lessons", "Books a guitar lesson with a teacher.",
          {"style": {"type": "string", "enum": ["acoustic", "electric", "classical"], "description": "Style"},
           "when": {"type": "string", "format": "date-time", "description": "Lesson time"}},
          ["when"]),
    skill("studio.book", "Recording studio", "Books time in a music recording studio.",
          {"hours": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Hours"},
           "date": {"type": "string", "format": "date", "description": "Session day"}},
          ["date"]),
    skill("icerink.session", "Ice rink", "Books a public ice skating session at the rink.",
          {"skaters": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Skaters"},
           "when": {"type": "string", "format": "date-time", "description": "Session time"}},
          ["when"]),
]

row("kayak", "rent a tandem kayak on Saturday for 3 hours", ["kayak.rent"], {"kind": "tandem", "date": "2026-12-05", "hours": 3})
row("kayak", "I want to paddle around the lake tomorrow", ["kayak.rent"], {"date": "2026-12-01"})
row("kayak", "周日租一条单人皮划艇，两个小时", ["kayak.rent"], {"date": "2026-12-06", "kind": "single", "hours": 2})
row("kayak", "kayak rental", ["kayak.rent"], asks=["date"])
row("kayak", "kayaking on December 13", ["kayak.rent"], {"date": "2026-12-13"})
row("pool", "clean the pool on Thursday", ["pool.clean"], {"date": "2026-12-03"})
row("pool", "the swimming pool water turned green, send someone Friday", ["pool.clean"], {"date": "2026-12-04"})
row("pool", "周六清洗泳池", ["pool.clean"], {"date": "2026-12-05"})
row("pool", "pool cleaning", ["pool.clean"], asks=["date"])
row("pool", "get the pool cleaned next Monday", ["pool.clean"], {"date": "2026-12-07"})
row("mahjong", "周六下午两点订个麻将包间，四个小时", ["mahjong.room"], {"when": "2026-12-05T14:00:00+08:00", "hours": 4})
row("mahjong", "今晚八点打麻将", ["mahjong.room"], {"when": "2026-11-30T20:00:00+08:00"})
row("mahjong", "麻将房", ["mahjong.room"], asks=["when"])
row("mahjong", "book a mahjong room Friday at 7pm", ["mahjong.room"], {"when": "2026-12-04T19:00:00+08:00"})
row("mahjong", "明天下午三点约朋友搓麻将", ["mahjong.room"], {"when": "2026-12-01T15:00:00+08:00"})
row("piercing", "get my ears pierced Saturday at 1pm", ["piercing.book"], {"spot": "ear", "when": "2026-12-05T13:00:00+08:00"})
row("piercing", "book a nose piercing tomorrow at 4pm", ["piercing.book"], {"spot": "nose", "when": "2026-12-01T16:00:00+08:00"})
row("piercing", "周五下午三点去打耳洞", ["piercing.book"], {"when": "2026-12-04T15:00:00+08:00"})
row("piercing", "ear piercing", ["piercing.book"], asks=["when"])
row("piercing", "I want a new piercing", ["piercing.book"], asks=["when"])
row("ewaste", "pick up my old electronics on Friday", ["ewaste.pickup"], {"date": "2026-12-04"})
row("ewaste", "recycle 5 old laptops and some cables tomorrow", ["ewaste.pickup"], {"items": 5, "date": "2026-12-01"})
row("ewaste", "周三上门回收旧电器", ["ewaste.pickup"], {"date": "2026-12-02"})
row("ewaste", "e-waste pickup", ["ewaste.pickup"], asks=["date"])
row("ewaste", "where do I get rid of dead batteries", ["ewaste.pickup"], asks=["date"])
row("brows", "eyebrow threading Thursday at 5pm", ["brow.thread"], {"when": "2026-12-03T17:00:00+08:00"})
row("brows", "get my brows done tomorrow at 11am", ["brow.thread"], {"when": "2026-12-01T11:00:00+08:00"})
row("brows", "周六上午十点修眉毛", ["brow.thread"], {"when": "2026-12-05T10:00:00+08:00"})
row("brows", "eyebrow threading", ["brow.thread"], asks=["when"])
row("brows", "eyebrow shaping", ["brow.thread"], asks=["when"])
row("guitar", "book a guitar lesson Wednesday at 6pm", ["guitar.lesson"], {"when": "2026-12-02T18:00:00+08:00"})
row("guitar", "electric guitar lesson on Saturday at 2pm", ["guitar.lesson"], {"style": "electric", "when": "2026-12-05T14:00:00+08:00"})
row("guitar", "周日上午十点上吉他课", ["guitar.lesson"], {"when": "2026-12-06T10:00:00+08:00"})
row("guitar", "guitar lessons", ["guitar.lesson"], asks=["when"])
row("guitar", "teach me classical guitar tomorrow at 7pm", ["guitar.lesson"], {"style": "classical", "when": "2026-12-01T19:00:00+08:00"})
row("studio", "book the recording studio on Friday for 4 hours", ["studio.book"], {"date": "2026-12-04", "hours": 4})
row("studio", "our band needs to record a demo on Sunday", ["studio.book"], {"date": "2026-12-06"})
row("studio", "周六订录音棚，三个小时", ["studio.book"], {"date": "2026-12-05", "hours": 3})
row("studio", "recording studio", ["studio.book"], asks=["date"])
row("studio", "studio time tomorrow", ["studio.book"], {"date": "2026-12-01"})
row("icerink", "ice skating Saturday at 3pm for 4", ["icerink.session"], {"when": "2026-12-05T15:00:00+08:00", "skaters": 4})
row("icerink", "book a session at the ice rink tomorrow at 6pm", ["icerink.session"], {"when": "2026-12-01T18:00:00+08:00"})
row("icerink", "周日下午两点去滑冰，三个人", ["icerink.session"], {"when": "2026-12-06T14:00:00+08:00", "skaters": 3})
row("icerink", "ice rink", ["icerink.session"], asks=["when"])
row("icerink", "go iceskating with my sister on Friday at 5pm", ["icerink.session"], {"when": "2026-12-04T17:00:00+08:00", "skaters": 2})
row("builtin", "what time is it", ["time.now"])
row("builtin", "remind me to call the dentist tomorrow at 10am", ["reminder.create"], {"title": "call the dentist", "dueDate": "2026-12-01T10:00:00+08:00"})
row("builtin", "周五晚上九点提醒我倒垃圾", ["reminder.create"], {"title": "倒垃圾", "dueDate": "2026-12-04T21:00:00+08:00"})
row("builtin", "add renew car insurance to my todos", ["todo.add"], {"title": "renew car insurance"})
row("builtin", "看看我的待办", ["todo.list"])
row("builtin", "show the first 15 lines of README.md", ["files.read"], {"path": "README.md", "limit": 15})
row("builtin", "search for password in config", ["files.grep"], {"pattern": "password", "path": "config"})
row("builtin", "run make test", ["shell.run"], {"command": "make test"})
row("builtin", "find all json files", ["files.glob"])
row("builtin", "周六有什么安排", ["calendar.list_events"])
row("nothing", "what is the capital of Australia", [])
row("nothing", "tell me a joke about penguins", [])
row("nothing", "为什么天空是蓝色的", [])
row("nothing", "ok cool", [])
row("nothing", "⛸️🎸", [])
row("nothing", "qwertyuiop lkj", [])
row("nothing", "how many legs does a spider have", [])
row("nothing", "今天好累", [])
row("steps2", "rent a kayak on Saturday, then remind me to bring a dry bag on Friday at 8pm", ["kayak.rent", "reminder.create"], {"date": "2026-12-05"})
row("steps2", "clean the pool on Thursday and add a todo to buy chlorine", ["pool.clean", "todo.add"], {"date": "2026-12-03"})
row("steps2", "周六下午两点订麻将房，然后提醒我周六中午买零食", ["mahjong.room", "reminder.create"], {"when": "2026-12-05T14:00:00+08:00"})

write("planner_corpus_holdout36.jsonl", "planner_holdout36_skills.json", SKILLS)
