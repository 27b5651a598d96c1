#!/usr/bin/env python3
"""Writes planner_corpus_holdout27.jsonl and planner_holdout27_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (piano tuning, a locksmith, pest
control, dance classes, loose-leaf tea, an eye exam, home cleaning described in Chinese alone, a
cat sitter, a bug report), written on 2026-12-07 BEFORE any rule of the fifteenth round and scored
once on the fourteenth round's final planner (only its totals were read): the unseen measure of
that planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("piano.tune", "Piano tuning", "Books a piano tuner visit.",
          {"piano": {"type": "string", "enum": ["upright", "grand", "digital"], "description": "Piano type"},
           "when": {"type": "string", "format": "date-time", "description": "Visit time"}},
          ["when"]),
    skill("locksmith.call", "Locksmith", "Calls a locksmith to the door.",
          {"problem": {"type": "string", "enum": ["locked out", "broken lock", "rekey", "lost key"], "description": "Problem"},
           "address": {"type": "string", "description": "Street address"}},
          ["problem"]),
    skill("pest.control", "Pest control", "Books pest control for the home.",
          {"pest": {"type": "string", "enum": ["ants", "cockroaches", "mice", "termites", "bed bugs"], "description": "Pest"},
           "date": {"type": "string", "format": "date", "description": "Visit day"}},
          ["pest", "date"]),
    skill("dance.class", "Dance classes", "Books a dance class.",
          {"style": {"type": "string", "enum": ["salsa", "ballet", "hip hop", "tango", "swing"], "description": "Dance style"},
           "when": {"type": "string", "format": "date-time", "description": "Class time"}},
          ["style", "when"]),
    skill("tea.order", "Tea shop", "Orders loose-leaf tea.",
          {"tea": {"type": "string", "enum": ["green", "black", "oolong", "jasmine", "pu-erh"], "description": "Kind of tea"},
           "grams": {"type": "integer", "minimum": 50, "maximum": 1000, "description": "Grams"}},
          ["tea"]),
    skill("eye.exam", "Eye exam", "Books an eye exam at the optometrist.",
          {"when": {"type": "string", "format": "date-time", "description": "Exam time"},
           "contacts": {"type": "boolean", "description": "Contact lens fitting"}},
          ["when"]),
    skill("home.clean", "家政保洁", "预约家政阿姨上门打扫卫生。",
          {"hours": {"type": "integer", "minimum": 2, "maximum": 8, "description": "小时数"},
           "time": {"type": "string", "format": "date-time", "description": "上门时间"}},
          ["time"]),
    skill("cat.sitter", "Cat sitter", "Books a cat sitter while you are away.",
          {"start": {"type": "string", "format": "date", "description": "First day"},
           "days": {"type": "integer", "minimum": 1, "maximum": 30, "description": "Number of days"}},
          ["start"]),
    skill("bug.report", "Bug report", "Files a bug report for an app.",
          {"app": {"type": "string", "description": "App name"},
           "severity": {"type": "string", "enum": ["low", "medium", "high", "critical"], "description": "Severity"},
           "summary": {"type": "string", "description": "What went wrong"}},
          ["summary"]),
]

row("piano", "book a piano tuner for Thursday at 3pm", ["piano.tune"], {"when": "2026-12-03T15:00:00+08:00"})
row("piano", "tune my grand piano tomorrow at 10am", ["piano.tune"], {"piano": "grand", "when": "2026-12-01T10:00:00+08:00"})
row("piano", "钢琴该调音了，周六下午两点", ["piano.tune"], {"when": "2026-12-05T14:00:00+08:00"})
row("piano", "piano tuning", ["piano.tune"], asks=["when"])
row("piano", "upright piano tuning next Monday 9am", ["piano.tune"], {"piano": "upright", "when": "2026-12-07T09:00:00+08:00"})
row("locksmith", "I'm locked out of my apartment, call a locksmith", ["locksmith.call"], {"problem": "locked out"})
row("locksmith", "my front door lock is broken, send a locksmith to 12 Elm Street", ["locksmith.call"], {"problem": "broken lock", "address": "12 Elm Street"})
row("locksmith", "钥匙丢了，叫个开锁师傅", ["locksmith.call"], {"problem": "lost key"})
row("locksmith", "call a locksmith", ["locksmith.call"], asks=["problem"])
row("locksmith", "rekey the locks after the move", ["locksmith.call"], {"problem": "rekey"})
row("pest", "there are ants in the kitchen, book pest control for Wednesday", ["pest.control"], {"pest": "ants", "date": "2026-12-02"})
row("pest", "exterminator for mice on Friday", ["pest.control"], {"pest": "mice", "date": "2026-12-04"})
row("pest", "家里有蟑螂，约周六上门灭虫", ["pest.control"], {"pest": "cockroaches", "date": "2026-12-05"})
row("pest", "pest control", ["pest.control"], asks=["pest", "date"])
row("pest", "termite inspection December 10", ["pest.control"], {"pest": "termites", "date": "2026-12-10"})
row("dance", "salsa class on Friday at 8pm", ["dance.class"], {"style": "salsa", "when": "2026-12-04T20:00:00+08:00"})
row("dance", "sign me up for ballet tomorrow at 5pm", ["dance.class"], {"style": "ballet", "when": "2026-12-01T17:00:00+08:00"})
row("dance", "周三晚上七点的探戈课", ["dance.class"], {"style": "tango", "when": "2026-12-02T19:00:00+08:00"})
row("dance", "book a dance class", ["dance.class"], asks=["style", "when"])
row("dance", "hip-hop dance lesson Saturday 2pm", ["dance.class"], {"style": "hip hop", "when": "2026-12-05T14:00:00+08:00"})
row("tea", "order 200 grams of oolong", ["tea.order"], {"tea": "oolong", "grams": 200})
row("tea", "buy some jasmine tea", ["tea.order"], {"tea": "jasmine"})
row("tea", "买半斤普洱茶", ["tea.order"], {"tea": "pu-erh", "grams": 250})
row("tea", "order tea", ["tea.order"], asks=["tea"])
row("tea", "I'm out of green tea, get 100g", ["tea.order"], {"tea": "green", "grams": 100})
row("eye", "book an eye exam for Tuesday at 11am", ["eye.exam"], {"when": "2026-12-01T11:00:00+08:00"})
row("eye", "eye test with a contact lens fitting on Friday at 4pm", ["eye.exam"], {"when": "2026-12-04T16:00:00+08:00", "contacts": True})
row("eye", "约个验光，周四上午十点", ["eye.exam"], {"when": "2026-12-03T10:00:00+08:00"})
row("eye", "eye exam", ["eye.exam"], asks=["when"])
row("eye", "my glasses feel weak, schedule an optometrist appointment next Monday at 2pm", ["eye.exam"], {"when": "2026-12-07T14:00:00+08:00"})
row("homeclean", "明天上午九点请阿姨来打扫，4个小时", ["home.clean"], {"time": "2026-12-01T09:00:00+08:00", "hours": 4})
row("homeclean", "book a house cleaner for Saturday at 1pm for 3 hours", ["home.clean"], {"time": "2026-12-05T13:00:00+08:00", "hours": 3})
row("homeclean", "约家政保洁", ["home.clean"], asks=["time"])
row("homeclean", "周五下午两点上门保洁", ["home.clean"], {"time": "2026-12-04T14:00:00+08:00"})
row("homeclean", "deep clean of the house Wednesday 10am, 6 hours", ["home.clean"], {"time": "2026-12-02T10:00:00+08:00", "hours": 6})
row("catsitter", "book a cat sitter from Friday for 5 days", ["cat.sitter"], {"start": "2026-12-04", "days": 5})
row("catsitter", "I need someone to feed my cat while I'm away starting December 20", ["cat.sitter"], {"start": "2026-12-20"})
row("catsitter", "周六开始找人上门喂猫，一个星期", ["cat.sitter"], {"start": "2026-12-05", "days": 7})
row("catsitter", "cat sitter", ["cat.sitter"], asks=["start"])
row("catsitter", "cat sitting for 3 days starting tomorrow", ["cat.sitter"], {"days": 3, "start": "2026-12-01"})
row("bug", "report a bug: the app crashes when I open settings", ["bug.report"], {"summary": "the app crashes when I open settings"})
row("bug", "file a critical bug for Slack: messages don't load", ["bug.report"], {"severity": "critical", "app": "Slack", "summary": "messages don't load"})
row("bug", "微信闪退了，提交一个bug", ["bug.report"], {"app": "微信", "summary": "闪退"})
row("bug", "file a bug report", ["bug.report"], asks=["summary"])
row("bug", "low priority bug: the logo is blurry on the login page", ["bug.report"], {"severity": "low", "summary": "the logo is blurry on the login page"})
row("builtin", "what's the date today", ["time.now"])
row("builtin", "remind me to water the plants tomorrow at 8am", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-12-01T08:00:00+08:00"})
row("builtin", "周四下午三点提醒我去银行", ["reminder.create"], {"title": "去银行", "dueDate": "2026-12-03T15:00:00+08:00"})
row("builtin", "add buy cat food to my todos", ["todo.add"], {"title": "buy cat food"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "show the first 15 lines of main.go", ["files.read"], {"path": "main.go", "limit": 15})
row("builtin", "search for TODO in src", ["files.grep"], {"pattern": "TODO", "path": "src"})
row("builtin", "run npm test", ["shell.run"], {"command": "npm test"})
row("builtin", "list all the markdown files", ["files.glob"])
row("builtin", "明天有什么安排", ["calendar.list_events"])
row("nothing", "what's the capital of Australia", [])
row("nothing", "tell me a joke about cats", [])
row("nothing", "我该不该换工作", [])
row("nothing", "how tall is Mount Everest", [])
row("nothing", "🎹🎹🎹", [])
row("nothing", "qwertyuiop", [])
row("nothing", "how do I get a stain out of a carpet", [])
row("nothing", "给我讲个笑话", [])
row("steps2", "book a salsa class Friday at 7pm, then remind me to buy dance shoes tomorrow at 6pm", ["dance.class", "reminder.create"], {"style": "salsa", "when": "2026-12-04T19:00:00+08:00"})
row("steps2", "order 100g of green tea and add a todo to wash the teapot", ["tea.order", "todo.add"], {"tea": "green", "grams": 100})
row("steps2", "约周四上午九点验光，然后提醒我周三晚上找出旧眼镜", ["eye.exam", "reminder.create"], {"when": "2026-12-03T09:00:00+08:00"})

write("planner_corpus_holdout27.jsonl", "planner_holdout27_skills.json", SKILLS)
