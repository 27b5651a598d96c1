#!/usr/bin/env python3
"""Writes planner_corpus_holdout34.jsonl and planner_holdout34_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (piano moving, local honey,
formaldehyde testing described in Chinese alone, a surf school, barbecue grill cleaning, a
calligraphy class, a personal trainer, laser tag, a skin check), written on 2026-12-07 AFTER every
rule of the seventeenth round (including the one read from held out 33) and scored once after
them (only its totals were read first): the unseen measure of that round's final planner. The
clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("piano.move", "Piano movers", "Moves an upright or grand piano.",
          {"kind": {"type": "string", "enum": ["upright", "grand"], "description": "Piano type"},
           "date": {"type": "string", "format": "date", "description": "Moving day"}},
          ["kind"]),
    skill("honey.order", "Local honey", "Orders jars of honey from a local beekeeper.",
          {"jars": {"type": "integer", "minimum": 1, "maximum": 12, "description": "Number of jars"},
           "type": {"type": "string", "enum": ["clover", "wildflower", "manuka"], "description": "Honey type"}},
          ["jars"]),
    skill("formaldehyde.test", "甲醛检测", "上门检测室内甲醛。",
          {"date": {"type": "string", "format": "date", "description": "上门日期"}},
          ["date"]),
    skill("surf.lesson", "Surf school", "Books a surfing lesson at the beach.",
          {"level": {"type": "string", "enum": ["beginner", "intermediate"], "description": "Level"},
           "when": {"type": "string", "format": "date-time", "description": "Lesson time"}},
          ["when"]),
    skill("grill.clean", "BBQ grill cleaning", "Deep-cleans a barbecue grill.",
          {"date": {"type": "string", "format": "date", "description": "Cleaning day"}},
          ["date"]),
    skill("calligraphy.class", "Calligraphy workshop", "Books a calligraphy workshop.",
          {"people": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Number of people"},
           "date": {"type": "string", "format": "date", "description": "Workshop day"}},
          ["date"]),
    skill("trainer.session", "Personal trainer", "Books a session with a personal trainer.",
          {"focus": {"type": "string", "enum": ["strength", "cardio", "mobility"], "description": "Focus"},
           "when": {"type": "string", "format": "date-time", "description": "Session time"}},
          ["when"]),
    skill("lasertag.book", "Laser tag", "Books a game in the laser tag arena.",
          {"players": {"type": "integer", "minimum": 2, "maximum": 20, "description": "Players"},
           "when": {"type": "string", "format": "date-time", "description": "Game time"}},
          ["when"]),
    skill("skin.check", "Skin check", "Books a dermatologist to check moles and skin spots.",
          {"when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["when"]),
]

row("piano", "move my upright piano on Saturday", ["piano.move"], {"kind": "upright", "date": "2026-12-05"})
row("piano", "we need movers for a grand piano", ["piano.move"], {"kind": "grand"})
row("piano", "周四搬一架立式钢琴", ["piano.move"], {"kind": "upright", "date": "2026-12-03"})
row("piano", "piano movers", ["piano.move"], asks=["kind"])
row("piano", "get the piano moved to the new flat next Monday", ["piano.move"], {"date": "2026-12-07"}, asks=["kind"])
row("honey", "order 3 jars of clover honey", ["honey.order"], {"jars": 3, "type": "clover"})
row("honey", "I'd like some manuka honey, two jars", ["honey.order"], {"type": "manuka", "jars": 2})
row("honey", "买四罐蜂蜜", ["honey.order"], {"jars": 4})
row("honey", "local honey", ["honey.order"], asks=["jars"])
row("honey", "wildflower honey please, 6 jars", ["honey.order"], {"type": "wildflower", "jars": 6})
row("formaldehyde", "新房装修完了，周六来测一下甲醛", ["formaldehyde.test"], {"date": "2026-12-05"})
row("formaldehyde", "明天上门检测甲醛", ["formaldehyde.test"], {"date": "2026-12-01"})
row("formaldehyde", "甲醛检测", ["formaldehyde.test"], asks=["date"])
row("formaldehyde", "test the new apartment for formaldehyde on Friday", ["formaldehyde.test"], {"date": "2026-12-04"})
row("formaldehyde", "12月11号测甲醛", ["formaldehyde.test"], {"date": "2026-12-11"})
row("surf", "book a surf lesson Saturday at 8am", ["surf.lesson"], {"when": "2026-12-05T08:00:00+08:00"})
row("surf", "I've never surfed, beginner lesson tomorrow at 9am", ["surf.lesson"], {"level": "beginner", "when": "2026-12-01T09:00:00+08:00"})
row("surf", "周日早上七点上冲浪课", ["surf.lesson"], {"when": "2026-12-06T07:00:00+08:00"})
row("surf", "surf school", ["surf.lesson"], asks=["when"])
row("surf", "learn to surf on Thursday at 3pm", ["surf.lesson"], {"when": "2026-12-03T15:00:00+08:00"})
row("grill", "clean the bbq grill on Friday", ["grill.clean"], {"date": "2026-12-04"})
row("grill", "the barbecue is covered in grease, deep clean it tomorrow", ["grill.clean"], {"date": "2026-12-01"})
row("grill", "周六清洗烧烤架", ["grill.clean"], {"date": "2026-12-05"})
row("grill", "grill cleaning", ["grill.clean"], asks=["date"])
row("grill", "get my grill cleaned on December 20", ["grill.clean"], {"date": "2026-12-20"})
row("calligraphy", "book a calligraphy workshop on Sunday for 2 people", ["calligraphy.class"], {"date": "2026-12-06", "people": 2})
row("calligraphy", "I want to learn brush lettering on Saturday", ["calligraphy.class"], {"date": "2026-12-05"})
row("calligraphy", "周六报名书法课，三个人", ["calligraphy.class"], {"date": "2026-12-05", "people": 3})
row("calligraphy", "calligraphy workshop", ["calligraphy.class"], asks=["date"])
row("calligraphy", "calligraphy class tomorrow", ["calligraphy.class"], {"date": "2026-12-01"})
row("trainer", "book a personal trainer Tuesday at 7am", ["trainer.session"], {"when": "2026-12-01T07:00:00+08:00"})
row("trainer", "strength session with a trainer on Friday at 6pm", ["trainer.session"], {"focus": "strength", "when": "2026-12-04T18:00:00+08:00"})
row("trainer", "周三晚上七点约私教", ["trainer.session"], {"when": "2026-12-02T19:00:00+08:00"})
row("trainer", "personal trainer", ["trainer.session"], asks=["when"])
row("trainer", "I need to work on my mobility, trainer session Saturday at 10am", ["trainer.session"], {"focus": "mobility", "when": "2026-12-05T10:00:00+08:00"})
row("lasertag", "laser tag for 8 players Saturday at 3pm", ["lasertag.book"], {"players": 8, "when": "2026-12-05T15:00:00+08:00"})
row("lasertag", "book laser tag for my son's birthday on Sunday at 2pm, 12 kids", ["lasertag.book"], {"when": "2026-12-06T14:00:00+08:00", "players": 12})
row("lasertag", "周五晚上七点玩激光枪战，六个人", ["lasertag.book"], {"when": "2026-12-04T19:00:00+08:00", "players": 6})
row("lasertag", "laser tag", ["lasertag.book"], asks=["when"])
row("lasertag", "lazer tag tomorrow at 5pm", ["lasertag.book"], {"when": "2026-12-01T17:00:00+08:00"})
row("skin", "book a skin check Thursday at 11am", ["skin.check"], {"when": "2026-12-03T11:00:00+08:00"})
row("skin", "I have a mole that changed shape, see a dermatologist tomorrow at 2pm", ["skin.check"], {"when": "2026-12-01T14:00:00+08:00"})
row("skin", "周五上午十点去看皮肤科查痣", ["skin.check"], {"when": "2026-12-04T10:00:00+08:00"})
row("skin", "skin check", ["skin.check"], asks=["when"])
row("skin", "mole check", ["skin.check"], asks=["when"])
row("builtin", "what time is it in here", ["time.now"])
row("builtin", "remind me to defrost the chicken tomorrow at 8am", ["reminder.create"], {"title": "defrost the chicken", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "周二下午四点提醒我接孩子", ["reminder.create"], {"title": "接孩子", "dueDate": "2026-12-01T16:00:00+08:00"})
row("builtin", "add return library books to my todos", ["todo.add"], {"title": "return library books"})
row("builtin", "what do I still have to do", ["todo.list"])
row("builtin", "show the first 25 lines of Makefile", ["files.read"], {"path": "Makefile", "limit": 25})
row("builtin", "search for deadline in notes", ["files.grep"], {"pattern": "deadline", "path": "notes"})
row("builtin", "run go test ./...", ["shell.run"], {"command": "go test ./..."})
row("builtin", "find all the swift files", ["files.glob"])
row("builtin", "周四有什么安排", ["calendar.list_events"])
row("nothing", "who wrote Pride and Prejudice", [])
row("nothing", "what's a good name for a goldfish", [])
row("nothing", "为什么海水是咸的", [])
row("nothing", "tell me something interesting", [])
row("nothing", "🏄🏄", [])
row("nothing", "poiuytrewq", [])
row("nothing", "is it okay to drink coffee at night", [])
row("nothing", "最近有点烦", [])
row("steps2", "book a surf lesson Saturday at 8am, then remind me to pack a towel on Friday at 9pm", ["surf.lesson", "reminder.create"], {"when": "2026-12-05T08:00:00+08:00"})
row("steps2", "clean the grill on Friday and add a todo to buy charcoal", ["grill.clean", "todo.add"], {"date": "2026-12-04"})
row("steps2", "周六上门测甲醛，然后提醒我周五晚上开窗通风", ["formaldehyde.test", "reminder.create"], {"date": "2026-12-05"})

write("planner_corpus_holdout34.jsonl", "planner_holdout34_skills.json", SKILLS)
