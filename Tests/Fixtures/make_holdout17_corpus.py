#!/usr/bin/env python3
"""Writes planner_corpus_holdout17.jsonl and planner_holdout17_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a barber, paying a utility bill,
a campsite, an air fryer named 空气炸锅, a robot lawn mower, reporting a lost item, an
instrument-practice log, giving blood, what is left in the pantry), written on 2026-12-06
BEFORE the eleventh round's planner work and scored once before any of it: the unseen measure
of the tenth round's planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in
make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("haircut.book", "Barber", "Books a haircut at the barber.",
          {"when": {"type": "string", "format": "date-time", "description": "Appointment time"},
           "style": {"type": "string", "description": "Cut or style wanted"},
           "barber": {"type": "string", "description": "Which barber cuts"}},
          ["when"]),
    skill("utility.pay", "Utility bills", "Pays a household utility bill.",
          {"utility": {"type": "string", "enum": ["electricity", "water", "gas", "internet"], "description": "Which bill"},
           "amount": {"type": "number", "minimum": 0.01, "maximum": 10000, "description": "Amount to pay"}},
          ["utility"]),
    skill("campsite.reserve", "Campsites", "Reserves a campsite in a park.",
          {"park": {"type": "string", "description": "Park or campground"},
           "arrival": {"type": "string", "format": "date", "description": "Arrival day"},
           "nights": {"type": "integer", "minimum": 1, "maximum": 14, "description": "Number of nights"}},
          ["park", "arrival"]),
    skill("airfryer.start", "空气炸锅", "Runs the air fryer.",
          {"temperature": {"type": "integer", "minimum": 80, "maximum": 200, "description": "Temperature in °C"},
           "minutes": {"type": "integer", "minimum": 1, "maximum": 60, "description": "Cooking time in minutes"}},
          ["minutes"]),
    skill("lawn.mow", "Robot mower", "Sends the robot mower out to cut the grass.",
          {"zone": {"type": "string", "enum": ["front", "back", "all"], "description": "Which lawn"}},
          []),
    skill("lost.report", "Lost and found", "Reports a lost item.",
          {"item": {"type": "string", "description": "What was lost"},
           "place": {"type": "string", "description": "Where it was last seen"},
           "date": {"type": "string", "format": "date", "description": "When it was lost"}},
          ["item"]),
    skill("practice.log", "Practice log", "Logs time spent practising an instrument.",
          {"instrument": {"type": "string", "enum": ["piano", "guitar", "violin", "drums"], "description": "Instrument"},
           "minutes": {"type": "integer", "minimum": 1, "maximum": 600, "description": "Minutes practised"}},
          ["instrument", "minutes"]),
    skill("blood.donate", "Blood donation", "Books an appointment to donate blood.",
          {"when": {"type": "string", "format": "date-time", "description": "Appointment time"},
           "center": {"type": "string", "description": "Donation center"}},
          ["when"]),
    skill("pantry.check", "Pantry", "Checks whether an item is still in stock at home.",
          {"item": {"type": "string", "description": "Food or household item"}},
          ["item"]),
]

row("haircut", "book a haircut for tomorrow at 3pm", ["haircut.book"], {"when": "2026-12-01T15:00:00+08:00"})
row("haircut", "I need a haircut", ["haircut.book"], asks=["when"])
row("haircut", "周六上午十一点约个理发", ["haircut.book"], {"when": "2026-12-05T11:00:00+08:00"})
row("haircut", "get me a buzz cut with Tony on Thursday at 5pm", ["haircut.book"], {"when": "2026-12-03T17:00:00+08:00", "barber": "Tony", "style": "buzz cut"})
row("haircut", "barber appointment Friday 9am", ["haircut.book"], {"when": "2026-12-04T09:00:00+08:00"})
row("utility", "pay the electricity bill", ["utility.pay"], {"utility": "electricity"})
row("utility", "pay 86.50 for water", ["utility.pay"], {"utility": "water", "amount": 86.5})
row("utility", "交一下这个月的燃气费，120 块", ["utility.pay"], {"utility": "gas", "amount": 120})
row("utility", "pay my internet bill, it's $59.99", ["utility.pay"], {"utility": "internet", "amount": 59.99})
row("utility", "pay a utility bill", ["utility.pay"], asks=["utility"])
row("campsite", "reserve a campsite at Yosemite for 3 nights starting Friday", ["campsite.reserve"], {"park": "Yosemite", "arrival": "2026-12-04", "nights": 3})
row("campsite", "book camping at Lake Tahoe this Saturday, two nights", ["campsite.reserve"], {"park": "Lake Tahoe", "arrival": "2026-12-05", "nights": 2})
row("campsite", "I want to go camping", ["campsite.reserve"], asks=["park", "arrival"])
row("campsite", "在千岛湖订一个营地，周五到，住两晚", ["campsite.reserve"], {"park": "千岛湖", "arrival": "2026-12-04", "nights": 2})
row("campsite", "reserve a campsite", ["campsite.reserve"], asks=["park", "arrival"])
row("airfryer", "air fry at 180 for 15 minutes", ["airfryer.start"], {"temperature": 180, "minutes": 15})
row("airfryer", "空气炸锅 200 度 12 分钟", ["airfryer.start"], {"temperature": 200, "minutes": 12})
row("airfryer", "start the air fryer", ["airfryer.start"], asks=["minutes"])
row("airfryer", "用空气炸锅炸薯条，二十分钟", ["airfryer.start"], {"minutes": 20})
row("airfryer", "run the airfryer for 8 min", ["airfryer.start"], {"minutes": 8})
row("lawn", "mow the lawn", ["lawn.mow"])
row("lawn", "send the robot mower to the back yard", ["lawn.mow"], {"zone": "back"})
row("lawn", "cut the front lawn", ["lawn.mow"], {"zone": "front"})
row("lawn", "让割草机器人把草都剪了", ["lawn.mow"])
row("lawn", "mow all of the grass", ["lawn.mow"], {"zone": "all"})
row("lost", "I lost my wallet at the gym yesterday", ["lost.report"], {"item": "wallet", "place": "gym", "date": "2026-11-29"})
row("lost", "report a lost umbrella", ["lost.report"], {"item": "umbrella"})
row("lost", "我的钥匙在地铁上丢了", ["lost.report"], {"item": "钥匙"})
row("lost", "report something I lost", ["lost.report"], asks=["item"])
row("lost", "left my headphones on the bus this morning", ["lost.report"], {"item": "headphones", "date": "2026-11-30"})
row("practice", "practiced piano for 45 minutes", ["practice.log"], {"instrument": "piano", "minutes": 45})
row("practice", "log 30 min of guitar", ["practice.log"], {"instrument": "guitar", "minutes": 30})
row("practice", "今天练了一个小时小提琴", ["practice.log"], {"instrument": "violin", "minutes": 60})
row("practice", "log my practice", ["practice.log"], asks=["instrument", "minutes"])
row("practice", "drums, 20 minutes", ["practice.log"], {"instrument": "drums", "minutes": 20})
row("blood", "book a blood donation for Wednesday at 2pm", ["blood.donate"], {"when": "2026-12-02T14:00:00+08:00"})
row("blood", "I want to donate blood", ["blood.donate"], asks=["when"])
row("blood", "明天上午十点去献血", ["blood.donate"], {"when": "2026-12-01T10:00:00+08:00"})
row("blood", "donate blood at the Red Cross center on Saturday at 9am", ["blood.donate"], {"when": "2026-12-05T09:00:00+08:00", "center": "Red Cross center"})
row("blood", "schedule a blood donation appointment", ["blood.donate"], asks=["when"])
row("pantry", "do we have any eggs left", ["pantry.check"], {"item": "eggs"})
row("pantry", "家里还有牛奶吗", ["pantry.check"], {"item": "牛奶"})
row("pantry", "check if there's rice in the pantry", ["pantry.check"], {"item": "rice"})
row("pantry", "are we out of olive oil?", ["pantry.check"], {"item": "olive oil"})
row("pantry", "check the pantry", ["pantry.check"], asks=["item"])
row("builtin", "what's the time", ["time.now"])
row("builtin", "remind me to call the plumber at 4pm", ["reminder.create"], {"title": "call the plumber", "dueDate": "2026-11-30T16:00:00+08:00"})
row("builtin", "周三晚上八点提醒我交作业", ["reminder.create"], {"title": "交作业", "dueDate": "2026-12-02T20:00:00+08:00"})
row("builtin", "add buy stamps to my todo list", ["todo.add"], {"title": "buy stamps"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "open README.md", ["files.read"], {"path": "README.md"})
row("builtin", "search for FIXME in Tests", ["files.grep"], {"pattern": "FIXME", "path": "Tests"})
row("builtin", "run make test", ["shell.run"], {"command": "make test"})
row("builtin", "明天有什么日程", ["calendar.list_events"])
row("builtin", "list all the json files", ["files.glob"], {"pattern": "**/*.json"})
row("nothing", "how far is the moon", [])
row("nothing", "tell me a joke", [])
row("nothing", "帮我订一张去上海的机票", [])
row("nothing", "what's the capital of Australia", [])
row("nothing", "🌧️☂️", [])
row("nothing", "qwertyuiop", [])
row("nothing", "feed the cat", [])
row("nothing", "给我妈妈发个微信", [])
row("steps2", "start the air fryer for 10 minutes and remind me to flip the fries at 10:05", ["airfryer.start", "reminder.create"], {"minutes": 10})
row("steps2", "pay the gas bill, then add a todo to file the receipt", ["utility.pay", "todo.add"], {"utility": "gas"})
row("steps2", "约周五下午四点理发，然后提醒我带会员卡", ["haircut.book", "reminder.create"], {"when": "2026-12-04T16:00:00+08:00"})

write("planner_corpus_holdout17.jsonl", "planner_holdout17_skills.json", SKILLS)
