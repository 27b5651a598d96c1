#!/usr/bin/env python3
"""Writes planner_corpus_holdout41.jsonl and planner_holdout41_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (dog sledding, a cheese-making
class, drum lessons, hypnotherapy, carpet fitting, a caricature artist, moxibustion described in
Chinese alone, a horse carriage ride, a sailing lesson), written on 2026-12-07 before any rule of
the nineteenth round and scored once on 4766750 (the eighteenth round's final planner; only its
totals were read first): an unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00
(a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("sled.ride", "Dog sledding", "Books a husky dog sled ride through the snowy forest.",
          {"date": {"type": "string", "format": "date", "description": "Ride day"},
           "riders": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Riders"}},
          ["date"]),
    skill("cheese.class", "Cheese making", "Books a class to make mozzarella or ricotta cheese.",
          {"date": {"type": "string", "format": "date", "description": "Class day"},
           "cheese": {"type": "string", "enum": ["mozzarella", "ricotta"], "description": "Cheese"}},
          ["date"]),
    skill("drum.lesson", "Drum lessons", "Books a drum lesson with a teacher on an acoustic or electronic kit.",
          {"when": {"type": "string", "format": "date-time", "description": "Lesson time"},
           "kit": {"type": "string", "enum": ["acoustic", "electronic"], "description": "Drum kit"}},
          ["when"]),
    skill("hypno.session", "Hypnotherapy", "Books a hypnotherapy session to quit smoking, sleep better or ease anxiety.",
          {"when": {"type": "string", "format": "date-time", "description": "Session time"},
           "goal": {"type": "string", "enum": ["smoking", "sleep", "anxiety"], "description": "Goal"}},
          ["when"]),
    skill("carpet.fit", "Carpet fitting", "Measures and fits new carpet in a room or on the stairs.",
          {"room": {"type": "string", "enum": ["bedroom", "living room", "stairs"], "description": "Where"},
           "date": {"type": "string", "format": "date", "description": "Fitting day"}},
          ["date"]),
    skill("caricature.draw", "Caricature artist", "Books a caricature artist to draw funny portraits of guests at an event.",
          {"date": {"type": "string", "format": "date", "description": "Event day"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 5, "description": "Hours"}},
          ["date"]),
    skill("moxa.book", "艾灸", "预约艾灸理疗，温经散寒。",
          {"when": {"type": "string", "format": "date-time", "description": "预约时间"}},
          ["when"]),
    skill("carriage.ride", "Carriage ride", "Books a horse-drawn carriage ride around the park.",
          {"when": {"type": "string", "format": "date-time", "description": "Ride time"},
           "passengers": {"type": "integer", "minimum": 1, "maximum": 4, "description": "Passengers"}},
          ["when"]),
    skill("sailing.lesson", "Sailing lesson", "Books a sailing lesson on a dinghy with an instructor.",
          {"date": {"type": "string", "format": "date", "description": "Lesson day"},
           "level": {"type": "string", "enum": ["beginner", "intermediate"], "description": "Level"}},
          ["date"]),
]

row("sled", "book a dog sled ride on Saturday for 2", ["sled.ride"], {"date": "2026-12-05", "riders": 2})
row("sled", "I want huskies to pull us through the snow tomorrow", ["sled.ride"], {"date": "2026-12-01"})
row("sled", "周日去坐狗拉雪橇，三个人", ["sled.ride"], {"date": "2026-12-06", "riders": 3})
row("sled", "dog sledding", ["sled.ride"], asks=["date"])
row("sled", "husky sledding on December 20, just me", ["sled.ride"], {"date": "2026-12-20", "riders": 1})
row("cheese", "cheese making class on Sunday, mozzarella", ["cheese.class"], {"date": "2026-12-06", "cheese": "mozzarella"})
row("cheese", "learn to make ricotta on Friday", ["cheese.class"], {"date": "2026-12-04", "cheese": "ricotta"})
row("cheese", "周六去学做奶酪", ["cheese.class"], {"date": "2026-12-05"})
row("cheese", "cheese making", ["cheese.class"], asks=["date"])
row("cheese", "cheesemaking workshop tomorrow", ["cheese.class"], {"date": "2026-12-01"})
row("drum", "book a drum lesson Wednesday at 5pm on an electronic kit", ["drum.lesson"], {"when": "2026-12-02T17:00:00+08:00", "kit": "electronic"})
row("drum", "I want to learn drums, first lesson tomorrow at 6pm", ["drum.lesson"], {"when": "2026-12-01T18:00:00+08:00"})
row("drum", "周六上午十点上架子鼓课", ["drum.lesson"], {"when": "2026-12-05T10:00:00+08:00"})
row("drum", "drum lessons", ["drum.lesson"], asks=["when"])
row("drum", "drumming class Friday at 4pm", ["drum.lesson"], {"when": "2026-12-04T16:00:00+08:00"})
row("hypno", "book a hypnotherapy session Thursday at 3pm to quit smoking", ["hypno.session"], {"when": "2026-12-03T15:00:00+08:00", "goal": "smoking"})
row("hypno", "I can't sleep, can a hypnotist see me tomorrow at 7pm", ["hypno.session"], {"when": "2026-12-01T19:00:00+08:00", "goal": "sleep"})
row("hypno", "周五下午四点做催眠治疗，缓解焦虑", ["hypno.session"], {"when": "2026-12-04T16:00:00+08:00", "goal": "anxiety"})
row("hypno", "hypnotherapy", ["hypno.session"], asks=["when"])
row("hypno", "hypnosis appointment on Saturday at 11am", ["hypno.session"], {"when": "2026-12-05T11:00:00+08:00"})
row("carpet", "fit new carpet in the bedroom on Thursday", ["carpet.fit"], {"room": "bedroom", "date": "2026-12-03"})
row("carpet", "we want the stairs carpeted on December 14", ["carpet.fit"], {"room": "stairs", "date": "2026-12-14"})
row("carpet", "周六来客厅铺地毯", ["carpet.fit"], {"date": "2026-12-05", "room": "living room"})
row("carpet", "carpet fitting", ["carpet.fit"], asks=["date"])
row("carpet", "install carpeting in the living room next Monday", ["carpet.fit"], {"room": "living room", "date": "2026-12-07"})
row("caricature", "book a caricature artist for the party on Saturday for 3 hours", ["caricature.draw"], {"date": "2026-12-05", "hours": 3})
row("caricature", "someone to draw funny cartoons of our guests at the wedding on December 19", ["caricature.draw"], {"date": "2026-12-19"})
row("caricature", "周五年会请个画漫画肖像的画师", ["caricature.draw"], {"date": "2026-12-04"})
row("caricature", "caricature artist", ["caricature.draw"], asks=["date"])
row("caricature", "caricaturist for Sunday, two hours", ["caricature.draw"], {"date": "2026-12-06", "hours": 2})
row("moxa", "周二下午三点去做艾灸", ["moxa.book"], {"when": "2026-12-01T15:00:00+08:00"})
row("moxa", "手脚冰凉，周四晚上七点约个艾灸", ["moxa.book"], {"when": "2026-12-03T19:00:00+08:00"})
row("moxa", "艾灸", ["moxa.book"], asks=["when"])
row("moxa", "book a moxibustion session Friday at 10am", ["moxa.book"], {"when": "2026-12-04T10:00:00+08:00"})
row("moxa", "预约艾灸理疗", ["moxa.book"], asks=["when"])
row("carriage", "horse carriage ride Saturday at 5pm for 2", ["carriage.ride"], {"when": "2026-12-05T17:00:00+08:00", "passengers": 2})
row("carriage", "book a horse-drawn carriage around the park tomorrow at 4pm", ["carriage.ride"], {"when": "2026-12-01T16:00:00+08:00"})
row("carriage", "周日下午三点坐马车逛公园，四个人", ["carriage.ride"], {"when": "2026-12-06T15:00:00+08:00", "passengers": 4})
row("carriage", "carriage ride", ["carriage.ride"], asks=["when"])
row("carriage", "a romantic carrage ride Friday at 8pm with my wife", ["carriage.ride"], {"when": "2026-12-04T20:00:00+08:00", "passengers": 2})
row("sailing", "sailing lesson for beginners on Sunday", ["sailing.lesson"], {"level": "beginner", "date": "2026-12-06"})
row("sailing", "learn to sail a dinghy on Saturday", ["sailing.lesson"], {"date": "2026-12-05"})
row("sailing", "周六上帆船课", ["sailing.lesson"], {"date": "2026-12-05"})
row("sailing", "sailing lesson", ["sailing.lesson"], asks=["date"])
row("sailing", "intermediate sailing class on December 13", ["sailing.lesson"], {"level": "intermediate", "date": "2026-12-13"})
row("builtin", "what time is it in my zone", ["time.now"])
row("builtin", "remind me to pick up the dry cleaning on Friday at 5pm", ["reminder.create"], {"title": "pick up the dry cleaning", "dueDate": "2026-12-04T17:00:00+08:00"})
row("builtin", "周三早上八点提醒我交水费", ["reminder.create"], {"title": "交水费", "dueDate": "2026-12-02T08:00:00+08:00"})
row("builtin", "add call the landlord to my todos", ["todo.add"], {"title": "call the landlord"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "show the first 30 lines of main.go", ["files.read"], {"path": "main.go", "limit": 30})
row("builtin", "search for password in config", ["files.grep"], {"pattern": "password", "path": "config"})
row("builtin", "run npm test", ["shell.run"], {"command": "npm test"})
row("builtin", "find every markdown file", ["files.glob"])
row("builtin", "下周一有什么安排", ["calendar.list_events"])
row("nothing", "who wrote Pride and Prejudice", [])
row("nothing", "write me a haiku about snow", [])
row("nothing", "为什么猫喜欢晒太阳", [])
row("nothing", "okay thanks", [])
row("nothing", "🐕🛷", [])
row("nothing", "qwerty uiop", [])
row("nothing", "how do huskies stay warm", [])
row("nothing", "最近工作好忙", [])
row("steps2", "book a dog sled ride on Saturday, then remind me to pack gloves on Friday at 9pm", ["sled.ride", "reminder.create"], {"date": "2026-12-05"})
row("steps2", "book a sailing lesson on Sunday and add a todo to buy a wetsuit", ["sailing.lesson", "todo.add"], {"date": "2026-12-06"})
row("steps2", "周二下午三点去做艾灸，然后提醒我周二下午两点出门", ["moxa.book", "reminder.create"], {"when": "2026-12-01T15:00:00+08:00"})

write("planner_corpus_holdout41.jsonl", "planner_holdout41_skills.json", SKILLS)
