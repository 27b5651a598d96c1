#!/usr/bin/env python3
"""Writes planner_corpus_holdout11.jsonl and planner_holdout11_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (finding a lost device, an air
conditioner with a Chinese name, a timesheet, a meditation described in Chinese alone, cancelling
a subscription, language lessons, a child's screen time, booking the car in for a service, a
prescription refill), written on 2026-12-06 BEFORE any of the eighth round's planner work and
scored once on that round's first commit: the unseen measure of the seventh round's planner.
The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("device.ring", "Find my device", "Makes a lost device ring loudly so you can find it.",
          {"device": {"type": "string", "enum": ["phone", "tablet", "watch", "earbuds"], "description": "Which device"}},
          ["device"]),
    skill("ac.set", "空调", "Sets the air conditioner's temperature and mode.",
          {"temperature": {"type": "integer", "minimum": 16, "maximum": 30, "description": "Target temperature in °C"},
           "mode": {"type": "string", "enum": ["cool", "heat", "dry", "fan"], "description": "Mode"}},
          ["temperature"]),
    skill("hours.log", "Timesheet", "Logs hours worked on a project in the timesheet.",
          {"project": {"type": "string", "description": "Project name"},
           "hours": {"type": "number", "minimum": 0.25, "maximum": 24, "description": "Hours worked"},
           "date": {"type": "string", "format": "date", "description": "Day worked"}},
          ["project", "hours"]),
    skill("meditate.start", "冥想", "开始一段引导冥想。",
          {"minutes": {"type": "integer", "minimum": 1, "maximum": 60, "description": "时长（分钟）"},
           "theme": {"type": "string", "enum": ["睡眠", "专注", "放松"], "description": "主题"}},
          []),
    skill("subscription.cancel", "Subscriptions", "Cancels a paid subscription.",
          {"service": {"type": "string", "description": "Which service, e.g. Netflix"}},
          ["service"]),
    skill("lesson.start", "Language lessons", "Starts a language lesson.",
          {"language": {"type": "string", "enum": ["spanish", "french", "japanese", "german"], "description": "Language"},
           "minutes": {"type": "integer", "minimum": 5, "maximum": 60, "description": "Length"}},
          ["language"]),
    skill("screentime.limit", "Screen time", "Sets a daily screen time limit on a child's device.",
          {"child": {"type": "string", "description": "Child's name"},
           "minutes": {"type": "integer", "minimum": 15, "maximum": 600, "description": "Minutes per day"}},
          ["child", "minutes"]),
    skill("car.service", "Car service", "Books the car in at the garage for a service.",
          {"when": {"type": "string", "format": "date-time", "description": "Drop-off time"},
           "kind": {"type": "string", "enum": ["oil change", "tyres", "inspection"], "description": "What to do"}},
          ["when"]),
    skill("rx.refill", "Pharmacy", "Orders a refill of a prescription.",
          {"rx": {"type": "string", "pattern": "^RX[0-9]{6}$", "description": "Prescription number"},
           "pickup": {"type": "string", "enum": ["store", "delivery"], "description": "Pick up or deliver"}},
          ["rx"]),
]

row("device", "I can't find my phone, make it ring", ["device.ring"], {"device": "phone"})
row("device", "帮我找一下手表", ["device.ring"], {"device": "watch"})
row("device", "where are my earbuds", ["device.ring"], {"device": "earbuds"})
row("device", "ring my device", ["device.ring"], asks=["device"])
row("device", "find my ipad", ["device.ring"], {"device": "tablet"})
row("ac", "set the AC to 24", ["ac.set"], {"temperature": 24})
row("ac", "空调开到 26 度制冷", ["ac.set"], {"temperature": 26, "mode": "cool"})
row("ac", "turn the air con to heat, 22 degrees", ["ac.set"], {"temperature": 22, "mode": "heat"})
row("ac", "打开空调", ["ac.set"], asks=["temperature"])
row("ac", "dehumidify at 25", ["ac.set"], {"temperature": 25, "mode": "dry"})
row("hours", "log 3 hours on Apollo", ["hours.log"], {"project": "Apollo", "hours": 3})
row("hours", "I worked 2.5 hours on the website redesign yesterday", ["hours.log"], {"project": "website redesign", "hours": 2.5, "date": "2026-11-29"})
row("hours", "给项目 Orion 记 4 小时工时", ["hours.log"], {"project": "Orion", "hours": 4})
row("hours", "fill in my timesheet", ["hours.log"], asks=["project", "hours"])
row("hours", "put 8h against Falcon for last Friday", ["hours.log"], {"project": "Falcon", "hours": 8, "date": "2026-11-27"})
row("meditate", "冥想十分钟", ["meditate.start"], {"minutes": 10})
row("meditate", "start a 5 minute meditation for sleep", ["meditate.start"], {"minutes": 5, "theme": "睡眠"})
row("meditate", "来一段放松的冥想", ["meditate.start"], {"theme": "放松"})
row("meditate", "help me focus with a short meditation", ["meditate.start"], {"theme": "专注"})
row("meditate", "guided meditation", ["meditate.start"])
row("subscription", "cancel my Netflix subscription", ["subscription.cancel"], {"service": "Netflix"})
row("subscription", "取消 Spotify 的订阅", ["subscription.cancel"], {"service": "Spotify"})
row("subscription", "unsubscribe me from Disney+", ["subscription.cancel"], {"service": "Disney+"})
row("subscription", "cancel a subscription", ["subscription.cancel"], asks=["service"])
row("subscription", "stop paying for Adobe", ["subscription.cancel"], {"service": "Adobe"})
row("lesson", "start a spanish lesson", ["lesson.start"], {"language": "spanish"})
row("lesson", "15 minutes of French practice", ["lesson.start"], {"language": "french", "minutes": 15})
row("lesson", "我想学一会儿日语", ["lesson.start"], {"language": "japanese"})
row("lesson", "language lesson", ["lesson.start"], asks=["language"])
row("lesson", "practice german for 20 min", ["lesson.start"], {"language": "german", "minutes": 20})
row("screentime", "limit Emma's screen time to 90 minutes a day", ["screentime.limit"], {"child": "Emma", "minutes": 90})
row("screentime", "Leo gets 2 hours of screen time", ["screentime.limit"], {"child": "Leo", "minutes": 120})
row("screentime", "给小明的平板每天限制 60 分钟", ["screentime.limit"], {"child": "小明", "minutes": 60})
row("screentime", "set a screen time limit", ["screentime.limit"], asks=["child", "minutes"])
row("screentime", "only one hour of screen time for Mia", ["screentime.limit"], {"child": "Mia", "minutes": 60})
row("carservice", "book the car in for an oil change on Thursday at 8am", ["car.service"], {"when": "2026-12-03T08:00:00+08:00", "kind": "oil change"})
row("carservice", "车子下周一早上九点去保养", ["car.service"], {"when": "2026-12-07T09:00:00+08:00"})
row("carservice", "I need new tyres, tomorrow at 2pm", ["car.service"], {"when": "2026-12-01T14:00:00+08:00", "kind": "tyres"})
row("carservice", "schedule a car service", ["car.service"], asks=["when"])
row("carservice", "MOT inspection Friday 10am", ["car.service"], {"when": "2026-12-04T10:00:00+08:00", "kind": "inspection"})
row("rx", "refill prescription RX204817", ["rx.refill"], {"rx": "RX204817"})
row("rx", "续一下处方 RX550132，送到家", ["rx.refill"], {"rx": "RX550132", "pickup": "delivery"})
row("rx", "I'm running out of my meds, order a refill", ["rx.refill"], asks=["rx"])
row("rx", "refill RX998877 for pickup at the store", ["rx.refill"], {"rx": "RX998877", "pickup": "store"})
row("rx", "reorder my prescription", ["rx.refill"], asks=["rx"])
row("builtin", "what time is it", ["time.now"])
row("builtin", "remind me to call the plumber tomorrow at 9", ["reminder.create"], {"title": "call the plumber", "dueDate": "2026-12-01T09:00:00+08:00"})
row("builtin", "明天下午三点提醒我取快递", ["reminder.create"], {"title": "取快递", "dueDate": "2026-12-01T15:00:00+08:00"})
row("builtin", "add buy stamps to my todos", ["todo.add"], {"title": "buy stamps"})
row("builtin", "show my todo list", ["todo.list"])
row("builtin", "read README.md", ["files.read"], {"path": "README.md"})
row("builtin", "find TODO in Sources", ["files.grep"], {"pattern": "TODO", "path": "Sources"})
row("builtin", "run ls -la", ["shell.run"], {"command": "ls -la"})
row("builtin", "这周有什么日程", ["calendar.list_events"])
row("builtin", "list all swift files", ["files.glob"], {"pattern": "**/*.swift"})
row("nothing", "how tall is Mount Everest", [])
row("nothing", "cancel my flight", [])
row("nothing", "帮我订个外卖", [])
row("nothing", "write me a poem about autumn", [])
row("nothing", "🧘‍♀️", [])
row("nothing", "qwertyuiop", [])
row("nothing", "打开洗碗机", [])
row("nothing", "what's the score of the game", [])
row("steps2", "set the AC to 20 and remind me to close the windows at 11pm", ["ac.set", "reminder.create"], {"temperature": 20})
row("steps2", "cancel my Hulu subscription, then add a todo to check the bank statement", ["subscription.cancel", "todo.add"], {"service": "Hulu"})
row("steps2", "冥想十五分钟，然后提醒我下午两点开会", ["meditate.start", "reminder.create"], {"minutes": 15})

write("planner_corpus_holdout11.jsonl", "planner_holdout11_skills.json", SKILLS)
