#!/usr/bin/env python3
"""Writes planner_corpus_holdout3.jsonl: requests over the built-ins and the skills of
planner_holdout3_skills.json, written on 2026-12-05 before any of that day's planner work and
scored once before it (only its totals were read). Two of its skills are described in Chinese
alone (wifi.connect, bus.next) and are asked for in English too; the others in English, some with
a Chinese name. The clock is 2026-11-30 10:00 +08:00. Rows as in make_declared_corpus.py.

Corrected once, before any of its misses were read: alarm.set's `time` is `format: time`, which
the validator takes only as RFC 3339's full-time (seconds and an offset: 06:30:00+08:00); the
values were first written as 06:30."""
import json, os

R = []
def row(category, request, skills, params=None, asks=None):
    R.append({"category": category, "request": request, "skills": skills,
              "params": params or {}, "asks": asks or []})

row("dice", "roll a die", ["dice.roll"])
row("dice", "roll 3 dice", ["dice.roll"], {"count": 3})
row("dice", "throw two 20-sided dice", ["dice.roll"], {"count": 2, "sides": 20})
row("dice", "掷两个骰子", ["dice.roll"], {"count": 2})
row("dice", "帮我扔个骰子", ["dice.roll"])
row("dice", "roll a d6", ["dice.roll"])
row("dice", "rol the dice plz", ["dice.roll"])
row("wifi", "connect to the wifi called HomeNet", ["wifi.connect"], {"ssid": "HomeNet"})
row("wifi", "连上 Starbucks 的无线网", ["wifi.connect"], {"ssid": "Starbucks"})
row("wifi", "join wifi network 'Office-5G' with password hunter22", ["wifi.connect"], {"ssid": "Office-5G", "password": "hunter22"})
row("wifi", "连接wifi", ["wifi.connect"], asks=["ssid"])
row("wifi", "get me on the wireless network", ["wifi.connect"], asks=["ssid"])
row("wifi", "连一下网络 TP-LINK_8812，密码是 12345678", ["wifi.connect"], {"ssid": "TP-LINK_8812", "password": "12345678"})
row("alarm", "set an alarm for 6:30", ["alarm.set"], {"time": "06:30:00+08:00"})
row("alarm", "wake me up at 7 tomorrow", ["alarm.set"], {"time": "07:00:00+08:00"})
row("alarm", "定个早上六点的闹钟", ["alarm.set"], {"time": "06:00:00+08:00"})
row("alarm", "闹钟 7:45 起床", ["alarm.set"], {"time": "07:45:00+08:00"})
row("alarm", "set an alarm", ["alarm.set"], asks=["time"])
row("alarm", "alarm at 5:15 labelled gym", ["alarm.set"], {"time": "05:15:00+08:00", "label": "gym"})
row("calories", "I ate a banana, 105 calories", ["calories.log"], {"food": "banana", "kcal": 105})
row("calories", "log a burger 650 kcal", ["calories.log"], {"food": "burger", "kcal": 650})
row("calories", "午饭吃了一碗牛肉面", ["calories.log"], {"food": "牛肉面"})
row("calories", "记录一下热量", ["calories.log"], asks=["food"])
row("calories", "add to my food diary", ["calories.log"], asks=["food"])
row("calories", "had 2 slices of pizza for dinner", ["calories.log"])
row("bus", "when is the next bus at Central Station", ["bus.next"], {"stop": "Central Station"})
row("bus", "46路还有几分钟到人民广场", ["bus.next"], {"route": "46", "stop": "人民广场"})
row("bus", "下一班公交什么时候来", ["bus.next"], asks=["stop"])
row("bus", "how long until the 302B comes", ["bus.next"], {"route": "302B"})
row("bus", "公交车到哪了", ["bus.next"], asks=["stop"])
row("bus", "next bus please", ["bus.next"], asks=["stop"])
row("volume", "turn the volume up to 80", ["volume.set"], {"level": 80})
row("volume", "mute the speakers", ["volume.set"], {"muted": True})
row("volume", "音量调到百分之三十", ["volume.set"], {"level": 30})
row("volume", "静音", ["volume.set"], {"muted": True})
row("volume", "unmute", ["volume.set"], {"muted": False})
row("volume", "make it louder", ["volume.set"])
row("volume", "声音太大了，调小一点", ["volume.set"])
row("bookmark", "bookmark https://developer.apple.com/swift/", ["bookmark.add"], {"url": "https://developer.apple.com/swift/"})
row("bookmark", "save this page https://example.org/post/42 as 'read later'", ["bookmark.add"], {"url": "https://example.org/post/42", "title": "read later"})
row("bookmark", "收藏 https://www.zhihu.com/question/123", ["bookmark.add"], {"url": "https://www.zhihu.com/question/123"})
row("bookmark", "add a bookmark", ["bookmark.add"], asks=["url"])
row("bookmark", "把这个网址存到书签", ["bookmark.add"], asks=["url"])
row("hotel", "find a hotel in Lisbon", ["hotel.search"], {"city": "Lisbon"})
row("hotel", "hotels in Paris for 3 nights", ["hotel.search"], {"city": "Paris", "nights": 3})
row("hotel", "帮我找一下杭州的酒店，明天入住，住两晚", ["hotel.search"], {"city": "杭州", "check_in": "2026-12-01", "nights": 2})
row("hotel", "I need somewhere to stay", ["hotel.search"], asks=["city"])
row("hotel", "订酒店", ["hotel.search"], asks=["city"])
row("hotel", "cheap hotels near Shibuya in Tokyo", ["hotel.search"])
row("builtin", "what's the time", ["time.now"])
row("builtin", "几点了", ["time.now"])
row("builtin", "remind me to water the plants at 6pm", ["reminder.create"], {"title": "water the plants"})
row("builtin", "后天下午提醒我去取快递", ["reminder.create"], {"title": "去取快递"})
row("builtin", "list my todos", ["todo.list"])
row("builtin", "todo: buy batteries", ["todo.add"], {"title": "buy batteries"})
row("builtin", "加个待办，交水电费", ["todo.add"], {"title": "交水电费"})
row("builtin", "show me notes.md", ["files.read"], {"path": "notes.md"})
row("builtin", "看一下 Package.swift 前20行", ["files.read"], {"path": "Package.swift", "limit": 20})
row("builtin", "grep for FIXME in Tests", ["files.grep"], {"pattern": "FIXME", "path": "Tests"})
row("builtin", "list every markdown file", ["files.glob"])
row("builtin", "run swift build", ["shell.run"], {"command": "swift build"})
row("builtin", "执行一个命令", ["shell.run"], asks=["command"])
row("builtin", "what's on my calendar tomorrow", ["calendar.list_events"])
row("builtin", "周五下午两点到三点 项目评审", ["calendar.create_event"])
row("builtin", "我有哪些提醒", ["reminder.list"])
row("nothing", "call a taxi", [])
row("nothing", "write me a poem about autumn", [])
row("nothing", "帮我订一张去上海的高铁票", [])
row("nothing", "what is the meaning of life", [])
row("nothing", "🎲🎲", [])
row("nothing", "play some jazz on spotify", [])
row("nothing", "给张三转账两百块", [])
row("nothing", "asdfghjkl", [])
row("steps", "mute the speakers and set an alarm for 7:00", ["volume.set", "alarm.set"], {"muted": True})
row("steps", "连接 HomeNet 无线网，然后提醒我十点开会", ["wifi.connect", "reminder.create"], {"ssid": "HomeNet"})
row("steps", "bookmark https://swift.org/blog and add a todo to read it", ["bookmark.add", "todo.add"], {"url": "https://swift.org/blog"})

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "planner_corpus_holdout3.jsonl")
with open(path, "w", encoding="utf-8") as out:
    for r in R:
        out.write(json.dumps(r, ensure_ascii=False) + "\n")
print(f"{len(R)} requests -> {path}")
