"""Writes planner_corpus.jsonl: labelled requests for the offline planner, half Chinese, half
English, over the built-ins, the workspace and calendar skills and real MCP servers' tools.
Each line: {"category", "request", "skills": [expected ids in order], "params": {field: value}
for the first call (only the fields that must be exactly so)}. The clock is pinned to Monday
2026-11-30 10:00 in Shanghai (the tests' ASK_NOW)."""
import json
import sys

rows = []


def add(category, request, skills, params=None):
    rows.append({"category": category, "request": request, "skills": skills, "params": params or {}})


# Reminders.
for title_zh, title_en in [("开会", "the meeting"), ("吃药", "take my pills"), ("给妈妈打电话", "call mom"),
                           ("交报告", "send the report"), ("取快递", "pick up the parcel"), ("浇花", "water the plants")]:
    add("reminders", f"明天上午九点提醒我{title_zh}", ["reminder.create"], {"title": title_zh, "dueDate": "2026-12-01T09:00:00+08:00"})
    add("reminders", f"下午三点提醒我{title_zh}", ["reminder.create"], {"dueDate": "2026-11-30T15:00:00+08:00"})
    add("reminders", f"remind me to {title_en} tomorrow at 9am", ["reminder.create"], {"dueDate": "2026-12-01T09:00:00+08:00"})
    add("reminders", f"remind me to {title_en} at 6pm", ["reminder.create"], {"dueDate": "2026-11-30T18:00:00+08:00"})
for text in ["我有哪些提醒", "列出我的提醒", "看看我的提醒", "我的提醒有哪些", "查看提醒"]:
    add("reminders", text, ["reminder.list"])
for text in ["which reminders do I have", "show my reminders", "list my reminders", "what reminders do I have", "show me the reminders"]:
    add("reminders", text, ["reminder.list"])
for n in [1, 2, 3]:
    add("reminders", f"完成提醒 {n}", ["reminder.complete"], {"item": str(n)})
    add("reminders", f"mark reminder {n} as done", ["reminder.complete"], {"item": str(n)})

# Todos.
for zh, en in [("买牛奶", "buy milk"), ("写周报", "write the weekly report"), ("修自行车", "fix the bike"),
               ("订机票", "book the flights"), ("交水费", "pay the water bill"), ("整理书架", "tidy the bookshelf")]:
    add("todos", f"添加待办 {zh}", ["todo.add"], {"title": zh})
    add("todos", f"帮我记一个待办：{zh}", ["todo.add"], {"title": zh})
    add("todos", f"add a todo {en}", ["todo.add"], {"title": en})
    add("todos", f"add {en} to my todo list", ["todo.add"], {"title": en})
for text in ["我有哪些待办", "列出待办", "看看我的待办", "我的待办有哪些", "显示所有待办"]:
    add("todos", text, ["todo.list"])
for text in ["show my todos", "list my todos", "what's on my todo list", "which todos do I have", "show me the todo list"]:
    add("todos", text, ["todo.list"])
for n in [1, 2, 4]:
    add("todos", f"完成待办 {n}", ["todo.complete"], {"item": str(n)})
    add("todos", f"mark todo {n} as done", ["todo.complete"], {"item": str(n)})

# Time.
for text in ["现在几点", "今天星期几", "现在几点了", "今天几号", "what time is it", "what's the date today", "what day is it today", "tell me the time"]:
    add("time", text, ["time.now"])

# Calendar.
for zh, start, end in [("明天下午三点到四点和王总开会", "2026-12-01T15:00:00+08:00", "2026-12-01T16:00:00+08:00"),
                       ("后天上午十点到十一点开项目评审会", "2026-12-02T10:00:00+08:00", "2026-12-02T11:00:00+08:00"),
                       ("下周三上午十点到十一点半面试", "2026-12-09T10:00:00+08:00", "2026-12-09T11:30:00+08:00"),
                       ("周五下午两点到三点和客户通电话", "2026-12-04T14:00:00+08:00", "2026-12-04T15:00:00+08:00")]:
    add("calendar", zh, ["calendar.create_event"], {"start": start, "end": end})
for en, start, end in [("schedule a meeting with Bob tomorrow from 2pm to 3:30pm", "2026-12-01T14:00:00+08:00", "2026-12-01T15:30:00+08:00"),
                       ("add lunch with Anna to my calendar on Friday from 12pm to 1pm", "2026-12-04T12:00:00+08:00", "2026-12-04T13:00:00+08:00"),
                       ("book a call with the team tomorrow from 10am to 11am", "2026-12-01T10:00:00+08:00", "2026-12-01T11:00:00+08:00")]:
    add("calendar", en, ["calendar.create_event"], {"start": start, "end": end})
for text, start, end in [("我明天有什么安排", "2026-12-01T00:00:00+08:00", "2026-12-02T00:00:00+08:00"),
                         ("看看明天的日程", "2026-12-01T00:00:00+08:00", "2026-12-02T00:00:00+08:00"),
                         ("下周的日程", "2026-12-07T00:00:00+08:00", "2026-12-14T00:00:00+08:00"),
                         ("这周有哪些会议", "2026-11-30T00:00:00+08:00", "2026-12-07T00:00:00+08:00"),
                         ("what's on my calendar next week", "2026-12-07T00:00:00+08:00", "2026-12-14T00:00:00+08:00"),
                         ("what's on my calendar tomorrow", "2026-12-01T00:00:00+08:00", "2026-12-02T00:00:00+08:00"),
                         ("show my events this week", "2026-11-30T00:00:00+08:00", "2026-12-07T00:00:00+08:00"),
                         ("do I have meetings today", "2026-11-30T00:00:00+08:00", "2026-12-01T00:00:00+08:00")]:
    add("calendar", text, ["calendar.list_events"], {"from": start, "to": end})
for text in ["删除日程 3", "delete event 3", "remove event 5 from my calendar"]:
    add("calendar", text, ["calendar.delete_event"])
for text, path in [("导入日历文件 work.ics", "work.ics"), ("import events from holidays.ics", "holidays.ics")]:
    add("calendar", text, ["calendar.import"], {"path": path})
for text, path in [("把日历导出到 cal.ics", "cal.ics"), ("export my calendar to out/calendar.ics", "out/calendar.ics")]:
    add("calendar", text, ["calendar.export"], {"path": path})

# Files.
for path in ["README.md", "Sources/main.swift", "notes.txt", "docs/guide.md"]:
    add("files", f"读取 {path}", ["files.read"], {"path": path})
    add("files", f"read the file {path}", ["files.read"], {"path": path})
    add("files", f"show me {path}", ["files.read"], {"path": path})
for zh, en, pattern in [("swift", "swift", "**/*.swift"), ("md", "markdown", "**/*.md"), ("txt", "text", "**/*.txt"), ("json", "json", "**/*.json")]:
    add("files", f"列出所有 {zh} 文件", ["files.glob"], {"pattern": pattern})
    add("files", f"find all {en} files", ["files.glob"], {"pattern": pattern})
for word in ["TODO:", "SkillError", "import Foundation", "deprecated"]:
    add("files", f"search the files for \"{word}\"", ["files.grep"], {"pattern": word})
    add("files", f"在代码里搜索 \"{word}\"", ["files.grep"], {"pattern": word})
for old, new, path in [("foo", "bar", "a.txt"), ("debug", "release", "config.json"), ("v1", "v2", "README.md")]:
    add("files", f'replace "{old}" with "{new}" in {path}', ["files.edit"], {"old_string": old, "new_string": new, "path": path})
    add("files", f'把 {path} 里的 "{old}" 改成 "{new}"', ["files.edit"], {"old_string": old, "new_string": new, "path": path})
for text, path in [("创建文件 notes.txt", "notes.txt"), ("create a file named todo.md", "todo.md"), ("write a new file plan.txt", "plan.txt")]:
    add("files", text, ["files.write"], {"path": path})

# Shell.
for command in ["git status", "ls -la", "swift build", "make test", "du -sh .", "git log --oneline"]:
    add("shell", f"运行 {command}", ["shell.run"], {"command": command})
    add("shell", f"run {command}", ["shell.run"], {"command": command})
    add("shell", f"执行命令 {command}", ["shell.run"], {"command": command})

# Skills from MCP servers, described in English, no examples.
for place, zone in [("New York", "America/New_York"), ("London", "Europe/London"), ("Tokyo", "Asia/Tokyo"), ("Paris", "Europe/Paris")]:
    add("mcp", f"what time is it in {place}", ["mcp.time.get_current_time"], {"timezone": zone})
    add("mcp", f"current time in {place}", ["mcp.time.get_current_time"], {"timezone": zone})
for zh_from, zh_to, from_zone, to_zone in [("北京", "纽约", "Asia/Shanghai", "America/New_York"), ("东京", "伦敦", "Asia/Tokyo", "Europe/London"),
                                             ("巴黎", "悉尼", "Europe/Paris", "Australia/Sydney")]:
    add("mcp", f"把下午三点从{zh_from}时间换算成{zh_to}时间", ["mcp.time.convert_time"], {"source_timezone": from_zone, "target_timezone": to_zone, "time": "15:00"})
for src, dst in [("Europe/Berlin", "Asia/Tokyo"), ("America/Chicago", "Europe/London"), ("Asia/Kolkata", "America/Los_Angeles")]:
    add("mcp", f"convert 15:00 from {src} to {dst}", ["mcp.time.convert_time"], {"source_timezone": src, "target_timezone": dst, "time": "15:00"})
for url in ["https://example.com/docs", "https://swift.org/blog/", "https://en.wikipedia.org/wiki/ICalendar"]:
    add("mcp", f"fetch {url}", ["mcp.fetch.fetch"], {"url": url})
    add("mcp", f"获取网页 {url}", ["mcp.fetch.fetch"], {"url": url})
for text in ["show the staged diff", "show unstaged changes in the repository", "git status of the repository", "show the git log"]:
    add("mcp", text, {"show the staged diff": ["mcp.git.git_diff_staged"], "show unstaged changes in the repository": ["mcp.git.git_diff_unstaged"],
                      "git status of the repository": ["mcp.git.git_status"], "show the git log": ["mcp.git.git_log"]}[text])

# Several steps.
add("steps", "明天上午九点提醒我开会，然后添加待办 准备材料", ["reminder.create", "todo.add"])
add("steps", "add a todo buy eggs and then show my todos", ["todo.add", "todo.list"])
add("steps", "现在几点并且列出我的提醒", ["time.now", "reminder.list"])
add("steps", "列出待办，然后列出提醒", ["todo.list", "reminder.list"])
add("steps", "show my reminders and then show my todos", ["reminder.list", "todo.list"])

# Nothing fits.
for text in ["今天天气怎么样", "translate this poem into French", "给我讲个笑话", "how tall is Mount Everest", "帮我订一张去上海的机票", "play some music"]:
    add("nothing", text, [])


# More ways of saying the same things, and neighbours that must stay apart.
for zh, en in [("明早八点提醒我跑步", "remind me to go running at 8am tomorrow"), ("今晚九点提醒我关窗", "remind me at 9pm to close the windows"),
               ("十分钟后提醒我关火", "in 10 minutes remind me to turn off the stove"), ("周五下午提醒我交作业", "remind me on Friday afternoon to hand in the homework"),
               ("后天早上提醒我带伞", "remind me the day after tomorrow to take an umbrella"), ("下周一提醒我续费", "remind me next Monday to renew the subscription")]:
    add("reminders", zh, ["reminder.create"])
    add("reminders", en, ["reminder.create"])
for zh, en in [("我还有什么提醒", "do I have any reminders"), ("提醒列表", "reminder list"), ("把提醒都列出来", "list all reminders")]:
    add("reminders", zh, ["reminder.list"])
    add("reminders", en, ["reminder.list"])
for zh, en in [("提醒 2 已经完成了", "i finished reminder 2"), ("把提醒 5 标记为完成", "complete reminder 5")]:
    add("reminders", zh, ["reminder.complete"])
    add("reminders", en, ["reminder.complete"])
for zh, en in [("记个待办 交房租", "new todo pay the rent"), ("待办加上 买电池", "put buy batteries on my todo list"),
               ("添加一个高优先级待办 准备演讲", "add a high priority todo prepare the talk"), ("帮我记下 给车加油", "add to my list fill up the car")]:
    add("todos", zh, ["todo.add"])
    add("todos", en, ["todo.add"])
add("todos", "添加一个高优先级待办 准备演讲", ["todo.add"], {"priority": "high"})
add("todos", "add a high priority todo prepare the talk", ["todo.add"], {"priority": "high"})
for zh, en in [("待办清单", "my todo list"), ("还有哪些事没做", "what do I still have to do"), ("列出所有待办包括已完成的", "show all todos including completed")]:
    add("todos", zh, ["todo.list"])
    add("todos", en, ["todo.list"])
add("todos", "show all todos including completed", ["todo.list"], {"includeCompleted": True})
for zh, en in [("待办 3 做完了", "todo 3 is done"), ("把待办 6 标记为完成", "complete todo 6")]:
    add("todos", zh, ["todo.complete"])
    add("todos", en, ["todo.complete"])
for zh, en in [("几点了", "what's the time now"), ("今天是几月几号", "what is today's date")]:
    add("time", zh, ["time.now"])
    add("time", en, ["time.now"])
for zh, en in [("周四晚上七点到九点和朋友吃饭", "dinner with friends on Thursday from 7pm to 9pm"),
               ("明天上午十点到十二点开季度会", "quarterly meeting tomorrow from 10am to 12pm")]:
    add("calendar", zh, ["calendar.create_event"])
    add("calendar", en, ["calendar.create_event"])
for zh, en in [("下个月有什么安排", "what is on my schedule next month"), ("今天有哪些会议", "show today's events"), ("这个周末有什么安排", "what's on my calendar this weekend")]:
    add("calendar", zh, ["calendar.list_events"])
    add("calendar", en, ["calendar.list_events"])
for zh, en in [("取消周五的会议", "cancel the meeting on friday"), ("把日程 7 删掉", "remove event 7")]:
    add("calendar", zh, ["calendar.delete_event"])
    add("calendar", en, ["calendar.delete_event"])
for zh, en, path in [("打开 Package.swift 看看", "open Package.swift", "Package.swift"), ("看一下 src/app.py 的内容", "show the contents of src/app.py", "src/app.py"),
                     ("读取 config/settings.yaml", "cat config/settings.yaml", "config/settings.yaml")]:
    add("files", zh, ["files.read"], {"path": path})
    add("files", en, ["files.read"], {"path": path})
for zh, en, pattern in [("有哪些 python 文件", "which python files are there", "**/*.py"), ("找出所有 yaml 文件", "list the yaml files", "**/*.yml"),
                        ("列出 *.h 文件", "which files match *.h", "*.h")]:
    add("files", zh, ["files.glob"], {"pattern": pattern})
    add("files", en, ["files.glob"], {"pattern": pattern})
for word in ["fatalError", "TODO", "password"]:
    add("files", f"find where {word} is used", ["files.grep"])
    add("files", f"哪些文件用到了 {word}", ["files.grep"])
for command in ["npm test", "cargo build", "python3 -m pytest", "git diff --stat"]:
    add("shell", f"跑一下 {command}", ["shell.run"], {"command": command})
    add("shell", f"execute {command}", ["shell.run"], {"command": command})
for text, skill in [("git status", "mcp.git.git_status"), ("show me the git status of the repo", "mcp.git.git_status"),
                    ("list the git branches", "mcp.git.git_branch"), ("create a git branch named feature", "mcp.git.git_create_branch"),
                    ("show the last commits in the git log", "mcp.git.git_log"), ("commit the staged changes", "mcp.git.git_commit"),
                    ("查看 git 分支", "mcp.git.git_branch"), ("查看 git 提交日志", "mcp.git.git_log")]:
    add("mcp", text, [skill])
for place, zone in [("Singapore", "Asia/Singapore"), ("Berlin", "Europe/Berlin"), ("Sydney", "Australia/Sydney")]:
    add("mcp", f"what's the current time in {place}", ["mcp.time.get_current_time"], {"timezone": zone})
for zh, zone in [("东京", "Asia/Tokyo"), ("伦敦", "Europe/London"), ("纽约", "America/New_York")]:
    add("mcp", f"获取{zh}的当前时间", ["mcp.time.get_current_time"], {"timezone": zone})
add("steps", "先列出待办，然后把第一条标记为完成", ["todo.list"])
add("steps", "现在几点，然后看看明天的日程", ["time.now", "calendar.list_events"])
add("steps", "读取 a.txt 然后运行 ls", ["files.read", "shell.run"])
for text in ["what is the meaning of life", "写一首诗", "who won the world cup", "给我推荐一部电影", "order a pizza", "计算一下圆周率"]:
    add("nothing", text, [])

with open(sys.argv[1] if len(sys.argv) > 1 else "planner_corpus.jsonl", "w") as out:
    for row in rows:
        out.write(json.dumps(row, ensure_ascii=False) + "\n")
print(len(rows), "requests;", sum(1 for r in rows if any("\u4e00" <= c <= "\u9fff" for c in r["request"])), "in Chinese")
