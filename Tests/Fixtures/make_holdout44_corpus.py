#!/usr/bin/env python3
"""Writes planner_corpus_holdout44.jsonl and planner_holdout44_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a dog agility class, an ice fishing
trip, a glamping tent, a chocolate tasting, eyelash extensions, a pedicure described in Chinese
alone, a fencing lesson, a cave tour, a helicopter tour), written on 2026-12-07 before any rule
of the twentieth round and scored once on the nineteenth round's final planner (only its totals
were read first): an unseen measure of that planner. The clock is 2026-11-30 10:00 +08:00 (a
Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("agility.class", "Dog agility", "Books a dog agility class: jumps, tunnels and weave poles.",
          {"date": {"type": "string", "format": "date", "description": "Class day"},
           "dogs": {"type": "integer", "minimum": 1, "maximum": 3, "description": "Dogs"}},
          ["date"]),
    skill("icefishing.trip", "Ice fishing", "Books a guided ice fishing trip on the frozen lake.",
          {"date": {"type": "string", "format": "date", "description": "Trip day"},
           "anglers": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Anglers"}},
          ["date"]),
    skill("glamping.book", "Glamping", "Reserves a glamping tent with a real bed in the woods.",
          {"checkin": {"type": "string", "format": "date", "description": "Check-in day"},
           "nights": {"type": "integer", "minimum": 1, "maximum": 7, "description": "Nights"}},
          ["checkin"]),
    skill("chocolate.tasting", "Chocolate tasting", "Books a chocolate tasting at the chocolatier.",
          {"when": {"type": "string", "format": "date-time", "description": "Tasting time"},
           "guests": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Guests"}},
          ["when"]),
    skill("lash.book", "Eyelash extensions", "Books an appointment for eyelash extensions.",
          {"when": {"type": "string", "format": "date-time", "description": "Appointment time"},
           "style": {"type": "string", "enum": ["classic", "volume"], "description": "Style"}},
          ["when"]),
    skill("pedicure.book", "修脚", "预约修脚，去死皮、修剪嵌甲。",
          {"when": {"type": "string", "format": "date-time", "description": "预约时间"}},
          ["when"]),
    skill("fencing.lesson", "Fencing", "Books a fencing lesson with a coach: foil, epee or sabre.",
          {"date": {"type": "string", "format": "date", "description": "Lesson day"},
           "weapon": {"type": "string", "enum": ["foil", "epee", "sabre"], "description": "Weapon"}},
          ["date"]),
    skill("cave.tour", "Cave tour", "Books a guided tour through the limestone caves.",
          {"date": {"type": "string", "format": "date", "description": "Tour day"},
           "people": {"type": "integer", "minimum": 1, "maximum": 12, "description": "People"}},
          ["date"]),
    skill("heli.tour", "Helicopter tour", "Books a helicopter tour over the city.",
          {"when": {"type": "string", "format": "date-time", "description": "Flight time"},
           "seats": {"type": "integer", "minimum": 1, "maximum": 4, "description": "Seats"}},
          ["when"]),
]

row("agility", "dog agility class on Saturday for 2 dogs", ["agility.class"], {"date": "2026-12-05", "dogs": 2})
row("agility", "teach my dog to run through tunnels and weave poles, class tomorrow", ["agility.class"], {"date": "2026-12-01"})
row("agility", "周日带狗去上敏捷训练课", ["agility.class"], {"date": "2026-12-06"})
row("agility", "dog agility", ["agility.class"], asks=["date"])
row("agility", "agillity class December 12", ["agility.class"], {"date": "2026-12-12"})
row("icefishing", "ice fishing trip on Saturday for 3", ["icefishing.trip"], {"date": "2026-12-05", "anglers": 3})
row("icefishing", "fish through a hole in the frozen lake tomorrow", ["icefishing.trip"], {"date": "2026-12-01"})
row("icefishing", "周日去冰钓，两个人", ["icefishing.trip"], {"date": "2026-12-06", "anglers": 2})
row("icefishing", "ice fishing", ["icefishing.trip"], asks=["date"])
row("icefishing", "guided icefishing on December 13", ["icefishing.trip"], {"date": "2026-12-13"})
row("glamping", "glamping from Friday for 2 nights", ["glamping.book"], {"checkin": "2026-12-04", "nights": 2})
row("glamping", "a tent with a real bed in the woods, arriving Saturday", ["glamping.book"], {"checkin": "2026-12-05"})
row("glamping", "周五去森林里豪华露营，住三晚", ["glamping.book"], {"checkin": "2026-12-04", "nights": 3})
row("glamping", "glamping", ["glamping.book"], asks=["checkin"])
row("glamping", "glampin tent for tomorrow night", ["glamping.book"], {"checkin": "2026-12-01"})
row("chocolate", "chocolate tasting Friday at 4pm for 2", ["chocolate.tasting"], {"when": "2026-12-04T16:00:00+08:00", "guests": 2})
row("chocolate", "taste chocolates at the chocolatier tomorrow at 3pm", ["chocolate.tasting"], {"when": "2026-12-01T15:00:00+08:00"})
row("chocolate", "周六下午两点去品尝巧克力，四个人", ["chocolate.tasting"], {"when": "2026-12-05T14:00:00+08:00", "guests": 4})
row("chocolate", "chocolate tasting", ["chocolate.tasting"], asks=["when"])
row("chocolate", "choclate tasting on Sunday at 11am", ["chocolate.tasting"], {"when": "2026-12-06T11:00:00+08:00"})
row("lash", "eyelash extensions Thursday at 1pm, volume", ["lash.book"], {"when": "2026-12-03T13:00:00+08:00", "style": "volume"})
row("lash", "get my lashes done tomorrow at 5pm", ["lash.book"], {"when": "2026-12-01T17:00:00+08:00"})
row("lash", "周五上午十一点去接睫毛，要自然款", ["lash.book"], {"when": "2026-12-04T11:00:00+08:00"})
row("lash", "lash extensions", ["lash.book"], asks=["when"])
row("lash", "classic lash set on Saturday at 10am", ["lash.book"], {"when": "2026-12-05T10:00:00+08:00", "style": "classic"})
row("pedicure", "周四下午四点去修脚", ["pedicure.book"], {"when": "2026-12-03T16:00:00+08:00"})
row("pedicure", "脚指甲又嵌进肉里了，明天上午十点约个修脚", ["pedicure.book"], {"when": "2026-12-01T10:00:00+08:00"})
row("pedicure", "修脚", ["pedicure.book"], asks=["when"])
row("pedicure", "book a pedicure on Saturday at 3pm", ["pedicure.book"], {"when": "2026-12-05T15:00:00+08:00"})
row("pedicure", "预约修脚", ["pedicure.book"], asks=["when"])
row("fencing", "fencing lesson on Saturday, sabre", ["fencing.lesson"], {"date": "2026-12-05", "weapon": "sabre"})
row("fencing", "I want to learn the foil with a coach tomorrow", ["fencing.lesson"], {"date": "2026-12-01", "weapon": "foil"})
row("fencing", "周日去上击剑课", ["fencing.lesson"], {"date": "2026-12-06"})
row("fencing", "fencing", ["fencing.lesson"], asks=["date"])
row("fencing", "épée lesson on December 12", ["fencing.lesson"], {"date": "2026-12-12", "weapon": "epee"})
row("cave", "cave tour on Sunday for 5 people", ["cave.tour"], {"date": "2026-12-06", "people": 5})
row("cave", "explore the limestone caves with a guide tomorrow", ["cave.tour"], {"date": "2026-12-01"})
row("cave", "周六去参观溶洞，三个人", ["cave.tour"], {"date": "2026-12-05", "people": 3})
row("cave", "cave tour", ["cave.tour"], asks=["date"])
row("cave", "caving trip on December 19", ["cave.tour"], {"date": "2026-12-19"})
row("heli", "helicopter tour Saturday at 4pm for 2", ["heli.tour"], {"when": "2026-12-05T16:00:00+08:00", "seats": 2})
row("heli", "fly over the city in a helicopter tomorrow at noon", ["heli.tour"], {"when": "2026-12-01T12:00:00+08:00"})
row("heli", "周日上午十点坐直升机看城市，一个人", ["heli.tour"], {"when": "2026-12-06T10:00:00+08:00", "seats": 1})
row("heli", "helicopter tour", ["heli.tour"], asks=["when"])
row("heli", "helicoptor ride on Friday at 5pm", ["heli.tour"], {"when": "2026-12-04T17:00:00+08:00"})
row("builtin", "what time is it", ["time.now"])
row("builtin", "remind me to call the bank on Wednesday at 10am", ["reminder.create"], {"title": "call the bank", "dueDate": "2026-12-02T10:00:00+08:00"})
row("builtin", "周五晚上九点提醒我倒垃圾", ["reminder.create"], {"title": "倒垃圾", "dueDate": "2026-12-04T21:00:00+08:00"})
row("builtin", "add pick up dry cleaning to my todos", ["todo.add"], {"title": "pick up dry cleaning"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "show the first 15 lines of index.html", ["files.read"], {"path": "index.html", "limit": 15})
row("builtin", "search for password in config", ["files.grep"], {"pattern": "password", "path": "config"})
row("builtin", "run go vet", ["shell.run"], {"command": "go vet"})
row("builtin", "find all the json files", ["files.glob"])
row("builtin", "下周一有什么安排", ["calendar.list_events"])
row("nothing", "how long do caves take to form", [])
row("nothing", "who invented chocolate", [])
row("nothing", "为什么冰面上能钓鱼", [])
row("nothing", "nice", [])
row("nothing", "🍫🐕", [])
row("nothing", "asdf ghjk", [])
row("nothing", "are helicopters safe", [])
row("nothing", "今天好冷啊", [])
row("steps2", "book a cave tour on Sunday, then remind me to pack a torch on Saturday at 9pm", ["cave.tour", "reminder.create"], {"date": "2026-12-06"})
row("steps2", "reserve glamping from Friday and add a todo to buy marshmallows", ["glamping.book", "todo.add"], {"checkin": "2026-12-04"})
row("steps2", "周四下午四点去修脚，然后提醒我周四下午三点半出门", ["pedicure.book", "reminder.create"], {"when": "2026-12-03T16:00:00+08:00"})

write("planner_corpus_holdout44.jsonl", "planner_holdout44_skills.json", SKILLS)
