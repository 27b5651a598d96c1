#!/usr/bin/env python3
"""Writes planner_corpus_holdout12.jsonl and planner_holdout12_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (freezing a bank card, smart windows
with a Chinese name, a restaurant queue described in Chinese alone, a typing test, an aquarium
light, visitor passes, scaling a recipe, watching a price, a car wash with a Chinese name),
written on 2026-12-06 AFTER the eighth round's planner work and scored once after it (only its
totals were read): the unseen measure of that round. The clock is 2026-11-30 10:00 +08:00 (a
Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("card.freeze", "Card security", "Freezes a bank card so nobody can use it.",
          {"card": {"type": "string", "enum": ["debit", "credit"], "description": "Which card"}},
          ["card"]),
    skill("window.set", "窗户", "Opens or closes the smart windows.",
          {"action": {"type": "string", "enum": ["open", "close"], "description": "Open or close"},
           "room": {"type": "string", "description": "Which room"}},
          ["action"]),
    skill("queue.take", "排队取号", "在餐厅远程排队取号。",
          {"restaurant": {"type": "string", "description": "餐厅名"},
           "people": {"type": "integer", "minimum": 1, "maximum": 20, "description": "人数"}},
          ["restaurant"]),
    skill("typing.test", "Typing test", "Runs a typing speed test.",
          {"minutes": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Length"}},
          []),
    skill("aquarium.light", "Aquarium", "Sets the aquarium light's colour and brightness.",
          {"color": {"type": "string", "enum": ["white", "blue", "red"], "description": "Colour"},
           "brightness": {"type": "integer", "minimum": 0, "maximum": 100, "description": "Brightness in percent"}},
          []),
    skill("visitor.pass", "Visitors", "Registers a visitor pass for the office building.",
          {"visitor": {"type": "string", "description": "Visitor's name"},
           "date": {"type": "string", "format": "date", "description": "Day of the visit"}},
          ["visitor", "date"]),
    skill("recipe.scale", "Recipe scaler", "Scales a recipe to a number of servings.",
          {"recipe": {"type": "string", "description": "Recipe name"},
           "servings": {"type": "integer", "minimum": 1, "maximum": 50, "description": "Servings"}},
          ["recipe", "servings"]),
    skill("price.watch", "Price alerts", "Watches a product's price and alerts me when it drops.",
          {"product": {"type": "string", "description": "Product"},
           "target": {"type": "number", "description": "Alert below this price"}},
          ["product"]),
    skill("carwash.book", "洗车", "Books a car wash.",
          {"when": {"type": "string", "format": "date-time", "description": "When"},
           "kind": {"type": "string", "enum": ["basic", "full"], "description": "Basic or full valet"}},
          ["when"]),
]

row("card", "freeze my credit card", ["card.freeze"], {"card": "credit"})
row("card", "I lost my debit card, block it", ["card.freeze"], {"card": "debit"})
row("card", "冻结我的信用卡", ["card.freeze"], {"card": "credit"})
row("card", "freeze a card", ["card.freeze"], asks=["card"])
row("card", "lock my debit card right now", ["card.freeze"], {"card": "debit"})
row("window", "open the windows in the bedroom", ["window.set"], {"action": "open", "room": "bedroom"})
row("window", "关上客厅的窗户", ["window.set"], {"action": "close", "room": "客厅"})
row("window", "close all the windows", ["window.set"], {"action": "close"})
row("window", "窗户", ["window.set"], asks=["action"])
row("window", "it's stuffy, open a window", ["window.set"], {"action": "open"})
row("queue", "帮我在海底捞排个号，4 个人", ["queue.take"], {"restaurant": "海底捞", "people": 4})
row("queue", "get us in the queue at Din Tai Fung, 2 people", ["queue.take"], {"restaurant": "Din Tai Fung", "people": 2})
row("queue", "排队取号", ["queue.take"], asks=["restaurant"])
row("queue", "外婆家取个号", ["queue.take"], {"restaurant": "外婆家"})
row("queue", "join the waitlist at Shake Shack", ["queue.take"], {"restaurant": "Shake Shack"})
row("typing", "start a typing test", ["typing.test"])
row("typing", "how fast can I type? test me for 3 minutes", ["typing.test"], {"minutes": 3})
row("typing", "测一下我的打字速度", ["typing.test"])
row("typing", "typing speed test, 5 min", ["typing.test"], {"minutes": 5})
row("typing", "1 minute typing test", ["typing.test"], {"minutes": 1})
row("aquarium", "set the aquarium light to blue", ["aquarium.light"], {"color": "blue"})
row("aquarium", "鱼缸灯调成白色，亮度 60", ["aquarium.light"], {"color": "white", "brightness": 60})
row("aquarium", "dim the fish tank light to 20%", ["aquarium.light"], {"brightness": 20})
row("aquarium", "aquarium lights red at full brightness", ["aquarium.light"], {"color": "red", "brightness": 100})
row("aquarium", "turn the aquarium light down", ["aquarium.light"])
row("visitor", "register a visitor pass for Anna Schmidt tomorrow", ["visitor.pass"], {"visitor": "Anna Schmidt", "date": "2026-12-01"})
row("visitor", "王强周五来公司拜访，帮他登记一下", ["visitor.pass"], {"visitor": "王强", "date": "2026-12-04"})
row("visitor", "I have a guest coming on Wednesday", ["visitor.pass"], {"date": "2026-12-02"}, asks=["visitor"])
row("visitor", "visitor pass", ["visitor.pass"], asks=["visitor", "date"])
row("visitor", "book a pass for Carlos on Dec 10", ["visitor.pass"], {"visitor": "Carlos", "date": "2026-12-10"})
row("recipe", "scale the lasagna recipe to 8 servings", ["recipe.scale"], {"recipe": "lasagna", "servings": 8})
row("recipe", "make the pancake recipe for 3 people", ["recipe.scale"], {"recipe": "pancake", "servings": 3})
row("recipe", "把红烧肉的菜谱改成 6 人份", ["recipe.scale"], {"recipe": "红烧肉", "servings": 6})
row("recipe", "scale a recipe", ["recipe.scale"], asks=["recipe", "servings"])
row("recipe", "double the brownie recipe to 24 servings", ["recipe.scale"], {"recipe": "brownie", "servings": 24})
row("price", "tell me when the Switch 2 drops below $400", ["price.watch"], {"product": "Switch 2", "target": 400})
row("price", "watch the price of AirPods Pro", ["price.watch"], {"product": "AirPods Pro"})
row("price", "戴森吹风机降到 2000 以下提醒我", ["price.watch"], {"product": "戴森吹风机", "target": 2000})
row("price", "set a price alert", ["price.watch"], asks=["product"])
row("price", "alert me if the Kindle gets cheaper than 80", ["price.watch"], {"product": "Kindle", "target": 80})
row("carwash", "book a car wash tomorrow at 10am", ["carwash.book"], {"when": "2026-12-01T10:00:00+08:00"})
row("carwash", "周六下午两点洗车，精洗", ["carwash.book"], {"when": "2026-12-05T14:00:00+08:00", "kind": "full"})
row("carwash", "full valet on Friday at 9", ["carwash.book"], {"when": "2026-12-04T09:00:00+08:00", "kind": "full"})
row("carwash", "wash the car", ["carwash.book"], asks=["when"])
row("carwash", "basic wash Thursday 4pm", ["carwash.book"], {"when": "2026-12-03T16:00:00+08:00", "kind": "basic"})
row("builtin", "what's the time in here", ["time.now"])
row("builtin", "remind me to water the plants at 6pm", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-11-30T18:00:00+08:00"})
row("builtin", "周五上午九点提醒我交报告", ["reminder.create"], {"title": "交报告", "dueDate": "2026-12-04T09:00:00+08:00"})
row("builtin", "add 'renew passport' to my todos", ["todo.add"], {"title": "renew passport"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "show me Package.swift", ["files.read"], {"path": "Package.swift"})
row("builtin", "grep for FIXME in Tests", ["files.grep"], {"pattern": "FIXME", "path": "Tests"})
row("builtin", "run make test", ["shell.run"], {"command": "make test"})
row("builtin", "明天有什么会", ["calendar.list_events"])
row("builtin", "find all json files", ["files.glob"], {"pattern": "**/*.json"})
row("nothing", "who won the 2018 world cup", [])
row("nothing", "freeze the chicken for later", [])
row("nothing", "帮我写一封情书", [])
row("nothing", "what's the capital of Peru", [])
row("nothing", "🐠🐠🐠", [])
row("nothing", "asdfghjkl", [])
row("nothing", "打开冰箱", [])
row("nothing", "how do I tie a tie", [])
row("steps2", "freeze my credit card and remind me to call the bank at 3pm", ["card.freeze", "reminder.create"], {"card": "credit"})
row("steps2", "close the windows, then add a todo to fix the latch", ["window.set", "todo.add"], {"action": "close"})
row("steps2", "洗车约明天上午十点，然后提醒我带钥匙", ["carwash.book", "reminder.create"], {"when": "2026-12-01T10:00:00+08:00"})

write("planner_corpus_holdout12.jsonl", "planner_holdout12_skills.json", SKILLS)
