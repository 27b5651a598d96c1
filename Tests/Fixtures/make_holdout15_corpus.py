#!/usr/bin/env python3
"""Writes planner_corpus_holdout15.jsonl and planner_holdout15_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (directions, a body-weight log, a
phone top-up described in Chinese alone, a rice cooker named 电饭煲, repair requests, sending a
parcel, writing a review, booking a sports court, swapping a work shift), written on 2026-12-06
BEFORE the tenth round's planner work and scored once before it: the unseen measure of the
ninth round's planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in
make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("route.plan", "Directions", "Plans a route between two places.",
          {"from": {"type": "string", "description": "Starting point"},
           "to": {"type": "string", "description": "Destination"},
           "mode": {"type": "string", "enum": ["driving", "walking", "transit", "cycling"], "description": "How to travel"}},
          ["to"]),
    skill("weight.log", "Weight log", "Records body weight.",
          {"weight": {"type": "number", "minimum": 20, "maximum": 300, "description": "Weight"},
           "unit": {"type": "string", "enum": ["kg", "lb"], "description": "Unit"}},
          ["weight"]),
    skill("phone.topup", "话费充值", "给手机号充话费。",
          {"phone": {"type": "string", "pattern": "^1[0-9]{10}$", "description": "手机号"},
           "amount": {"type": "integer", "enum": [10, 20, 50, 100, 200], "description": "充值金额（元）"}},
          ["amount"]),
    skill("cooker.start", "电饭煲", "Starts the rice cooker.",
          {"mode": {"type": "string", "enum": ["white rice", "porridge", "brown rice", "steam"], "description": "Cooking mode"},
           "ready_at": {"type": "string", "format": "time", "description": "When it should be done"}},
          ["mode"]),
    skill("repair.request", "Repair request", "Reports something broken in the apartment to the building manager.",
          {"item": {"type": "string", "description": "What is broken"},
           "room": {"type": "string", "enum": ["kitchen", "bathroom", "bedroom", "living room"], "description": "Where"},
           "urgent": {"type": "boolean", "description": "Needs fixing today"}},
          ["item"]),
    skill("courier.send", "Send a parcel", "Books a courier pickup to send a parcel.",
          {"to": {"type": "string", "description": "Recipient address"},
           "weight_kg": {"type": "number", "minimum": 0.1, "maximum": 50, "description": "Parcel weight in kg"},
           "pickup": {"type": "string", "format": "date-time", "description": "Pickup time"}},
          ["to"]),
    skill("review.write", "Reviews", "Posts a star rating and review for a place.",
          {"place": {"type": "string", "description": "Place name"},
           "stars": {"type": "integer", "minimum": 1, "maximum": 5, "description": "Rating"},
           "text": {"type": "string", "description": "Review text"}},
          ["place", "stars"]),
    skill("court.book", "Court booking", "Books a tennis or badminton court.",
          {"sport": {"type": "string", "enum": ["tennis", "badminton"], "description": "Sport"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 3, "description": "How long"}},
          ["sport", "when"]),
    skill("shift.swap", "Shift swap", "Asks a coworker to swap a work shift.",
          {"date": {"type": "string", "format": "date", "description": "Shift date"},
           "coworker": {"type": "string", "description": "Who to swap with"}},
          ["date"]),
]

row("route", "directions to the airport", ["route.plan"], {"to": "the airport"})
row("route", "how do I get from Union Square to Central Park by subway", ["route.plan"], {"from": "Union Square", "to": "Central Park", "mode": "transit"})
row("route", "去西湖怎么走", ["route.plan"], {"to": "西湖"})
row("route", "walking route to the museum", ["route.plan"], {"to": "the museum", "mode": "walking"})
row("route", "plan a route", ["route.plan"], asks=["to"])
row("weight", "log my weight, 72.5 kg", ["weight.log"], {"weight": 72.5, "unit": "kg"})
row("weight", "今天体重 65 公斤", ["weight.log"], {"weight": 65, "unit": "kg"})
row("weight", "I weigh 180 lbs this morning", ["weight.log"], {"weight": 180, "unit": "lb"})
row("weight", "record my weight", ["weight.log"], asks=["weight"])
row("weight", "weighed in at 81", ["weight.log"], {"weight": 81})
row("topup", "给我的手机充 50 块话费", ["phone.topup"], {"amount": 50})
row("topup", "帮 13812345678 充值 100 元话费", ["phone.topup"], {"phone": "13812345678", "amount": 100})
row("topup", "top up my phone with 20 yuan", ["phone.topup"], {"amount": 20})
row("topup", "充话费", ["phone.topup"], asks=["amount"])
row("topup", "add 200 credit to my mobile", ["phone.topup"], {"amount": 200})
row("cooker", "start the rice cooker on porridge", ["cooker.start"], {"mode": "porridge"})
row("cooker", "电饭煲煮白米饭，六点好", ["cooker.start"], {"mode": "white rice", "ready_at": "18:00:00+08:00"})
row("cooker", "cook some brown rice", ["cooker.start"], {"mode": "brown rice"})
row("cooker", "turn on the rice cooker", ["cooker.start"], asks=["mode"])
row("cooker", "用电饭煲煮粥", ["cooker.start"], {"mode": "porridge"})
row("repair", "the kitchen faucet is leaking, report it", ["repair.request"], {"item": "faucet", "room": "kitchen"})
row("repair", "卫生间的灯坏了，报修", ["repair.request"], {"room": "bathroom"})
row("repair", "report a broken heater in the bedroom, it's urgent", ["repair.request"], {"item": "heater", "room": "bedroom", "urgent": True})
row("repair", "I want to file a repair request", ["repair.request"], asks=["item"])
row("repair", "ask the landlord to fix the washing machine", ["repair.request"], {"item": "washing machine"})
row("courier", "send a parcel to 12 Baker Street, London", ["courier.send"], {"to": "12 Baker Street, London"})
row("courier", "book a courier pickup tomorrow at 3pm for a 2 kg package to Mom's place", ["courier.send"], {"to": "Mom's place", "weight_kg": 2, "pickup": "2026-12-01T15:00:00+08:00"})
row("courier", "我要寄快递", ["courier.send"], asks=["to"])
row("courier", "ship a box", ["courier.send"], asks=["to"])
row("courier", "寄一个 5 公斤的包裹到北京", ["courier.send"], {"to": "北京", "weight_kg": 5})
row("review", "give Luigi's Pizzeria 5 stars", ["review.write"], {"place": "Luigi's Pizzeria", "stars": 5})
row("review", "write a 3-star review for the Grand Hotel: rooms were noisy", ["review.write"], {"place": "the Grand Hotel", "stars": 3, "text": "rooms were noisy"})
row("review", "给海底捞打四星", ["review.write"], {"place": "海底捞", "stars": 4})
row("review", "leave a review", ["review.write"], asks=["place", "stars"])
row("review", "rate Blue Bottle Coffee 2 out of 5", ["review.write"], {"place": "Blue Bottle Coffee", "stars": 2})
row("court", "book a tennis court Saturday at 9am", ["court.book"], {"sport": "tennis", "when": "2026-12-05T09:00:00+08:00"})
row("court", "订明晚七点的羽毛球场，两个小时", ["court.book"], {"sport": "badminton", "when": "2026-12-01T19:00:00+08:00", "hours": 2})
row("court", "reserve a badminton court", ["court.book"], {"sport": "badminton"}, asks=["when"])
row("court", "book a court", ["court.book"], asks=["sport", "when"])
row("court", "tennis court for 1 hour on Thursday at 6pm", ["court.book"], {"sport": "tennis", "when": "2026-12-03T18:00:00+08:00", "hours": 1})
row("shift", "swap my Friday shift with Maria", ["shift.swap"], {"date": "2026-12-04", "coworker": "Maria"})
row("shift", "想和小王换一下周三的班", ["shift.swap"], {"date": "2026-12-02", "coworker": "小王"})
row("shift", "can someone cover my shift tomorrow", ["shift.swap"], {"date": "2026-12-01"})
row("shift", "swap shifts", ["shift.swap"], asks=["date"])
row("shift", "trade my December 12 shift with Omar", ["shift.swap"], {"date": "2026-12-12", "coworker": "Omar"})
row("builtin", "what's the date today", ["time.now"])
row("builtin", "remind me to water the plants at 7pm", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-11-30T19:00:00+08:00"})
row("builtin", "下周二上午十点提醒我交报告", ["reminder.create"], {"title": "交报告", "dueDate": "2026-12-08T10:00:00+08:00"})
row("builtin", "add call the plumber to my todos", ["todo.add"], {"title": "call the plumber"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "open README.md", ["files.read"], {"path": "README.md"})
row("builtin", "search for fatalError in Sources", ["files.grep"], {"pattern": "fatalError", "path": "Sources"})
row("builtin", "run make test", ["shell.run"], {"command": "make test"})
row("builtin", "明天有什么安排", ["calendar.list_events"])
row("builtin", "list all json files", ["files.glob"], {"pattern": "**/*.json"})
row("nothing", "what's the capital of Peru", [])
row("nothing", "turn off the TV", [])
row("nothing", "帮我写一首诗", [])
row("nothing", "how old is the universe", [])
row("nothing", "🍚🍚🍚", [])
row("nothing", "qwertyuiop", [])
row("nothing", "帮我订一张去上海的火车票", [])
row("nothing", "order a pizza", [])
row("steps2", "log my weight 70 kg and add a todo to go running", ["weight.log", "todo.add"], {"weight": 70, "unit": "kg"})
row("steps2", "book a tennis court tomorrow at 8am, then remind me to bring my racket", ["court.book", "reminder.create"], {"sport": "tennis", "when": "2026-12-01T08:00:00+08:00"})
row("steps2", "给我充 100 元话费，然后提醒我明天交电费", ["phone.topup", "reminder.create"], {"amount": 100})

write("planner_corpus_holdout15.jsonl", "planner_holdout15_skills.json", SKILLS)
