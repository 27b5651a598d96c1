#!/usr/bin/env python3
"""Writes planner_corpus_holdout19.jsonl and planner_holdout19_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (clothing alterations, renting a
small boat, printer ink, photo prints, a drying rack named 晾衣架 described in Chinese alone,
contact lenses, hiking trails, sending a gift, choosing a flight seat with two patterns),
written on 2026-12-06 BEFORE the twelfth round's planner work and scored once before it (only
its totals were read): the unseen measure of the eleventh round's planner. The clock is
2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("tailor.alter", "Tailor", "Books clothing alterations at the tailor.",
          {"garment": {"type": "string", "description": "Item of clothing"},
           "alteration": {"type": "string", "enum": ["hem", "take in", "let out", "repair"], "description": "What to change"},
           "ready": {"type": "string", "format": "date", "description": "When you need it back"}},
          ["garment", "alteration"]),
    skill("boat.rent", "Boat rental", "Rents a kayak, canoe or paddleboard by the hour.",
          {"boat": {"type": "string", "enum": ["kayak", "canoe", "paddleboard"], "description": "Kind of boat"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 8, "description": "How many hours"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"}},
          ["boat", "when"]),
    skill("ink.order", "Printer ink", "Orders ink cartridges for the printer.",
          {"color": {"type": "string", "enum": ["black", "color"], "description": "Which cartridge"},
           "cartridges": {"type": "integer", "minimum": 1, "maximum": 10, "description": "How many cartridges"}},
          ["color"]),
    skill("photo.print", "Photo prints", "Orders prints of your photos.",
          {"album": {"type": "string", "description": "Album or folder"},
           "size": {"type": "string", "enum": ["4x6", "5x7", "8x10"], "description": "Print size"},
           "copies": {"type": "integer", "minimum": 1, "maximum": 100, "description": "Copies of each photo"}},
          ["album"]),
    skill("rack.set", "晾衣架", "升降阳台的智能晾衣架。",
          {"position": {"type": "string", "enum": ["up", "down"], "description": "升起或降下"},
           "dry": {"type": "boolean", "description": "打开烘干"}},
          ["position"]),
    skill("lens.order", "Contact lenses", "Reorders your contact lenses.",
          {"eye": {"type": "string", "enum": ["left", "right", "both"], "description": "Which eye"},
           "boxes": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Number of boxes"}},
          ["boxes"]),
    skill("trail.find", "Hiking trails", "Finds hiking trails near a place.",
          {"near": {"type": "string", "description": "Town or park"},
           "difficulty": {"type": "string", "enum": ["easy", "moderate", "hard"], "description": "Trail difficulty"},
           "maxKm": {"type": "number", "minimum": 1, "maximum": 50, "description": "Longest distance in km"}},
          ["near"]),
    skill("gift.send", "Gifts", "Sends a gift to someone.",
          {"recipient": {"type": "string", "description": "Who gets it"},
           "gift": {"type": "string", "description": "What to send"},
           "note": {"type": "string", "description": "Card message"}},
          ["recipient"]),
    skill("seat.select", "Flight seats", "Picks your seat on a booked flight.",
          {"flight": {"type": "string", "pattern": "^[A-Z0-9]{2}[0-9]{1,4}$", "description": "Flight number"},
           "seat": {"type": "string", "pattern": "^[0-9]{1,2}[A-K]$", "description": "Seat"},
           "preference": {"type": "string", "enum": ["window", "aisle", "middle"], "description": "Seat type"}},
          ["flight"]),
]

row("tailor", "hem my suit trousers", ["tailor.alter"], {"garment": "suit trousers", "alteration": "hem"})
row("tailor", "get the waist of my jeans taken in by Friday", ["tailor.alter"], {"garment": "jeans", "alteration": "take in", "ready": "2026-12-04"})
row("tailor", "这件西装外套要改小一点", ["tailor.alter"], {"garment": "西装外套", "alteration": "take in"})
row("tailor", "book a tailor", ["tailor.alter"], asks=["garment", "alteration"])
row("tailor", "repair the torn sleeve on my coat", ["tailor.alter"], {"garment": "coat", "alteration": "repair"})
row("boat", "rent a kayak for 2 hours on Saturday at 10am", ["boat.rent"], {"boat": "kayak", "hours": 2, "when": "2026-12-05T10:00:00+08:00"})
row("boat", "明天下午三点租一条独木舟", ["boat.rent"], {"boat": "canoe", "when": "2026-12-01T15:00:00+08:00"})
row("boat", "I'd like a paddleboard tomorrow at 9am", ["boat.rent"], {"boat": "paddleboard", "when": "2026-12-01T09:00:00+08:00"})
row("boat", "rent a boat", ["boat.rent"], asks=["boat", "when"])
row("boat", "a canoe for three hours at 2pm today", ["boat.rent"], {"boat": "canoe", "hours": 3, "when": "2026-11-30T14:00:00+08:00"})
row("ink", "order black ink for the printer", ["ink.order"], {"color": "black"})
row("ink", "the printer is out of color ink, order 2 cartridges", ["ink.order"], {"color": "color", "cartridges": 2})
row("ink", "买两个黑色墨盒", ["ink.order"], {"color": "black", "cartridges": 2})
row("ink", "order printer ink", ["ink.order"], asks=["color"])
row("ink", "we need new ink cartridges", ["ink.order"], asks=["color"])
row("photo", "print 20 copies of the Wedding album at 5x7", ["photo.print"], {"album": "Wedding", "copies": 20, "size": "5x7"})
row("photo", "print the photos from Japan Trip in 4x6", ["photo.print"], {"album": "Japan Trip", "size": "4x6"})
row("photo", "把「毕业旅行」相册里的照片冲印出来", ["photo.print"], {"album": "毕业旅行"})
row("photo", "order photo prints", ["photo.print"], asks=["album"])
row("photo", "print 3 copies of every picture in Christmas 2025, 8x10", ["photo.print"], {"album": "Christmas 2025", "copies": 3, "size": "8x10"})
row("rack", "把晾衣架降下来", ["rack.set"], {"position": "down"})
row("rack", "晾衣架升上去，开烘干", ["rack.set"], {"position": "up", "dry": True})
row("rack", "把晾衣架放下来收衣服", ["rack.set"], {"position": "down"})
row("rack", "lower the drying rack", ["rack.set"], {"position": "down"})
row("rack", "晾衣架", ["rack.set"], asks=["position"])
row("lens", "reorder my contact lenses, 2 boxes", ["lens.order"], {"boxes": 2})
row("lens", "order 4 boxes of contacts for the left eye", ["lens.order"], {"boxes": 4, "eye": "left"})
row("lens", "隐形眼镜快用完了，再订三盒", ["lens.order"], {"boxes": 3})
row("lens", "order contact lenses", ["lens.order"], asks=["boxes"])
row("lens", "I need more contacts for both eyes, 6 boxes", ["lens.order"], {"eye": "both", "boxes": 6})
row("trail", "find hiking trails near Boulder", ["trail.find"], {"near": "Boulder"})
row("trail", "easy hikes near Yosemite under 8 km", ["trail.find"], {"near": "Yosemite", "difficulty": "easy", "maxKm": 8})
row("trail", "找一下杭州附近难度适中的徒步路线", ["trail.find"], {"near": "杭州", "difficulty": "moderate"})
row("trail", "where can I go hiking", ["trail.find"], asks=["near"])
row("trail", "a hard trail around Lake Tahoe", ["trail.find"], {"near": "Lake Tahoe", "difficulty": "hard"})
row("gift", "send flowers to Sarah with a note saying happy birthday", ["gift.send"], {"recipient": "Sarah", "gift": "flowers", "note": "happy birthday"})
row("gift", "给小李送一盒巧克力", ["gift.send"], {"recipient": "小李", "gift": "巧克力"})
row("gift", "send a gift", ["gift.send"], asks=["recipient"])
row("gift", "send a cookbook to David", ["gift.send"], {"recipient": "David", "gift": "cookbook"})
row("gift", "mail a present to Grandma Rose, card says miss you", ["gift.send"], {"recipient": "Grandma Rose", "note": "miss you"})
row("seat", "pick a window seat on CA981", ["seat.select"], {"flight": "CA981", "preference": "window"})
row("seat", "change my seat on UA857 to 32C", ["seat.select"], {"flight": "UA857", "seat": "32C"})
row("seat", "MU5101 航班帮我选个靠过道的座位", ["seat.select"], {"flight": "MU5101", "preference": "aisle"})
row("seat", "choose my seat", ["seat.select"], asks=["flight"])
row("seat", "I want seat 14A on flight DL42", ["seat.select"], {"flight": "DL42", "seat": "14A"})
row("builtin", "what time is it right now", ["time.now"])
row("builtin", "remind me to take out the recycling tomorrow at 7am", ["reminder.create"], {"title": "take out the recycling", "dueDate": "2026-12-01T07:00:00+08:00"})
row("builtin", "周五下午四点提醒我取快递", ["reminder.create"], {"title": "取快递", "dueDate": "2026-12-04T16:00:00+08:00"})
row("builtin", "add fix the bike light to my todo list", ["todo.add"], {"title": "fix the bike light"})
row("builtin", "待办清单里有什么", ["todo.list"])
row("builtin", "show me the contents of Makefile", ["files.read"], {"path": "Makefile"})
row("builtin", "search for TODO in Tests", ["files.grep"], {"pattern": "TODO", "path": "Tests"})
row("builtin", "run cargo build", ["shell.run"], {"command": "cargo build"})
row("builtin", "what meetings do I have tomorrow", ["calendar.list_events"])
row("builtin", "list all the swift files", ["files.glob"], {"pattern": "**/*.swift"})
row("nothing", "what's the capital of Peru", [])
row("nothing", "write me a poem about rain", [])
row("nothing", "帮我点一杯奶茶", [])
row("nothing", "book a hotel in Paris", [])
row("nothing", "🎈🎁", [])
row("nothing", "asdfgh", [])
row("nothing", "how tall is Mount Everest", [])
row("nothing", "明天会下雨吗", [])
row("steps2", "order black ink and remind me to print the report at 3pm", ["ink.order", "reminder.create"], {"color": "black"})
row("steps2", "rent a canoe for Saturday at 9am, then add a todo to buy sunscreen", ["boat.rent", "todo.add"], {"boat": "canoe", "when": "2026-12-05T09:00:00+08:00"})
row("steps2", "把晾衣架降下来，然后提醒我下午五点收衣服", ["rack.set", "reminder.create"], {"position": "down"})

write("planner_corpus_holdout19.jsonl", "planner_holdout19_skills.json", SKILLS)
