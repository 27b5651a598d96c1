#!/usr/bin/env python3
"""Writes planner_corpus_holdout42.jsonl and planner_holdout42_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a falconry experience, a snow
tubing hill, a pasta-making class, laser hair removal, a parkour class, a chauffeur, cupping
described in Chinese alone, a hedge maze, a sound bath), written on 2026-12-07 after every rule of the
nineteenth round and scored once on its final planner (only its totals were read first): an
unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in
make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("falconry.book", "Falconry", "Books a falconry experience: fly a hawk or an owl with a falconer.",
          {"date": {"type": "string", "format": "date", "description": "Day"},
           "bird": {"type": "string", "enum": ["hawk", "owl"], "description": "Bird"}},
          ["date"]),
    skill("tubing.pass", "Snow tubing", "Buys a pass for the snow tubing hill.",
          {"date": {"type": "string", "format": "date", "description": "Day"},
           "riders": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Riders"}},
          ["date"]),
    skill("pasta.class", "Pasta making", "Books a class to make fresh pasta by hand.",
          {"when": {"type": "string", "format": "date-time", "description": "Class time"},
           "seats": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Seats"}},
          ["when"]),
    skill("laser.removal", "Laser hair removal", "Books a laser hair removal session at the clinic.",
          {"when": {"type": "string", "format": "date-time", "description": "Session time"},
           "area": {"type": "string", "enum": ["legs", "underarms", "face"], "description": "Area"}},
          ["when"]),
    skill("parkour.class", "Parkour", "Books a parkour class: run, jump and climb over obstacles.",
          {"date": {"type": "string", "format": "date", "description": "Class day"}},
          ["date"]),
    skill("chauffeur.hire", "Chauffeur", "Hires a chauffeur to drive your own car for the day.",
          {"date": {"type": "string", "format": "date", "description": "Day"},
           "hours": {"type": "integer", "minimum": 2, "maximum": 12, "description": "Hours"}},
          ["date"]),
    skill("cupping.book", "拔罐", "预约拔火罐，祛湿活血。",
          {"when": {"type": "string", "format": "date-time", "description": "预约时间"}},
          ["when"]),
    skill("maze.tickets", "Hedge maze", "Buys tickets for the hedge maze in the castle gardens.",
          {"date": {"type": "string", "format": "date", "description": "Visit day"},
           "tickets": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Tickets"}},
          ["date"]),
    skill("soundbath.book", "Sound bath", "Books a sound bath: lie down while singing bowls and gongs play.",
          {"when": {"type": "string", "format": "date-time", "description": "Session time"}},
          ["when"]),
]

row("falconry", "falconry experience on Saturday, I want to fly an owl", ["falconry.book"], {"date": "2026-12-05", "bird": "owl"})
row("falconry", "book a day with a falconer tomorrow", ["falconry.book"], {"date": "2026-12-01"})
row("falconry", "周日去体验放鹰", ["falconry.book"], {"date": "2026-12-06"})
row("falconry", "falconry", ["falconry.book"], asks=["date"])
row("falconry", "fly a hawk on December 12", ["falconry.book"], {"date": "2026-12-12", "bird": "hawk"})
row("tubing", "snow tubing on Saturday for 4", ["tubing.pass"], {"date": "2026-12-05", "riders": 4})
row("tubing", "we want to slide down the tubing hill tomorrow", ["tubing.pass"], {"date": "2026-12-01"})
row("tubing", "周六去玩雪地轮胎滑道，三个人", ["tubing.pass"], {"date": "2026-12-05", "riders": 3})
row("tubing", "snow tubing", ["tubing.pass"], asks=["date"])
row("tubing", "tubing pass for Sunday, just me", ["tubing.pass"], {"date": "2026-12-06", "riders": 1})
row("pasta", "pasta making class Friday at 6pm for 2", ["pasta.class"], {"when": "2026-12-04T18:00:00+08:00", "seats": 2})
row("pasta", "learn to make fresh pasta by hand tomorrow at 7pm", ["pasta.class"], {"when": "2026-12-01T19:00:00+08:00"})
row("pasta", "周六下午三点去学做意大利面", ["pasta.class"], {"when": "2026-12-05T15:00:00+08:00"})
row("pasta", "pasta class", ["pasta.class"], asks=["when"])
row("pasta", "pastamaking workshop Sunday at 11am", ["pasta.class"], {"when": "2026-12-06T11:00:00+08:00"})
row("laser", "laser hair removal on my legs Thursday at 2pm", ["laser.removal"], {"when": "2026-12-03T14:00:00+08:00", "area": "legs"})
row("laser", "book a laser session for the underarms tomorrow at 5pm", ["laser.removal"], {"when": "2026-12-01T17:00:00+08:00", "area": "underarms"})
row("laser", "周五上午十点去做激光脱毛", ["laser.removal"], {"when": "2026-12-04T10:00:00+08:00"})
row("laser", "laser hair removal", ["laser.removal"], asks=["when"])
row("laser", "lazer hair removal Saturday at 11am, face", ["laser.removal"], {"when": "2026-12-05T11:00:00+08:00", "area": "face"})
row("parkour", "parkour class on Saturday", ["parkour.class"], {"date": "2026-12-05"})
row("parkour", "I want to learn to jump and climb over obstacles, class tomorrow", ["parkour.class"], {"date": "2026-12-01"})
row("parkour", "周日去上跑酷课", ["parkour.class"], {"date": "2026-12-06"})
row("parkour", "parkour", ["parkour.class"], asks=["date"])
row("parkour", "free running lesson on December 13", ["parkour.class"], {"date": "2026-12-13"})
row("chauffeur", "hire a chauffeur for Saturday for 6 hours", ["chauffeur.hire"], {"date": "2026-12-05", "hours": 6})
row("chauffeur", "I need someone to drive my car on Friday", ["chauffeur.hire"], {"date": "2026-12-04"})
row("chauffeur", "周日请个代驾司机，八个小时", ["chauffeur.hire"], {"date": "2026-12-06", "hours": 8})
row("chauffeur", "chauffeur", ["chauffeur.hire"], asks=["date"])
row("chauffeur", "private driver for my own car tomorrow, 4 hours", ["chauffeur.hire"], {"date": "2026-12-01", "hours": 4})
row("cupping", "周三下午五点去拔火罐", ["cupping.book"], {"when": "2026-12-02T17:00:00+08:00"})
row("cupping", "最近湿气重，明天晚上七点约个拔罐", ["cupping.book"], {"when": "2026-12-01T19:00:00+08:00"})
row("cupping", "拔罐", ["cupping.book"], asks=["when"])
row("cupping", "book a cupping session Saturday at 10am", ["cupping.book"], {"when": "2026-12-05T10:00:00+08:00"})
row("cupping", "预约拔火罐", ["cupping.book"], asks=["when"])
row("maze", "hedge maze tickets for Sunday, 3 of us", ["maze.tickets"], {"date": "2026-12-06", "tickets": 3})
row("maze", "get lost in the maze at the castle gardens on Saturday", ["maze.tickets"], {"date": "2026-12-05"})
row("maze", "周六去城堡花园走迷宫，买两张票", ["maze.tickets"], {"date": "2026-12-05", "tickets": 2})
row("maze", "hedge maze", ["maze.tickets"], asks=["date"])
row("maze", "labyrinth tickets for tomorrow", ["maze.tickets"], {"date": "2026-12-01"})
row("soundbath", "book a sound bath Thursday at 8pm", ["soundbath.book"], {"when": "2026-12-03T20:00:00+08:00"})
row("soundbath", "lie down and listen to singing bowls tomorrow at 7pm", ["soundbath.book"], {"when": "2026-12-01T19:00:00+08:00"})
row("soundbath", "周五晚上八点去做颂钵音疗", ["soundbath.book"], {"when": "2026-12-04T20:00:00+08:00"})
row("soundbath", "sound bath", ["soundbath.book"], asks=["when"])
row("soundbath", "gong bath on Sunday at 5pm", ["soundbath.book"], {"when": "2026-12-06T17:00:00+08:00"})
row("builtin", "what time is it right now", ["time.now"])
row("builtin", "remind me to renew my library card on Tuesday at 9am", ["reminder.create"], {"title": "renew my library card", "dueDate": "2026-12-01T09:00:00+08:00"})
row("builtin", "周五下午五点提醒我取快递", ["reminder.create"], {"title": "取快递", "dueDate": "2026-12-04T17:00:00+08:00"})
row("builtin", "add book flights for the holidays to my todos", ["todo.add"], {"title": "book flights for the holidays"})
row("builtin", "show my todos", ["todo.list"])
row("builtin", "show the first 12 lines of setup.py", ["files.read"], {"path": "setup.py", "limit": 12})
row("builtin", "search for FIXME in lib", ["files.grep"], {"pattern": "FIXME", "path": "lib"})
row("builtin", "run cargo build", ["shell.run"], {"command": "cargo build"})
row("builtin", "find all the yaml files", ["files.glob"])
row("builtin", "周三有什么安排", ["calendar.list_events"])
row("nothing", "how deep is the Mariana Trench", [])
row("nothing", "tell me a joke about penguins", [])
row("nothing", "为什么秋天树叶会变黄", [])
row("nothing", "cool", [])
row("nothing", "🦅🎃", [])
row("nothing", "lkjh poiu", [])
row("nothing", "why do owls hunt at night", [])
row("nothing", "这周过得好快", [])
row("steps2", "book a falconry experience on Saturday, then remind me to bring a jacket on Friday at 8pm", ["falconry.book", "reminder.create"], {"date": "2026-12-05"})
row("steps2", "hire a chauffeur for Sunday and add a todo to fill up the tank", ["chauffeur.hire", "todo.add"], {"date": "2026-12-06"})
row("steps2", "周三下午五点去拔火罐，然后提醒我周三下午四点出门", ["cupping.book", "reminder.create"], {"when": "2026-12-02T17:00:00+08:00"})

write("planner_corpus_holdout42.jsonl", "planner_holdout42_skills.json", SKILLS)
