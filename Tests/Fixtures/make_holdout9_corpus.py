#!/usr/bin/env python3
"""Writes planner_corpus_holdout9.jsonl and planner_holdout9_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (window blinds, DNS records, daily
habits, a meter reading described in Chinese alone, joining a video meeting with a Chinese
name, a loan calculator, tides, charging an electric car, voice memos), written on 2026-12-06
BEFORE the seventh round's planner work and scored once on its first commit (only its totals
were read): the unseen measure of the sixth round's planner. The clock is 2026-11-30 10:00
+08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("blinds.set", "Blinds", "Opens or closes the window blinds to a position.",
          {"position": {"type": "integer", "minimum": 0, "maximum": 100, "description": "Percent open: 0 is closed, 100 fully open"},
           "room": {"type": "string", "enum": ["living room", "bedroom", "office"], "description": "Which room"}},
          ["position"]),
    skill("dns.lookup", "DNS lookup", "Looks up the DNS records of a domain name.",
          {"name": {"type": "string", "format": "hostname", "description": "Domain name"},
           "type": {"type": "string", "enum": ["A", "AAAA", "MX", "TXT", "CNAME"], "description": "Record type"}},
          ["name"]),
    skill("habit.check", "Habits", "Marks a daily habit as done for today and shows the streak.",
          {"habit": {"type": "string", "description": "Habit name, e.g. meditate"}},
          ["habit"]),
    skill("meter.read", "抄表", "记录家里电表或水表的读数。",
          {"meter": {"type": "string", "enum": ["电", "水"], "description": "哪一个表"},
           "reading": {"type": "number", "minimum": 0, "description": "表上的读数"}},
          ["meter", "reading"]),
    skill("video.join", "视频会议", "Joins a video meeting by its meeting ID.",
          {"meeting_id": {"type": "string", "pattern": "^[0-9]{9,11}$", "description": "Meeting ID"},
           "muted": {"type": "boolean", "description": "Join with the microphone off"}},
          ["meeting_id"]),
    skill("loan.calc", "Loan calculator", "Calculates the monthly payment of a loan or mortgage.",
          {"principal": {"type": "number", "minimum": 0, "description": "Amount borrowed"},
           "rate": {"type": "number", "minimum": 0, "maximum": 100, "description": "Annual interest rate in percent"},
           "years": {"type": "integer", "minimum": 1, "maximum": 50, "description": "Term in years"}},
          ["principal", "rate", "years"]),
    skill("tide.times", "Tides", "Shows high and low tide times at a beach or harbour.",
          {"place": {"type": "string", "description": "Beach or harbour"},
           "date": {"type": "string", "format": "date", "description": "Day"}},
          ["place"]),
    skill("ev.charge", "EV charging", "Starts charging the electric car up to a target level.",
          {"target": {"type": "integer", "minimum": 50, "maximum": 100, "description": "Charge limit in percent"}},
          []),
    skill("memo.record", "Voice memo", "Records a voice memo with a title.",
          {"title": {"type": "string", "description": "Memo title"}},
          []),
]

row("blinds", "open the blinds halfway", ["blinds.set"], {"position": 50})
row("blinds", "close the bedroom blinds", ["blinds.set"], {"room": "bedroom"})
row("blinds", "把客厅的百叶窗开到 70%", ["blinds.set"], {"room": "living room", "position": 70})
row("blinds", "set the office blinds to 30 percent", ["blinds.set"], {"room": "office", "position": 30})
row("blinds", "blinds", ["blinds.set"], asks=["position"])
row("dns", "look up the MX records for example.com", ["dns.lookup"], {"name": "example.com", "type": "MX"})
row("dns", "what IP does github.com resolve to", ["dns.lookup"], {"name": "github.com"})
row("dns", "查一下 baidu.com 的 DNS", ["dns.lookup"], {"name": "baidu.com"})
row("dns", "dig TXT records of mail.example.org", ["dns.lookup"], {"name": "mail.example.org", "type": "TXT"})
row("dns", "dns lookup", ["dns.lookup"], asks=["name"])
row("habit", "mark meditate as done", ["habit.check"], {"habit": "meditate"})
row("habit", "I did my push-ups today", ["habit.check"], {"habit": "push-ups"})
row("habit", "今天背单词打卡", ["habit.check"], {"habit": "背单词"})
row("habit", "check off reading for today", ["habit.check"], {"habit": "reading"})
row("habit", "what's my streak", ["habit.check"], asks=["habit"])
row("meter", "电表读数 3521", ["meter.read"], {"meter": "电", "reading": 3521})
row("meter", "水表今天是 128.5", ["meter.read"], {"meter": "水", "reading": 128.5})
row("meter", "log the electricity meter: 4410", ["meter.read"], {"meter": "电", "reading": 4410})
row("meter", "抄一下水表", ["meter.read"], {"meter": "水"}, asks=["reading"])
row("meter", "记录电表", ["meter.read"], {"meter": "电"}, asks=["reading"])
row("video", "join meeting 123456789", ["video.join"], {"meeting_id": "123456789"})
row("video", "加入视频会议 9876543210，静音", ["video.join"], {"meeting_id": "9876543210", "muted": True})
row("video", "hop on the video call 55512345678 with my mic off", ["video.join"], {"meeting_id": "55512345678", "muted": True})
row("video", "join a video meeting", ["video.join"], asks=["meeting_id"])
row("video", "帮我 join 一下会议", ["video.join"], asks=["meeting_id"])
row("loan", "monthly payment on a 300000 loan at 4.5% for 30 years", ["loan.calc"], {"principal": 300000, "rate": 4.5, "years": 30})
row("loan", "贷款 80000，年利率 3.1%，10 年，每月还多少", ["loan.calc"], {"principal": 80000, "rate": 3.1, "years": 10})
row("loan", "how much would I pay monthly borrowing $20,000 over 5 years at 7 percent", ["loan.calc"], {"principal": 20000, "years": 5, "rate": 7})
row("loan", "mortgage calculator", ["loan.calc"], asks=["principal", "rate", "years"])
row("loan", "car loan of 15000 for 4 years", ["loan.calc"], {"principal": 15000, "years": 4}, asks=["rate"])
row("tide", "when is high tide at Half Moon Bay tomorrow", ["tide.times"], {"place": "Half Moon Bay", "date": "2026-12-01"})
row("tide", "tide times for Brighton", ["tide.times"], {"place": "Brighton"})
row("tide", "青岛明天的潮汐", ["tide.times"], {"place": "青岛", "date": "2026-12-01"})
row("tide", "low tide today?", ["tide.times"], asks=["place"])
row("tide", "is it low tide at Ocean Beach right now", ["tide.times"], {"place": "Ocean Beach"})
row("ev", "chrage the car to 80%", ["ev.charge"], {"target": 80})
row("ev", "给车充电，充到 90", ["ev.charge"], {"target": 90})
row("ev", "start charging", ["ev.charge"])
row("ev", "plug in the EV and charge it", ["ev.charge"])
row("ev", "set the charge limit to 60 percent", ["ev.charge"], {"target": 60})
row("memo", "record a voice memo called grocery ideas", ["memo.record"], {"title": "grocery ideas"})
row("memo", "录一段语音备忘，标题叫会议纪要", ["memo.record"], {"title": "会议纪要"})
row("memo", "start a voice recording", ["memo.record"])
row("memo", "take a voice note", ["memo.record"])
row("memo", "record memo 'song idea'", ["memo.record"], {"title": "song idea"})
row("builtin", "what's the time", ["time.now"])
row("builtin", "remind me to pay rent on Friday at 9am", ["reminder.create"], {"title": "pay rent", "dueDate": "2026-12-04T09:00:00+08:00"})
row("builtin", "明天下午三点提醒我取快递", ["reminder.create"], {"title": "取快递", "dueDate": "2026-12-01T15:00:00+08:00"})
row("builtin", "add buy milk to my todos", ["todo.add"], {"title": "buy milk"})
row("builtin", "show my todo list", ["todo.list"])
row("builtin", "read README.md", ["files.read"], {"path": "README.md"})
row("builtin", "find TODO in src", ["files.grep"], {"pattern": "TODO", "path": "src"})
row("builtin", "run ls -la", ["shell.run"], {"command": "ls -la"})
row("builtin", "今天有什么会", ["calendar.list_events"])
row("builtin", "find all json files", ["files.glob"], {"pattern": "**/*.json"})
row("nothing", "who won the world cup in 2018", [])
row("nothing", "order a pizza", [])
row("nothing", "帮我订一张电影票", [])
row("nothing", "sing me a song", [])
row("nothing", "🌊🌊🌊", [])
row("nothing", "asdfgh", [])
row("nothing", "翻译这句话", [])
row("nothing", "turn on the dishwasher", [])
row("steps", "close the blinds and then remind me to water the plants at 6pm", ["blinds.set", "reminder.create"])
row("steps", "check the DNS for example.net, then add a todo to renew the domain", ["dns.lookup", "todo.add"], {"name": "example.net"})
row("steps", "电表读数 2100，然后提醒我下周交电费", ["meter.read", "reminder.create"], {"meter": "电", "reading": 2100})

write("planner_corpus_holdout9.jsonl", "planner_holdout9_skills.json", SKILLS)
