import SkillKit

/// A form over whole JSON Schemas, answered one row at a time: nested objects become their
/// fields (one indentation level per level, named by path: `address.city`), arrays of objects
/// or variants become items with an "add another?" row after them, `oneOf` / `anyOf` ask for
/// the variant first, and everything else is one row (arrays of plain values as a list).
///
/// Pure: `rows(answers:)` says what to ask given what was answered so far, keyed by each row's
/// `name` (its path); `value(answers:parser:)` builds the input from the answers.
public struct FormTree: Sendable, Hashable {
  /// The top-level fields, as the input request gave them.
  public let fields: [InputField]

  /// The form for `fields`, nested objects and arrays asked row by row.
  public init(fields: [InputField]) {
    self.fields = fields
  }

  /// What a row asks for.
  public enum Role: Sendable, Hashable {
    case value
    /// Which alternative of a `oneOf` / `anyOf`; the answer is one of the field's enum values.
    case chooseVariant
    /// Whether to add another item to an array (`true` / `false`).
    case addItem
  }

  /// One question of the form. `field.name` is its path and the key of its answer.
  public struct Row: Sendable, Hashable {
    /// The field asked, its name the path of the answer (`items[0].title`).
    public var field: InputField
    /// How deep in objects and arrays it is (0 at the top).
    public var depth: Int
    /// What answering the row does.
    public var role: Role
  }

  /// The most items one array may get from a form, and the deepest nesting followed.
  public static let maxItems = 100
  /// The deepest nesting of objects and arrays a form follows.
  public static let maxDepth = 8

  /// The rows to ask, given the answers so far.
  public func rows(answers: [String: String]) -> [Row] {
    var out: [Row] = []
    for field in fields {
      let schema = field.declaredSchema ?? field.schema
      if field.declaredSchema == nil || Self.isPlain(schema, root: schema) {
        out.append(Row(field: field, depth: 0, role: .value))
      } else {
        emit(
          schema, name: field.name, required: field.required, description: field.description,
          depth: 0, root: schema, answers: answers, into: &out)
      }
    }
    return out
  }

  /// The input the answers make (empty optional answers are left out).
  public func value(answers: [String: String], parser: FieldValueParser) -> [String: JSONValue] {
    var out: [String: JSONValue] = [:]
    for field in fields {
      let schema = field.declaredSchema ?? field.schema
      if field.declaredSchema == nil || Self.isPlain(schema, root: schema) {
        if let text = answers[field.name], !text.isEmpty {
          out[field.name] = parser.parse(.string(text), for: field)
        }
      } else if let value = build(
        schema, name: field.name, depth: 0, root: schema, answers: answers, parser: parser)
      {
        out[field.name] = value
      }
    }
    return out
  }

  /// Removes array item `index` of the array at `path` (`tags`), moving later answers up.
  public static func removeItem(
    _ index: Int, of path: String, from answers: [String: String]
  ) -> [String: String] {
    var out: [String: String] = [:]
    let itemPrefix = "\(path)["
    let addPrefix = "\(path)+"
    var addCount = 0
    for (key, value) in answers {
      if key.hasPrefix(addPrefix), let n = Int(key.dropFirst(addPrefix.count)) {
        if value == "true" { addCount = max(addCount, n + 1) }
        continue
      }
      guard key.hasPrefix(itemPrefix),
        let close = key.dropFirst(itemPrefix.count).firstIndex(of: "]"),
        let n = Int(key[key.index(key.startIndex, offsetBy: itemPrefix.count)..<close])
      else {
        out[key] = value
        continue
      }
      if n == index { continue }
      let rest = key[key.index(after: close)...]
      out[n > index ? "\(path)[\(n - 1)]\(rest)" : key] = value
    }
    for n in 0..<max(0, addCount - 1) { out["\(addPrefix)\(n)"] = "true" }
    return out
  }

  /// The array path and item index a row belongs to (`tags[2].name` → `tags`, 2), innermost.
  public static func item(of name: String) -> (array: String, index: Int)? {
    guard let open = name.lastIndex(of: "["), let close = name[open...].firstIndex(of: "]"),
      let index = Int(name[name.index(after: open)..<close])
    else { return nil }
    return (String(name[..<open]), index)
  }

  // MARK: Building rows

  private static func resolved(_ schema: JSONSchema, root: JSONSchema) -> JSONSchema {
    var current = schema
    for _ in 0..<16 {
      guard let ref = current.ref, current.types == nil, let target = root.resolve(ref) else {
        break
      }
      current = target
    }
    return current
  }

  /// A schema that one row asks for whole: not an object with properties, not an array of
  /// those, not a set of variants.
  static func isPlain(_ schema: JSONSchema, root: JSONSchema) -> Bool {
    let schema = resolved(schema, root: root)
    if schema.oneOf != nil || schema.anyOf != nil { return false }
    if schema.type == .object, !(schema.properties ?? [:]).isEmpty { return false }
    if schema.type == .array, let items = schema.items {
      return isPlain(items, root: root) && !isObjectLike(items, root: root)
    }
    return true
  }

  private static func isObjectLike(_ schema: JSONSchema, root: JSONSchema) -> Bool {
    let schema = resolved(schema, root: root)
    return schema.type == .object || schema.type == .array || schema.oneOf != nil
      || schema.anyOf != nil
  }

  private static func variants(_ schema: JSONSchema) -> [JSONSchema] {
    schema.oneOf ?? schema.anyOf ?? []
  }

  /// The names the variant picker offers: titles, else types, numbered when they repeat.
  static func variantNames(_ alternatives: [JSONSchema]) -> [String] {
    let names = alternatives.enumerated().map { index, alternative in
      alternative.title ?? alternative.type?.rawValue ?? alternative.constValue?.displayText
        ?? "option \(index + 1)"
    }
    return Set(names).count == names.count ? names : names.enumerated().map { "\($0 + 1) \($1)" }
  }

  private func emit(
    _ schema: JSONSchema, name: String, required: Bool, description: String, depth: Int,
    root: JSONSchema, answers: [String: String], into out: inout [Row]
  ) {
    let schema = Self.resolved(schema, root: root)
    let description = schema.description ?? description
    guard depth < Self.maxDepth else {
      out.append(
        Row(
          field: Self.field(name, .json, required, description, schema), depth: depth, role: .value)
      )
      return
    }
    let alternatives = Self.variants(schema)
    if !alternatives.isEmpty {
      let names = Self.variantNames(alternatives)
      var picker = InputField(
        name: name + "#", type: .enumeration, required: required,
        description: description.isEmpty ? "pick one" : description, enumValues: names)
      picker.declaredSchema = JSONSchema(type: .string, enumValues: names.map(JSONValue.string))
      out.append(Row(field: picker, depth: depth, role: .chooseVariant))
      if let answer = answers[name + "#"], let chosen = names.firstIndex(of: answer) {
        emit(
          alternatives[chosen], name: name, required: required, description: "", depth: depth + 1,
          root: root, answers: answers, into: &out)
      }
      return
    }
    if schema.type == .object, let properties = schema.properties, !properties.isEmpty {
      let requiredNames = Set(schema.required ?? [])
      for child in InputField.fields(from: schema) {
        emit(
          properties[child.name] ?? JSONSchema(), name: "\(name).\(child.name)",
          required: requiredNames.contains(child.name), description: child.description,
          depth: depth + 1, root: root, answers: answers, into: &out)
      }
      return
    }
    if schema.type == .array, let items = schema.items,
      !Self.isPlain(items, root: root) || Self.isObjectLike(items, root: root)
    {
      var count = 0
      while count < Self.maxItems, answers["\(name)+\(count)"] == "true" { count += 1 }
      for index in 0..<count {
        emit(
          items, name: "\(name)[\(index)]", required: true, description: "", depth: depth + 1,
          root: root, answers: answers, into: &out)
      }
      if count < min(Self.maxItems, schema.maxItems ?? Self.maxItems) {
        var add = InputField(
          name: "\(name)+\(count)", type: .boolean, required: false,
          description: count == 0 ? "add an item to \(name)?" : "add another item to \(name)?")
        add.declaredSchema = JSONSchema(type: .boolean)
        out.append(Row(field: add, depth: depth, role: .addItem))
      }
      return
    }
    var field = Self.field(name, InputField.fieldType(of: schema), required, description, schema)
    field.enumValues = schema.enumValues?.compactMap(\.stringValue) ?? []
    field.itemType = schema.items.map(InputField.fieldType(of:))
    field.minimum = schema.minimum
    field.maximum = schema.maximum
    out.append(Row(field: field, depth: depth, role: .value))
  }

  private static func field(
    _ name: String, _ type: InputField.FieldType, _ required: Bool, _ description: String,
    _ schema: JSONSchema
  ) -> InputField {
    var field = InputField(name: name, type: type, required: required, description: description)
    field.declaredSchema = schema
    return field
  }

  // MARK: Building the value

  private func build(
    _ schema: JSONSchema, name: String, depth: Int, root: JSONSchema,
    answers: [String: String], parser: FieldValueParser
  ) -> JSONValue? {
    let schema = Self.resolved(schema, root: root)
    guard depth < Self.maxDepth else {
      return answers[name].flatMap {
        $0.isEmpty
          ? nil : parser.parse(.string($0), for: Self.field(name, .json, false, "", schema))
      }
    }
    let alternatives = Self.variants(schema)
    if !alternatives.isEmpty {
      let names = Self.variantNames(alternatives)
      guard let answer = answers[name + "#"], let chosen = names.firstIndex(of: answer) else {
        return nil
      }
      return build(
        alternatives[chosen], name: name, depth: depth + 1, root: root, answers: answers,
        parser: parser)
    }
    if schema.type == .object, let properties = schema.properties, !properties.isEmpty {
      var members: [String: JSONValue] = [:]
      for (key, child) in properties {
        if let value = build(
          child, name: "\(name).\(key)", depth: depth + 1, root: root, answers: answers,
          parser: parser)
        {
          members[key] = value
        }
      }
      return members.isEmpty ? nil : .object(members)
    }
    if schema.type == .array, let items = schema.items,
      !Self.isPlain(items, root: root) || Self.isObjectLike(items, root: root)
    {
      var count = 0
      while count < Self.maxItems, answers["\(name)+\(count)"] == "true" { count += 1 }
      let values = (0..<count).map {
        build(
          items, name: "\(name)[\($0)]", depth: depth + 1, root: root, answers: answers,
          parser: parser)
          ?? .object([:])
      }
      return answers["\(name)+0"] == nil ? nil : .array(values)
    }
    guard let text = answers[name], !text.isEmpty else { return nil }
    var field = Self.field(name, InputField.fieldType(of: schema), false, "", schema)
    field.enumValues = schema.enumValues?.compactMap(\.stringValue) ?? []
    field.itemType = schema.items.map(InputField.fieldType(of:))
    return parser.parse(.string(text), for: field)
  }

  /// How deep a row's name nests (`a` 0, `a.b` 1, `a[0].b` 2).
  public static func depth(of name: String) -> Int {
    name.filter { $0 == "." || $0 == "[" }.count
  }
}

extension FormTree {
  /// What a row is called and what kind of answer it takes, as every form shows it: value
  /// rows by their path and kind, structure rows by what they ask.
  public static func label(name: String, field: InputField, role: Role, chinese: Bool) -> (
    name: String, kind: String
  ) {
    let language: UserLanguage = chinese ? .chinese : .english
    switch role {
    case .value:
      return (name, chinese ? chineseKind(field) : field.kindLabel())
    case .chooseVariant:
      let choices = field.enumValues.joined(separator: "/")
      return (String(name.dropLast()), words(.pickOne, language, ["choices": choices]))
    case .addItem:
      let parts = name.split(separator: "+")
      let array = parts.dropLast().joined(separator: "+")
      let first = parts.last == "0"
      let question = words(first ? .addFirst : .addAnother, language, ["array": array])
      return (question, words(.yesNo, language))
    }
  }

  /// What kind of value a field takes, in Chinese: 文本, 整数 1…600, 日期时间, 文本列表…
  static func chineseKind(_ field: InputField) -> String {
    let names: [String: String] = [
      "string": "文本", "integer": "整数", "number": "数字", "boolean": "是/否",
      "date-time": "日期时间", "path": "路径", "command": "命令", "glob": "通配模式",
      "date": "日期", "time": "时间", "email": "邮箱", "uri": "网址",
    ]
    switch field.type {
    case .enumeration: return field.kindLabel()
    case .array:
      let element = field.itemType.map {
        $0 == .enumeration
          ? field.enumValues.joined(separator: "/") : names[$0.rawValue] ?? $0.rawValue
      }
      return "\(element ?? "文本")列表，逗号分隔或 JSON"
    case .object: return "对象，JSON 格式"
    case .json: return "JSON"
    default:
      // The English label is the type's name, then its range: `integer 1…600`.
      let english = field.kindLabel()
      let name = english.prefix { $0 != " " }
      return (names[String(name)] ?? String(name)) + english.dropFirst(name.count)
    }
  }

  /// The words of a form's structure rows.
  public enum Word: String, CaseIterable, Sendable {
    case pickOne, addFirst, addAnother, yesNo
  }

  /// Every front end's forms say these the same way.
  public static let words = Wording<Word>([
    .pickOne: ("pick one: {choices}", "选一种：{choices}"),
    .addFirst: ("+ add an item to {array}?", "+ 给 {array} 添加一项？"),
    .addAnother: ("+ add another item to {array}?", "+ 给 {array} 再添加一项？"),
    .yesNo: ("yes/no", "是/否"),
  ])
}

extension FormTree {
  /// The answer kept for a row: structure rows keep their canonical value (`yes` → `true`),
  /// value rows what was typed (parsed again when the input is built).
  public static func answer(_ typed: String, parsed: JSONValue, role: Role) -> String {
    switch role {
    case .addItem: return parsed == .bool(true) ? "true" : "false"
    case .chooseVariant: return parsed.stringValue ?? typed
    case .value: return typed
    }
  }
}
