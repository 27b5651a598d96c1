#!/usr/bin/env python3
"""Writes planner_corpus_holdout10.jsonl and planner_holdout10_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a flashlight with a Chinese name,
returning an order, gym classes, white noise, IT tickets, a mood log described in Chinese alone,
a step counter, text messages, an oven with a Chinese name), written on 2026-12-06 AFTER the
seventh round's planner work and scored once after it (only its totals were read): the unseen
measure of that round. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in
make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("flashlight.toggle", "手电筒", "Turns the phone's flashlight on or off.",
          {"state": {"type": "string", "enum": ["on", "off"], "description": "On or off"}},
          ["state"]),
    skill("order.return", "Returns", "Starts a return for an online order and prints the label.",
          {"order": {"type": "string", "pattern": "^[0-9]{3}-[0-9]{7}$", "description": "Order number"},
           "reason": {"type": "string", "enum": ["damaged", "wrong item", "no longer needed"], "description": "Why"}},
          ["order"]),
    skill("gym.book", "Gym classes", "Books a place in a gym class.",
          {"class": {"type": "string", "description": "Class name, e.g. yoga"},
           "when": {"type": "string", "format": "date-time", "description": "Start"}},
          ["class", "when"]),
    skill("noise.play", "White noise", "Plays a soothing background sound to sleep or focus.",
          {"sound": {"type": "string", "enum": ["rain", "ocean", "fan", "forest"], "description": "Which sound"},
           "minutes": {"type": "integer", "minimum": 5, "maximum": 480, "description": "How long"}},
          []),
    skill("ticket.open", "IT support", "Opens a ticket with the IT help desk.",
          {"title": {"type": "string", "description": "What is wrong"},
           "priority": {"type": "string", "enum": ["low", "normal", "urgent"], "description": "How urgent"}},
          ["title"]),
    skill("mood.log", "心情", "记录今天的心情和一句备注。",
          {"mood": {"type": "string", "enum": ["开心", "平静", "难过", "生气"], "description": "心情"},
           "note": {"type": "string", "description": "备注"}},
          ["mood"]),
    skill("steps.count", "Steps", "Shows how many steps I walked on a day.",
          {"date": {"type": "string", "format": "date", "description": "Which day"}},
          []),
    skill("sms.send", "Text message", "Sends a text message to a phone number.",
          {"to": {"type": "string", "pattern": "^\\+?[0-9][0-9 -]{6,14}[0-9]$", "description": "Phone number"},
           "message": {"type": "string", "description": "Message"}},
          ["to", "message"]),
    skill("oven.preheat", "烤箱", "Preheats the oven to a temperature.",
          {"temperature": {"type": "integer", "minimum": 50, "maximum": 300, "description": "Degrees Celsius"},
           "mode": {"type": "string", "enum": ["bake", "grill", "fan"], "description": "Heating mode"}},
          ["temperature"]),
]

row("flashlight", "turn on the flashlight", ["flashlight.toggle"], {"state": "on"})
row("flashlight", "打开手电筒", ["flashlight.toggle"], {"state": "on"})
row("flashlight", "torch off", ["flashlight.toggle"], {"state": "off"})
row("flashlight", "关掉手电", ["flashlight.toggle"], {"state": "off"})
row("flashlight", "flashlight", ["flashlight.toggle"], asks=["state"])
row("return", "return order 112-4455667, it arrived damaged", ["order.return"], {"order": "112-4455667", "reason": "damaged"})
row("return", "I want to send back order 305-1122334", ["order.return"], {"order": "305-1122334"})
row("return", "退货，订单号 220-9988776，发错货了", ["order.return"], {"order": "220-9988776"})
row("return", "start a return", ["order.return"], asks=["order"])
row("return", "return the wrong item from order 118-0000001", ["order.return"], {"order": "118-0000001", "reason": "wrong item"})
row("gym", "book yoga tomorrow at 6pm", ["gym.book"], {"class": "yoga", "when": "2026-12-01T18:00:00+08:00"})
row("gym", "sign me up for spinning on Friday at 7am", ["gym.book"], {"class": "spinning", "when": "2026-12-04T07:00:00+08:00"})
row("gym", "约一节周三晚上八点的普拉提", ["gym.book"], {"class": "普拉提", "when": "2026-12-02T20:00:00+08:00"})
row("gym", "book a gym class", ["gym.book"], asks=["class", "when"])
row("gym", "reserve pilates", ["gym.book"], {"class": "pilates"}, asks=["when"])
row("noise", "play rain sounds for 30 minutes", ["noise.play"], {"sound": "rain", "minutes": 30})
row("noise", "放一下海浪的声音", ["noise.play"], {"sound": "ocean"})
row("noise", "I can't sleep, put on some white noise", ["noise.play"])
row("noise", "fan noise for an hour", ["noise.play"], {"sound": "fan", "minutes": 60})
row("noise", "play forest sounds", ["noise.play"], {"sound": "forest"})
row("ticket", "open a ticket: my laptop won't boot", ["ticket.open"], {"title": "my laptop won't boot"})
row("ticket", "urgent IT ticket, the VPN is down", ["ticket.open"], {"priority": "urgent", "title": "the VPN is down"})
row("ticket", "给 IT 提个工单：打印机卡纸了", ["ticket.open"], {"title": "打印机卡纸了"})
row("ticket", "report a problem to the help desk", ["ticket.open"], asks=["title"])
row("ticket", "low priority ticket: replace my mouse", ["ticket.open"], {"priority": "low", "title": "replace my mouse"})
row("mood", "今天很开心", ["mood.log"], {"mood": "开心"})
row("mood", "有点难过，记一下心情", ["mood.log"], {"mood": "难过"})
row("mood", "log my mood: calm", ["mood.log"], {"mood": "平静"})
row("mood", "记录心情", ["mood.log"], asks=["mood"])
row("mood", "I'm angry today, note it in my mood log", ["mood.log"], {"mood": "生气"})
row("steps", "how many steps did I walk yesterday", ["steps.count"], {"date": "2026-11-29"})
row("steps", "今天走了多少步", ["steps.count"], {"date": "2026-11-30"})
row("steps", "step count", ["steps.count"])
row("steps", "did I hit 10000 steps today?", ["steps.count"], {"date": "2026-11-30"})
row("steps", "steps last Saturday", ["steps.count"], {"date": "2026-11-28"})
row("sms", "text 555-0199 running late", ["sms.send"], {"to": "555-0199", "message": "running late"})
row("sms", "发短信给 13800138000：我到了", ["sms.send"], {"to": "13800138000", "message": "我到了"})
row("sms", "send an SMS to +1 415 555 2671 saying the door code is 4412", ["sms.send"], {"to": "+1 415 555 2671", "message": "the door code is 4412"})
row("sms", "send a text", ["sms.send"], asks=["to", "message"])
row("sms", "text mom that I'm on my way", ["sms.send"], {"message": "I'm on my way"}, asks=["to"])
row("oven", "preheat the oven to 200", ["oven.preheat"], {"temperature": 200})
row("oven", "烤箱预热到 180 度", ["oven.preheat"], {"temperature": 180})
row("oven", "oven on, 220 degrees, fan mode", ["oven.preheat"], {"temperature": 220, "mode": "fan"})
row("oven", "heat up the oven", ["oven.preheat"], asks=["temperature"])
row("oven", "grill at 250", ["oven.preheat"], {"temperature": 250, "mode": "grill"})
row("builtin", "what's today's date", ["time.now"])
row("builtin", "remind me to take out the bins tonight at 8", ["reminder.create"], {"title": "take out the bins", "dueDate": "2026-11-30T20:00:00+08:00"})
row("builtin", "后天上午十点提醒我交房租", ["reminder.create"], {"title": "交房租", "dueDate": "2026-12-02T10:00:00+08:00"})
row("builtin", "add 'call the bank' to my todo list", ["todo.add"], {"title": "call the bank"})
row("builtin", "我还有哪些待办", ["todo.list"])
row("builtin", "open Package.swift", ["files.read"], {"path": "Package.swift"})
row("builtin", "search for 'deprecated' in Sources", ["files.grep"], {"pattern": "deprecated", "path": "Sources"})
row("builtin", "run git status", ["shell.run"], {"command": "git status"})
row("builtin", "what's on my calendar tomorrow", ["calendar.list_events"])
row("builtin", "list all markdown files", ["files.glob"], {"pattern": "**/*.md"})
row("nothing", "what's the population of Canada", [])
row("nothing", "book me a massage", [])
row("nothing", "帮我查一下火车票", [])
row("nothing", "tell me a riddle", [])
row("nothing", "🔦🔦", [])
row("nothing", "zxcvbnm", [])
row("nothing", "给我唱首歌", [])
row("nothing", "start the washing machine", [])
row("steps2", "preheat the oven to 180 and remind me to take the cake out at 3pm", ["oven.preheat", "reminder.create"], {"temperature": 180})
row("steps2", "turn on the flashlight, then add a todo to buy batteries", ["flashlight.toggle", "todo.add"], {"state": "on"})
row("steps2", "记录心情开心，然后提醒我明天早上跑步", ["mood.log", "reminder.create"], {"mood": "开心"})

write("planner_corpus_holdout10.jsonl", "planner_holdout10_skills.json", SKILLS)
