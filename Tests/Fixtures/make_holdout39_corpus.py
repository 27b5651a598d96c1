#!/usr/bin/env python3
"""Writes planner_corpus_holdout39.jsonl and planner_holdout39_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a ghost tour, paintball, an RV,
a candle-making workshop, a tarot reading, heating oil delivery, a glassblowing class, bone
setting described in Chinese alone, mini golf), written on 2026-12-07 after every rule of the
eighteenth round and scored once on 73e1aa4, its final planner (only its totals were read
first): an unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows
as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("ghost.tour", "Ghost tour", "Books a guided night walk to haunted places in the old town.",
          {"date": {"type": "string", "format": "date", "description": "Tour night"},
           "walkers": {"type": "integer", "minimum": 1, "maximum": 15, "description": "Walkers"}},
          ["date"]),
    skill("paintball.book", "Paintball", "Books a paintball game on the outdoor field.",
          {"players": {"type": "integer", "minimum": 4, "maximum": 30, "description": "Players"},
           "when": {"type": "string", "format": "date-time", "description": "Game time"}},
          ["when"]),
    skill("rv.rent", "RV rental", "Rents a motorhome or camper van for a road trip.",
          {"kind": {"type": "string", "enum": ["motorhome", "camper van"], "description": "Vehicle"},
           "date": {"type": "string", "format": "date", "description": "Pickup day"}},
          ["date"]),
    skill("candle.workshop", "Candle making", "Books a workshop to pour your own scented candles.",
          {"date": {"type": "string", "format": "date", "description": "Workshop day"},
           "seats": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Seats"}},
          ["date"]),
    skill("tarot.read", "Tarot reading", "Books a tarot card reading with a reader.",
          {"when": {"type": "string", "format": "date-time", "description": "Reading time"}},
          ["when"]),
    skill("oil.deliver", "Heating oil", "Delivers heating oil to the tank for your furnace or boiler.",
          {"litres": {"type": "integer", "minimum": 200, "maximum": 3000, "description": "Litres"},
           "date": {"type": "string", "format": "date", "description": "Delivery day"}},
          ["litres"]),
    skill("glass.class", "Glassblowing", "Books a class to blow a glass vase or ornament.",
          {"date": {"type": "string", "format": "date", "description": "Class day"},
           "piece": {"type": "string", "enum": ["vase", "ornament", "paperweight"], "description": "What to make"}},
          ["date"]),
    skill("bonesetting.book", "正骨", "预约正骨推拿，调理颈椎腰椎。",
          {"when": {"type": "string", "format": "date-time", "description": "预约时间"}},
          ["when"]),
    skill("minigolf.book", "Mini golf", "Books a round of mini golf on the indoor course.",
          {"players": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Players"},
           "when": {"type": "string", "format": "date-time", "description": "Tee-off time"}},
          ["when"]),
]

row("ghost", "book a ghost tour on Friday for 4", ["ghost.tour"], {"date": "2026-12-04", "walkers": 4})
row("ghost", "I want to visit haunted places in the old town Saturday night", ["ghost.tour"], {"date": "2026-12-05"})
row("ghost", "周六晚上参加鬼屋夜游，两个人", ["ghost.tour"], {"date": "2026-12-05", "walkers": 2})
row("ghost", "ghost tour", ["ghost.tour"], asks=["date"])
row("ghost", "ghost walk tomorrow, just me", ["ghost.tour"], {"date": "2026-12-01", "walkers": 1})
row("paintball", "paintball for 10 players Saturday at 2pm", ["paintball.book"], {"players": 10, "when": "2026-12-05T14:00:00+08:00"})
row("paintball", "book a paintball game tomorrow at 4pm", ["paintball.book"], {"when": "2026-12-01T16:00:00+08:00"})
row("paintball", "周日下午三点打彩弹射击，八个人", ["paintball.book"], {"when": "2026-12-06T15:00:00+08:00", "players": 8})
row("paintball", "paintball", ["paintball.book"], asks=["when"])
row("paintball", "paint ball with the office team Friday at 5pm, 12 of us", ["paintball.book"], {"when": "2026-12-04T17:00:00+08:00", "players": 12})
row("rv", "rent a camper van on Saturday", ["rv.rent"], {"kind": "camper van", "date": "2026-12-05"})
row("rv", "we want a motorhome for a road trip, pick it up on December 18", ["rv.rent"], {"kind": "motorhome", "date": "2026-12-18"})
row("rv", "周五租一辆房车", ["rv.rent"], {"date": "2026-12-04"})
row("rv", "RV rental", ["rv.rent"], asks=["date"])
row("rv", "rent an rv next Monday", ["rv.rent"], {"date": "2026-12-07"})
row("candle", "candle making workshop on Sunday for 2", ["candle.workshop"], {"date": "2026-12-06", "seats": 2})
row("candle", "I'd like to pour my own scented candles tomorrow", ["candle.workshop"], {"date": "2026-12-01"})
row("candle", "周六去做香薰蜡烛", ["candle.workshop"], {"date": "2026-12-05"})
row("candle", "candle making", ["candle.workshop"], asks=["date"])
row("candle", "candlemaking class on December 12 with my mom", ["candle.workshop"], {"date": "2026-12-12", "seats": 2})
row("tarot", "book a tarot reading Thursday at 8pm", ["tarot.read"], {"when": "2026-12-03T20:00:00+08:00"})
row("tarot", "get my cards read tomorrow at 7pm", ["tarot.read"], {"when": "2026-12-01T19:00:00+08:00"})
row("tarot", "周五晚上九点找人算塔罗牌", ["tarot.read"], {"when": "2026-12-04T21:00:00+08:00"})
row("tarot", "tarot reading", ["tarot.read"], asks=["when"])
row("tarot", "taro reading Saturday at 3pm", ["tarot.read"], {"when": "2026-12-05T15:00:00+08:00"})
row("oil", "deliver 1000 litres of heating oil on Friday", ["oil.deliver"], {"litres": 1000, "date": "2026-12-04"})
row("oil", "the oil tank for the boiler is almost empty, fill it with 500 liters", ["oil.deliver"], {"litres": 500})
row("oil", "周四送800升取暖油", ["oil.deliver"], {"litres": 800, "date": "2026-12-03"})
row("oil", "heating oil", ["oil.deliver"], asks=["litres"])
row("oil", "order heating oil for Tuesday", ["oil.deliver"], {"date": "2026-12-01"}, asks=["litres"])
row("glass", "glassblowing class on Saturday, I want to make a vase", ["glass.class"], {"date": "2026-12-05", "piece": "vase"})
row("glass", "blow a glass ornament tomorrow", ["glass.class"], {"piece": "ornament", "date": "2026-12-01"})
row("glass", "周日去上吹玻璃课", ["glass.class"], {"date": "2026-12-06"})
row("glass", "glassblowing", ["glass.class"], asks=["date"])
row("glass", "glass blowing workshop on December 13", ["glass.class"], {"date": "2026-12-13"})
row("bonesetting", "周三下午四点去正骨", ["bonesetting.book"], {"when": "2026-12-02T16:00:00+08:00"})
row("bonesetting", "颈椎不舒服，明天上午十点约个推拿正骨", ["bonesetting.book"], {"when": "2026-12-01T10:00:00+08:00"})
row("bonesetting", "正骨", ["bonesetting.book"], asks=["when"])
row("bonesetting", "book a bone setting session Friday at 11am", ["bonesetting.book"], {"when": "2026-12-04T11:00:00+08:00"})
row("bonesetting", "预约正骨推拿", ["bonesetting.book"], asks=["when"])
row("minigolf", "mini golf for 4 on Saturday at 1pm", ["minigolf.book"], {"players": 4, "when": "2026-12-05T13:00:00+08:00"})
row("minigolf", "book a round of mini golf tomorrow at 6pm", ["minigolf.book"], {"when": "2026-12-01T18:00:00+08:00"})
row("minigolf", "周日下午两点打迷你高尔夫，三个人", ["minigolf.book"], {"when": "2026-12-06T14:00:00+08:00", "players": 3})
row("minigolf", "mini golf", ["minigolf.book"], asks=["when"])
row("minigolf", "minigolf with my girlfriend Friday at 8pm", ["minigolf.book"], {"when": "2026-12-04T20:00:00+08:00", "players": 2})
row("builtin", "what time is it now", ["time.now"])
row("builtin", "remind me to book the dentist on Wednesday at 10am", ["reminder.create"], {"title": "book the dentist", "dueDate": "2026-12-02T10:00:00+08:00"})
row("builtin", "周六上午九点提醒我去健身", ["reminder.create"], {"title": "去健身", "dueDate": "2026-12-05T09:00:00+08:00"})
row("builtin", "add fix the fence to my todos", ["todo.add"], {"title": "fix the fence"})
row("builtin", "show me my to-do list", ["todo.list"])
row("builtin", "show the first 20 lines of app.js", ["files.read"], {"path": "app.js", "limit": 20})
row("builtin", "search for localhost in scripts", ["files.grep"], {"pattern": "localhost", "path": "scripts"})
row("builtin", "run pytest -q", ["shell.run"], {"command": "pytest -q"})
row("builtin", "find all the csv files", ["files.glob"])
row("builtin", "周五有什么安排", ["calendar.list_events"])
row("nothing", "what's the longest river in Africa", [])
row("nothing", "make up a riddle for me", [])
row("nothing", "为什么冬天会下雪", [])
row("nothing", "alright", [])
row("nothing", "👻🕯️", [])
row("nothing", "ghjkl qwe", [])
row("nothing", "do ghosts exist", [])
row("nothing", "今天天气真好", [])
row("steps2", "book a ghost tour on Friday, then remind me to charge my phone on Friday at 6pm", ["ghost.tour", "reminder.create"], {"date": "2026-12-04"})
row("steps2", "rent an rv on Saturday and add a todo to pack sleeping bags", ["rv.rent", "todo.add"], {"date": "2026-12-05"})
row("steps2", "周三下午四点去正骨，然后提醒我周三下午三点出发", ["bonesetting.book", "reminder.create"], {"when": "2026-12-02T16:00:00+08:00"})

write("planner_corpus_holdout39.jsonl", "planner_holdout39_skills.json", SKILLS)
