#!/usr/bin/env python3
"""Writes planner_corpus_holdout5.jsonl and planner_holdout5_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (printing, air quality, a taxi,
a workout log, splitting a bill, backups, security cameras, flashcards, a stopwatch), written
on 2026-12-05 before any of that session's planner work and scored once before it (only its
totals were read). air.quality is described in Chinese alone and asked for in English too;
taxi.call has a Chinese name. The clock is 2026-11-30 10:00 +08:00. Rows as in
make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("print.document", "Printer", "Sends a document to the office printer, with a number of copies and optionally double-sided.",
          {"file": {"type": "string", "format": "path", "description": "The document to print"},
           "copies": {"type": "integer", "minimum": 1, "maximum": 99, "description": "Number of copies"},
           "duplex": {"type": "boolean", "description": "Print on both sides"}},
          ["file"]),
    skill("air.quality", "空气质量", "查询一个城市现在的空气质量指数（AQI）和 PM2.5。",
          {"city": {"type": "string", "description": "城市"}},
          ["city"]),
    skill("taxi.call", "叫车", "Calls a taxi to take you from a pickup point to a destination.",
          {"destination": {"type": "string", "description": "Where to go"},
           "pickup": {"type": "string", "description": "Where to be picked up"},
           "car": {"type": "string", "enum": ["economy", "comfort", "xl"], "description": "Car class"}},
          ["destination"]),
    skill("workout.log", "Workouts", "Logs a workout: the activity, how long it took and the distance.",
          {"activity": {"type": "string", "enum": ["run", "swim", "cycle", "yoga"], "description": "The activity"},
           "minutes": {"type": "integer", "minimum": 1, "maximum": 600, "description": "Duration in minutes"},
           "km": {"type": "number", "minimum": 0, "maximum": 500, "description": "Distance in kilometres"}},
          ["activity"]),
    skill("bill.split", "Split the bill", "Splits a bill evenly between a number of people and says what each one owes.",
          {"total": {"type": "number", "minimum": 0, "description": "The bill's total"},
           "people": {"type": "integer", "minimum": 2, "maximum": 50, "description": "How many people share it"}},
          ["total", "people"]),
    skill("backup.run", "Backup", "Backs up a folder to the cloud or to an external disk.",
          {"folder": {"type": "string", "format": "path", "description": "Folder to back up"},
           "target": {"type": "string", "enum": ["cloud", "external disk"], "description": "Where the backup goes"}},
          ["folder"]),
    skill("camera.view", "Cameras", "Shows the live picture from one of the home security cameras.",
          {"camera": {"type": "string", "enum": ["front door", "garage", "backyard"], "description": "Which camera"}},
          ["camera"]),
    skill("flashcard.add", "Flashcards", "Adds a flashcard to a study deck, with a question on the front and the answer on the back.",
          {"front": {"type": "string", "description": "The question side"},
           "back": {"type": "string", "description": "The answer side"},
           "deck": {"type": "string", "description": "Which deck"}},
          ["front", "back"]),
    skill("stopwatch.start", "Stopwatch", "Starts a stopwatch that counts up from zero.",
          {}, []),
]

row("print", "print report.pdf", ["print.document"], {"file": "report.pdf"})
row("print", "print 3 copies of docs/handout.pdf double-sided", ["print.document"], {"file": "docs/handout.pdf", "copies": 3, "duplex": True})
row("print", "打印一下 合同.docx，两份", ["print.document"], {"file": "合同.docx", "copies": 2})
row("print", "I need to print something", ["print.document"], asks=["file"])
row("print", "帮我打印", ["print.document"], asks=["file"])
row("print", "send slides.pptx to the printer, single sided", ["print.document"], {"file": "slides.pptx", "duplex": False})
row("air", "北京今天空气怎么样", ["air.quality"], {"city": "北京"})
row("air", "查一下上海的 PM2.5", ["air.quality"], {"city": "上海"})
row("air", "what's the air quality in Delhi", ["air.quality"], {"city": "Delhi"})
row("air", "is the air bad today?", ["air.quality"], asks=["city"])
row("air", "AQI in Chengdu", ["air.quality"], {"city": "Chengdu"})
row("air", "空气质量", ["air.quality"], asks=["city"])
row("taxi", "call me a taxi to the airport", ["taxi.call"], {"destination": "airport"})
row("taxi", "叫个车去虹桥火车站", ["taxi.call"], {"destination": "虹桥火车站"})
row("taxi", "get me an XL cab from Union Square to Pier 39", ["taxi.call"], {"destination": "Pier 39", "pickup": "Union Square", "car": "xl"})
row("taxi", "I need a ride", ["taxi.call"], asks=["destination"])
row("taxi", "打车", ["taxi.call"], asks=["destination"])
row("taxi", "book an economy taxi to Central Park", ["taxi.call"], {"destination": "Central Park", "car": "economy"})
row("workout", "log a 5 km run, 28 minutes", ["workout.log"], {"activity": "run", "km": 5, "minutes": 28})
row("workout", "今天游泳四十分钟", ["workout.log"], {"activity": "swim", "minutes": 40})
row("workout", "did yoga for an hour", ["workout.log"], {"activity": "yoga", "minutes": 60})
row("workout", "log my workout", ["workout.log"], asks=["activity"])
row("workout", "cycled 20km this morning", ["workout.log"], {"activity": "cycle", "km": 20})
row("workout", "记录一下运动", ["workout.log"], asks=["activity"])
row("bill", "split 240 between 4 people", ["bill.split"], {"total": 240, "people": 4})
row("bill", "我们三个人吃了 360 块，AA 一下", ["bill.split"], {"total": 360, "people": 3})
row("bill", "how much does each person owe if the bill is $87.50 for 5", ["bill.split"], {"total": 87.5, "people": 5})
row("bill", "split the bill", ["bill.split"], asks=["total", "people"])
row("bill", "divide 1200 among six friends", ["bill.split"], {"total": 1200, "people": 6})
row("bill", "帮我们分一下账单，总共 500", ["bill.split"], {"total": 500}, asks=["people"])
row("backup", "back up my Documents folder to the cloud", ["backup.run"], {"folder": "Documents", "target": "cloud"})
row("backup", "把 ~/Photos 备份到移动硬盘", ["backup.run"], {"folder": "~/Photos", "target": "external disk"})
row("backup", "run a backup", ["backup.run"], asks=["folder"])
row("backup", "backup ./src to external disk", ["backup.run"], {"folder": "./src", "target": "external disk"})
row("backup", "备份一下", ["backup.run"], asks=["folder"])
row("backup", "make a backup of /home/me/projects", ["backup.run"], {"folder": "/home/me/projects"})
row("camera", "show me the front door camera", ["camera.view"], {"camera": "front door"})
row("camera", "who is in the backyard? open the camera", ["camera.view"], {"camera": "backyard"})
row("camera", "看一下车库的监控", ["camera.view"], {"camera": "garage"})
row("camera", "open the security camera", ["camera.view"], asks=["camera"])
row("camera", "看看门口", ["camera.view"], {"camera": "front door"})
row("camera", "garage cam", ["camera.view"], {"camera": "garage"})
row("flashcard", "make a flashcard: front 'capital of France', back 'Paris'", ["flashcard.add"], {"front": "capital of France", "back": "Paris"})
row("flashcard", "add a card to my Spanish deck: 'perro' means 'dog'", ["flashcard.add"], {"deck": "Spanish"})
row("flashcard", "新建一张卡片", ["flashcard.add"], asks=["front", "back"])
row("flashcard", "add a flashcard", ["flashcard.add"], asks=["front", "back"])
row("flashcard", "做一张单词卡，正面 apple，背面 苹果", ["flashcard.add"], {"front": "apple", "back": "苹果"})
row("stopwatch", "start the stopwatch", ["stopwatch.start"])
row("stopwatch", "开始计时", ["stopwatch.start"])
row("stopwatch", "time me", ["stopwatch.start"])
row("stopwatch", "stopwatch go", ["stopwatch.start"])
row("stopwatch", "秒表", ["stopwatch.start"])
row("builtin", "what's the date today", ["time.now"])
row("builtin", "今天星期几", ["time.now"])
row("builtin", "remind me to take out the trash at 9pm", ["reminder.create"], {"title": "take out the trash", "dueDate": "2026-11-30T21:00:00+08:00"})
row("builtin", "后天下午三点提醒我取快递", ["reminder.create"], {"title": "取快递", "dueDate": "2026-12-02T15:00:00+08:00"})
row("builtin", "todo: buy printer ink", ["todo.add"], {"title": "buy printer ink"})
row("builtin", "待办清单里有什么", ["todo.list"])
row("builtin", "show the last 20 lines of server.log", ["files.read"], {"path": "server.log"})
row("builtin", "search for FIXME in Sources", ["files.grep"], {"pattern": "FIXME", "path": "Sources"})
row("builtin", "list every .yaml file", ["files.glob"])
row("builtin", "run git status", ["shell.run"], {"command": "git status"})
row("builtin", "执行一个命令", ["shell.run"], asks=["command"])
row("builtin", "what's on my calendar this week", ["calendar.list_events"])
row("builtin", "show my reminders", ["reminder.list"])
row("nothing", "play some jazz on spotify", [])
row("nothing", "how tall is Mount Everest", [])
row("nothing", "帮我点一杯咖啡", [])
row("nothing", "translate hello into French", [])
row("nothing", "turn off the lights", [])
row("nothing", "🖨️🖨️", [])
row("nothing", "asdfgh jkl", [])
row("nothing", "给我推荐一本书", [])
row("steps", "start the stopwatch and then log a 30 minute swim", ["stopwatch.start", "workout.log"])
row("steps", "打印 notes.pdf，然后提醒我下午四点去拿", ["print.document", "reminder.create"], {"file": "notes.pdf"})
row("steps", "back up ~/work to the cloud and add a todo to check it tomorrow", ["backup.run", "todo.add"], {"folder": "~/work", "target": "cloud"})

write("planner_corpus_holdout5.jsonl", "planner_holdout5_skills.json", SKILLS)
