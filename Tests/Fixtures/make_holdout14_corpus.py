#!/usr/bin/env python3
"""Writes planner_corpus_holdout14.jsonl and planner_holdout14_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a fridge named 冰箱, leave
requests described in Chinese alone, a parcel locker, a dog walker, quizzes, a tax estimate,
recording TV, playlists, a babysitter), written on 2026-12-06 AFTER the ninth round's planner
work and scored once after it (only its totals were read): the unseen measure of that round.
The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("fridge.set", "冰箱", "Sets the fridge temperature.",
          {"temperature": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Temperature in °C"}},
          ["temperature"]),
    skill("leave.request", "请假", "提交请假申请。",
          {"start": {"type": "string", "format": "date", "description": "开始日期"},
           "days": {"type": "number", "minimum": 0.5, "maximum": 30, "description": "天数"},
           "reason": {"type": "string", "description": "请假原因"}},
          ["start", "days"]),
    skill("locker.open", "Parcel locker", "Opens a parcel locker with a pickup code.",
          {"code": {"type": "string", "pattern": "^[0-9]{6}$", "description": "Six-digit pickup code"}},
          ["code"]),
    skill("dog.walk", "Dog walker", "Books a dog walker.",
          {"dog": {"type": "string", "description": "Dog's name"},
           "when": {"type": "string", "format": "date-time", "description": "When"},
           "minutes": {"type": "integer", "minimum": 15, "maximum": 120, "description": "Length of the walk"}},
          ["when"]),
    skill("quiz.start", "Quiz", "Starts a trivia quiz.",
          {"topic": {"type": "string", "enum": ["history", "science", "sports", "music"], "description": "Topic"},
           "questions": {"type": "integer", "minimum": 5, "maximum": 50, "description": "Number of questions"}},
          []),
    skill("tax.estimate", "Tax estimate", "Estimates income tax for a year.",
          {"income": {"type": "number", "minimum": 0, "description": "Yearly income"},
           "year": {"type": "integer", "minimum": 2000, "maximum": 2100, "description": "Tax year"}},
          ["income"]),
    skill("tv.record", "Recorder", "Records a TV show.",
          {"show": {"type": "string", "description": "Show title"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"}},
          ["show"]),
    skill("playlist.create", "Playlists", "Creates a music playlist.",
          {"name": {"type": "string", "description": "Playlist name"},
           "public": {"type": "boolean", "description": "Visible to others"}},
          ["name"]),
    skill("babysitter.book", "Babysitter", "Books a babysitter.",
          {"when": {"type": "string", "format": "date-time", "description": "Start"},
           "hours": {"type": "number", "minimum": 1, "maximum": 12, "description": "How many hours"}},
          ["when"]),
]

row("fridge", "set the fridge to 4 degrees", ["fridge.set"], {"temperature": 4})
row("fridge", "冰箱温度调到 3 度", ["fridge.set"], {"temperature": 3})
row("fridge", "冰箱", ["fridge.set"], asks=["temperature"])
row("fridge", "make the refrigerator colder, 2°C", ["fridge.set"], {"temperature": 2})
row("fridge", "fridge temperature", ["fridge.set"], asks=["temperature"])
row("leave", "我想请假", ["leave.request"], asks=["start", "days"])
row("leave", "下周一开始请 3 天假", ["leave.request"], {"start": "2026-12-07", "days": 3})
row("leave", "明天请半天假，去医院", ["leave.request"], {"start": "2026-12-01", "days": 0.5})
row("leave", "request 2 days of leave from Thursday", ["leave.request"], {"start": "2026-12-03", "days": 2})
row("leave", "take Friday off", ["leave.request"], {"start": "2026-12-04"}, asks=["days"])
row("locker", "open the parcel locker, code 482913", ["locker.open"], {"code": "482913"})
row("locker", "快递柜取件码 605118", ["locker.open"], {"code": "605118"})
row("locker", "open my parcel locker", ["locker.open"], asks=["code"])
row("locker", "pickup code is 771200, open it", ["locker.open"], {"code": "771200"})
row("locker", "帮我开一下快递柜", ["locker.open"], asks=["code"])
row("dog", "book a dog walker for Rex tomorrow at 8am", ["dog.walk"], {"dog": "Rex", "when": "2026-12-01T08:00:00+08:00"})
row("dog", "walk Bella on Friday at 5pm for 45 minutes", ["dog.walk"], {"dog": "Bella", "when": "2026-12-04T17:00:00+08:00", "minutes": 45})
row("dog", "I need someone to walk the dog", ["dog.walk"], asks=["when"])
row("dog", "明天中午遛狗 30 分钟", ["dog.walk"], {"when": "2026-12-01T12:00:00+08:00", "minutes": 30})
row("dog", "dog walker Wednesday 3pm", ["dog.walk"], {"when": "2026-12-02T15:00:00+08:00"})
row("quiz", "start a history quiz", ["quiz.start"], {"topic": "history"})
row("quiz", "quiz me on science, 10 questions", ["quiz.start"], {"topic": "science", "questions": 10})
row("quiz", "来一个体育知识问答", ["quiz.start"], {"topic": "sports"})
row("quiz", "let's do a trivia quiz", ["quiz.start"])
row("quiz", "20 music trivia questions", ["quiz.start"], {"topic": "music", "questions": 20})
row("tax", "estimate my tax on an income of 85000", ["tax.estimate"], {"income": 85000})
row("tax", "how much tax will I pay on $120k in 2026", ["tax.estimate"], {"income": 120000, "year": 2026})
row("tax", "estimate my taxes", ["tax.estimate"], asks=["income"])
row("tax", "年收入 30 万要交多少税", ["tax.estimate"], {"income": 300000})
row("tax", "tax estimate for 2025, income 64,000", ["tax.estimate"], {"income": 64000, "year": 2025})
row("tv", "record The Office tonight at 9", ["tv.record"], {"show": "The Office", "when": "2026-11-30T21:00:00+08:00"})
row("tv", "帮我录一下今晚八点的新闻联播", ["tv.record"], {"show": "新闻联播", "when": "2026-11-30T20:00:00+08:00"})
row("tv", "record a show", ["tv.record"], asks=["show"])
row("tv", "record \"Planet Earth\" on Sunday at 8pm", ["tv.record"], {"show": "Planet Earth", "when": "2026-12-06T20:00:00+08:00"})
row("tv", "don't let me miss Top Gear, record it", ["tv.record"], {"show": "Top Gear"})
row("playlist", "create a playlist called Road Trip", ["playlist.create"], {"name": "Road Trip"})
row("playlist", "新建一个歌单叫跑步", ["playlist.create"], {"name": "跑步"})
row("playlist", "make a new playlist", ["playlist.create"], asks=["name"])
row("playlist", "make a public playlist named Chill Vibes", ["playlist.create"], {"name": "Chill Vibes", "public": True})
row("playlist", "start a private playlist 'Focus'", ["playlist.create"], {"name": "Focus", "public": False})
row("babysitter", "book a babysitter for Saturday at 7pm", ["babysitter.book"], {"when": "2026-12-05T19:00:00+08:00"})
row("babysitter", "I need a sitter Friday night from 6 for 4 hours", ["babysitter.book"], {"when": "2026-12-04T18:00:00+08:00", "hours": 4})
row("babysitter", "周六晚上七点找个保姆带孩子", ["babysitter.book"], {"when": "2026-12-05T19:00:00+08:00"})
row("babysitter", "babysitter", ["babysitter.book"], asks=["when"])
row("babysitter", "get a babysitter tomorrow 6pm, 3 hours", ["babysitter.book"], {"when": "2026-12-01T18:00:00+08:00", "hours": 3})
row("builtin", "what time is it", ["time.now"])
row("builtin", "remind me to pay rent on Friday at 9am", ["reminder.create"], {"title": "pay rent", "dueDate": "2026-12-04T09:00:00+08:00"})
row("builtin", "今晚八点提醒我给妈妈打电话", ["reminder.create"], {"title": "给妈妈打电话", "dueDate": "2026-11-30T20:00:00+08:00"})
row("builtin", "add 'buy a gift for Anna' to my todo list", ["todo.add"], {"title": "buy a gift for Anna"})
row("builtin", "show my todos", ["todo.list"])
row("builtin", "read Sources/main.swift", ["files.read"], {"path": "Sources/main.swift"})
row("builtin", "grep TODO in Sources", ["files.grep"], {"pattern": "TODO", "path": "Sources"})
row("builtin", "run npm test", ["shell.run"], {"command": "npm test"})
row("builtin", "今天有什么日程", ["calendar.list_events"])
row("builtin", "find every yaml file", ["files.glob"], {"pattern": "**/*.yaml"})
row("nothing", "what's the population of Canada", [])
row("nothing", "turn on the washing machine", [])
row("nothing", "给我讲个笑话", [])
row("nothing", "who wrote Hamlet", [])
row("nothing", "🐶🦴", [])
row("nothing", "zxcvbnm", [])
row("nothing", "帮我点一杯咖啡", [])
row("nothing", "book a flight to Tokyo", [])
row("steps2", "set the fridge to 5 and remind me to buy milk at 6pm", ["fridge.set", "reminder.create"], {"temperature": 5})
row("steps2", "start a sports quiz, then add a todo to study", ["quiz.start", "todo.add"], {"topic": "sports"})
row("steps2", "明天请一天假，然后提醒我告诉老板", ["leave.request", "reminder.create"], {"start": "2026-12-01", "days": 1})

write("planner_corpus_holdout14.jsonl", "planner_holdout14_skills.json", SKILLS)
