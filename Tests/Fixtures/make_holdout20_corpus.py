#!/usr/bin/env python3
"""Writes planner_corpus_holdout20.jsonl and planner_holdout20_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (carpet cleaning, a child's
allowance, a door code for a guest with a pattern, bottled water delivery described in Chinese
alone, karaoke rooms, a race sign-up with distances, an apartment viewing, an instrument tuner,
a shared umbrella), written on 2026-12-06 AFTER the twelfth round's planner work and scored
once after it (only its totals were read): the unseen measure of that round. The clock is
2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("carpet.clean", "Carpet cleaning", "Books a carpet cleaning service.",
          {"rooms": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Number of rooms"},
           "date": {"type": "string", "format": "date", "description": "Cleaning day"}},
          ["date"]),
    skill("allowance.pay", "Allowance", "Pays a child their pocket money.",
          {"child": {"type": "string", "description": "Child's name"},
           "amount": {"type": "number", "minimum": 0, "maximum": 500, "description": "Amount in dollars"}},
          ["child", "amount"]),
    skill("guest.code", "Door codes", "Creates a temporary door code for a guest.",
          {"guest": {"type": "string", "description": "Guest's name"},
           "code": {"type": "string", "pattern": "^[0-9]{4,6}$", "description": "Code to use"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 72, "description": "Hours it works"}},
          ["guest"]),
    skill("water.deliver", "送水", "预约桶装水送货上门。",
          {"buckets": {"type": "integer", "minimum": 1, "maximum": 10, "description": "桶数"},
           "when": {"type": "string", "format": "date-time", "description": "送达时间"}},
          ["buckets"]),
    skill("karaoke.book", "Karaoke", "Books a karaoke room.",
          {"people": {"type": "integer", "minimum": 1, "maximum": 30, "description": "Number of people"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 6, "description": "How many hours"}},
          ["when"]),
    skill("race.register", "Races", "Signs you up for a running race.",
          {"race": {"type": "string", "description": "Race name"},
           "distance": {"type": "string", "enum": ["5k", "10k", "half marathon", "marathon"], "description": "Distance"}},
          ["race", "distance"]),
    skill("viewing.book", "Apartment viewings", "Books a viewing of an apartment for rent.",
          {"address": {"type": "string", "description": "Apartment address"},
           "when": {"type": "string", "format": "date-time", "description": "Viewing time"}},
          ["address", "when"]),
    skill("tuner.start", "Tuner", "Starts the instrument tuner.",
          {"instrument": {"type": "string", "enum": ["guitar", "ukulele", "violin", "bass"], "description": "Instrument"}},
          []),
    skill("umbrella.rent", "Shared umbrellas", "Rents a shared umbrella from a station.",
          {"station": {"type": "string", "description": "Pickup station"}},
          ["station"]),
]

row("carpet", "book carpet cleaning for 3 rooms on Friday", ["carpet.clean"], {"rooms": 3, "date": "2026-12-04"})
row("carpet", "the carpets need a deep clean, can someone come tomorrow", ["carpet.clean"], {"date": "2026-12-01"})
row("carpet", "下周三请人来洗地毯，两个房间", ["carpet.clean"], {"date": "2026-12-09", "rooms": 2})
row("carpet", "book a carpet cleaner", ["carpet.clean"], asks=["date"])
row("carpet", "schedule carpet cleaning", ["carpet.clean"], asks=["date"])
row("allowance", "pay Emma her allowance, 10 dollars", ["allowance.pay"], {"child": "Emma", "amount": 10})
row("allowance", "give Leo 5 dollars pocket money", ["allowance.pay"], {"child": "Leo", "amount": 5})
row("allowance", "给朵朵发 20 块零花钱", ["allowance.pay"], {"child": "朵朵", "amount": 20})
row("allowance", "pay the allowance", ["allowance.pay"], asks=["child", "amount"])
row("allowance", "it's allowance day for Max", ["allowance.pay"], {"child": "Max"}, asks=["amount"])
row("guest", "make a door code for Alice", ["guest.code"], {"guest": "Alice"})
row("guest", "create a temporary code 4821 for the cleaner Maria, valid 4 hours", ["guest.code"], {"guest": "Maria", "code": "4821", "hours": 4})
row("guest", "给来访的王阿姨设一个门锁密码 908172", ["guest.code"], {"guest": "王阿姨", "code": "908172"})
row("guest", "set up a guest door code", ["guest.code"], asks=["guest"])
row("guest", "my friend Tom is staying over, give him a door code for 48 hours", ["guest.code"], {"guest": "Tom", "hours": 48})
row("water", "送两桶水", ["water.deliver"], {"buckets": 2})
row("water", "明天上午十点送三桶桶装水", ["water.deliver"], {"buckets": 3, "when": "2026-12-01T10:00:00+08:00"})
row("water", "桶装水没了，叫人送水", ["water.deliver"], asks=["buckets"])
row("water", "order 2 bottles of water delivered", ["water.deliver"], {"buckets": 2})
row("water", "订桶装水", ["water.deliver"], asks=["buckets"])
row("karaoke", "book a karaoke room for 6 people Saturday at 8pm", ["karaoke.book"], {"people": 6, "when": "2026-12-05T20:00:00+08:00"})
row("karaoke", "周五晚上九点订个KTV包厢，唱三个小时", ["karaoke.book"], {"when": "2026-12-04T21:00:00+08:00", "hours": 3})
row("karaoke", "let's do karaoke tonight at 10pm", ["karaoke.book"], {"when": "2026-11-30T22:00:00+08:00"})
row("karaoke", "book karaoke", ["karaoke.book"], asks=["when"])
row("karaoke", "karaoke for 2 hours tomorrow at 7pm", ["karaoke.book"], {"hours": 2, "when": "2026-12-01T19:00:00+08:00"})
row("race", "sign me up for the Berlin Marathon", ["race.register"], {"race": "Berlin Marathon", "distance": "marathon"})
row("race", "register for the Turkey Trot 5k", ["race.register"], {"race": "Turkey Trot", "distance": "5k"})
row("race", "报名上海半程马拉松", ["race.register"], {"distance": "half marathon"})
row("race", "sign up for a race", ["race.register"], asks=["race", "distance"])
row("race", "enter the 10k at City Park Run", ["race.register"], {"race": "City Park Run", "distance": "10k"})
row("viewing", "book a viewing of 22 Elm Street tomorrow at 5pm", ["viewing.book"], {"address": "22 Elm Street", "when": "2026-12-01T17:00:00+08:00"})
row("viewing", "I'd like to see the apartment at 9 Rue Cler on Thursday at 11am", ["viewing.book"], {"address": "9 Rue Cler", "when": "2026-12-03T11:00:00+08:00"})
row("viewing", "周六下午两点去看长宁路88号的房子", ["viewing.book"], {"address": "长宁路88号", "when": "2026-12-05T14:00:00+08:00"})
row("viewing", "book an apartment viewing", ["viewing.book"], asks=["address", "when"])
row("viewing", "can I view the flat on Baker Street", ["viewing.book"], asks=["when"])
row("tuner", "tune my guitar", ["tuner.start"], {"instrument": "guitar"})
row("tuner", "open the tuner", ["tuner.start"])
row("tuner", "我要给尤克里里调音", ["tuner.start"], {"instrument": "ukulele"})
row("tuner", "my violin sounds out of tune", ["tuner.start"], {"instrument": "violin"})
row("tuner", "start the tuner for bass", ["tuner.start"], {"instrument": "bass"})
row("umbrella", "rent an umbrella at Jing'an station", ["umbrella.rent"], {"station": "Jing'an"})
row("umbrella", "it's raining, I need a shared umbrella", ["umbrella.rent"], asks=["station"])
row("umbrella", "在人民广场站借一把共享雨伞", ["umbrella.rent"], {"station": "人民广场站"})
row("umbrella", "borrow an umbrella from the Central station", ["umbrella.rent"], {"station": "Central"})
row("umbrella", "rent an umbrella", ["umbrella.rent"], asks=["station"])
row("builtin", "what's the time now", ["time.now"])
row("builtin", "remind me to defrost the chicken at 4pm", ["reminder.create"], {"title": "defrost the chicken", "dueDate": "2026-11-30T16:00:00+08:00"})
row("builtin", "明天晚上七点提醒我倒垃圾", ["reminder.create"], {"title": "倒垃圾", "dueDate": "2026-12-01T19:00:00+08:00"})
row("builtin", "add book the vet to my todo list", ["todo.add"], {"title": "book the vet"})
row("builtin", "show me my todo list", ["todo.list"])
row("builtin", "read docs/setup.md", ["files.read"], {"path": "docs/setup.md"})
row("builtin", "search for TODO in src", ["files.grep"], {"pattern": "TODO", "path": "src"})
row("builtin", "run pytest", ["shell.run"], {"command": "pytest"})
row("builtin", "后天有什么安排", ["calendar.list_events"])
row("builtin", "find all the txt files", ["files.glob"], {"pattern": "**/*.txt"})
row("nothing", "who won the world cup in 2018", [])
row("nothing", "tell me a bedtime story", [])
row("nothing", "帮我叫一辆出租车", [])
row("nothing", "what's a good recipe for pancakes", [])
row("nothing", "🎤🎶", [])
row("nothing", "qwertyuiop", [])
row("nothing", "fix my posture", [])
row("nothing", "今天股市怎么样", [])
row("steps2", "book karaoke for Friday at 9pm and remind me to invite Ana", ["karaoke.book", "reminder.create"], {"when": "2026-12-04T21:00:00+08:00"})
row("steps2", "pay Emma 10 dollars allowance, then add a todo to buy her a piggy bank", ["allowance.pay", "todo.add"], {"child": "Emma", "amount": 10})
row("steps2", "明天下午三点送两桶水，然后提醒我下午两点半在家等", ["water.deliver", "reminder.create"], {"buckets": 2, "when": "2026-12-01T15:00:00+08:00"})

write("planner_corpus_holdout20.jsonl", "planner_holdout20_skills.json", SKILLS)
