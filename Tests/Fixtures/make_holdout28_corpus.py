#!/usr/bin/env python3
"""Writes planner_corpus_holdout28.jsonl and planner_holdout28_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a tattoo session, roof repair,
coffee beans, a hearing test, a massage described in Chinese alone, snow removal, a kids' party,
a wasp nest, passport photos), written on 2026-12-07 AFTER every rule of the fifteenth round
(including those read from held out 27) and scored once after them (only its totals were read):
the unseen measure of that round's final planner. The clock is 2026-11-30 10:00 +08:00 (a
Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("tattoo.book", "Tattoo studio", "Books a tattoo session.",
          {"style": {"type": "string", "enum": ["traditional", "realism", "minimalist", "watercolor"], "description": "Tattoo style"},
           "when": {"type": "string", "format": "date-time", "description": "Session time"}},
          ["when"]),
    skill("roof.repair", "Roofer", "Books a roof repair.",
          {"issue": {"type": "string", "enum": ["leak", "missing shingles", "gutter"], "description": "Problem"},
           "date": {"type": "string", "format": "date", "description": "Visit day"}},
          ["issue"]),
    skill("coffee.beans", "Coffee beans", "Orders bags of coffee beans.",
          {"roast": {"type": "string", "enum": ["light", "medium", "dark"], "description": "Roast"},
           "bags": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Number of bags"}},
          ["roast"]),
    skill("hearing.test", "Hearing test", "Books a hearing test with an audiologist.",
          {"when": {"type": "string", "format": "date-time", "description": "Test time"}},
          ["when"]),
    skill("massage.book", "按摩", "预约上门按摩服务。",
          {"minutes": {"type": "integer", "minimum": 30, "maximum": 120, "description": "时长（分钟）"},
           "time": {"type": "string", "format": "date-time", "description": "开始时间"}},
          ["time"]),
    skill("snow.removal", "Snow removal", "Books snow plowing for the driveway.",
          {"date": {"type": "string", "format": "date", "description": "Plowing day"}},
          ["date"]),
    skill("kids.party", "Kids party", "Books a kids' birthday party at the play center.",
          {"kids": {"type": "integer", "minimum": 5, "maximum": 40, "description": "Number of kids"},
           "date": {"type": "string", "format": "date", "description": "Party day"}},
          ["date"]),
    skill("nest.removal", "Nest removal", "Removes a wasp or bee nest.",
          {"insect": {"type": "string", "enum": ["wasps", "bees", "hornets"], "description": "Insect"}},
          ["insect"]),
    skill("passport.photo", "Passport photos", "Books a passport photo appointment.",
          {"copies": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Number of prints"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["when"]),
]

row("tattoo", "book a tattoo session for Saturday at 2pm", ["tattoo.book"], {"when": "2026-12-05T14:00:00+08:00"})
row("tattoo", "I want a small watercolor tattoo, Friday 4pm", ["tattoo.book"], {"style": "watercolor", "when": "2026-12-04T16:00:00+08:00"})
row("tattoo", "周三下午三点去纹身", ["tattoo.book"], {"when": "2026-12-02T15:00:00+08:00"})
row("tattoo", "tattoo appointment", ["tattoo.book"], asks=["when"])
row("tattoo", "minimalist tattoo next Monday at 11am", ["tattoo.book"], {"style": "minimalist", "when": "2026-12-07T11:00:00+08:00"})
row("roof", "the roof is leaking, get a roofer out on Thursday", ["roof.repair"], {"issue": "leak", "date": "2026-12-03"})
row("roof", "some shingles blew off in the storm, book a repair", ["roof.repair"], {"issue": "missing shingles"})
row("roof", "屋顶漏水了，找人来修", ["roof.repair"], {"issue": "leak"})
row("roof", "roof repair", ["roof.repair"], asks=["issue"])
row("roof", "fix the gutter tomorrow", ["roof.repair"], {"issue": "gutter", "date": "2026-12-01"})
row("coffee", "order 2 bags of dark roast", ["coffee.beans"], {"roast": "dark", "bags": 2})
row("coffee", "I need more coffee beans, medium roast", ["coffee.beans"], {"roast": "medium"})
row("coffee", "买三袋浅烘的咖啡豆", ["coffee.beans"], {"roast": "light", "bags": 3})
row("coffee", "order coffee beans", ["coffee.beans"], asks=["roast"])
row("coffee", "light roast beans, one bag", ["coffee.beans"], {"roast": "light", "bags": 1})
row("hearing", "book a hearing test for Wednesday at 10am", ["hearing.test"], {"when": "2026-12-02T10:00:00+08:00"})
row("hearing", "I can't hear well in my left ear, see an audiologist Friday at 3pm", ["hearing.test"], {"when": "2026-12-04T15:00:00+08:00"})
row("hearing", "约个听力检查，周四上午九点", ["hearing.test"], {"when": "2026-12-03T09:00:00+08:00"})
row("hearing", "hearing test", ["hearing.test"], asks=["when"])
row("hearing", "check my hearing tomorrow at 2pm", ["hearing.test"], {"when": "2026-12-01T14:00:00+08:00"})
row("massage", "今晚八点上门按摩，90分钟", ["massage.book"], {"time": "2026-11-30T20:00:00+08:00", "minutes": 90})
row("massage", "book a massage at home on Saturday at 3pm for an hour", ["massage.book"], {"time": "2026-12-05T15:00:00+08:00", "minutes": 60})
row("massage", "预约按摩", ["massage.book"], asks=["time"])
row("massage", "明天下午四点按摩一个小时", ["massage.book"], {"time": "2026-12-01T16:00:00+08:00", "minutes": 60})
row("massage", "60 minute massage Friday 7pm", ["massage.book"], {"minutes": 60, "time": "2026-12-04T19:00:00+08:00"})
row("snow", "plow my driveway tomorrow", ["snow.removal"], {"date": "2026-12-01"})
row("snow", "book snow removal for Saturday", ["snow.removal"], {"date": "2026-12-05"})
row("snow", "周五来铲雪", ["snow.removal"], {"date": "2026-12-04"})
row("snow", "snow removal", ["snow.removal"], asks=["date"])
row("snow", "we got a foot of snow, clear the driveway on December 12", ["snow.removal"], {"date": "2026-12-12"})
row("party", "book a birthday party for 15 kids on Sunday", ["kids.party"], {"kids": 15, "date": "2026-12-06"})
row("party", "my son turns 6, party at the play center December 19", ["kids.party"], {"date": "2026-12-19"})
row("party", "周六给孩子办生日派对，20个小朋友", ["kids.party"], {"date": "2026-12-05", "kids": 20})
row("party", "kids party", ["kids.party"], asks=["date"])
row("party", "reserve the play center for a party next Saturday with 10 children", ["kids.party"], {"date": "2026-12-12", "kids": 10})
row("nest", "there's a wasp nest under the deck, get it removed", ["nest.removal"], {"insect": "wasps"})
row("nest", "remove the hornet nest by the garage", ["nest.removal"], {"insect": "hornets"})
row("nest", "屋檐下有个马蜂窝，找人处理一下", ["nest.removal"], {"insect": "hornets"})
row("nest", "nest removal", ["nest.removal"], asks=["insect"])
row("nest", "bees are nesting in the wall, remove them", ["nest.removal"], {"insect": "bees"})
row("passport", "passport photos on Tuesday at 10am", ["passport.photo"], {"when": "2026-12-01T10:00:00+08:00"})
row("passport", "book passport photos tomorrow at 4pm, 4 prints", ["passport.photo"], {"when": "2026-12-01T16:00:00+08:00", "copies": 4})
row("passport", "周五上午十一点拍护照照片", ["passport.photo"], {"when": "2026-12-04T11:00:00+08:00"})
row("passport", "passport photo", ["passport.photo"], asks=["when"])
row("passport", "I need 2 copies of a passport photo, Thursday at 1pm", ["passport.photo"], {"copies": 2, "when": "2026-12-03T13:00:00+08:00"})
row("builtin", "what time is it right now", ["time.now"])
row("builtin", "remind me to call the dentist tomorrow at 9am", ["reminder.create"], {"title": "call the dentist", "dueDate": "2026-12-01T09:00:00+08:00"})
row("builtin", "周五下午五点提醒我交水电费", ["reminder.create"], {"title": "交水电费", "dueDate": "2026-12-04T17:00:00+08:00"})
row("builtin", "add pick up dry cleaning to my todo list", ["todo.add"], {"title": "pick up dry cleaning"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "show the first 12 lines of app.py", ["files.read"], {"path": "app.py", "limit": 12})
row("builtin", "grep for FIXME in lib", ["files.grep"], {"pattern": "FIXME", "path": "lib"})
row("builtin", "run make build", ["shell.run"], {"command": "make build"})
row("builtin", "find every json file", ["files.glob"])
row("builtin", "周三有什么会", ["calendar.list_events"])
row("nothing", "who wrote Pride and Prejudice", [])
row("nothing", "what's a good name for a goldfish", [])
row("nothing", "我最近总是失眠怎么办", [])
row("nothing", "how many moons does Jupiter have", [])
row("nothing", "☕☕", [])
row("nothing", "zxcvbnm", [])
row("nothing", "how do I fix a leaky faucet", [])
row("nothing", "给我推荐一本书", [])
row("steps2", "book a tattoo Saturday at 1pm, then remind me to eat before it on Saturday at 11am", ["tattoo.book", "reminder.create"], {"when": "2026-12-05T13:00:00+08:00"})
row("steps2", "order 2 bags of medium roast and add a todo to clean the grinder", ["coffee.beans", "todo.add"], {"roast": "medium", "bags": 2})
row("steps2", "约周四上午十点听力检查，然后提醒我周三晚上把耳朵清理干净", ["hearing.test", "reminder.create"], {"when": "2026-12-03T10:00:00+08:00"})

write("planner_corpus_holdout28.jsonl", "planner_holdout28_skills.json", SKILLS)
