#!/usr/bin/env python3
"""Writes planner_corpus_holdout4.jsonl and planner_holdout4_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (QR codes, meeting rooms, a VPN,
a fuel log, lyrics, screenshots, the battery, restaurant tables, a garden's sprinklers), written
on 2026-12-05 before any of that session's planner work and scored once before it (only its
totals were read). vpn.connect and lyrics.find are described in Chinese alone and asked for in
English too; restaurant.book has a Chinese name. The clock is 2026-11-30 10:00 +08:00. Rows as
in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("qr.create", "QR code", "Makes a QR code image from a piece of text or a link.",
          {"text": {"type": "string", "minLength": 1, "description": "What the code holds"},
           "size": {"type": "integer", "minimum": 64, "maximum": 2048, "description": "Image size in pixels"}},
          ["text"]),
    skill("meeting.book", "Meeting rooms", "Books a meeting room in the office for a start time and a length.",
          {"room": {"type": "string", "enum": ["Everest", "Kilimanjaro", "Fuji", "Alps"], "description": "Which room"},
           "start": {"type": "string", "format": "date-time", "description": "When the booking starts"},
           "minutes": {"type": "integer", "minimum": 15, "maximum": 480, "description": "How long, in minutes"}},
          ["start"]),
    skill("vpn.connect", "VPN", "连接 VPN，可以选择服务器所在的国家或地区。",
          {"country": {"type": "string", "description": "服务器所在国家或地区"}},
          []),
    skill("fuel.log", "Fuel log", "Records a fill-up of the car: litres, price paid and the odometer reading.",
          {"liters": {"type": "number", "minimum": 0, "maximum": 500, "description": "Litres of fuel"},
           "cost": {"type": "number", "minimum": 0, "description": "Price paid"},
           "odometer": {"type": "integer", "minimum": 0, "description": "Odometer reading in km"}},
          ["liters"]),
    skill("lyrics.find", "歌词", "查找一首歌的歌词。",
          {"song": {"type": "string", "description": "歌名"},
           "artist": {"type": "string", "description": "歌手"}},
          ["song"]),
    skill("screenshot.take", "Screenshot", "Takes a screenshot of the whole screen, the active window or a selection, optionally after a delay.",
          {"area": {"type": "string", "enum": ["screen", "window", "selection"], "description": "What to capture"},
           "delay": {"type": "integer", "minimum": 0, "maximum": 60, "description": "Seconds to wait first"}},
          []),
    skill("battery.status", "Battery", "Tells how much battery charge is left and whether it is charging.",
          {}, []),
    skill("restaurant.book", "订餐厅", "Reserves a table at a restaurant for a number of people at a time.",
          {"restaurant": {"type": "string", "description": "The restaurant"},
           "people": {"type": "integer", "minimum": 1, "maximum": 20, "description": "How many people"},
           "time": {"type": "string", "format": "date-time", "description": "When"}},
          ["restaurant"]),
    skill("garden.water", "Sprinklers", "Turns on the garden sprinklers in one zone for some minutes.",
          {"zone": {"type": "string", "enum": ["front lawn", "back lawn", "vegetables"], "description": "Which zone"},
           "minutes": {"type": "integer", "minimum": 1, "maximum": 120, "description": "How long"}},
          ["zone"]),
]

row("qr", "make a QR code for https://example.com/menu", ["qr.create"], {"text": "https://example.com/menu"})
row("qr", "生成一个二维码，内容是 https://weixin.qq.com", ["qr.create"], {"text": "https://weixin.qq.com"})
row("qr", "qr code saying 'hello world' at 512 pixels", ["qr.create"], {"text": "hello world", "size": 512})
row("qr", "make a qr code", ["qr.create"], asks=["text"])
row("qr", "给我做个二维码", ["qr.create"], asks=["text"])
row("qr", "turn this link into a QR: https://pay.example.org/x9", ["qr.create"], {"text": "https://pay.example.org/x9"})
row("meeting", "book the Everest room tomorrow at 2pm for 45 minutes", ["meeting.book"], {"room": "Everest", "start": "2026-12-01T14:00:00+08:00", "minutes": 45})
row("meeting", "reserve a meeting room at 3pm", ["meeting.book"], {"start": "2026-11-30T15:00:00+08:00"})
row("meeting", "明天上午十点订 Fuji 会议室，一个小时", ["meeting.book"], {"room": "Fuji", "start": "2026-12-01T10:00:00+08:00", "minutes": 60})
row("meeting", "订个会议室", ["meeting.book"], asks=["start"])
row("meeting", "I need a room for a meeting", ["meeting.book"], asks=["start"])
row("meeting", "grab Alps for 30 min at 4pm", ["meeting.book"], {"room": "Alps", "start": "2026-11-30T16:00:00+08:00", "minutes": 30})
row("vpn", "connect to the VPN", ["vpn.connect"])
row("vpn", "连上日本的VPN", ["vpn.connect"], {"country": "日本"})
row("vpn", "turn on vpn via Germany", ["vpn.connect"], {"country": "Germany"})
row("vpn", "开一下梯子", ["vpn.connect"])
row("vpn", "use a VPN server in the US", ["vpn.connect"], {"country": "US"})
row("vpn", "翻墙", ["vpn.connect"])
row("fuel", "filled up 42 litres for 310 yuan", ["fuel.log"], {"liters": 42, "cost": 310})
row("fuel", "加了 35 升油，花了 280，里程 45120", ["fuel.log"], {"liters": 35, "cost": 280, "odometer": 45120})
row("fuel", "log fuel: 50 L", ["fuel.log"], {"liters": 50})
row("fuel", "记一下加油", ["fuel.log"], asks=["liters"])
row("fuel", "I just got gas", ["fuel.log"], asks=["liters"])
row("fuel", "refuelled 38.5 liters, odometer at 88000 km", ["fuel.log"], {"liters": 38.5, "odometer": 88000})
row("lyrics", "lyrics of Bohemian Rhapsody", ["lyrics.find"], {"song": "Bohemian Rhapsody"})
row("lyrics", "周杰伦《晴天》的歌词", ["lyrics.find"], {"song": "晴天", "artist": "周杰伦"})
row("lyrics", "what are the words to 'Yesterday' by the Beatles", ["lyrics.find"], {"song": "Yesterday", "artist": "the Beatles"})
row("lyrics", "查歌词", ["lyrics.find"], asks=["song"])
row("lyrics", "find me some song lyrics", ["lyrics.find"], asks=["song"])
row("lyrics", "《后来》歌词是什么", ["lyrics.find"], {"song": "后来"})
row("screenshot", "take a screenshot", ["screenshot.take"])
row("screenshot", "截个图", ["screenshot.take"])
row("screenshot", "screenshot the active window in 5 seconds", ["screenshot.take"], {"area": "window", "delay": 5})
row("screenshot", "截一下选中的区域", ["screenshot.take"], {"area": "selection"})
row("screenshot", "capture my whole screen", ["screenshot.take"], {"area": "screen"})
row("screenshot", "screen shot pls", ["screenshot.take"])
row("battery", "how much battery do I have left", ["battery.status"])
row("battery", "电量还剩多少", ["battery.status"])
row("battery", "is my laptop charging?", ["battery.status"])
row("battery", "battery", ["battery.status"])
row("battery", "还有多少电", ["battery.status"])
row("restaurant", "book a table for 4 at Nobu tomorrow at 7pm", ["restaurant.book"], {"restaurant": "Nobu", "people": 4, "time": "2026-12-01T19:00:00+08:00"})
row("restaurant", "帮我订海底捞，今晚六点，三个人", ["restaurant.book"], {"restaurant": "海底捞", "people": 3, "time": "2026-11-30T18:00:00+08:00"})
row("restaurant", "reserve a restaurant", ["restaurant.book"], asks=["restaurant"])
row("restaurant", "订个餐厅，两个人", ["restaurant.book"], {"people": 2}, asks=["restaurant"])
row("restaurant", "table for two at Chez Panisse", ["restaurant.book"], {"restaurant": "Chez Panisse", "people": 2})
row("restaurant", "resevre a table at Dishoom for 6 people", ["restaurant.book"], {"restaurant": "Dishoom", "people": 6})
row("garden", "water the front lawn for 20 minutes", ["garden.water"], {"zone": "front lawn", "minutes": 20})
row("garden", "给菜地浇水十分钟", ["garden.water"], {"zone": "vegetables", "minutes": 10})
row("garden", "turn on the sprinklers", ["garden.water"], asks=["zone"])
row("garden", "run the back lawn sprinkler", ["garden.water"], {"zone": "back lawn"})
row("garden", "浇花", ["garden.water"], asks=["zone"])
row("garden", "the vegetables need water, 15 min", ["garden.water"], {"zone": "vegetables", "minutes": 15})
row("builtin", "what time is it now", ["time.now"])
row("builtin", "现在几点钟", ["time.now"])
row("builtin", "remind me to call mom at 8pm", ["reminder.create"], {"title": "call mom", "dueDate": "2026-11-30T20:00:00+08:00"})
row("builtin", "明天早上八点提醒我交报告", ["reminder.create"], {"title": "交报告", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "add todo: renew passport", ["todo.add"], {"title": "renew passport"})
row("builtin", "show my todo list", ["todo.list"])
row("builtin", "read the first 5 lines of README.md", ["files.read"], {"path": "README.md", "limit": 5})
row("builtin", "在 Sources 里搜索 TODO", ["files.grep"], {"pattern": "TODO", "path": "Sources"})
row("builtin", "find all .json files", ["files.glob"])
row("builtin", "run ls -la", ["shell.run"], {"command": "ls -la"})
row("builtin", "运行命令", ["shell.run"], asks=["command"])
row("builtin", "我明天有什么安排", ["calendar.list_events"])
row("builtin", "what reminders do I have", ["reminder.list"])
row("nothing", "order a pizza", [])
row("nothing", "what's the capital of Peru", [])
row("nothing", "给我讲个笑话", [])
row("nothing", "send 50 dollars to Alice", [])
row("nothing", "book a flight to Tokyo", [])
row("nothing", "🔋🔋🔋", [])
row("nothing", "qwertyuiop", [])
row("nothing", "帮我写一篇作文", [])
row("steps", "take a screenshot and then make a todo to send it to Tom", ["screenshot.take", "todo.add"])
row("steps", "连上美国的VPN，然后查一下电量", ["vpn.connect", "battery.status"], {"country": "美国"})
row("steps", "water the back lawn for 10 minutes and remind me to turn it off at 6pm", ["garden.water", "reminder.create"], {"zone": "back lawn", "minutes": 10})

write("planner_corpus_holdout4.jsonl", "planner_holdout4_skills.json", SKILLS)
