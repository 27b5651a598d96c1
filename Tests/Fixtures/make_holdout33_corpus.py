#!/usr/bin/env python3
"""Writes planner_corpus_holdout33.jsonl and planner_holdout33_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (car window tinting, washer and dryer
repair, air-conditioner cleaning described in Chinese alone, a trampoline park, hot-air balloon
rides, an archery range, a first-aid course, fence painting, a will drafted by a lawyer), written
on 2026-12-07 AFTER every rule of the seventeenth round and scored once after them (only its
totals were read first): the unseen measure of that round's final planner. The clock is
2026-11-30 10:00 +08:00 (a Monday). Rows as in make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("window.tint", "Window tinting", "Tints a car's windows.",
          {"shade": {"type": "string", "enum": ["light", "medium", "dark"], "description": "Tint shade"},
           "date": {"type": "string", "format": "date", "description": "Appointment day"}},
          ["date"]),
    skill("appliance.repair", "Washer and dryer repair", "Repairs a washing machine or a dryer at home.",
          {"appliance": {"type": "string", "enum": ["washer", "dryer"], "description": "Appliance"},
           "date": {"type": "string", "format": "date", "description": "Visit day"}},
          ["appliance"]),
    skill("ac.clean", "空调清洗", "上门清洗空调。",
          {"date": {"type": "string", "format": "date", "description": "上门日期"},
           "units": {"type": "integer", "minimum": 1, "maximum": 10, "description": "台数"}},
          ["date"]),
    skill("trampoline.book", "Trampoline park", "Books jump time at the trampoline park.",
          {"jumpers": {"type": "integer", "minimum": 1, "maximum": 10, "description": "Number of jumpers"},
           "when": {"type": "string", "format": "date-time", "description": "Start time"}},
          ["when"]),
    skill("balloon.ride", "Hot-air balloon rides", "Books a sunrise hot-air balloon flight.",
          {"passengers": {"type": "integer", "minimum": 1, "maximum": 6, "description": "Passengers"},
           "date": {"type": "string", "format": "date", "description": "Flight day"}},
          ["date"]),
    skill("archery.lane", "Archery range", "Books a lane at the archery range.",
          {"when": {"type": "string", "format": "date-time", "description": "Lane time"}},
          ["when"]),
    skill("firstaid.course", "First aid course", "Books a first aid and CPR course.",
          {"format": {"type": "string", "enum": ["online", "in person"], "description": "How it is taught"},
           "date": {"type": "string", "format": "date", "description": "Course day"}},
          ["date"]),
    skill("fence.paint", "Fence painting", "Paints or stains a garden fence.",
          {"finish": {"type": "string", "enum": ["paint", "stain"], "description": "Finish"},
           "date": {"type": "string", "format": "date", "description": "Work day"}},
          ["finish"]),
    skill("will.draft", "Will writing", "A lawyer drafts your last will and testament.",
          {"when": {"type": "string", "format": "date-time", "description": "Meeting time"}},
          ["when"]),
]

row("tint", "tint my car windows on Friday", ["window.tint"], {"date": "2026-12-04"})
row("tint", "I want dark tint on my car, can you do Saturday", ["window.tint"], {"shade": "dark", "date": "2026-12-05"})
row("tint", "周三给车窗贴膜", ["window.tint"], {"date": "2026-12-02"})
row("tint", "window tinting", ["window.tint"], asks=["date"])
row("tint", "light tint for the car tomorrow", ["window.tint"], {"shade": "light", "date": "2026-12-01"})
row("appliance", "my washing machine won't drain, send someone Thursday", ["appliance.repair"], {"appliance": "washer", "date": "2026-12-03"})
row("appliance", "the dryer isn't heating up", ["appliance.repair"], {"appliance": "dryer"})
row("appliance", "洗衣机坏了，明天上门修", ["appliance.repair"], {"appliance": "washer", "date": "2026-12-01"})
row("appliance", "appliance repair", ["appliance.repair"], asks=["appliance"])
row("appliance", "fix my dryer on Saturday", ["appliance.repair"], {"appliance": "dryer", "date": "2026-12-05"})
row("ac", "周五上门清洗空调", ["ac.clean"], {"date": "2026-12-04"})
row("ac", "家里三台空调，明天来洗一下", ["ac.clean"], {"date": "2026-12-01", "units": 3})
row("ac", "清洗空调", ["ac.clean"], asks=["date"])
row("ac", "get the air conditioner cleaned on Thursday", ["ac.clean"], {"date": "2026-12-03"})
row("ac", "12月9号洗空调，两台", ["ac.clean"], {"date": "2026-12-09", "units": 2})
row("trampoline", "book the trampoline park for 4 kids Saturday at 2pm", ["trampoline.book"], {"jumpers": 4, "when": "2026-12-05T14:00:00+08:00"})
row("trampoline", "jump time tomorrow at 5pm", ["trampoline.book"], {"when": "2026-12-01T17:00:00+08:00"})
row("trampoline", "周日上午十点去蹦床公园，三个人", ["trampoline.book"], {"when": "2026-12-06T10:00:00+08:00", "jumpers": 3})
row("trampoline", "trampoline park", ["trampoline.book"], asks=["when"])
row("trampoline", "trampolining with the kids on Friday at 4pm", ["trampoline.book"], {"when": "2026-12-04T16:00:00+08:00"})
row("balloon", "book a hot air balloon ride for two on Sunday", ["balloon.ride"], {"passengers": 2, "date": "2026-12-06"})
row("balloon", "sunrise balloon flight on December 19", ["balloon.ride"], {"date": "2026-12-19"})
row("balloon", "周六坐热气球", ["balloon.ride"], {"date": "2026-12-05"})
row("balloon", "hot-air balloon", ["balloon.ride"], asks=["date"])
row("balloon", "balloon ride tomorrow, 3 passengers", ["balloon.ride"], {"date": "2026-12-01", "passengers": 3})
row("archery", "book an archery lane Thursday at 6pm", ["archery.lane"], {"when": "2026-12-03T18:00:00+08:00"})
row("archery", "I want to shoot some arrows tomorrow at 11am", ["archery.lane"], {"when": "2026-12-01T11:00:00+08:00"})
row("archery", "周六下午三点去射箭", ["archery.lane"], {"when": "2026-12-05T15:00:00+08:00"})
row("archery", "archery", ["archery.lane"], asks=["when"])
row("archery", "archery range on Wednesday at 7pm", ["archery.lane"], {"when": "2026-12-02T19:00:00+08:00"})
row("firstaid", "sign me up for a first aid course on Saturday", ["firstaid.course"], {"date": "2026-12-05"})
row("firstaid", "online CPR class on December 15", ["firstaid.course"], {"format": "online", "date": "2026-12-15"})
row("firstaid", "周四参加急救培训", ["firstaid.course"], {"date": "2026-12-03"})
row("firstaid", "first aid course", ["firstaid.course"], asks=["date"])
row("firstaid", "in person CPR training tomorrow", ["firstaid.course"], {"format": "in person", "date": "2026-12-01"})
row("fence", "paint the garden fence on Friday", ["fence.paint"], {"finish": "paint", "date": "2026-12-04"})
row("fence", "the fence needs staining", ["fence.paint"], {"finish": "stain"})
row("fence", "周六给院子的篱笆刷漆", ["fence.paint"], {"finish": "paint", "date": "2026-12-05"})
row("fence", "fence painting", ["fence.paint"], asks=["finish"])
row("fence", "stain the fence next Monday", ["fence.paint"], {"finish": "stain", "date": "2026-12-07"})
row("will", "I need to write my will, meet a lawyer Thursday at 3pm", ["will.draft"], {"when": "2026-12-03T15:00:00+08:00"})
row("will", "draft a last will and testament tomorrow at 10am", ["will.draft"], {"when": "2026-12-01T10:00:00+08:00"})
row("will", "周五下午两点找律师立遗嘱", ["will.draft"], {"when": "2026-12-04T14:00:00+08:00"})
row("will", "will writing", ["will.draft"], asks=["when"])
row("will", "make a will", ["will.draft"], asks=["when"])
row("builtin", "tell me the time", ["time.now"])
row("builtin", "remind me to renew the car insurance on Friday at 10am", ["reminder.create"], {"title": "renew the car insurance", "dueDate": "2026-12-04T10:00:00+08:00"})
row("builtin", "周日晚上八点提醒我给奶奶打电话", ["reminder.create"], {"title": "给奶奶打电话", "dueDate": "2026-12-06T20:00:00+08:00"})
row("builtin", "add pick up dry cleaning to my todo list", ["todo.add"], {"title": "pick up dry cleaning"})
row("builtin", "show me my todo list", ["todo.list"])
row("builtin", "show the first 12 lines of index.js", ["files.read"], {"path": "index.js", "limit": 12})
row("builtin", "grep for password in config", ["files.grep"], {"pattern": "password", "path": "config"})
row("builtin", "run pip install requests", ["shell.run"], {"command": "pip install requests"})
row("builtin", "find all the png files", ["files.glob"])
row("builtin", "下周一有什么安排", ["calendar.list_events"])
row("nothing", "what's the capital of Australia", [])
row("nothing", "should I learn Spanish or French", [])
row("nothing", "为什么猫会呼噜", [])
row("nothing", "cheer me up", [])
row("nothing", "🎈🎈🎈", [])
row("nothing", "lkjhgfdsa", [])
row("nothing", "is it weird to eat cereal for dinner", [])
row("nothing", "今天好冷啊", [])
row("steps2", "book an archery lane Saturday at 3pm, then remind me to bring my arm guard on Saturday at 1pm", ["archery.lane", "reminder.create"], {"when": "2026-12-05T15:00:00+08:00"})
row("steps2", "fix my washer on Thursday and add a todo to clear the laundry room", ["appliance.repair", "todo.add"], {"appliance": "washer", "date": "2026-12-03"})
row("steps2", "周四上门清洗空调，然后提醒我周三晚上把空调遥控器找出来", ["ac.clean", "reminder.create"], {"date": "2026-12-03"})

write("planner_corpus_holdout33.jsonl", "planner_holdout33_skills.json", SKILLS)
