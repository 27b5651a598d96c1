#!/usr/bin/env python3
"""Writes planner_corpus_holdout6.jsonl and planner_holdout6_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (laundry, radio, a shopping list,
a speed test, horoscopes, doctor's appointments, train tickets, a fan, a journal), written on
2026-12-06 after the fifth round's planner work and scored once after it (only its totals
were read): the unseen measure of that round. radio.play is described in Chinese alone and
asked for in English too; doctor.book has a Chinese name. The clock is 2026-11-30 10:00
+08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("laundry.start", "Washing machine", "Starts the washing machine or the dryer on a program.",
          {"machine": {"type": "string", "enum": ["washer", "dryer"], "description": "Which machine"},
           "program": {"type": "string", "enum": ["cotton", "wool", "quick", "delicates"], "description": "Wash program"},
           "temperature": {"type": "integer", "minimum": 20, "maximum": 90, "description": "Water temperature in °C"}},
          ["machine"]),
    skill("radio.play", "收音机", "播放一个网络电台。",
          {"station": {"type": "string", "description": "电台名称"}},
          ["station"]),
    skill("shopping.add", "Shopping list", "Puts an item on the shopping list, with how many to buy.",
          {"item": {"type": "string", "description": "What to buy"},
           "quantity": {"type": "integer", "minimum": 1, "maximum": 100, "description": "How many"}},
          ["item"]),
    skill("speed.test", "Speed test", "Measures the internet connection's download and upload speed.",
          {}, []),
    skill("horoscope.today", "Horoscope", "Reads today's horoscope for a zodiac sign.",
          {"sign": {"type": "string", "enum": ["aries", "taurus", "gemini", "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces"], "description": "Zodiac sign"}},
          ["sign"]),
    skill("doctor.book", "挂号", "Books an appointment with a doctor in a department at a time.",
          {"department": {"type": "string", "enum": ["dentist", "eye", "skin", "general"], "description": "Which department"},
           "time": {"type": "string", "format": "date-time", "description": "When"}},
          ["department"]),
    skill("train.search", "Train tickets", "Searches train tickets from one city to another on a date.",
          {"from": {"type": "string", "description": "Departure city"},
           "to": {"type": "string", "description": "Arrival city"},
           "date": {"type": "string", "format": "date", "description": "Travel date"}},
          ["from", "to"]),
    skill("fan.set", "Fan", "Turns the electric fan on at a speed, optionally swinging side to side.",
          {"speed": {"type": "string", "enum": ["low", "medium", "high"], "description": "Fan speed"},
           "oscillate": {"type": "boolean", "description": "Swing side to side"}},
          []),
    skill("journal.write", "Journal", "Writes an entry in my journal, with the mood of the day.",
          {"text": {"type": "string", "description": "The entry"},
           "mood": {"type": "string", "enum": ["happy", "calm", "sad", "angry", "tired"], "description": "Mood"}},
          ["text"]),
]

row("laundry", "start the washer on the wool program", ["laundry.start"], {"machine": "washer", "program": "wool"})
row("laundry", "洗衣机快洗，30度", ["laundry.start"], {"machine": "washer", "program": "quick", "temperature": 30})
row("laundry", "run the dryer", ["laundry.start"], {"machine": "dryer"})
row("laundry", "do a load of laundry", ["laundry.start"], asks=["machine"])
row("laundry", "wash cottons at 60 degrees in the washer", ["laundry.start"], {"machine": "washer", "program": "cotton", "temperature": 60})
row("laundry", "把衣服烘干", ["laundry.start"], {"machine": "dryer"})
row("radio", "play BBC Radio 4", ["radio.play"], {"station": "BBC Radio 4"})
row("radio", "放一下中国之声", ["radio.play"], {"station": "中国之声"})
row("radio", "turn on the radio", ["radio.play"], asks=["station"])
row("radio", "听广播", ["radio.play"], asks=["station"])
row("radio", "tune in to Jazz FM", ["radio.play"], {"station": "Jazz FM"})
row("radio", "我想听电台", ["radio.play"], asks=["station"])
row("shopping", "add milk to the shopping list", ["shopping.add"], {"item": "milk"})
row("shopping", "购物清单加上 6 个鸡蛋", ["shopping.add"], {"item": "鸡蛋", "quantity": 6})
row("shopping", "we need 2 bottles of olive oil", ["shopping.add"], {"quantity": 2})
row("shopping", "put something on my shopping list", ["shopping.add"], asks=["item"])
row("shopping", "买菜清单：西红柿", ["shopping.add"], {"item": "西红柿"})
row("shopping", "shopping list: toothpaste", ["shopping.add"], {"item": "toothpaste"})
row("speed", "run a speed test", ["speed.test"])
row("speed", "测一下网速", ["speed.test"])
row("speed", "how fast is my internet", ["speed.test"])
row("speed", "is the wifi slow right now?", ["speed.test"])
row("speed", "网速怎么这么慢", ["speed.test"])
row("horoscope", "what's my horoscope, I'm a Leo", ["horoscope.today"], {"sign": "leo"})
row("horoscope", "今天天蝎座运势", ["horoscope.today"], {"sign": "scorpio"})
row("horoscope", "read me the horoscope", ["horoscope.today"], asks=["sign"])
row("horoscope", "horoscope for pisces", ["horoscope.today"], {"sign": "pisces"})
row("horoscope", "星座运势", ["horoscope.today"], asks=["sign"])
row("horoscope", "gemini today?", ["horoscope.today"], {"sign": "gemini"})
row("doctor", "book a dentist appointment tomorrow at 9am", ["doctor.book"], {"department": "dentist", "time": "2026-12-01T09:00:00+08:00"})
row("doctor", "帮我挂个眼科的号", ["doctor.book"], {"department": "eye"})
row("doctor", "I need to see a doctor", ["doctor.book"], asks=["department"])
row("doctor", "挂号", ["doctor.book"], asks=["department"])
row("doctor", "skin doctor on Friday at 3pm", ["doctor.book"], {"department": "skin", "time": "2026-12-04T15:00:00+08:00"})
row("doctor", "make an appointment with a general practitioner", ["doctor.book"], {"department": "general"})
row("train", "train tickets from Beijing to Shanghai on December 3", ["train.search"], {"from": "Beijing", "to": "Shanghai", "date": "2026-12-03"})
row("train", "查一下明天北京到天津的火车票", ["train.search"], {"from": "北京", "to": "天津", "date": "2026-12-01"})
row("train", "trains to Boston", ["train.search"], {"to": "Boston"}, asks=["from"])
row("train", "search train tickets", ["train.search"], asks=["from", "to"])
row("train", "从广州去深圳的高铁", ["train.search"], {"from": "广州", "to": "深圳"})
row("train", "is there a train from Leeds to York tomorrow", ["train.search"], {"from": "Leeds", "to": "York", "date": "2026-12-01"})
row("fan", "turn the fan on high", ["fan.set"], {"speed": "high"})
row("fan", "风扇开低档，摇头", ["fan.set"], {"speed": "low", "oscillate": True})
row("fan", "fan on medium, no swinging", ["fan.set"], {"speed": "medium", "oscillate": False})
row("fan", "it's hot, turn on the fan", ["fan.set"])
row("fan", "开风扇", ["fan.set"])
row("journal", "journal: had a great day at the beach, feeling happy", ["journal.write"], {"mood": "happy"})
row("journal", "写日记：今天加班到很晚，好累", ["journal.write"], {"text": "今天加班到很晚，好累"})
row("journal", "write in my journal", ["journal.write"], asks=["text"])
row("journal", "add a journal entry saying 'finished the marathon'", ["journal.write"], {"text": "finished the marathon"})
row("journal", "记日记", ["journal.write"], asks=["text"])
row("builtin", "what time is it in here", ["time.now"])
row("builtin", "几号了今天", ["time.now"])
row("builtin", "remind me to water the plants at 6pm", ["reminder.create"], {"title": "water the plants", "dueDate": "2026-11-30T18:00:00+08:00"})
row("builtin", "周五上午十点提醒我交房租", ["reminder.create"], {"title": "交房租", "dueDate": "2026-12-04T10:00:00+08:00"})
row("builtin", "add a todo: call the landlord", ["todo.add"], {"title": "call the landlord"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "open config.yaml", ["files.read"], {"path": "config.yaml"})
row("builtin", "grep for deprecated in Sources", ["files.grep"], {"pattern": "deprecated", "path": "Sources"})
row("builtin", "find all the .png files", ["files.glob"])
row("builtin", "run make test", ["shell.run"], {"command": "make test"})
row("builtin", "执行 ls", ["shell.run"], {"command": "ls"})
row("builtin", "am I free tomorrow afternoon", ["calendar.list_events"])
row("builtin", "list my reminders", ["reminder.list"])
row("nothing", "what's the weather in Paris", [])
row("nothing", "order sushi for dinner", [])
row("nothing", "帮我订一张机票", [])
row("nothing", "who won the world cup in 2018", [])
row("nothing", "send a text to mom", [])
row("nothing", "📻📻", [])
row("nothing", "zxcvbnm", [])
row("nothing", "给我唱首歌", [])
row("steps", "start the dryer and then remind me to fold clothes at 8pm", ["laundry.start", "reminder.create"], {"machine": "dryer"})
row("steps", "测一下网速，然后放中国之声", ["speed.test", "radio.play"])
row("steps", "add bread to the shopping list and add a todo to bake a cake", ["shopping.add", "todo.add"], {"item": "bread"})

write("planner_corpus_holdout6.jsonl", "planner_holdout6_skills.json", SKILLS)
