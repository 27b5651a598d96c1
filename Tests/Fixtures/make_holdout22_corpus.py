#!/usr/bin/env python3
"""Writes planner_corpus_holdout22.jsonl and planner_holdout22_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a photographer with kinds of
shoot, bowling lanes, ice skates by shoe size, a vaccination, a desktop wallpaper from a file,
the clipboard, sunrise times, a bank transfer with a note, a hot desk described in Chinese
alone), written on 2026-12-06 AFTER the thirteenth round's planner work and scored once after
it (only its totals were read): the unseen measure of that round. The clock is 2026-11-30
10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("photo.shoot", "Photographer", "Books a photographer for a photo shoot.",
          {"kind": {"type": "string", "enum": ["portrait", "wedding", "family", "product"], "description": "Kind of shoot"},
           "when": {"type": "string", "format": "date-time", "description": "Shoot time"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 12, "description": "Hours"}},
          ["when"]),
    skill("bowling.book", "Bowling", "Reserves a bowling lane.",
          {"lanes": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Number of lanes"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"}},
          ["when"]),
    skill("skates.rent", "Skate rental", "Rents ice skates at the rink.",
          {"size": {"type": "number", "minimum": 25, "maximum": 50, "description": "Shoe size (EU)"},
           "pairs": {"type": "integer", "minimum": 1, "maximum": 8, "description": "How many pairs"}},
          ["size"]),
    skill("vaccine.book", "Vaccinations", "Books a vaccination appointment.",
          {"vaccine": {"type": "string", "enum": ["flu", "covid", "tetanus", "hepatitis b"], "description": "Vaccine"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["vaccine", "when"]),
    skill("wallpaper.set", "Wallpaper", "Sets the desktop wallpaper from an image file.",
          {"image": {"type": "string", "format": "path", "description": "Image file"},
           "fit": {"type": "string", "enum": ["fill", "fit", "center", "tile"], "description": "How it fits the screen"}},
          ["image"]),
    skill("clipboard.copy", "Clipboard", "Copies text to the clipboard.",
          {"text": {"type": "string", "description": "Text to copy"}},
          ["text"]),
    skill("sunrise.times", "Sunrise", "Tells the sunrise and sunset times for a city.",
          {"city": {"type": "string", "description": "City"},
           "date": {"type": "string", "format": "date", "description": "Day"}},
          ["city"]),
    skill("bank.transfer", "Transfers", "Transfers money to someone's bank account.",
          {"recipient": {"type": "string", "description": "Who gets the money"},
           "amount": {"type": "number", "minimum": 0.01, "maximum": 100000, "description": "Amount"},
           "note": {"type": "string", "description": "Transfer reference"}},
          ["recipient", "amount"]),
    skill("desk.book", "工位", "预订办公室的共享工位。",
          {"floor": {"type": "integer", "minimum": 1, "maximum": 40, "description": "楼层"},
           "date": {"type": "string", "format": "date", "description": "日期"}},
          ["date"]),
]

row("photo", "book a photographer for a family shoot on Sunday at 10am", ["photo.shoot"], {"kind": "family", "when": "2026-12-06T10:00:00+08:00"})
row("photo", "I need product photos taken Thursday 2pm, 3 hours", ["photo.shoot"], {"kind": "product", "when": "2026-12-03T14:00:00+08:00", "hours": 3})
row("photo", "周六上午九点约个摄影师拍婚纱照", ["photo.shoot"], {"kind": "wedding", "when": "2026-12-05T09:00:00+08:00"})
row("photo", "book a photo shoot", ["photo.shoot"], asks=["when"])
row("photo", "get a portrait photographer for tomorrow at 4pm", ["photo.shoot"], {"kind": "portrait", "when": "2026-12-01T16:00:00+08:00"})
row("bowling", "reserve 2 bowling lanes for Friday at 7pm", ["bowling.book"], {"lanes": 2, "when": "2026-12-04T19:00:00+08:00"})
row("bowling", "let's go bowling tonight at 9", ["bowling.book"], {"when": "2026-11-30T21:00:00+08:00"})
row("bowling", "明天下午三点订一条保龄球道", ["bowling.book"], {"lanes": 1, "when": "2026-12-01T15:00:00+08:00"})
row("bowling", "book a bowling lane", ["bowling.book"], asks=["when"])
row("bowling", "bowling on Saturday", ["bowling.book"], asks=["when"])
row("skates", "rent ice skates size 42", ["skates.rent"], {"size": 42})
row("skates", "two pairs of skates, size 38", ["skates.rent"], {"pairs": 2, "size": 38})
row("skates", "租一双39码的溜冰鞋", ["skates.rent"], {"size": 39, "pairs": 1})
row("skates", "rent skates", ["skates.rent"], asks=["size"])
row("skates", "I want to go ice skating, need skates", ["skates.rent"], asks=["size"])
row("vaccine", "book a flu shot for Wednesday at 11am", ["vaccine.book"], {"vaccine": "flu", "when": "2026-12-02T11:00:00+08:00"})
row("vaccine", "I need a tetanus vaccination tomorrow morning at 9", ["vaccine.book"], {"vaccine": "tetanus", "when": "2026-12-01T09:00:00+08:00"})
row("vaccine", "预约下周二下午两点打新冠疫苗", ["vaccine.book"], {"vaccine": "covid", "when": "2026-12-08T14:00:00+08:00"})
row("vaccine", "book a vaccination", ["vaccine.book"], asks=["vaccine", "when"])
row("vaccine", "get me a covid booster", ["vaccine.book"], {"vaccine": "covid"}, asks=["when"])
row("wallpaper", "set ~/Pictures/beach.jpg as my wallpaper", ["wallpaper.set"], {"image": "~/Pictures/beach.jpg"})
row("wallpaper", "use mountains.png as the desktop background, tiled", ["wallpaper.set"], {"image": "mountains.png", "fit": "tile"})
row("wallpaper", "把 photos/cat.jpg 设为桌面壁纸", ["wallpaper.set"], {"image": "photos/cat.jpg"})
row("wallpaper", "change my wallpaper", ["wallpaper.set"], asks=["image"])
row("wallpaper", "set wallpaper sunset.jpg centered", ["wallpaper.set"], {"image": "sunset.jpg", "fit": "center"})
row("clipboard", "copy 'see you at 5' to the clipboard", ["clipboard.copy"], {"text": "see you at 5"})
row("clipboard", "put the wifi password hunter2 on my clipboard", ["clipboard.copy"])
row("clipboard", "复制“明天见”到剪贴板", ["clipboard.copy"], {"text": "明天见"})
row("clipboard", "copy to clipboard", ["clipboard.copy"], asks=["text"])
row("clipboard", "copy this to the clipboard: 221B Baker Street", ["clipboard.copy"], {"text": "221B Baker Street"})
row("sunrise", "when is sunrise in Reykjavik tomorrow", ["sunrise.times"], {"city": "Reykjavik", "date": "2026-12-01"})
row("sunrise", "what time does the sun set in Lisbon", ["sunrise.times"], {"city": "Lisbon"})
row("sunrise", "北京明天几点日出", ["sunrise.times"], {"city": "北京", "date": "2026-12-01"})
row("sunrise", "sunrise times", ["sunrise.times"], asks=["city"])
row("sunrise", "sunset in Cape Town on Saturday", ["sunrise.times"], {"city": "Cape Town", "date": "2026-12-05"})
row("transfer", "transfer 200 dollars to Maria", ["bank.transfer"], {"recipient": "Maria", "amount": 200})
row("transfer", "send 50 to John for the concert tickets", ["bank.transfer"], {"recipient": "John", "amount": 50})
row("transfer", "给王磊转账1000元，备注房租", ["bank.transfer"], {"recipient": "王磊", "amount": 1000, "note": "房租"})
row("transfer", "make a bank transfer", ["bank.transfer"], asks=["recipient", "amount"])
row("transfer", "wire 75.50 to Ahmed with reference invoice 2231", ["bank.transfer"], {"recipient": "Ahmed", "amount": 75.5, "note": "invoice 2231"})
row("desk", "明天订个工位", ["desk.book"], {"date": "2026-12-01"})
row("desk", "下周三在12楼订一个工位", ["desk.book"], {"date": "2026-12-09", "floor": 12})
row("desk", "book a hot desk on floor 5 for Thursday", ["desk.book"], {"floor": 5, "date": "2026-12-03"})
row("desk", "订工位", ["desk.book"], asks=["date"])
row("desk", "reserve a desk at the office for Friday", ["desk.book"], {"date": "2026-12-04"})
row("builtin", "what time is it in my timezone", ["time.now"])
row("builtin", "remind me to water the plants tomorrow at 8am", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "周五下午四点提醒我交报告", ["reminder.create"], {"title": "交报告", "dueDate": "2026-12-04T16:00:00+08:00"})
row("builtin", "add pick up dry cleaning to my todo list", ["todo.add"], {"title": "pick up dry cleaning"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "show me README.md", ["files.read"], {"path": "README.md"})
row("builtin", "search for password in config", ["files.grep"], {"pattern": "password", "path": "config"})
row("builtin", "run npm install", ["shell.run"], {"command": "npm install"})
row("builtin", "这周五有什么安排", ["calendar.list_events"])
row("builtin", "find all python files", ["files.glob"], {"pattern": "**/*.py"})
row("nothing", "what's the capital of Australia", [])
row("nothing", "sing me a song", [])
row("nothing", "帮我写一首诗", [])
row("nothing", "how do I fix a flat tire", [])
row("nothing", "⛸️❄️", [])
row("nothing", "zxcvbnm", [])
row("nothing", "recommend a good book", [])
row("nothing", "明天会发生什么大事", [])
row("steps2", "reserve a bowling lane for Saturday at 6pm and remind me to bring socks", ["bowling.book", "reminder.create"], {"when": "2026-12-05T18:00:00+08:00"})
row("steps2", "transfer 30 dollars to Lily, then add a todo to ask her for the receipt", ["bank.transfer", "todo.add"], {"recipient": "Lily", "amount": 30})
row("steps2", "周四上午十点打流感疫苗，然后提醒我周三晚上别喝酒", ["vaccine.book", "reminder.create"], {"vaccine": "flu", "when": "2026-12-03T10:00:00+08:00"})

write("planner_corpus_holdout22.jsonl", "planner_holdout22_skills.json", SKILLS)
