#!/usr/bin/env python3
"""Writes planner_corpus_holdout46.jsonl and planner_holdout46_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (whale watching, a snorkeling trip,
a murder mystery game described in Chinese alone, a hot spring soak, a flower arranging class,
a mushroom foraging walk, stand-up comedy tickets, an e-scooter rental, a sushi making class),
written on 2026-12-07 before any rule of the twenty-first round and scored once on the planner
of feb365c (only its totals were read first): an unseen measure of that planner. The clock is
2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("whale.watch", "Whale watching", "Books a whale watching boat trip out to sea.",
          {"date": {"type": "string", "format": "date", "description": "Trip day"},
           "people": {"type": "integer", "minimum": 1, "maximum": 8, "description": "People"}},
          ["date"]),
    skill("snorkel.trip", "Snorkeling", "Books a snorkeling trip to the reef; mask and fins included.",
          {"date": {"type": "string", "format": "date", "description": "Trip day"},
           "level": {"type": "string", "enum": ["beginner", "experienced"], "description": "Swimmer level"}},
          ["date"]),
    skill("mystery.game", "剧本杀", "预约剧本杀，和朋友一起推理破案。",
          {"when": {"type": "string", "format": "date-time", "description": "开始时间"},
           "players": {"type": "integer", "minimum": 4, "maximum": 10, "description": "人数"}},
          ["when"]),
    skill("hotspring.soak", "Hot spring", "Books a soak at the hot springs.",
          {"date": {"type": "string", "format": "date", "description": "Visit day"},
           "pool": {"type": "string", "enum": ["private", "public"], "description": "Pool"}},
          ["date"]),
    skill("ikebana.class", "Flower arranging", "Books a flower arranging class in the ikebana style.",
          {"when": {"type": "string", "format": "date-time", "description": "Class time"}},
          ["when"]),
    skill("foraging.walk", "Mushroom foraging", "Books a guided walk to forage wild mushrooms in the woods.",
          {"date": {"type": "string", "format": "date", "description": "Walk day"}},
          ["date"]),
    skill("comedy.tickets", "Stand-up comedy", "Buys tickets for a stand-up comedy show.",
          {"date": {"type": "string", "format": "date", "description": "Show day"},
           "seats": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Seats"}},
          ["date"]),
    skill("scooter.rent", "E-scooter", "Rents an electric scooter by the hour.",
          {"when": {"type": "string", "format": "date-time", "description": "Start time"},
           "hours": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Hours"}},
          ["when"]),
    skill("sushi.class", "Sushi making", "Books a sushi making class: roll your own maki.",
          {"date": {"type": "string", "format": "date", "description": "Class day"}},
          ["date"]),
]

row("whale", "whale watching on Saturday for 3 people", ["whale.watch"], {"date": "2026-12-05", "people": 3})
row("whale", "go see the whales tomorrow", ["whale.watch"], {"date": "2026-12-01"})
row("whale", "周日出海看鲸鱼，两个人", ["whale.watch"], {"date": "2026-12-06", "people": 2})
row("whale", "whale watching", ["whale.watch"], asks=["date"])
row("whale", "whale wathcing trip December 12", ["whale.watch"], {"date": "2026-12-12"})
row("snorkel", "snorkeling trip on Friday, beginner", ["snorkel.trip"], {"date": "2026-12-04", "level": "beginner"})
row("snorkel", "snorkel at the reef tomorrow", ["snorkel.trip"], {"date": "2026-12-01"})
row("snorkel", "周六去浮潜，我是新手", ["snorkel.trip"], {"date": "2026-12-05", "level": "beginner"})
row("snorkel", "snorkeling", ["snorkel.trip"], asks=["date"])
row("snorkel", "snorkling on December 20, experienced swimmer", ["snorkel.trip"], {"date": "2026-12-20", "level": "experienced"})
row("mystery", "周六晚上七点约个剧本杀，六个人", ["mystery.game"], {"when": "2026-12-05T19:00:00+08:00", "players": 6})
row("mystery", "明天下午两点和朋友去玩剧本杀", ["mystery.game"], {"when": "2026-12-01T14:00:00+08:00"})
row("mystery", "剧本杀", ["mystery.game"], asks=["when"])
row("mystery", "book a murder mystery game Friday at 8pm for 5 players", ["mystery.game"], {"when": "2026-12-04T20:00:00+08:00", "players": 5})
row("mystery", "预约剧本杀", ["mystery.game"], asks=["when"])
row("hotspring", "hot spring on Sunday, private pool", ["hotspring.soak"], {"date": "2026-12-06", "pool": "private"})
row("hotspring", "soak in the hot springs tomorrow", ["hotspring.soak"], {"date": "2026-12-01"})
row("hotspring", "周六去泡温泉", ["hotspring.soak"], {"date": "2026-12-05"})
row("hotspring", "hot springs", ["hotspring.soak"], asks=["date"])
row("hotspring", "onsen on December 19, the public bath is fine", ["hotspring.soak"], {"date": "2026-12-19", "pool": "public"})
row("ikebana", "flower arranging class Thursday at 2pm", ["ikebana.class"], {"when": "2026-12-03T14:00:00+08:00"})
row("ikebana", "ikebana lesson tomorrow at 10am", ["ikebana.class"], {"when": "2026-12-01T10:00:00+08:00"})
row("ikebana", "周六上午十点去上插花课", ["ikebana.class"], {"when": "2026-12-05T10:00:00+08:00"})
row("ikebana", "flower arranging", ["ikebana.class"], asks=["when"])
row("ikebana", "learn to arrange flowers Sunday at 3pm", ["ikebana.class"], {"when": "2026-12-06T15:00:00+08:00"})
row("foraging", "mushroom foraging on Saturday", ["foraging.walk"], {"date": "2026-12-05"})
row("foraging", "pick wild mushrooms in the woods tomorrow", ["foraging.walk"], {"date": "2026-12-01"})
row("foraging", "周日去山里采蘑菇", ["foraging.walk"], {"date": "2026-12-06"})
row("foraging", "mushroom foraging", ["foraging.walk"], asks=["date"])
row("foraging", "foraging walk December 13", ["foraging.walk"], {"date": "2026-12-13"})
row("comedy", "stand-up comedy tickets for Friday, 2 seats", ["comedy.tickets"], {"date": "2026-12-04", "seats": 2})
row("comedy", "see a comedian tomorrow night", ["comedy.tickets"], {"date": "2026-12-01"})
row("comedy", "周六去看脱口秀，三张票", ["comedy.tickets"], {"date": "2026-12-05", "seats": 3})
row("comedy", "standup comedy", ["comedy.tickets"], asks=["date"])
row("comedy", "comedy show on December 18", ["comedy.tickets"], {"date": "2026-12-18"})
row("scooter", "rent an e-scooter tomorrow at 9am for 2 hours", ["scooter.rent"], {"when": "2026-12-01T09:00:00+08:00", "hours": 2})
row("scooter", "electric scooter Saturday at 3pm", ["scooter.rent"], {"when": "2026-12-05T15:00:00+08:00"})
row("scooter", "周日上午十点租个电动滑板车，三个小时", ["scooter.rent"], {"when": "2026-12-06T10:00:00+08:00", "hours": 3})
row("scooter", "e-scooter", ["scooter.rent"], asks=["when"])
row("scooter", "scooter rental Friday at noon", ["scooter.rent"], {"when": "2026-12-04T12:00:00+08:00"})
row("sushi", "sushi making class on Saturday", ["sushi.class"], {"date": "2026-12-05"})
row("sushi", "learn to roll maki tomorrow", ["sushi.class"], {"date": "2026-12-01"})
row("sushi", "周日去学做寿司", ["sushi.class"], {"date": "2026-12-06"})
row("sushi", "sushi class", ["sushi.class"], asks=["date"])
row("sushi", "suhsi making December 12", ["sushi.class"], {"date": "2026-12-12"})
row("builtin", "what time is it now", ["time.now"])
row("builtin", "remind me to water the plants tomorrow at 8am", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "周三早上九点提醒我交报告", ["reminder.create"], {"title": "交报告", "dueDate": "2026-12-02T09:00:00+08:00"})
row("builtin", "add call the bank to my todo list", ["todo.add"], {"title": "call the bank"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "read the first 15 lines of setup.py", ["files.read"], {"path": "setup.py", "limit": 15})
row("builtin", "grep for FIXME in lib", ["files.grep"], {"pattern": "FIXME", "path": "lib"})
row("builtin", "run npm test", ["shell.run"], {"command": "npm test"})
row("builtin", "list all the markdown files", ["files.glob"])
row("builtin", "明天有什么日程", ["calendar.list_events"])
row("nothing", "how long do whales live", [])
row("nothing", "are wild mushrooms safe to eat", [])
row("nothing", "为什么温泉是热的", [])
row("nothing", "good night", [])
row("nothing", "🐋🍄", [])
row("nothing", "qwerty asdf", [])
row("nothing", "who invented sushi", [])
row("nothing", "今天好冷啊", [])
row("steps2", "whale watching on Saturday, then remind me to bring a jacket on Friday at 8pm", ["whale.watch", "reminder.create"], {"date": "2026-12-05"})
row("steps2", "sushi making class on Sunday and add a todo to buy an apron", ["sushi.class", "todo.add"], {"date": "2026-12-06"})
row("steps2", "周六晚上七点约个剧本杀，然后提醒我周六下午六点出门", ["mystery.game", "reminder.create"], {"when": "2026-12-05T19:00:00+08:00"})

write("planner_corpus_holdout46.jsonl", "planner_holdout46_skills.json", SKILLS)
