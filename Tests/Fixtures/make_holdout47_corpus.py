#!/usr/bin/env python3
"""Writes planner_corpus_holdout47.jsonl and planner_holdout47_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a curling lesson, a tandem
paragliding flight, a bonsai workshop, a hammam visit, a board game table described in Chinese
alone, planetarium tickets, a wreath making workshop, bubble tea delivery, cider pressing at an
orchard), written on 2026-12-07 before any rule of the twenty-first round and scored once on the
planner of feb365c (only its totals were read first): an unseen measure of that planner. The
clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("curling.lesson", "Curling", "Books a curling lesson on the ice: throw stones and sweep.",
          {"when": {"type": "string", "format": "date-time", "description": "Lesson time"}},
          ["when"]),
    skill("paraglide.flight", "Paragliding", "Books a tandem paragliding flight with a pilot.",
          {"date": {"type": "string", "format": "date", "description": "Flight day"},
           "weight": {"type": "integer", "minimum": 30, "maximum": 110, "description": "Your weight in kg"}},
          ["date"]),
    skill("bonsai.workshop", "Bonsai", "Books a bonsai workshop: prune and wire your own little tree.",
          {"date": {"type": "string", "format": "date", "description": "Workshop day"}},
          ["date"]),
    skill("hammam.visit", "Turkish bath", "Books a hammam visit with a scrub and foam wash.",
          {"when": {"type": "string", "format": "date-time", "description": "Visit time"}},
          ["when"]),
    skill("boardgame.table", "桌游", "预订桌游吧的桌子，和朋友一起玩桌游。",
          {"when": {"type": "string", "format": "date-time", "description": "到店时间"},
           "players": {"type": "integer", "minimum": 2, "maximum": 12, "description": "人数"}},
          ["when"]),
    skill("planetarium.show", "Planetarium", "Buys tickets for a planetarium show under the dome.",
          {"date": {"type": "string", "format": "date", "description": "Show day"},
           "seats": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Seats"}},
          ["date"]),
    skill("wreath.workshop", "Wreath making", "Books a holiday wreath making workshop with fresh greenery.",
          {"date": {"type": "string", "format": "date", "description": "Workshop day"}},
          ["date"]),
    skill("bubbletea.order", "Bubble tea", "Orders bubble tea for delivery.",
          {"flavor": {"type": "string", "enum": ["taro", "matcha", "brown sugar"], "description": "Flavor"},
           "cups": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Cups"}},
          ["flavor"]),
    skill("cider.press", "Cider pressing", "Books a session pressing apples into cider at the orchard.",
          {"date": {"type": "string", "format": "date", "description": "Session day"}},
          ["date"]),
]

row("curling", "curling lesson Saturday at 4pm", ["curling.lesson"], {"when": "2026-12-05T16:00:00+08:00"})
row("curling", "learn to throw curling stones tomorrow at 7pm", ["curling.lesson"], {"when": "2026-12-01T19:00:00+08:00"})
row("curling", "周日下午三点去学冰壶", ["curling.lesson"], {"when": "2026-12-06T15:00:00+08:00"})
row("curling", "curling", ["curling.lesson"], asks=["when"])
row("curling", "curlling lesson Friday at 6pm", ["curling.lesson"], {"when": "2026-12-04T18:00:00+08:00"})
row("paraglide", "tandem paragliding flight on Saturday, I weigh 70 kg", ["paraglide.flight"], {"date": "2026-12-05", "weight": 70})
row("paraglide", "fly a paraglider with a pilot tomorrow", ["paraglide.flight"], {"date": "2026-12-01"})
row("paraglide", "周日去玩滑翔伞", ["paraglide.flight"], {"date": "2026-12-06"})
row("paraglide", "paragliding", ["paraglide.flight"], asks=["date"])
row("paraglide", "paraglidng on December 19", ["paraglide.flight"], {"date": "2026-12-19"})
row("bonsai", "bonsai workshop on Sunday", ["bonsai.workshop"], {"date": "2026-12-06"})
row("bonsai", "learn to prune a little tree tomorrow", ["bonsai.workshop"], {"date": "2026-12-01"})
row("bonsai", "周六去上盆景课", ["bonsai.workshop"], {"date": "2026-12-05"})
row("bonsai", "bonsai", ["bonsai.workshop"], asks=["date"])
row("bonsai", "bonzai class December 13", ["bonsai.workshop"], {"date": "2026-12-13"})
row("hammam", "hammam Thursday at 6pm", ["hammam.visit"], {"when": "2026-12-03T18:00:00+08:00"})
row("hammam", "turkish bath with a scrub tomorrow at 5pm", ["hammam.visit"], {"when": "2026-12-01T17:00:00+08:00"})
row("hammam", "周六下午两点去土耳其浴", ["hammam.visit"], {"when": "2026-12-05T14:00:00+08:00"})
row("hammam", "turkish bath", ["hammam.visit"], asks=["when"])
row("hammam", "hamam visit Sunday at 11am", ["hammam.visit"], {"when": "2026-12-06T11:00:00+08:00"})
row("boardgame", "周五晚上七点订个桌游桌，五个人", ["boardgame.table"], {"when": "2026-12-04T19:00:00+08:00", "players": 5})
row("boardgame", "明天下午三点和朋友去玩桌游", ["boardgame.table"], {"when": "2026-12-01T15:00:00+08:00"})
row("boardgame", "桌游", ["boardgame.table"], asks=["when"])
row("boardgame", "board game cafe table Saturday at 6pm for 4", ["boardgame.table"], {"when": "2026-12-05T18:00:00+08:00", "players": 4})
row("boardgame", "订桌游", ["boardgame.table"], asks=["when"])
row("planetarium", "planetarium show on Saturday, 3 seats", ["planetarium.show"], {"date": "2026-12-05", "seats": 3})
row("planetarium", "watch the stars under the dome tomorrow", ["planetarium.show"], {"date": "2026-12-01"})
row("planetarium", "周日去天文馆看球幕电影，两张票", ["planetarium.show"], {"date": "2026-12-06", "seats": 2})
row("planetarium", "planetarium", ["planetarium.show"], asks=["date"])
row("planetarium", "planetarim tickets December 20", ["planetarium.show"], {"date": "2026-12-20"})
row("wreath", "wreath making workshop on Saturday", ["wreath.workshop"], {"date": "2026-12-05"})
row("wreath", "make a christmas wreath tomorrow", ["wreath.workshop"], {"date": "2026-12-01"})
row("wreath", "周日去做圣诞花环", ["wreath.workshop"], {"date": "2026-12-06"})
row("wreath", "wreath workshop", ["wreath.workshop"], asks=["date"])
row("wreath", "wreath-making class December 12", ["wreath.workshop"], {"date": "2026-12-12"})
row("bubbletea", "order 2 taro bubble teas", ["bubbletea.order"], {"flavor": "taro", "cups": 2})
row("bubbletea", "a matcha boba please", ["bubbletea.order"], {"flavor": "matcha"})
row("bubbletea", "点三杯黑糖珍珠奶茶", ["bubbletea.order"], {"flavor": "brown sugar", "cups": 3})
row("bubbletea", "bubble tea", ["bubbletea.order"], asks=["flavor"])
row("bubbletea", "bubbel tea, brown sugar", ["bubbletea.order"], {"flavor": "brown sugar"})
row("cider", "cider pressing on Sunday", ["cider.press"], {"date": "2026-12-06"})
row("cider", "press apples into cider at the orchard tomorrow", ["cider.press"], {"date": "2026-12-01"})
row("cider", "周六去果园榨苹果酒", ["cider.press"], {"date": "2026-12-05"})
row("cider", "cider pressing", ["cider.press"], asks=["date"])
row("cider", "cidre pressing December 13", ["cider.press"], {"date": "2026-12-13"})
row("builtin", "tell me the time", ["time.now"])
row("builtin", "remind me to renew my passport on Friday at 10am", ["reminder.create"], {"title": "renew my passport", "dueDate": "2026-12-04T10:00:00+08:00"})
row("builtin", "周四下午两点提醒我去取快递", ["reminder.create"], {"title": "去取快递", "dueDate": "2026-12-03T14:00:00+08:00"})
row("builtin", "add pay the electricity bill to my todos", ["todo.add"], {"title": "pay the electricity bill"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "show the first 25 lines of index.js", ["files.read"], {"path": "index.js", "limit": 25})
row("builtin", "search for TODO in app", ["files.grep"], {"pattern": "TODO", "path": "app"})
row("builtin", "run cargo build", ["shell.run"], {"command": "cargo build"})
row("builtin", "find every json file", ["files.glob"])
row("builtin", "周六有什么安排", ["calendar.list_events"])
row("nothing", "how high can a paraglider fly", [])
row("nothing", "what is the oldest bonsai tree", [])
row("nothing", "为什么冰壶要擦冰", [])
row("nothing", "see you later", [])
row("nothing", "🧋🪂", [])
row("nothing", "lkjh poiu", [])
row("nothing", "is cider alcoholic", [])
row("nothing", "今天心情不错", [])
row("steps2", "paragliding on Saturday, then remind me to charge my camera on Friday at 9pm", ["paraglide.flight", "reminder.create"], {"date": "2026-12-05"})
row("steps2", "bonsai workshop on Sunday and add a todo to buy gloves", ["bonsai.workshop", "todo.add"], {"date": "2026-12-06"})
row("steps2", "周五晚上七点订个桌游桌，然后提醒我周五下午六点半出门", ["boardgame.table", "reminder.create"], {"when": "2026-12-04T19:00:00+08:00"})

write("planner_corpus_holdout47.jsonl", "planner_holdout47_skills.json", SKILLS)
