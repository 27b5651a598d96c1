#!/usr/bin/env python3
"""Writes planner_corpus_holdout8.jsonl and planner_holdout8_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (bike share, invoices, TLS
certificates, sorting rubbish, a baby log, a car lock, polls, compressing folders, flight
check-in), written on 2026-12-06 AFTER the sixth round's planner work and scored once after it
(only its totals were read): the unseen measure of that round. trash.sort is described in
Chinese alone and asked for in English too; flight.checkin has a Chinese name. The clock is
2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("bike.rent", "Bike share", "Unlocks a shared bike at a docking station.",
          {"station": {"type": "string", "description": "Docking station name"},
           "kind": {"type": "string", "enum": ["regular", "electric"], "description": "Which kind of bike"}},
          ["station"]),
    skill("invoice.create", "Invoice", "Creates an invoice for a client, with the amount and a due date.",
          {"client": {"type": "string", "description": "Who is billed"},
           "amount": {"type": "number", "minimum": 0, "description": "Amount in dollars"},
           "due": {"type": "string", "format": "date", "description": "Due date"}},
          ["client", "amount"]),
    skill("cert.check", "Certificate check", "Checks when a website's TLS certificate expires.",
          {"domain": {"type": "string", "format": "hostname", "description": "The website's domain"}},
          ["domain"]),
    skill("trash.sort", "垃圾分类", "查询一种垃圾属于哪一类。",
          {"item": {"type": "string", "description": "要扔的东西"}},
          ["item"]),
    skill("baby.feed", "Baby log", "Logs a baby's feeding: breast side or bottle, and how much.",
          {"side": {"type": "string", "enum": ["left", "right", "bottle"], "description": "Left or right breast, or a bottle"},
           "ml": {"type": "number", "minimum": 0, "maximum": 500, "description": "Milliliters, for a bottle"}},
          ["side"]),
    skill("car.lock", "Car", "Locks or unlocks my car remotely.",
          {"action": {"type": "string", "enum": ["lock", "unlock"], "description": "Lock or unlock"}},
          ["action"]),
    skill("poll.create", "Poll", "Creates a poll in the team chat with a question and its options.",
          {"question": {"type": "string", "description": "The question"},
           "options": {"type": "string", "description": "The choices, comma separated"}},
          ["question"]),
    skill("folder.compress", "Compress", "Compresses a folder into an archive.",
          {"path": {"type": "string", "format": "path", "description": "Folder to compress"},
           "format": {"type": "string", "enum": ["zip", "tar.gz"], "description": "Archive format"}},
          ["path"]),
    skill("flight.checkin", "值机", "Checks in for a flight with the booking code, choosing a seat.",
          {"code": {"type": "string", "pattern": "^[A-Z0-9]{6}$", "description": "Booking code"},
           "seat": {"type": "string", "enum": ["window", "aisle"], "description": "Seat preference"}},
          ["code"]),
]

row("bike", "unlock a bike at Central Park station", ["bike.rent"], {"station": "Central Park"})
row("bike", "rent an electric bike", ["bike.rent"], {"kind": "electric"}, asks=["station"])
row("bike", "扫码骑一辆共享单车", ["bike.rent"], asks=["station"])
row("bike", "I need a bike from the Union Square dock", ["bike.rent"], {"station": "Union Square"})
row("bike", "get me an e-bike", ["bike.rent"], asks=["station"])
row("invoice", "invoice Acme for 1200 dollars due December 15", ["invoice.create"], {"client": "Acme", "amount": 1200, "due": "2026-12-15"})
row("invoice", "给 Globex 开一张 500 美元的发票", ["invoice.create"], {"client": "Globex", "amount": 500})
row("invoice", "create an invoice", ["invoice.create"], asks=["client", "amount"])
row("invoice", "bill Initech $75", ["invoice.create"], {"client": "Initech", "amount": 75})
row("invoice", "new invoice for Umbrella Corp, 3000, due 2027-01-31", ["invoice.create"], {"client": "Umbrella Corp", "amount": 3000, "due": "2027-01-31"})
row("cert", "when does the certificate for example.com expire", ["cert.check"], {"domain": "example.com"})
row("cert", "check the SSL cert of api.github.com", ["cert.check"], {"domain": "api.github.com"})
row("cert", "查一下 shop.example.cn 的证书什么时候过期", ["cert.check"], {"domain": "shop.example.cn"})
row("cert", "is my TLS certificate about to expire?", ["cert.check"], asks=["domain"])
row("cert", "certificate expiry", ["cert.check"], asks=["domain"])
row("trash", "电池是什么垃圾", ["trash.sort"], {"item": "电池"})
row("trash", "奶茶杯属于哪一类垃圾", ["trash.sort"], {"item": "奶茶杯"})
row("trash", "which bin does a pizza box go in", ["trash.sort"])
row("trash", "垃圾分类", ["trash.sort"], asks=["item"])
row("trash", "how do I sort my garbage", ["trash.sort"], asks=["item"])
row("baby", "baby drank 120 ml from a bottle", ["baby.feed"], {"side": "bottle", "ml": 120})
row("baby", "fed the baby on the left side", ["baby.feed"], {"side": "left"})
row("baby", "宝宝喝了 90 毫升奶粉", ["baby.feed"], {"ml": 90})
row("baby", "log a feeding", ["baby.feed"], asks=["side"])
row("baby", "right breast, 15 minutes", ["baby.feed"], {"side": "right"})
row("car", "lock my car", ["car.lock"], {"action": "lock"})
row("car", "unlock the car", ["car.lock"], {"action": "unlock"})
row("car", "把车锁上", ["car.lock"], {"action": "lock"})
row("car", "did I lock the car?", ["car.lock"])
row("car", "车门开一下", ["car.lock"], {"action": "unlock"})
row("poll", "make a poll: where should we eat? options: pizza, sushi, tacos", ["poll.create"], {"question": "where should we eat?", "options": "pizza, sushi, tacos"})
row("poll", "create a poll asking 'Friday or Saturday?'", ["poll.create"], {"question": "Friday or Saturday?"})
row("poll", "发起一个投票：周五聚餐去哪", ["poll.create"], {"question": "周五聚餐去哪"})
row("poll", "start a poll", ["poll.create"], asks=["question"])
row("poll", "let the team vote", ["poll.create"], asks=["question"])
row("compress", "zip the photos folder", ["folder.compress"], {"format": "zip"}, asks=["path"])
row("compress", "compress ~/Documents/reports as tar.gz", ["folder.compress"], {"path": "~/Documents/reports", "format": "tar.gz"})
row("compress", "把 logs/ 压缩一下", ["folder.compress"], {"path": "logs/"})
row("compress", "make an archive of ./build", ["folder.compress"], {"path": "./build"})
row("compress", "compress a folder", ["folder.compress"], asks=["path"])
row("checkin", "check in for my flight, booking code K7Q2ZP", ["flight.checkin"], {"code": "K7Q2ZP"})
row("checkin", "值机，订座号 ABC123，要靠窗", ["flight.checkin"], {"code": "ABC123", "seat": "window"})
row("checkin", "online check-in please", ["flight.checkin"], asks=["code"])
row("checkin", "aisle seat for booking XY99ZZ", ["flight.checkin"], {"code": "XY99ZZ", "seat": "aisle"})
row("checkin", "帮我在线值机", ["flight.checkin"], asks=["code"])
row("builtin", "what day is it", ["time.now"])
row("builtin", "remind me to call the plumber tomorrow at 10am", ["reminder.create"], {"title": "call the plumber", "dueDate": "2026-12-01T10:00:00+08:00"})
row("builtin", "下周一早上九点提醒我交周报", ["reminder.create"], {"title": "交周报", "dueDate": "2026-12-07T09:00:00+08:00"})
row("builtin", "add a todo: renew passport", ["todo.add"], {"title": "renew passport"})
row("builtin", "what's left on my todo list", ["todo.list"])
row("builtin", "show me Package.swift", ["files.read"], {"path": "Package.swift"})
row("builtin", "grep for FIXME in Sources", ["files.grep"], {"pattern": "FIXME", "path": "Sources"})
row("builtin", "execute npm test", ["shell.run"], {"command": "npm test"})
row("builtin", "what meetings do I have on Wednesday", ["calendar.list_events"])
row("builtin", "列出所有 py 文件", ["files.glob"], {"pattern": "**/*.py"})
row("nothing", "what's the capital of Australia", [])
row("nothing", "play some jazz", [])
row("nothing", "帮我叫个外卖", [])
row("nothing", "how old is the universe", [])
row("nothing", "🚲🚲", [])
row("nothing", "qwertyuiop", [])
row("nothing", "给我讲个故事", [])
row("nothing", "turn off the TV", [])
row("steps", "lock the car and then remind me to charge it at 9pm", ["car.lock", "reminder.create"], {"action": "lock"})
row("steps", "check the certificate for example.org, then add a todo to renew it", ["cert.check", "todo.add"], {"domain": "example.org"})
row("steps", "把车锁上，然后提醒我明天早上八点挪车", ["car.lock", "reminder.create"], {"action": "lock"})

write("planner_corpus_holdout8.jsonl", "planner_holdout8_skills.json", SKILLS)
