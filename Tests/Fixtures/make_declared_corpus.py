#!/usr/bin/env python3
"""Writes planner_corpus_declared.jsonl: requests over the built-ins and the declared skills of
planner_declared_skills.json (domains the built-ins do not cover), written by hand. Each row
names the skills it must plan (none: no skill fits), the values the first call must carry, and
`asks`: the fields that must be left for the form (the request does not say them)."""
import json, os

R = []
def row(category, request, skills, params=None, asks=None):
    R.append({"category": category, "request": request, "skills": skills,
              "params": params or {}, "asks": asks or []})

W = "weather.forecast"
row("weather", "广州今天会下雨吗", [W], {"city": "广州"})
row("weather", "weather in Berlin", [W], {"city": "Berlin"})
row("weather", "what's the forecast for Tokyo this week", [W], {"city": "Tokyo"})
row("weather", "is it going to be cold in Chicago tomorrow", [W], {"city": "Chicago"})
row("weather", "查一下天气", [W], asks=["city"])
row("weather", "how's the weather", [W], asks=["city"])
row("weather", "深圳未来三天天气", [W], {"city": "深圳", "days": 3})
row("weather", "5-day forecast for Madrid", [W], {"city": "Madrid", "days": 5})
row("weather", "do I need an umbrella in Seattle today", [W], {"city": "Seattle"})
row("weather", "weather forecast", [W], asks=["city"])
row("weather", "明天要不要带伞", [W], asks=["city"])
row("weather", "wether in Boston", [W], {"city": "Boston"})
row("weather", "成都这几天冷不冷", [W], {"city": "成都"})
row("weather", "will it snow in Denver", [W], {"city": "Denver"})

M = "mail.send"
row("mail", "发一封邮件给 bob@example.org", [M], {"to": "bob@example.org"}, asks=["subject"])
row("mail", "email alice@example.com with subject lunch on friday", [M],
    {"to": "alice@example.com", "subject": "lunch on friday"})
row("mail", "给 tom@corp.cn 发邮件，主题是周报", [M], {"to": "tom@corp.cn", "subject": "周报"})
row("mail", "send a mail to dana@example.net saying the build is green", [M], {"to": "dana@example.net"})
row("mail", "write an email", [M], asks=["to", "subject"])
row("mail", "发邮件", [M], asks=["to", "subject"])
row("mail", "mail the report to finance@example.com", [M], {"to": "finance@example.com"})
row("mail", "email my boss", [M], asks=["to"])
row("mail", "send an e-mail to ops@example.io subject: server restart", [M],
    {"to": "ops@example.io", "subject": "server restart"})
row("mail", "给 lily@example.com 写封邮件，标题：生日快乐", [M], {"to": "lily@example.com", "subject": "生日快乐"})
row("mail", "shoot a quick email to sam@example.com", [M], {"to": "sam@example.com"})
row("mail", "邮件通知 hr@example.cn 我明天请假", [M], {"to": "hr@example.cn"})

U = "units.convert"
row("units", "how many pounds is 5 kg", [U], {"value": 5, "from": "kilogram", "to": "pound"})
row("units", "30摄氏度等于多少华氏度", [U], {"value": 30, "from": "celsius", "to": "fahrenheit"})
row("units", "convert 12 inches to feet", [U], {"value": 12, "from": "inch", "to": "foot"})
row("units", "10 km in miles", [U], {"value": 10, "from": "kilometer", "to": "mile"})
row("units", "2 gallons to liters", [U], {"value": 2, "from": "gallon", "to": "liter"})
row("units", "把 5 英里换算成公里", [U], {"value": 5, "from": "mile", "to": "kilometer"})
row("units", "100 fahrenheit in celsius", [U], {"value": 100, "from": "fahrenheit", "to": "celsius"})
row("units", "how many grams in 3 ounces", [U], {"value": 3, "from": "ounce", "to": "gram"})
row("units", "6 feet in meters", [U], {"value": 6, "from": "foot", "to": "meter"})
row("units", "1.5公斤是多少磅", [U], {"value": 1.5, "from": "kilogram", "to": "pound"})
row("units", "convert miles to kilometers", [U], {"from": "mile", "to": "kilometer"}, asks=["value"])
row("units", "单位换算", [U], asks=["value", "from", "to"])
row("units", "what is 20 degrees celsius in fahrenheit", [U], {"value": 20, "from": "celsius", "to": "fahrenheit"})
row("units", "convet 3 kg to lbs", [U], {"value": 3, "from": "kilogram", "to": "pound"})

G = "git.status"
row("git", "git status of ~/code/app", [G], {"repo": "~/code/app"})
row("git", "what files did I change", [G])
row("git", "show uncommitted changes", [G])
row("git", "看看仓库状态", [G])
row("git", "git staus", [G])
row("git", "commit everything with the message update readme", ["git.commit"], {"message": "update readme"})
row("git", "git commit -m 'fix crash on start'", ["git.commit"], {"message": "fix crash on start"})
row("git", "提交一下", ["git.commit"], asks=["message"])
row("git", "commit my changes", ["git.commit"], asks=["message"])
row("git", "show the last 10 commits", ["git.log"], {"count": 10})
row("git", "git log", ["git.log"])
row("git", "最近5次提交", ["git.log"], {"count": 5})
row("git", "what did we commit recently", ["git.log"])

Z = "zone.convert"
row("zones", "北京时间晚上九点是纽约几点", [Z], {"to_zone": "纽约"})
row("zones", "convert 15:00 Berlin time to Sydney time", [Z], {"time": "15:00", "from_zone": "Berlin", "to_zone": "Sydney"})
row("zones", "when it is 9am in London what time is it in Tokyo", [Z], {"to_zone": "Tokyo"})
row("zones", "3pm Los Angeles time in Paris", [Z], {"to_zone": "Paris"})
row("zones", "时区换算", [Z], asks=["time", "to_zone"])

H = "http.get"
row("http", "fetch https://api.example.com/health", [H], {"url": "https://api.example.com/health"})
row("http", "GET http://localhost:8080/metrics", [H], {"url": "http://localhost:8080/metrics"})
row("http", "check if https://example.org is up", [H], {"url": "https://example.org"})
row("http", "打开这个网址 https://news.example.cn", [H], {"url": "https://news.example.cn"})
row("http", "download the page at https://example.com/a.html", [H], {"url": "https://example.com/a.html"})
row("http", "fetch a web page", [H], asks=["url"])
row("http", "请求一下 https://example.com/api", [H], {"url": "https://example.com/api"})

N = "notes.add"
row("notes", "记一下：车停在B2层", [N], {"text": "车停在B2层"})
row("notes", "take a note that the meeting room is 4B", [N], {"text": "the meeting room is 4B"})
row("notes", "note: call the plumber", [N], {"text": "call the plumber"})
row("notes", "write down that Sam likes green tea", [N], {"text": "Sam likes green tea"})
row("notes", "记笔记", [N], asks=["text"])
row("notes", "search notes for passport", ["notes.search"], {"query": "passport"})
row("notes", "我的笔记里有没有关于保险的", ["notes.search"])
row("notes", "look up what I noted about the car", ["notes.search"])
row("notes", "在笔记中搜索发票", ["notes.search"], {"query": "发票"})

T = "translate.text"
row("translate", "translate 'see you tomorrow' into German", [T], {"text": "see you tomorrow", "target": "german"})
row("translate", "把“早上好”翻译成日语", [T], {"text": "早上好", "target": "japanese"})
row("translate", "how do you say thank you in Spanish", [T], {"target": "spanish"})
row("translate", "翻译一下", [T], asks=["text", "target"])
row("translate", "what is \"bonjour\" in English", [T], {"text": "bonjour", "target": "english"})
row("translate", "translate \"hello world\" to chinese", [T], {"text": "hello world", "target": "chinese"})
row("translate", "帮我 translate “谢谢” into english", [T], {"text": "谢谢", "target": "english"})
row("translate", "translate this into french", [T], {"target": "french"}, asks=["text"])

C = "currency.convert"
row("currency", "how much is 50 euros in dollars", [C], {"amount": 50, "from": "EUR", "to": "USD"})
row("currency", "100美元等于多少人民币", [C], {"amount": 100, "from": "USD", "to": "CNY"})
row("currency", "convert 2000 yen to pounds", [C], {"amount": 2000, "from": "JPY", "to": "GBP"})
row("currency", "1000日元换成人民币", [C], {"amount": 1000, "from": "JPY", "to": "CNY"})
row("currency", "exchange rate from GBP to EUR", [C], {"from": "GBP", "to": "EUR"}, asks=["amount"])
row("currency", "汇率换算", [C], asks=["amount", "from", "to"])

K = "calc.evaluate"
row("calc", "calculate 12*(3+4)", [K], {"expression": "12*(3+4)"})
row("calc", "计算 1024/8", [K], {"expression": "1024/8"})
row("calc", "123 + 456 等于多少", [K], {"expression": "123 + 456"})
row("calc", "how much is 7 times 8", [K])
row("calc", "算一下 99*99", [K], {"expression": "99*99"})
row("calc", "what is 2 to the power of 10", [K])

TI = "timer.start"
row("timer", "set a timer for 25 minutes", [TI], {"minutes": 25})
row("timer", "start a 3 minute timer for the eggs", [TI], {"minutes": 3})
row("timer", "timer 90 minutes", [TI], {"minutes": 90})
row("timer", "计时 15 分钟", [TI], {"minutes": 15})
row("timer", "set a timer", [TI], asks=["minutes"])
row("timer", "countdown 45 minutes", [TI], {"minutes": 45})

P = "music.play"
row("music", "play Bohemian Rhapsody", [P], {"query": "Bohemian Rhapsody"})
row("music", "放点轻音乐", [P])
row("music", "put on some classical music", [P])
row("music", "我想听陈奕迅的歌", [P])
row("music", "play my workout playlist", [P])
row("music", "play some 周杰伦", [P])

F = "contacts.find"
row("contacts", "查一下李雷的手机号", [F], {"name": "李雷"})
row("contacts", "find Maria in my contacts", [F], {"name": "Maria"})
row("contacts", "what's Bob's phone number", [F], {"name": "Bob"})
row("contacts", "look up John Smith in the address book", [F], {"name": "John Smith"})
row("contacts", "通讯录里有王芳吗", [F], {"name": "王芳"})

NE = "news.headlines"
row("news", "latest tech news", [NE], {"topic": "technology"})
row("news", "今天的体育新闻", [NE], {"topic": "sports"})
row("news", "business headlines", [NE], {"topic": "business"})
row("news", "看看新闻", [NE])
row("news", "what's in the news", [NE])

S = "stocks.quote"
row("stocks", "what's the price of TSLA", [S], {"symbol": "TSLA"})
row("stocks", "MSFT stock price", [S], {"symbol": "MSFT"})
row("stocks", "check the share price of NVDA", [S], {"symbol": "NVDA"})
row("stocks", "股价查询", [S], asks=["symbol"])

row("nothing", "book a flight to Rome", [])
row("nothing", "order a pizza", [])
row("nothing", "帮我订一张去上海的火车票", [])
row("nothing", "turn off the living room lights", [])
row("nothing", "打车去机场", [])
row("nothing", "给我讲个笑话", [])
row("nothing", "scan this document", [])
row("nothing", "buy 10 shares of AAPL", [])
row("nothing", "🙂🙂🙂", [])
row("nothing", "asdfgh qwerty", [])

# Built-in areas asked the way the issue says they went wrong, with the declared skills around.
row("builtin", "显示 Package.swift 的前 10 行", ["files.read"], {"path": "Package.swift", "limit": 10})
row("builtin", "show the first 20 lines of README.md", ["files.read"], {"path": "README.md", "limit": 20})
row("builtin", "search for TODO in docs", ["files.grep"], {"pattern": "TODO", "path": "docs"})
row("builtin", "files that contain the word deadline", ["files.grep"], {"pattern": "deadline"})
row("builtin", "execute something", ["shell.run"], asks=["command"])
row("builtin", "run ls -la", ["shell.run"], {"command": "ls -la"})
row("builtin", "book a haircut on Thursday at 11am", ["calendar.create_event"])
row("builtin", "后天全天出差", ["calendar.create_event"])
row("builtin", "remind me in 10 minutes to check the oven", ["reminder.create"])
row("builtin", "提醒我", ["reminder.create"], asks=["title", "dueDate"])
row("builtin", "add a todo", ["todo.add"], asks=["title"])
row("builtin", "现在几点了", ["time.now"])

row("steps", "what's the weather in Oslo and add a todo to pack a coat", [W, "todo.add"], {"city": "Oslo"})
row("steps", "convert 5 miles to km, then set a timer for 30 minutes", [U, TI], {"value": 5, "from": "mile", "to": "kilometer"})
row("steps", "查一下深圳天气，然后提醒我明天八点出门", [W, "reminder.create"], {"city": "深圳"})

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "planner_corpus_declared.jsonl")
with open(path, "w", encoding="utf-8") as out:
    for r in R:
        out.write(json.dumps(r, ensure_ascii=False) + "\n")
print(f"{len(R)} requests -> {path}")
