#!/usr/bin/env python3
"""Writes planner_corpus_holdout16.jsonl and planner_holdout16_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a vet visit, a blood-sugar log, a
homework list, a kettle named 电水壶, offering a carpool, a pool heater described in Chinese
alone, volunteering, a bulky-waste pickup, museum tickets), written on 2026-12-06 AFTER the
tenth round's planner work and scored once after it (only its totals were read): the unseen
measure of that round. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in
make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("vet.book", "Vet", "Books a vet appointment for a pet.",
          {"pet": {"type": "string", "description": "Pet's name"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"},
           "reason": {"type": "string", "description": "Why the visit"}},
          ["when"]),
    skill("glucose.log", "Blood sugar", "Logs a blood glucose reading.",
          {"value": {"type": "number", "minimum": 1, "maximum": 600, "description": "Reading"},
           "unit": {"type": "string", "enum": ["mmol/L", "mg/dL"], "description": "Unit"},
           "fasting": {"type": "boolean", "description": "Taken before eating"}},
          ["value"]),
    skill("homework.add", "Homework", "Adds a homework assignment.",
          {"subject": {"type": "string", "enum": ["math", "english", "science", "history"], "description": "Subject"},
           "task": {"type": "string", "description": "What to do"},
           "due": {"type": "string", "format": "date", "description": "Due date"}},
          ["subject", "task"]),
    skill("kettle.boil", "电水壶", "Boils water in the kettle.",
          {"temperature": {"type": "integer", "enum": [40, 60, 80, 100], "description": "Target °C"}},
          []),
    skill("carpool.offer", "Carpool", "Offers seats in your car for a trip.",
          {"to": {"type": "string", "description": "Destination"},
           "seats": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Free seats"},
           "when": {"type": "string", "format": "date-time", "description": "Departure"}},
          ["to", "when"]),
    skill("pool.heat", "泳池加热", "把泳池的水加热到指定温度。",
          {"temperature": {"type": "integer", "minimum": 20, "maximum": 32, "description": "目标水温（摄氏度）"}},
          ["temperature"]),
    skill("volunteer.signup", "Volunteering", "Signs you up for a volunteer shift.",
          {"event": {"type": "string", "description": "Event name"},
           "date": {"type": "string", "format": "date", "description": "Day"}},
          ["event"]),
    skill("bulky.pickup", "Bulky waste", "Schedules a pickup of large items like furniture.",
          {"item": {"type": "string", "description": "What to pick up"},
           "date": {"type": "string", "format": "date", "description": "Pickup day"}},
          ["item", "date"]),
    skill("museum.tickets", "Museum tickets", "Buys museum admission tickets.",
          {"museum": {"type": "string", "description": "Museum name"},
           "count": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Number of tickets"},
           "date": {"type": "string", "format": "date", "description": "Visit day"}},
          ["museum", "count"]),
]

row("vet", "book a vet appointment for Milo tomorrow at 10am", ["vet.book"], {"pet": "Milo", "when": "2026-12-01T10:00:00+08:00"})
row("vet", "my cat needs to see the vet", ["vet.book"], asks=["when"])
row("vet", "周四下午三点带狗去看兽医", ["vet.book"], {"when": "2026-12-03T15:00:00+08:00"})
row("vet", "vet visit for Luna on Friday at 4pm, she's limping", ["vet.book"], {"pet": "Luna", "when": "2026-12-04T16:00:00+08:00"})
row("vet", "schedule the vet", ["vet.book"], asks=["when"])
row("glucose", "blood sugar 5.6 mmol/L", ["glucose.log"], {"value": 5.6, "unit": "mmol/L"})
row("glucose", "log my glucose, 110 mg/dL fasting", ["glucose.log"], {"value": 110, "unit": "mg/dL", "fasting": True})
row("glucose", "空腹血糖 6.1", ["glucose.log"], {"value": 6.1})
row("glucose", "record a blood sugar reading", ["glucose.log"], asks=["value"])
row("glucose", "glucose was 142 after lunch", ["glucose.log"], {"value": 142})
row("homework", "add math homework: page 42 exercises 1-10, due Thursday", ["homework.add"], {"subject": "math", "task": "page 42 exercises 1-10", "due": "2026-12-03"})
row("homework", "history essay due Friday", ["homework.add"], {"subject": "history", "due": "2026-12-04"})
row("homework", "记一下英语作业：背单词", ["homework.add"], {"subject": "english", "task": "背单词"})
row("homework", "add homework", ["homework.add"], asks=["subject", "task"])
row("homework", "science homework: finish the lab report by Wednesday", ["homework.add"], {"subject": "science", "task": "finish the lab report", "due": "2026-12-02"})
row("kettle", "boil the kettle", ["kettle.boil"])
row("kettle", "烧水到 80 度泡茶", ["kettle.boil"], {"temperature": 80})
row("kettle", "heat water to 100 degrees", ["kettle.boil"], {"temperature": 100})
row("kettle", "电水壶烧一壶水", ["kettle.boil"])
row("kettle", "warm water for the baby bottle, 40°C", ["kettle.boil"], {"temperature": 40})
row("carpool", "offer a carpool to Boston on Saturday at 8am, 3 seats", ["carpool.offer"], {"to": "Boston", "when": "2026-12-05T08:00:00+08:00", "seats": 3})
row("carpool", "I'm driving to the stadium tomorrow at 6pm, anyone need a ride?", ["carpool.offer"], {"to": "stadium", "when": "2026-12-01T18:00:00+08:00"})
row("carpool", "offer a carpool", ["carpool.offer"], asks=["to", "when"])
row("carpool", "明天早上八点开车去苏州，有两个空位", ["carpool.offer"], {"to": "苏州", "when": "2026-12-01T08:00:00+08:00", "seats": 2})
row("carpool", "share my car to the airport on Friday at 7am", ["carpool.offer"], {"to": "airport", "when": "2026-12-04T07:00:00+08:00"})
row("pool", "泳池加热到 28 度", ["pool.heat"], {"temperature": 28})
row("pool", "heat the pool to 30", ["pool.heat"], {"temperature": 30})
row("pool", "把泳池的水热一下", ["pool.heat"], asks=["temperature"])
row("pool", "warm up the swimming pool", ["pool.heat"], asks=["temperature"])
row("pool", "pool temperature 26 please", ["pool.heat"], {"temperature": 26})
row("volunteer", "sign me up to volunteer at the food bank on Saturday", ["volunteer.signup"], {"event": "food bank", "date": "2026-12-05"})
row("volunteer", "volunteer for the beach cleanup", ["volunteer.signup"], {"event": "beach cleanup"})
row("volunteer", "我想报名做志愿者", ["volunteer.signup"], asks=["event"])
row("volunteer", "sign up for a volunteer shift", ["volunteer.signup"], asks=["event"])
row("volunteer", "volunteer at the Marathon Expo on December 12", ["volunteer.signup"], {"event": "Marathon Expo", "date": "2026-12-12"})
row("bulky", "schedule a pickup for an old sofa on Thursday", ["bulky.pickup"], {"item": "old sofa", "date": "2026-12-03"})
row("bulky", "get rid of a broken fridge, pickup next Monday", ["bulky.pickup"], {"item": "broken fridge", "date": "2026-12-07"})
row("bulky", "预约周五上门回收旧床垫", ["bulky.pickup"], {"item": "旧床垫", "date": "2026-12-04"})
row("bulky", "bulky waste pickup", ["bulky.pickup"], asks=["item", "date"])
row("bulky", "haul away a wardrobe tomorrow", ["bulky.pickup"], {"item": "wardrobe", "date": "2026-12-01"})
row("museum", "2 tickets for the Louvre on Saturday", ["museum.tickets"], {"museum": "Louvre", "count": 2, "date": "2026-12-05"})
row("museum", "buy museum tickets", ["museum.tickets"], asks=["museum", "count"])
row("museum", "买三张故宫博物院的门票", ["museum.tickets"], {"museum": "故宫博物院", "count": 3})
row("museum", "one ticket to the Science Museum tomorrow", ["museum.tickets"], {"museum": "Science Museum", "date": "2026-12-01"})
row("museum", "get 4 admission tickets for MoMA", ["museum.tickets"], {"museum": "MoMA", "count": 4})
row("builtin", "what day is it", ["time.now"])
row("builtin", "remind me to feed the fish at 8pm", ["reminder.create"], {"title": "feed the fish", "dueDate": "2026-11-30T20:00:00+08:00"})
row("builtin", "明天早上九点提醒我去银行", ["reminder.create"], {"title": "去银行", "dueDate": "2026-12-01T09:00:00+08:00"})
row("builtin", "add renew passport to my todo list", ["todo.add"], {"title": "renew passport"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "show me Package.swift", ["files.read"], {"path": "Package.swift"})
row("builtin", "grep for deprecated in Sources", ["files.grep"], {"pattern": "deprecated", "path": "Sources"})
row("builtin", "run swift build", ["shell.run"], {"command": "swift build"})
row("builtin", "这周有什么会议", ["calendar.list_events"])
row("builtin", "find all markdown files", ["files.glob"], {"pattern": "**/*.md"})
row("nothing", "what's the tallest mountain in Africa", [])
row("nothing", "start the dishwasher", [])
row("nothing", "给我推荐一部电影", [])
row("nothing", "who painted the Mona Lisa", [])
row("nothing", "🐱🐟", [])
row("nothing", "asdfghjkl", [])
row("nothing", "帮我叫一辆出租车", [])
row("nothing", "order sushi for dinner", [])
row("steps2", "boil the kettle to 80 and remind me to take my tea at 3pm", ["kettle.boil", "reminder.create"], {"temperature": 80})
row("steps2", "buy 2 museum tickets for the Louvre, then add a todo to print them", ["museum.tickets", "todo.add"], {"museum": "Louvre", "count": 2})
row("steps2", "预约明天的兽医，然后提醒我带疫苗本", ["vet.book", "reminder.create"])

write("planner_corpus_holdout16.jsonl", "planner_holdout16_skills.json", SKILLS)
