#!/usr/bin/env python3
"""Writes planner_corpus_holdout26.jsonl and planner_holdout26_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (window cleaning, a bike service,
swimming lessons, restoring an old photo, a gift card, an ingredient substitute, a car
inspection, a library study room described in Chinese alone, a noise complaint), written on
2026-12-07 AFTER every rule of the fourteenth round (including those read from held out 25) and
scored once after them (only its totals were read): the unseen measure of that round's final
planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("window.clean", "Window cleaning", "Books window cleaning.",
          {"windows": {"type": "integer", "minimum": 1, "maximum": 100, "description": "Number of windows"},
           "date": {"type": "string", "format": "date", "description": "Cleaning day"}},
          ["date"]),
    skill("bike.tuneup", "Bike service", "Books a bike service at the shop.",
          {"service": {"type": "string", "enum": ["basic", "full", "brakes"], "description": "Service"},
           "when": {"type": "string", "format": "date-time", "description": "Drop-off time"}},
          ["service", "when"]),
    skill("swim.lesson", "Swimming lessons", "Books a swimming lesson.",
          {"level": {"type": "string", "enum": ["beginner", "intermediate", "advanced"], "description": "Level"},
           "when": {"type": "string", "format": "date-time", "description": "Lesson time"}},
          ["level", "when"]),
    skill("photo.restore", "Photo restoration", "Restores an old photo.",
          {"file": {"type": "string", "format": "path", "description": "Photo file"},
           "colorize": {"type": "boolean", "description": "Add color"}},
          ["file"]),
    skill("gift.card", "Gift cards", "Buys a gift card.",
          {"store": {"type": "string", "description": "Store"},
           "amount": {"type": "number", "minimum": 5, "maximum": 500, "description": "Amount in dollars"},
           "recipient": {"type": "string", "format": "email", "description": "Recipient email"}},
          ["amount"]),
    skill("ingredient.swap", "Substitutes", "Suggests a substitute for a cooking ingredient.",
          {"ingredient": {"type": "string", "description": "Ingredient"}},
          ["ingredient"]),
    skill("car.inspection", "Car inspection", "Books the yearly car inspection.",
          {"when": {"type": "string", "format": "date-time", "description": "Inspection time"},
           "plate": {"type": "string", "pattern": "^[A-Z0-9-]{4,10}$", "description": "License plate"}},
          ["when"]),
    skill("study.room", "自习室", "预约图书馆自习室的座位。",
          {"seats": {"type": "integer", "minimum": 1, "maximum": 4, "description": "座位数"},
           "time": {"type": "string", "format": "date-time", "description": "开始时间"}},
          ["time"]),
    skill("noise.complaint", "Noise complaint", "Reports a noise complaint to the building manager.",
          {"source": {"type": "string", "enum": ["music", "construction", "dog barking", "party"], "description": "Noise source"},
           "unit": {"type": "string", "description": "Apartment number"}},
          ["source"]),
]

row("windows", "book window cleaning for Friday, 12 windows", ["window.clean"], {"date": "2026-12-04", "windows": 12})
row("windows", "get my windows cleaned next Tuesday", ["window.clean"], {"date": "2026-12-08"})
row("windows", "周四上门擦窗户，一共8扇", ["window.clean"], {"date": "2026-12-03", "windows": 8})
row("windows", "window cleaning", ["window.clean"], asks=["date"])
row("windows", "clean all 20 windows on December 14", ["window.clean"], {"windows": 20, "date": "2026-12-14"})
row("bike", "full service for my bike on Saturday at 10am", ["bike.tuneup"], {"service": "full", "when": "2026-12-05T10:00:00+08:00"})
row("bike", "my brakes are squeaking, book a bike repair tomorrow at 5pm", ["bike.tuneup"], {"service": "brakes", "when": "2026-12-01T17:00:00+08:00"})
row("bike", "自行车基础保养，周三上午十一点", ["bike.tuneup"], {"service": "basic", "when": "2026-12-02T11:00:00+08:00"})
row("bike", "bike tune-up", ["bike.tuneup"], asks=["service", "when"])
row("bike", "basic tune up Thursday 9am", ["bike.tuneup"], {"service": "basic", "when": "2026-12-03T09:00:00+08:00"})
row("swim", "beginner swimming lesson on Wednesday at 6pm", ["swim.lesson"], {"level": "beginner", "when": "2026-12-02T18:00:00+08:00"})
row("swim", "book an advanced swim class tomorrow at 7am", ["swim.lesson"], {"level": "advanced", "when": "2026-12-01T07:00:00+08:00"})
row("swim", "给孩子报个初级游泳课，周六上午十点", ["swim.lesson"], {"level": "beginner", "when": "2026-12-05T10:00:00+08:00"})
row("swim", "swimming lessons", ["swim.lesson"], asks=["level", "when"])
row("swim", "I'm an intermediate swimmer, lesson Friday at noon", ["swim.lesson"], {"level": "intermediate", "when": "2026-12-04T12:00:00+08:00"})
row("photo", "restore old_photo.jpg", ["photo.restore"], {"file": "old_photo.jpg"})
row("photo", "fix up ~/Pictures/grandma.png and colorize it", ["photo.restore"], {"file": "~/Pictures/grandma.png", "colorize": True})
row("photo", "修复一下 family1980.jpg 这张老照片", ["photo.restore"], {"file": "family1980.jpg"})
row("photo", "restore a photo", ["photo.restore"], asks=["file"])
row("photo", "colorize and restore scans/wedding.tif", ["photo.restore"], {"file": "scans/wedding.tif", "colorize": True})
row("giftcard", "buy a $50 Amazon gift card", ["gift.card"], {"amount": 50, "store": "Amazon"})
row("giftcard", "send a 100 dollar gift card to amy@example.com", ["gift.card"], {"amount": 100, "recipient": "amy@example.com"})
row("giftcard", "买一张200元的星巴克礼品卡", ["gift.card"], {"amount": 200, "store": "星巴克"})
row("giftcard", "buy a gift card", ["gift.card"], asks=["amount"])
row("giftcard", "gift card for Target, 25 bucks", ["gift.card"], {"store": "Target", "amount": 25})
row("ingredient", "what can I use instead of buttermilk", ["ingredient.swap"], {"ingredient": "buttermilk"})
row("ingredient", "substitute for eggs in baking", ["ingredient.swap"], {"ingredient": "eggs"})
row("ingredient", "没有黄油可以用什么代替", ["ingredient.swap"], {"ingredient": "黄油"})
row("ingredient", "ingredient substitute", ["ingredient.swap"], asks=["ingredient"])
row("ingredient", "I'm out of baking soda, what's a replacement", ["ingredient.swap"], {"ingredient": "baking soda"})
row("inspection", "book my car inspection for next Monday at 9am", ["car.inspection"], {"when": "2026-12-07T09:00:00+08:00"})
row("inspection", "annual inspection for plate ABC-1234 on Friday at 2pm", ["car.inspection"], {"plate": "ABC-1234", "when": "2026-12-04T14:00:00+08:00"})
row("inspection", "预约周四下午三点年检", ["car.inspection"], {"when": "2026-12-03T15:00:00+08:00"})
row("inspection", "car inspection", ["car.inspection"], asks=["when"])
row("inspection", "schedule the inspection for 7XYZ123 tomorrow at 10am", ["car.inspection"], {"plate": "7XYZ123", "when": "2026-12-01T10:00:00+08:00"})
row("study", "预约明天下午两点的自习室，2个座位", ["study.room"], {"time": "2026-12-01T14:00:00+08:00", "seats": 2})
row("study", "book a study room seat at the library tomorrow at 9am", ["study.room"], {"time": "2026-12-01T09:00:00+08:00"})
row("study", "订自习室", ["study.room"], asks=["time"])
row("study", "周五早上八点自习室一个座位", ["study.room"], {"time": "2026-12-04T08:00:00+08:00", "seats": 1})
row("study", "reserve 3 seats in the study room Saturday 1pm", ["study.room"], {"seats": 3, "time": "2026-12-05T13:00:00+08:00"})
row("noise", "report loud music from upstairs", ["noise.complaint"], {"source": "music"})
row("noise", "the construction next door is too loud, file a complaint for unit 5B", ["noise.complaint"], {"source": "construction", "unit": "5B"})
row("noise", "楼上狗一直叫，投诉一下", ["noise.complaint"], {"source": "dog barking"})
row("noise", "file a noise complaint", ["noise.complaint"], asks=["source"])
row("noise", "there's a party in 3C, complain about the noise", ["noise.complaint"], {"source": "party", "unit": "3C"})
row("builtin", "what time is it now", ["time.now"])
row("builtin", "remind me to pay rent on Friday at 9am", ["reminder.create"], {"title": "pay rent", "dueDate": "2026-12-04T09:00:00+08:00"})
row("builtin", "今晚八点提醒我给妈妈打电话", ["reminder.create"], {"title": "给妈妈打电话", "dueDate": "2026-11-30T20:00:00+08:00"})
row("builtin", "add return library books to my todo list", ["todo.add"], {"title": "return library books"})
row("builtin", "show me my todos", ["todo.list"])
row("builtin", "read the first 8 lines of setup.py", ["files.read"], {"path": "setup.py", "limit": 8})
row("builtin", "grep for password in config", ["files.grep"], {"pattern": "password", "path": "config"})
row("builtin", "run git pull", ["shell.run"], {"command": "git pull"})
row("builtin", "find all the yaml files", ["files.glob"])
row("builtin", "这周五有什么会议", ["calendar.list_events"])
row("nothing", "who painted the Mona Lisa", [])
row("nothing", "write me a short story about a dragon", [])
row("nothing", "今天心情不好怎么办", [])
row("nothing", "what's the square root of a banana", [])
row("nothing", "🦄🌈", [])
row("nothing", "asdfjkl", [])
row("nothing", "how do I change a car tire", [])
row("nothing", "帮我想个公司名字", [])
row("steps2", "book a full bike service for Saturday at 9am, then remind me to pick it up at 5pm", ["bike.tuneup", "reminder.create"], {"service": "full", "when": "2026-12-05T09:00:00+08:00"})
row("steps2", "restore old.jpg and add a todo to print it", ["photo.restore", "todo.add"], {"file": "old.jpg"})
row("steps2", "预约周四上午十点年检，然后提醒我周三晚上洗车", ["car.inspection", "reminder.create"], {"when": "2026-12-03T10:00:00+08:00"})

write("planner_corpus_holdout26.jsonl", "planner_holdout26_skills.json", SKILLS)
