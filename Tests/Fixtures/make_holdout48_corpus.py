#!/usr/bin/env python3
"""Writes planner_corpus_holdout48.jsonl and planner_holdout48_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a llama trek, a VR arcade, a knitting
class, a hot towel shave, a dim sum table described in Chinese alone, an ice sculpture class, a
homebrewing class, a kitesurfing lesson, a ukulele lesson), written on 2026-12-08 before any rule
of the twenty-second round and scored once on the planner of 73d22f8 (only its totals were read
first): an unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows
as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("llama.trek", "Llama trekking", "Books a guided llama trek through the hills.",
          {"date": {"type": "string", "format": "date", "description": "Trek day"},
           "llamas": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Llamas to lead"}},
          ["date"]),
    skill("vr.arcade", "VR arcade", "Books a virtual reality arcade session with a headset.",
          {"when": {"type": "string", "format": "date-time", "description": "Session time"},
           "players": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Players"}},
          ["when"]),
    skill("knitting.class", "Knitting", "Books a beginner knitting class: needles and yarn provided.",
          {"date": {"type": "string", "format": "date", "description": "Class day"}},
          ["date"]),
    skill("barber.shave", "Hot towel shave", "Books a hot towel straight razor shave at the barber.",
          {"when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["when"]),
    skill("dimsum.table", "早茶", "预订广式早茶的座位，吃虾饺烧卖。",
          {"when": {"type": "string", "format": "date-time", "description": "到店时间"},
           "people": {"type": "integer", "minimum": 1, "maximum": 12, "description": "人数"}},
          ["when"]),
    skill("icesculpture.class", "Ice sculpture", "Books an ice sculpture carving class with chisels.",
          {"date": {"type": "string", "format": "date", "description": "Class day"}},
          ["date"]),
    skill("homebrew.class", "Homebrewing", "Books a class on brewing your own beer at home.",
          {"date": {"type": "string", "format": "date", "description": "Class day"},
           "style": {"type": "string", "enum": ["ipa", "stout", "lager"], "description": "Beer style"}},
          ["date"]),
    skill("kitesurf.lesson", "Kitesurfing",
          "Books a kitesurfing lesson: a kite pulls you on a board over the water.",
          {"date": {"type": "string", "format": "date", "description": "Lesson day"},
           "level": {"type": "string", "enum": ["beginner", "intermediate", "advanced"], "description": "Level"}},
          ["date"]),
    skill("ukulele.lesson", "Ukulele", "Books a ukulele lesson with a teacher.",
          {"when": {"type": "string", "format": "date-time", "description": "Lesson time"}},
          ["when"]),
]

row("llama", "llama trek on Saturday with 2 llamas", ["llama.trek"], {"date": "2026-12-05", "llamas": 2})
row("llama", "walk with llamas in the hills tomorrow", ["llama.trek"], {"date": "2026-12-01"})
row("llama", "周日去山里牵羊驼徒步", ["llama.trek"], {"date": "2026-12-06"})
row("llama", "llama trekking", ["llama.trek"], asks=["date"])
row("llama", "llamma trek December 12", ["llama.trek"], {"date": "2026-12-12"})
row("vr", "VR arcade Friday at 8pm for 3 players", ["vr.arcade"], {"when": "2026-12-04T20:00:00+08:00", "players": 3})
row("vr", "play virtual reality games with a headset tomorrow at 4pm", ["vr.arcade"], {"when": "2026-12-01T16:00:00+08:00"})
row("vr", "周六下午三点去玩VR", ["vr.arcade"], {"when": "2026-12-05T15:00:00+08:00"})
row("vr", "vr arcade", ["vr.arcade"], asks=["when"])
row("vr", "virtual realty session Sunday at 2pm", ["vr.arcade"], {"when": "2026-12-06T14:00:00+08:00"})
row("knitting", "knitting class on Thursday", ["knitting.class"], {"date": "2026-12-03"})
row("knitting", "learn to knit a scarf tomorrow", ["knitting.class"], {"date": "2026-12-01"})
row("knitting", "周六去学织毛衣", ["knitting.class"], {"date": "2026-12-05"})
row("knitting", "knitting", ["knitting.class"], asks=["date"])
row("knitting", "knittng class December 10", ["knitting.class"], {"date": "2026-12-10"})
row("shave", "hot towel shave Wednesday at 5pm", ["barber.shave"], {"when": "2026-12-02T17:00:00+08:00"})
row("shave", "straight razor shave at the barber tomorrow at 10am", ["barber.shave"], {"when": "2026-12-01T10:00:00+08:00"})
row("shave", "明天下午四点去理发店刮胡子", ["barber.shave"], {"when": "2026-12-01T16:00:00+08:00"})
row("shave", "hot towel shave", ["barber.shave"], asks=["when"])
row("shave", "hot towl shave Friday at noon", ["barber.shave"], {"when": "2026-12-04T12:00:00+08:00"})
row("dimsum", "周日早上九点去喝早茶，四个人", ["dimsum.table"], {"when": "2026-12-06T09:00:00+08:00", "people": 4})
row("dimsum", "明天早上八点订个位子吃虾饺", ["dimsum.table"], {"when": "2026-12-01T08:00:00+08:00"})
row("dimsum", "早茶", ["dimsum.table"], asks=["when"])
row("dimsum", "dim sum table Saturday at 10am for 6", ["dimsum.table"], {"when": "2026-12-05T10:00:00+08:00", "people": 6})
row("dimsum", "订早茶", ["dimsum.table"], asks=["when"])
row("ice", "ice sculpture class on Saturday", ["icesculpture.class"], {"date": "2026-12-05"})
row("ice", "carve a swan out of ice tomorrow", ["icesculpture.class"], {"date": "2026-12-01"})
row("ice", "周日去学冰雕", ["icesculpture.class"], {"date": "2026-12-06"})
row("ice", "ice sculpture", ["icesculpture.class"], asks=["date"])
row("ice", "ice sculptng class December 19", ["icesculpture.class"], {"date": "2026-12-19"})
row("brew", "homebrewing class on Sunday, stout", ["homebrew.class"], {"date": "2026-12-06", "style": "stout"})
row("brew", "learn to brew my own beer tomorrow", ["homebrew.class"], {"date": "2026-12-01"})
row("brew", "周六去学自酿啤酒，做IPA", ["homebrew.class"], {"date": "2026-12-05", "style": "ipa"})
row("brew", "homebrewing", ["homebrew.class"], asks=["date"])
row("brew", "home brewing class December 20, lager", ["homebrew.class"], {"date": "2026-12-20", "style": "lager"})
row("kite", "kitesurfing lesson on Saturday, beginner", ["kitesurf.lesson"], {"date": "2026-12-05", "level": "beginner"})
row("kite", "ride a board pulled by a kite tomorrow", ["kitesurf.lesson"], {"date": "2026-12-01"})
row("kite", "周日去学风筝冲浪，中级", ["kitesurf.lesson"], {"date": "2026-12-06", "level": "intermediate"})
row("kite", "kitesurfing", ["kitesurf.lesson"], asks=["date"])
row("kite", "kitesurfng lesson December 13", ["kitesurf.lesson"], {"date": "2026-12-13"})
row("ukulele", "ukulele lesson Thursday at 7pm", ["ukulele.lesson"], {"when": "2026-12-03T19:00:00+08:00"})
row("ukulele", "learn to play the uke tomorrow at 6pm", ["ukulele.lesson"], {"when": "2026-12-01T18:00:00+08:00"})
row("ukulele", "周五晚上八点去上尤克里里课", ["ukulele.lesson"], {"when": "2026-12-04T20:00:00+08:00"})
row("ukulele", "ukulele", ["ukulele.lesson"], asks=["when"])
row("ukulele", "ukelele lesson Saturday at 3pm", ["ukulele.lesson"], {"when": "2026-12-05T15:00:00+08:00"})
row("builtin", "what's the time now", ["time.now"])
row("builtin", "remind me to water the plants on Thursday at 8am", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-12-03T08:00:00+08:00"})
row("builtin", "周五上午十点提醒我交水费", ["reminder.create"], {"title": "交水费", "dueDate": "2026-12-04T10:00:00+08:00"})
row("builtin", "add book the dentist to my todo list", ["todo.add"], {"title": "book the dentist"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "show the first 15 lines of main.py", ["files.read"], {"path": "main.py", "limit": 15})
row("builtin", "search for FIXME in lib", ["files.grep"], {"pattern": "FIXME", "path": "lib"})
row("builtin", "run npm test", ["shell.run"], {"command": "npm test"})
row("builtin", "find all markdown files", ["files.glob"])
row("builtin", "明天有什么会议", ["calendar.list_events"])
row("nothing", "why do llamas spit", [])
row("nothing", "how cold is ice", [])
row("nothing", "尤克里里有几根弦", [])
row("nothing", "good night", [])
row("nothing", "🦙🏄", [])
row("nothing", "qwer zxcv", [])
row("nothing", "is kitesurfing dangerous", [])
row("nothing", "我有点累了", [])
row("steps2", "llama trek on Sunday, then remind me to pack snacks on Saturday at 8pm", ["llama.trek", "reminder.create"], {"date": "2026-12-06"})
row("steps2", "knitting class on Thursday and add a todo to buy yarn", ["knitting.class", "todo.add"], {"date": "2026-12-03"})
row("steps2", "周日早上九点去喝早茶，然后提醒我周日早上八点出门", ["dimsum.table", "reminder.create"], {"when": "2026-12-06T09:00:00+08:00"})

write("planner_corpus_holdout48.jsonl", "planner_holdout48_skills.json", SKILLS)
