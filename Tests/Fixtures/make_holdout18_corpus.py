#!/usr/bin/env python3
"""Writes planner_corpus_holdout18.jsonl and planner_holdout18_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (renewing a passport, a moving
quote, a wine log, a dishwasher named 洗碗机, enrolling in a course, registering a warranty, a
ski pass, a bird-watching log, pet grooming described in Chinese alone), written on 2026-12-06
AFTER the eleventh round's planner work and scored once after it (only its totals were read):
the unseen measure of that round. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in
make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("passport.renew", "Passport", "Starts a passport renewal application.",
          {"applicant": {"type": "string", "enum": ["adult", "child"], "description": "Whose passport"},
           "express": {"type": "boolean", "description": "Faster processing for a fee"}},
          ["applicant"]),
    skill("moving.quote", "Movers", "Gets a quote from a moving company.",
          {"from": {"type": "string", "description": "Current address or city"},
           "to": {"type": "string", "description": "New address or city"},
           "date": {"type": "string", "format": "date", "description": "Moving day"},
           "rooms": {"type": "integer", "minimum": 1, "maximum": 12, "description": "Number of rooms"}},
          ["to", "date"]),
    skill("wine.log", "Wine cellar", "Adds a bottle to the wine cellar log.",
          {"wine": {"type": "string", "description": "Wine name"},
           "vintage": {"type": "integer", "minimum": 1900, "maximum": 2030, "description": "Vintage year"},
           "bottles": {"type": "integer", "minimum": 1, "maximum": 48, "description": "How many bottles"}},
          ["wine"]),
    skill("dishwasher.run", "洗碗机", "Runs the dishwasher.",
          {"program": {"type": "string", "enum": ["eco", "quick", "intensive"], "description": "Wash program"}},
          []),
    skill("course.enroll", "Courses", "Enrolls you in an online course.",
          {"course": {"type": "string", "description": "Course title"},
           "start": {"type": "string", "format": "date", "description": "Start date"}},
          ["course"]),
    skill("warranty.register", "Warranty", "Registers a product for its warranty.",
          {"product": {"type": "string", "description": "Product name"},
           "serial": {"type": "string", "pattern": "^[A-Z0-9]{8,12}$", "description": "Serial number"},
           "purchased": {"type": "string", "format": "date", "description": "Purchase date"}},
          ["product", "serial"]),
    skill("ski.pass", "Ski passes", "Buys a lift pass for a ski resort.",
          {"resort": {"type": "string", "description": "Ski resort"},
           "days": {"type": "integer", "minimum": 1, "maximum": 14, "description": "Number of days"},
           "start": {"type": "string", "format": "date", "description": "First day"}},
          ["resort", "days"]),
    skill("bird.log", "Bird sightings", "Records a bird you spotted while birdwatching.",
          {"species": {"type": "string", "description": "Bird species"},
           "count": {"type": "integer", "minimum": 1, "maximum": 500, "description": "How many"},
           "place": {"type": "string", "description": "Where"}},
          ["species"]),
    skill("pet.groom", "宠物美容", "预约给宠物洗澡和美容。",
          {"when": {"type": "string", "format": "date-time", "description": "预约时间"},
           "pet": {"type": "string", "description": "宠物名字"}},
          ["when"]),
]

row("passport", "renew my passport", ["passport.renew"])
row("passport", "my daughter's passport is expiring, renew it", ["passport.renew"], {"applicant": "child"})
row("passport", "我要续签护照，加急", ["passport.renew"], {"express": True})
row("passport", "start a passport renewal for my son, express please", ["passport.renew"], {"applicant": "child", "express": True})
row("passport", "passport renewal", ["passport.renew"], asks=["applicant"])
row("moving", "get a moving quote to Denver for December 20", ["moving.quote"], {"to": "Denver", "date": "2026-12-20"})
row("moving", "how much would movers charge to go from Austin to Dallas on Saturday, 3 rooms", ["moving.quote"], {"from": "Austin", "to": "Dallas", "date": "2026-12-05", "rooms": 3})
row("moving", "下周六从杭州搬家到上海，帮我问个报价", ["moving.quote"], {"from": "杭州", "to": "上海", "date": "2026-12-12"})
row("moving", "I need a moving quote", ["moving.quote"], asks=["to", "date"])
row("moving", "quote for moving a 2 room apartment to Portland next Friday", ["moving.quote"], {"to": "Portland", "rooms": 2})
row("wine", "add a bottle of Château Margaux 2015 to the cellar", ["wine.log"], {"wine": "Château Margaux", "vintage": 2015})
row("wine", "log 6 bottles of Barolo", ["wine.log"], {"wine": "Barolo", "bottles": 6})
row("wine", "酒窖里加两瓶 2018 年的拉菲", ["wine.log"], {"wine": "拉菲", "vintage": 2018, "bottles": 2})
row("wine", "add wine to my cellar", ["wine.log"], asks=["wine"])
row("wine", "I bought a Rioja 2019", ["wine.log"], {"wine": "Rioja", "vintage": 2019})
row("dishwasher", "run the dishwasher", ["dishwasher.run"])
row("dishwasher", "洗碗机开一下，用节能模式", ["dishwasher.run"], {"program": "eco"})
row("dishwasher", "start a quick wash in the dishwasher", ["dishwasher.run"], {"program": "quick"})
row("dishwasher", "the pots are really dirty, run the dishwasher on intensive", ["dishwasher.run"], {"program": "intensive"})
row("dishwasher", "把碗洗了", ["dishwasher.run"])
row("course", "enroll me in Intro to Python", ["course.enroll"], {"course": "Intro to Python"})
row("course", "sign up for the Machine Learning course starting January 5", ["course.enroll"], {"course": "Machine Learning", "start": "2027-01-05"})
row("course", "报名一门在线课程", ["course.enroll"], asks=["course"])
row("course", "enroll in a course", ["course.enroll"], asks=["course"])
row("course", "I want to take the Data Visualization class", ["course.enroll"], {"course": "Data Visualization"})
row("warranty", "register my new TV for warranty, serial TV83920AX", ["warranty.register"], {"product": "TV", "serial": "TV83920AX"})
row("warranty", "warranty registration for the blender, serial number BL2290KQ, bought yesterday", ["warranty.register"], {"product": "blender", "serial": "BL2290KQ", "purchased": "2026-11-29"})
row("warranty", "register a warranty", ["warranty.register"], asks=["product", "serial"])
row("warranty", "给新买的吸尘器登记保修，序列号 VC55810023", ["warranty.register"], {"serial": "VC55810023"})
row("warranty", "register the warranty on my laptop", ["warranty.register"], {"product": "laptop"}, asks=["serial"])
row("ski", "buy a 3 day lift pass for Whistler starting Saturday", ["ski.pass"], {"resort": "Whistler", "days": 3, "start": "2026-12-05"})
row("ski", "ski pass for Zermatt, 5 days", ["ski.pass"], {"resort": "Zermatt", "days": 5})
row("ski", "买两天的万龙滑雪场雪票", ["ski.pass"], {"resort": "万龙滑雪场", "days": 2})
row("ski", "I want to buy a ski pass", ["ski.pass"], asks=["resort", "days"])
row("ski", "lift tickets at Vail tomorrow, one day", ["ski.pass"], {"resort": "Vail", "days": 1, "start": "2026-12-01"})
row("bird", "saw 3 cardinals at the park", ["bird.log"], {"species": "cardinals", "count": 3, "place": "park"})
row("bird", "record a sighting of a bald eagle", ["bird.log"], {"species": "bald eagle"})
row("bird", "今天在湿地公园看到五只白鹭", ["bird.log"], {"species": "白鹭", "count": 5, "place": "湿地公园"})
row("bird", "log a bird sighting", ["bird.log"], asks=["species"])
row("bird", "spotted a great blue heron by the lake", ["bird.log"], {"species": "great blue heron"})
row("groom", "给狗狗约个洗澡美容，周六下午两点", ["pet.groom"], {"when": "2026-12-05T14:00:00+08:00"})
row("groom", "book a grooming appointment for Biscuit tomorrow at 11am", ["pet.groom"], {"pet": "Biscuit", "when": "2026-12-01T11:00:00+08:00"})
row("groom", "宠物美容预约", ["pet.groom"], asks=["when"])
row("groom", "my dog needs a bath and a trim", ["pet.groom"], asks=["when"])
row("groom", "明天上午十点带咪咪去洗澡", ["pet.groom"], {"when": "2026-12-01T10:00:00+08:00"})
row("builtin", "what time is it now", ["time.now"])
row("builtin", "remind me to renew the car insurance on Friday at 9am", ["reminder.create"], {"title": "renew the car insurance", "dueDate": "2026-12-04T09:00:00+08:00"})
row("builtin", "今晚九点提醒我收衣服", ["reminder.create"], {"title": "收衣服", "dueDate": "2026-11-30T21:00:00+08:00"})
row("builtin", "put call the bank on my todo list", ["todo.add"], {"title": "call the bank"})
row("builtin", "show my todos", ["todo.list"])
row("builtin", "read CHANGELOG.md", ["files.read"], {"path": "CHANGELOG.md"})
row("builtin", "grep for password in config", ["files.grep"], {"pattern": "password", "path": "config"})
row("builtin", "run npm install", ["shell.run"], {"command": "npm install"})
row("builtin", "下周有什么安排", ["calendar.list_events"])
row("builtin", "find every yaml file", ["files.glob"], {"pattern": "**/*.yaml"})
row("nothing", "how old is the universe", [])
row("nothing", "sing me a song", [])
row("nothing", "帮我预约一个牙医", [])
row("nothing", "what's a good name for a cat", [])
row("nothing", "🎿⛷️", [])
row("nothing", "zxcvbnm", [])
row("nothing", "wash the car", [])
row("nothing", "给我讲个笑话", [])
row("steps2", "run the dishwasher on eco and remind me to unload it at 2pm", ["dishwasher.run", "reminder.create"], {"program": "eco"})
row("steps2", "buy a 2 day ski pass for Aspen, then add a todo to rent skis", ["ski.pass", "todo.add"], {"resort": "Aspen", "days": 2})
row("steps2", "报名 Intro to Cooking 课程，然后提醒我周一交学费", ["course.enroll", "reminder.create"])

write("planner_corpus_holdout18.jsonl", "planner_holdout18_skills.json", SKILLS)
