#!/usr/bin/env python3
"""Writes planner_corpus_holdout21.jsonl and planner_holdout21_skills.json: requests over the
built-ins and nine skills from domains no earlier corpus had (a spa massage with treatments, a
key copy, a document sent for e-signature, a chess game against the computer, ferry tickets,
postage by weight, a cake order with writing on it, holding the mail described in Chinese
alone, a lottery check with a pattern), written on 2026-12-06 BEFORE the thirteenth round's
planner work and scored once on a9c6ba6 (the twelfth round's planner): the unseen measure of
that planner. The clock is 2026-11-30 10:00 +08:00 (a Monday). Rows as in
make_declared_corpus.py."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_rows import row, skill, write  # noqa: E402

SKILLS = [
    skill("spa.book", "Spa", "Books a massage at the spa.",
          {"treatment": {"type": "string", "enum": ["swedish", "deep tissue", "hot stone", "foot"], "description": "Massage type"},
           "when": {"type": "string", "format": "date-time", "description": "Appointment time"},
           "minutes": {"type": "integer", "minimum": 30, "maximum": 120, "description": "Length in minutes"}},
          ["when"]),
    skill("keys.copy", "Key copies", "Orders copies of a key from the locksmith.",
          {"copies": {"type": "integer", "minimum": 1, "maximum": 10, "description": "How many copies"},
           "key": {"type": "string", "enum": ["house", "car", "mailbox", "office"], "description": "Which key"}},
          ["copies"]),
    skill("esign.send", "E-signature", "Sends a document to someone to sign electronically.",
          {"document": {"type": "string", "format": "path", "description": "Document file"},
           "signer": {"type": "string", "format": "email", "description": "Signer's e-mail"},
           "message": {"type": "string", "description": "Note to the signer"}},
          ["document", "signer"]),
    skill("chess.play", "Chess", "Starts a chess game against the computer.",
          {"level": {"type": "string", "enum": ["easy", "medium", "hard"], "description": "Difficulty"},
           "color": {"type": "string", "enum": ["white", "black"], "description": "Your pieces"}},
          []),
    skill("ferry.book", "Ferries", "Buys ferry tickets.",
          {"from": {"type": "string", "description": "Departure port"},
           "to": {"type": "string", "description": "Arrival port"},
           "date": {"type": "string", "format": "date", "description": "Sailing date"},
           "passengers": {"type": "integer", "minimum": 1, "maximum": 9, "description": "Passengers"}},
          ["from", "to"]),
    skill("postage.buy", "Postage", "Buys postage for a letter or parcel.",
          {"weight": {"type": "number", "minimum": 1, "maximum": 30000, "description": "Weight in grams"},
           "country": {"type": "string", "description": "Destination country"}},
          ["weight", "country"]),
    skill("cake.order", "Cakes", "Orders a cake from the bakery.",
          {"flavor": {"type": "string", "description": "Flavor"},
           "size": {"type": "string", "enum": ["6 inch", "8 inch", "10 inch"], "description": "Size"},
           "writing": {"type": "string", "description": "Writing on the cake"},
           "date": {"type": "string", "format": "date", "description": "Pickup day"}},
          ["date"]),
    skill("mail.hold", "暂停投递", "出门期间暂停派送信件和包裹。",
          {"start": {"type": "string", "format": "date", "description": "开始日期"},
           "end": {"type": "string", "format": "date", "description": "结束日期"}},
          ["start", "end"]),
    skill("lottery.check", "Lottery", "Checks your lottery numbers against a draw.",
          {"numbers": {"type": "string", "pattern": "^[0-9][0-9 ,]*$", "description": "Your numbers"},
           "draw": {"type": "string", "format": "date", "description": "Draw date"}},
          ["numbers"]),
]

row("spa", "book a deep tissue massage tomorrow at 3pm", ["spa.book"], {"treatment": "deep tissue", "when": "2026-12-01T15:00:00+08:00"})
row("spa", "I want a 90 minute hot stone massage on Saturday at 11am", ["spa.book"], {"minutes": 90, "treatment": "hot stone", "when": "2026-12-05T11:00:00+08:00"})
row("spa", "周四晚上七点约个足疗", ["spa.book"], {"treatment": "foot", "when": "2026-12-03T19:00:00+08:00"})
row("spa", "book a massage", ["spa.book"], asks=["when"])
row("spa", "my back hurts, get me a swedish massage friday 6pm", ["spa.book"], {"treatment": "swedish", "when": "2026-12-04T18:00:00+08:00"})
row("spa", "预约按摩，60分钟", ["spa.book"], {"minutes": 60}, asks=["when"])
row("keys", "copy my house key twice", ["keys.copy"], {"key": "house", "copies": 2})
row("keys", "I need 3 copies of the mailbox key", ["keys.copy"], {"copies": 3, "key": "mailbox"})
row("keys", "配两把车钥匙", ["keys.copy"], {"copies": 2, "key": "car"})
row("keys", "get a key cut", ["keys.copy"], asks=["copies"])
row("keys", "duplicate the office key", ["keys.copy"], {"key": "office"}, asks=["copies"])
row("esign", "send contracts/lease.pdf to anna@example.com for signature", ["esign.send"], {"document": "contracts/lease.pdf", "signer": "anna@example.com"})
row("esign", "get bob@corp.io to sign offer.pdf", ["esign.send"], {"document": "offer.pdf", "signer": "bob@corp.io"})
row("esign", "把 nda.docx 发给 li.wei@example.cn 签字", ["esign.send"], {"document": "nda.docx", "signer": "li.wei@example.cn"})
row("esign", "send a document for e-signature", ["esign.send"], asks=["document", "signer"])
row("esign", "I need Sam to sign the contract electronically", ["esign.send"], asks=["document", "signer"])
row("esign", "send agreement.pdf to hr@acme.com to sign with the note please sign by Friday", ["esign.send"], {"document": "agreement.pdf", "signer": "hr@acme.com", "message": "please sign by Friday"})
row("chess", "play chess with me", ["chess.play"])
row("chess", "let's play a hard game of chess, I'll be black", ["chess.play"], {"level": "hard", "color": "black"})
row("chess", "下一盘简单的国际象棋", ["chess.play"], {"level": "easy"})
row("chess", "start an easy chess game as white", ["chess.play"], {"level": "easy", "color": "white"})
row("chess", "I want to practice chess against the computer on medium", ["chess.play"], {"level": "medium"})
row("ferry", "book a ferry from Hong Kong to Macau on Saturday for 2 people", ["ferry.book"], {"from": "Hong Kong", "to": "Macau", "date": "2026-12-05", "passengers": 2})
row("ferry", "ferry tickets to Lantau tomorrow", ["ferry.book"], {"to": "Lantau", "date": "2026-12-01"}, asks=["from"])
row("ferry", "买三张下周一从厦门到鼓浪屿的船票", ["ferry.book"], {"from": "厦门", "to": "鼓浪屿", "date": "2026-12-07", "passengers": 3})
row("ferry", "book a ferry", ["ferry.book"], asks=["from", "to"])
row("ferry", "get me on the ferry from Dover to Calais", ["ferry.book"], {"from": "Dover", "to": "Calais"})
row("postage", "buy postage for a 500 g parcel to Canada", ["postage.buy"], {"weight": 500, "country": "Canada"})
row("postage", "寄到日本的包裹300克，买邮资", ["postage.buy"], {"weight": 300, "country": "日本"})
row("postage", "postage for a 250 gram letter to France", ["postage.buy"], {"weight": 250, "country": "France"})
row("postage", "buy postage", ["postage.buy"], asks=["weight", "country"])
row("postage", "I need postage for a letter to Brazil", ["postage.buy"], {"country": "Brazil"}, asks=["weight"])
row("cake", "order a chocolate cake for Saturday", ["cake.order"], {"flavor": "chocolate", "date": "2026-12-05"})
row("cake", "order an 8 inch strawberry cake for tomorrow with Happy Birthday Mia written on it", ["cake.order"], {"size": "8 inch", "flavor": "strawberry", "date": "2026-12-01", "writing": "Happy Birthday Mia"})
row("cake", "订一个6寸的芒果蛋糕，周三取", ["cake.order"], {"size": "6 inch", "flavor": "芒果", "date": "2026-12-02"})
row("cake", "order a birthday cake", ["cake.order"], asks=["date"])
row("cake", "I need a cake from the bakery on Friday", ["cake.order"], {"date": "2026-12-04"})
row("mailhold", "出差期间暂停收信，从12月10日到12月20日", ["mail.hold"], {"start": "2026-12-10", "end": "2026-12-20"})
row("mailhold", "hold my mail from December 24 to January 2", ["mail.hold"], {"start": "2026-12-24", "end": "2027-01-02"})
row("mailhold", "暂停派送信件", ["mail.hold"], asks=["start", "end"])
row("mailhold", "下周一到下周五暂停派送包裹", ["mail.hold"], {"start": "2026-12-07", "end": "2026-12-11"})
row("mailhold", "stop my mail delivery while I'm away", ["mail.hold"], asks=["start", "end"])
row("lottery", "check my lottery numbers 3 12 19 27 33", ["lottery.check"], {"numbers": "3 12 19 27 33"})
row("lottery", "did my lottery ticket win last Saturday's draw", ["lottery.check"], {"draw": "2026-11-28"}, asks=["numbers"])
row("lottery", "查一下彩票号码 05,11,23,28,31 中没中", ["lottery.check"], {"numbers": "05,11,23,28,31"})
row("lottery", "check the lottery", ["lottery.check"], asks=["numbers"])
row("lottery", "check 8 15 22 30 41 against yesterday's lottery draw", ["lottery.check"], {"numbers": "8 15 22 30 41", "draw": "2026-11-29"})
row("builtin", "what day is it today", ["time.now"])
row("builtin", "remind me to call the bank on Wednesday at 9am", ["reminder.create"], {"title": "call the bank", "dueDate": "2026-12-02T09:00:00+08:00"})
row("builtin", "下午五点提醒我取快递", ["reminder.create"], {"title": "取快递", "dueDate": "2026-11-30T17:00:00+08:00"})
row("builtin", "add renew car insurance to my todos", ["todo.add"], {"title": "renew car insurance"})
row("builtin", "what's on my todo list", ["todo.list"])
row("builtin", "open notes/ideas.md", ["files.read"], {"path": "notes/ideas.md"})
row("builtin", "grep for FIXME in lib", ["files.grep"], {"pattern": "FIXME", "path": "lib"})
row("builtin", "run make test", ["shell.run"], {"command": "make test"})
row("builtin", "我明天有什么会", ["calendar.list_events"])
row("builtin", "list all the json files", ["files.glob"], {"pattern": "**/*.json"})
row("nothing", "how tall is Mount Everest", [])
row("nothing", "write me a haiku about autumn", [])
row("nothing", "帮我订一张去北京的机票", [])
row("nothing", "what should I name my cat", [])
row("nothing", "🎂🎉", [])
row("nothing", "asdfjkl", [])
row("nothing", "teach me to juggle", [])
row("nothing", "今天晚上吃什么好", [])
row("steps2", "book a swedish massage Friday at 5pm and add a todo to bring cash", ["spa.book", "todo.add"], {"treatment": "swedish", "when": "2026-12-04T17:00:00+08:00"})
row("steps2", "order a vanilla cake for Saturday, then remind me to pick it up Saturday at 10am", ["cake.order", "reminder.create"], {"flavor": "vanilla", "date": "2026-12-05"})
row("steps2", "配三把家门钥匙，然后提醒我明天上午九点去取", ["keys.copy", "reminder.create"], {"copies": 3, "key": "house"})

write("planner_corpus_holdout21.jsonl", "planner_holdout21_skills.json", SKILLS)
