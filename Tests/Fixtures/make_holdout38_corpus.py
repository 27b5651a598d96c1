#!/usr/bin/env python3
"""Writes planner_corpus_holdout38.jsonl and planner_holdout38_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a bartender, a zipline, tire
storage, car detailing, hair braiding, a painted portrait, a feng shui consultation described in
Chinese alone, a snowmobile tour, a wedding planner), written on 2026-12-07 AFTER every rule of
the eighteenth round and scored once on 8985799 (only its totals were read first): the unseen
measure of that round's final planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as
in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("bartender.hire", "Mobile bartender", "Sends a bartender to mix cocktails at a private party.",
          {"guests": {"type": "integer", "minimum": 5, "maximum": 200, "description": "Guests"},
           "date": {"type": "string", "format": "date", "description": "Party day"}},
          ["date"]),
    skill("zipline.book", "Zipline park", "Books a zipline ride through the forest canopy.",
          {"riders": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Riders"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"}},
          ["when"]),
    skill("tire.store", "Tire storage", "Stores your summer or winter tires until next season.",
          {"season": {"type": "string", "enum": ["summer", "winter"], "description": "Which tires"},
           "date": {"type": "string", "format": "date", "description": "Drop-off day"}},
          ["season"]),
    skill("car.detail", "Car detailing", "Cleans a car inside and out, polishes and waxes the paint.",
          {"package": {"type": "string", "enum": ["interior", "exterior", "full"], "description": "Package"},
           "date": {"type": "string", "format": "date", "description": "Appointment day"}},
          ["date"]),
    skill("braids.book", "Hair braiding", "Books box braids, cornrows or twists at a braiding salon.",
          {"style": {"type": "string", "enum": ["box braids", "cornrows", "twists"], "description": "Style"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"}},
          ["when"]),
    skill("portrait.commission", "Portrait painting", "Commissions an oil portrait painted from a photo.",
          {"subjects": {"type": "integer", "minimum": 1, "maximum": 6, "description": "People or pets in the portrait"},
           "size": {"type": "string", "enum": ["small", "medium", "large"], "description": "Canvas size"}},
          ["size"]),
    skill("fengshui.consult", "风水咨询", "请风水师上门看房子的布局。",
          {"date": {"type": "string", "format": "date", "description": "上门日期"}},
          ["date"]),
    skill("snowmobile.tour", "Snowmobile tour", "Books a guided snowmobile ride in the mountains.",
          {"drivers": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Drivers"},
           "date": {"type": "string", "format": "date", "description": "Tour day"}},
          ["date"]),
    skill("wedding.plan", "Wedding planner", "Meets a wedding planner to plan the ceremony and reception.",
          {"when": {"type": "string", "format": "date-time", "description": "Meeting time"}},
          ["when"]),
]

row("bartender", "hire a bartender for my party on Saturday, 40 guests", ["bartender.hire"], {"date": "2026-12-05", "guests": 40})
row("bartender", "someone to mix cocktails at our housewarming Friday", ["bartender.hire"], {"date": "2026-12-04"})
row("bartender", "周六派对请个调酒师，三十个客人", ["bartender.hire"], {"date": "2026-12-05", "guests": 30})
row("bartender", "mobile bartender", ["bartender.hire"], asks=["date"])
row("bartender", "book a bartneder on December 18", ["bartender.hire"], {"date": "2026-12-18"})
row("zipline", "zipline for 3 on Saturday at 10am", ["zipline.book"], {"riders": 3, "when": "2026-12-05T10:00:00+08:00"})
row("zipline", "book a zip line ride tomorrow at 2pm", ["zipline.book"], {"when": "2026-12-01T14:00:00+08:00"})
row("zipline", "周日上午十一点去玩高空滑索，两个人", ["zipline.book"], {"when": "2026-12-06T11:00:00+08:00", "riders": 2})
row("zipline", "zipline park", ["zipline.book"], asks=["when"])
row("zipline", "ziplining with my brother Friday at 3pm", ["zipline.book"], {"when": "2026-12-04T15:00:00+08:00", "riders": 2})
row("tires", "store my summer tires", ["tire.store"], {"season": "summer"})
row("tires", "I'm switching to winter tyres, keep the summer ones until spring, drop off Thursday", ["tire.store"], {"season": "summer", "date": "2026-12-03"})
row("tires", "周四把冬季轮胎存起来", ["tire.store"], {"season": "winter", "date": "2026-12-03"})
row("tires", "tire storage", ["tire.store"], asks=["season"])
row("tires", "store my tires on Saturday", ["tire.store"], {"date": "2026-12-05"}, asks=["season"])
row("detail", "full car detailing on Friday", ["car.detail"], {"package": "full", "date": "2026-12-04"})
row("detail", "get the interior of my car detailed tomorrow", ["car.detail"], {"package": "interior", "date": "2026-12-01"})
row("detail", "周六给车做个精洗打蜡", ["car.detail"], {"date": "2026-12-05"})
row("detail", "car detailing", ["car.detail"], asks=["date"])
row("detail", "polish and wax my car next Monday", ["car.detail"], {"date": "2026-12-07"})
row("braids", "box braids on Saturday at 9am", ["braids.book"], {"style": "box braids", "when": "2026-12-05T09:00:00+08:00"})
row("braids", "get cornrows done tomorrow at 1pm", ["braids.book"], {"style": "cornrows", "when": "2026-12-01T13:00:00+08:00"})
row("braids", "周五下午两点去编脏辫", ["braids.book"], {"when": "2026-12-04T14:00:00+08:00"})
row("braids", "hair braiding", ["braids.book"], asks=["when"])
row("braids", "book a braiding appointment Thursday at 4pm", ["braids.book"], {"when": "2026-12-03T16:00:00+08:00"})
row("portrait", "commission a large oil portrait of my two dogs", ["portrait.commission"], {"size": "large", "subjects": 2})
row("portrait", "paint a small portrait of my grandma from a photo", ["portrait.commission"], {"size": "small"})
row("portrait", "找人画一幅油画肖像，中号的", ["portrait.commission"], {"size": "medium"})
row("portrait", "portrait painting", ["portrait.commission"], asks=["size"])
row("portrait", "I want a painting of our family, 4 people", ["portrait.commission"], {"subjects": 4}, asks=["size"])
row("fengshui", "周六请风水师来看看房子", ["fengshui.consult"], {"date": "2026-12-05"})
row("fengshui", "新家明天看风水", ["fengshui.consult"], {"date": "2026-12-01"})
row("fengshui", "风水咨询", ["fengshui.consult"], asks=["date"])
row("fengshui", "book a feng shui consultation on Sunday", ["fengshui.consult"], {"date": "2026-12-06"})
row("fengshui", "have a fengshui master check our apartment layout next Monday", ["fengshui.consult"], {"date": "2026-12-07"})
row("snowmobile", "snowmobile tour on Saturday for 2 drivers", ["snowmobile.tour"], {"date": "2026-12-05", "drivers": 2})
row("snowmobile", "ride a snowmobile in the mountains tomorrow", ["snowmobile.tour"], {"date": "2026-12-01"})
row("snowmobile", "周日去山里骑雪地摩托", ["snowmobile.tour"], {"date": "2026-12-06"})
row("snowmobile", "snowmobile tour", ["snowmobile.tour"], asks=["date"])
row("snowmobile", "snowmobiling on December 20, just me", ["snowmobile.tour"], {"date": "2026-12-20", "drivers": 1})
row("wedding", "meet the wedding planner Saturday at 11am", ["wedding.plan"], {"when": "2026-12-05T11:00:00+08:00"})
row("wedding", "we're getting married next year, need help planning the reception, Thursday at 6pm", ["wedding.plan"], {"when": "2026-12-03T18:00:00+08:00"})
row("wedding", "周日下午三点见婚礼策划师", ["wedding.plan"], {"when": "2026-12-06T15:00:00+08:00"})
row("wedding", "wedding planner", ["wedding.plan"], asks=["when"])
row("wedding", "plan our wedding ceremony with a planner tomorrow at 5pm", ["wedding.plan"], {"when": "2026-12-01T17:00:00+08:00"})
row("builtin", "current time please", ["time.now"])
row("builtin", "remind me to renew my passport on Friday at 9am", ["reminder.create"], {"title": "renew my passport", "dueDate": "2026-12-04T09:00:00+08:00"})
row("builtin", "周四晚上八点提醒我给妈妈打电话", ["reminder.create"], {"title": "给妈妈打电话", "dueDate": "2026-12-03T20:00:00+08:00"})
row("builtin", "add book flights for christmas to my todo list", ["todo.add"], {"title": "book flights for christmas"})
row("builtin", "what's left on my to-do list", ["todo.list"])
row("builtin", "show the first 12 lines of main.py", ["files.read"], {"path": "main.py", "limit": 12})
row("builtin", "search for api_key in settings", ["files.grep"], {"pattern": "api_key", "path": "settings"})
row("builtin", "run cargo test", ["shell.run"], {"command": "cargo test"})
row("builtin", "find every yaml file", ["files.glob"])
row("builtin", "周日有什么安排", ["calendar.list_events"])
row("nothing", "who painted the Mona Lisa", [])
row("nothing", "give me a fun fact about octopuses", [])
row("nothing", "月亮为什么会有阴晴圆缺", [])
row("nothing", "sounds good", [])
row("nothing", "💍🍸", [])
row("nothing", "mnbvcxz", [])
row("nothing", "how do you make a paper airplane", [])
row("nothing", "周末好无聊啊", [])
row("steps2", "hire a bartender for Saturday, then remind me to buy ice on Saturday at 10am", ["bartender.hire", "reminder.create"], {"date": "2026-12-05"})
row("steps2", "car detailing on Friday and add a todo to clean out the trunk", ["car.detail", "todo.add"], {"date": "2026-12-04"})
row("steps2", "周六请风水师上门，然后提醒我周五晚上打扫客厅", ["fengshui.consult", "reminder.create"], {"date": "2026-12-05"})

write("planner_corpus_holdout38.jsonl", "planner_holdout38_skills.json", SKILLS)
