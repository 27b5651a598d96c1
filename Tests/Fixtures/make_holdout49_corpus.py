#!/usr/bin/env python3
"""Writes planner_corpus_holdout49.jsonl and planner_holdout49_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a roller disco, cable car tickets, a
hot pot queue described in Chinese alone with Chinese broth names, a dune buggy tour, a
gingerbread workshop, an aerial yoga class, a vinyl record order whose album is free text, a
dragon boat outing described in Chinese alone, a fondue dinner), written on 2026-12-08 before any
rule of the twenty-second round and scored once on the planner of 73d22f8 (only its totals were
read first): an unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a Monday).
Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("rollerdisco.session", "Roller disco", "Books a roller skating disco session at the rink.",
          {"when": {"type": "string", "format": "date-time", "description": "Session time"},
           "size": {"type": "integer", "minimum": 30, "maximum": 48, "description": "Skate size (EU)"}},
          ["when"]),
    skill("cablecar.ride", "Cable car", "Buys tickets for the cable car up the mountain.",
          {"date": {"type": "string", "format": "date", "description": "Ride day"},
           "tickets": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Tickets"}},
          ["date"]),
    skill("hotpot.queue", "火锅", "在火锅店排队取号，几个人一起吃火锅。",
          {"people": {"type": "integer", "minimum": 1, "maximum": 20, "description": "人数"},
           "broth": {"type": "string", "enum": ["麻辣", "清汤", "鸳鸯"], "description": "锅底"}},
          ["people"]),
    skill("dunebuggy.tour", "Dune buggy", "Books a dune buggy tour across the sand dunes.",
          {"when": {"type": "string", "format": "date-time", "description": "Tour time"}},
          ["when"]),
    skill("gingerbread.workshop", "Gingerbread", "Books a gingerbread house decorating workshop.",
          {"date": {"type": "string", "format": "date", "description": "Workshop day"}},
          ["date"]),
    skill("aerialyoga.class", "Aerial yoga", "Books an aerial yoga class with silk hammocks.",
          {"when": {"type": "string", "format": "date-time", "description": "Class time"}},
          ["when"]),
    skill("vinyl.order", "Vinyl records", "Orders a vinyl record from the record shop.",
          {"album": {"type": "string", "description": "Album title"}},
          ["album"]),
    skill("dragonboat.paddle", "龙舟", "报名龙舟划船体验，和队友一起划龙舟。",
          {"date": {"type": "string", "format": "date", "description": "日期"}},
          ["date"]),
    skill("fondue.dinner", "Fondue", "Reserves a cheese fondue dinner at the chalet.",
          {"when": {"type": "string", "format": "date-time", "description": "Dinner time"},
           "guests": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Guests"}},
          ["when"]),
]

row("roller", "roller disco Friday at 8pm, skate size 40", ["rollerdisco.session"], {"when": "2026-12-04T20:00:00+08:00", "size": 40})
row("roller", "go roller skating at the rink tomorrow at 7pm", ["rollerdisco.session"], {"when": "2026-12-01T19:00:00+08:00"})
row("roller", "周六晚上七点去轮滑迪斯科", ["rollerdisco.session"], {"when": "2026-12-05T19:00:00+08:00"})
row("roller", "roller disco", ["rollerdisco.session"], asks=["when"])
row("roller", "rollr disco Saturday at 9pm", ["rollerdisco.session"], {"when": "2026-12-05T21:00:00+08:00"})
row("cablecar", "cable car tickets for Sunday, 3 tickets", ["cablecar.ride"], {"date": "2026-12-06", "tickets": 3})
row("cablecar", "ride the gondola up the mountain tomorrow", ["cablecar.ride"], {"date": "2026-12-01"})
row("cablecar", "周六坐缆车上山，两张票", ["cablecar.ride"], {"date": "2026-12-05", "tickets": 2})
row("cablecar", "cable car", ["cablecar.ride"], asks=["date"])
row("cablecar", "cabel car December 12", ["cablecar.ride"], {"date": "2026-12-12"})
row("hotpot", "帮我在火锅店取个号，三个人", ["hotpot.queue"], {"people": 3})
row("hotpot", "四个人吃鸳鸯锅，排个号", ["hotpot.queue"], {"people": 4, "broth": "鸳鸯"})
row("hotpot", "火锅", ["hotpot.queue"], asks=["people"])
row("hotpot", "hotpot for 5, spicy broth", ["hotpot.queue"], {"people": 5, "broth": "麻辣"})
row("hotpot", "排队吃火锅", ["hotpot.queue"], asks=["people"])
row("buggy", "dune buggy tour Saturday at 3pm", ["dunebuggy.tour"], {"when": "2026-12-05T15:00:00+08:00"})
row("buggy", "drive across the sand dunes tomorrow at 9am", ["dunebuggy.tour"], {"when": "2026-12-01T09:00:00+08:00"})
row("buggy", "周日上午十点去沙漠开沙地车", ["dunebuggy.tour"], {"when": "2026-12-06T10:00:00+08:00"})
row("buggy", "dune buggy", ["dunebuggy.tour"], asks=["when"])
row("buggy", "dune bugy tour Friday at 4pm", ["dunebuggy.tour"], {"when": "2026-12-04T16:00:00+08:00"})
row("gingerbread", "gingerbread house workshop on Sunday", ["gingerbread.workshop"], {"date": "2026-12-06"})
row("gingerbread", "decorate a gingerbread house tomorrow", ["gingerbread.workshop"], {"date": "2026-12-01"})
row("gingerbread", "周六去做姜饼屋", ["gingerbread.workshop"], {"date": "2026-12-05"})
row("gingerbread", "gingerbread", ["gingerbread.workshop"], asks=["date"])
row("gingerbread", "gingerbred workshop December 19", ["gingerbread.workshop"], {"date": "2026-12-19"})
row("aerial", "aerial yoga Thursday at 7pm", ["aerialyoga.class"], {"when": "2026-12-03T19:00:00+08:00"})
row("aerial", "yoga in a silk hammock tomorrow at 8am", ["aerialyoga.class"], {"when": "2026-12-01T08:00:00+08:00"})
row("aerial", "周六上午十点去上空中瑜伽", ["aerialyoga.class"], {"when": "2026-12-05T10:00:00+08:00"})
row("aerial", "aerial yoga", ["aerialyoga.class"], asks=["when"])
row("aerial", "arial yoga Wednesday at 6pm", ["aerialyoga.class"], {"when": "2026-12-02T18:00:00+08:00"})
row("vinyl", "order the vinyl of Abbey Road", ["vinyl.order"], {"album": "Abbey Road"})
row("vinyl", "buy the record Kind of Blue on vinyl", ["vinyl.order"], {"album": "Kind of Blue"})
row("vinyl", "买一张黑胶唱片", ["vinyl.order"], asks=["album"])
row("vinyl", "vinyl record", ["vinyl.order"], asks=["album"])
row("vinyl", "order a vynil", ["vinyl.order"], asks=["album"])
row("dragonboat", "周日去划龙舟", ["dragonboat.paddle"], {"date": "2026-12-06"})
row("dragonboat", "12月12号报名龙舟体验", ["dragonboat.paddle"], {"date": "2026-12-12"})
row("dragonboat", "龙舟", ["dragonboat.paddle"], asks=["date"])
row("dragonboat", "dragon boat paddling on Saturday", ["dragonboat.paddle"], {"date": "2026-12-05"})
row("dragonboat", "划龙舟", ["dragonboat.paddle"], asks=["date"])
row("fondue", "cheese fondue dinner Friday at 7pm for 4", ["fondue.dinner"], {"when": "2026-12-04T19:00:00+08:00", "guests": 4})
row("fondue", "dip bread in melted cheese at the chalet tomorrow at 8pm", ["fondue.dinner"], {"when": "2026-12-01T20:00:00+08:00"})
row("fondue", "周六晚上六点去吃奶酪火锅", ["fondue.dinner"], {"when": "2026-12-05T18:00:00+08:00"})
row("fondue", "fondue", ["fondue.dinner"], asks=["when"])
row("fondue", "fondu dinner Sunday at 7pm", ["fondue.dinner"], {"when": "2026-12-06T19:00:00+08:00"})
row("builtin", "what's the time", ["time.now"])
row("builtin", "remind me to call the bank on Wednesday at 3pm", ["reminder.create"], {"title": "call the bank", "dueDate": "2026-12-02T15:00:00+08:00"})
row("builtin", "明天早上七点提醒我跑步", ["reminder.create"], {"title": "跑步", "dueDate": "2026-12-01T07:00:00+08:00"})
row("builtin", "add renew the car insurance to my todos", ["todo.add"], {"title": "renew the car insurance"})
row("builtin", "show my todos", ["todo.list"])
row("builtin", "read the first 40 lines of config.yaml", ["files.read"], {"path": "config.yaml", "limit": 40})
row("builtin", "grep for deprecated in src", ["files.grep"], {"pattern": "deprecated", "path": "src"})
row("builtin", "run make test", ["shell.run"], {"command": "make test"})
row("builtin", "list all swift files", ["files.glob"])
row("builtin", "这周五有什么日程", ["calendar.list_events"])
row("nothing", "how old is the cable car", [])
row("nothing", "what is fondue made of", [])
row("nothing", "龙舟节是哪天", [])
row("nothing", "thanks a lot", [])
row("nothing", "🚠🫕", [])
row("nothing", "asdf ghjk", [])
row("nothing", "are dune buggies street legal", [])
row("nothing", "今天好冷啊", [])
row("steps2", "aerial yoga Thursday at 7pm, then remind me to bring water on Thursday at 6pm", ["aerialyoga.class", "reminder.create"], {"when": "2026-12-03T19:00:00+08:00"})
row("steps2", "gingerbread workshop on Sunday and add a todo to buy icing sugar", ["gingerbread.workshop", "todo.add"], {"date": "2026-12-06"})
row("steps2", "周六坐缆车上山，然后提醒我周五晚上九点充电", ["cablecar.ride", "reminder.create"], {"date": "2026-12-05"})

write("planner_corpus_holdout49.jsonl", "planner_holdout49_skills.json", SKILLS)
