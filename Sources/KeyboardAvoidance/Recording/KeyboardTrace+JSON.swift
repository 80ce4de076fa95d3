import Foundation

extension KeyboardTrace {
  /// Reads a trace from its JSON text (<doc:KeyboardTraceFormat>).
  ///
  /// Reading is strict: the text must be JSON, every field must be one the format has, with a
  /// value of the right kind, and the notifications must be in time order. The first problem
  /// found throws, naming its place in the file; nothing of a file with a problem is kept.
  ///
  /// ```swift
  /// let trace = try KeyboardTrace(jsonData: Data(contentsOf: url))
  /// ```
  ///
  /// - Parameter data: The UTF-8 text of a trace file.
  /// - Throws: ``KeyboardTraceError``: the line and column of a JSON syntax error, or the JSON
  ///   path of a field that is missing, misspelt or holds a wrong value, or a format version
  ///   newer than ``formatVersion``.
  public init(jsonData data: Data) throws(KeyboardTraceError) {
    let json: TraceJSON
    do {
      json = try TraceJSON.parse(data)
    } catch {
      throw .notJSON(line: error.line, column: error.column, reason: error.reason)
    }
    self = try TraceDecoding.trace(from: TraceReader(json))
  }

  /// The trace as JSON text (<doc:KeyboardTraceFormat>), one `userInfo` key per line, keys in
  /// alphabetical order, ready to attach to a bug report.
  ///
  /// ```swift
  /// let data = recorder.trace.jsonData()
  /// try KeyboardTrace(jsonData: data) == recorder.trace  // true
  /// ```
  ///
  /// - Returns: UTF-8 text that ``init(jsonData:)`` reads back into an equal trace, provided the
  ///   times and bounds are finite (the recorder's always are).
  public func jsonData() -> Data {
    Data((TraceEncoding.json(of: self).text() + "\n").utf8)
  }
}

/// Writes a trace as ``TraceJSON``.
enum TraceEncoding {
  static func json(of trace: KeyboardTrace) -> TraceJSON {
    var members: [(key: String, value: TraceJSON)] = [
      ("version", .number(Double(KeyboardTrace.formatVersion))),
      (
        "device",
        .object([
          ("model", .string(trace.device.modelIdentifier)),
          ("system", .string(trace.device.systemVersion)),
        ])
      ),
      ("orientation", .string(trace.orientation.rawValue)),
      ("dropped", .number(Double(trace.droppedCount))),
    ]
    if !trace.notes.isEmpty {
      members.append(("notes", .array(trace.notes.map(TraceJSON.string))))
    }
    members.append(("notifications", .array(trace.notifications.map(json(of:)))))
    return .object(members)
  }

  static func json(of entry: KeyboardTrace.Entry) -> TraceJSON {
    var members: [(key: String, value: TraceJSON)] = [
      ("time", number(entry.time)),
      ("name", .string(entry.kind.notificationName.rawValue)),
    ]
    if let screen = entry.screen { members.append(("screen", .number(Double(screen)))) }
    if let object = entry.otherObject { members.append(("object", .string(object))) }
    members.append(("screenBounds", numbers(entry.screenBounds)))
    if let window = entry.windowFrame { members.append(("windowFrame", numbers(window))) }
    let userInfo = entry.userInfo.sorted { $0.key < $1.key }.map { ($0.key, json(of: $0.value)) }
    members.append(("userInfo", .object(userInfo)))
    return .object(members)
  }

  static func json(of value: KeyboardTrace.Value) -> TraceJSON {
    switch value {
    case .rect(let rect): .object([("rect", numbers(rect))])
    case .point(let point): .object([("point", .array([number(point.x), number(point.y)]))])
    case .size(let size): .object([("size", .array([number(size.width), number(size.height)]))])
    case .number(let value) where !value.isFinite: .object([("number", number(value))])
    case .number(let value): .number(value)
    case .bool(let flag): .bool(flag)
    case .string(let string): .string(string)
    case .null: .null
    case .array(let items): .array(items.map(json(of:)))
    case .dictionary(let members):
      .object([
        (
          "dictionary",
          .object(members.sorted { $0.key < $1.key }.map { ($0.key, json(of: $0.value)) })
        )
      ])
    case .unrepresentable(let type): .object([("unrepresentable", .string(type))])
    }
  }

  private static func numbers(_ rect: CGRect) -> TraceJSON {
    .array([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number))
  }

  /// A number, or the string JSON needs for one that is not finite.
  private static func number(_ value: CGFloat) -> TraceJSON {
    number(Double(value))
  }

  private static func number(_ value: Double) -> TraceJSON {
    if let spelling = TraceReader.NonFinite(value) { return .string(spelling.rawValue) }
    return .number(value)
  }
}

/// Reads a trace from ``TraceJSON``, checking every field.
enum TraceDecoding {
  static func trace(from reader: TraceReader) throws(KeyboardTraceError) -> KeyboardTrace {
    // The version first: a newer file may have fields this version does not know.
    guard case .object(let members) = reader.json else {
      throw reader.invalid("expected an object { … }")
    }
    let version = try TraceObject(members: members, path: []).required("version").integer(
      minimum: 1)
    guard version <= KeyboardTrace.formatVersion else {
      throw .unsupportedVersion(found: version, newest: KeyboardTrace.formatVersion)
    }
    let object = try reader.object(allowed: [
      "version", "device", "orientation", "dropped", "notes", "notifications",
    ])
    let deviceFields = try object.required("device").object(allowed: ["model", "system"])
    let device = KeyboardTrace.Device(
      modelIdentifier: try deviceFields.required("model").string(),
      systemVersion: try deviceFields.required("system").string())
    let orientationReader = try object.required("orientation")
    let orientationName = try orientationReader.string()
    guard let orientation = DeviceOrientation(rawValue: orientationName) else {
      throw orientationReader.invalid(
        "\"\(orientationName)\" is not one of portrait, landscape")
    }
    let dropped = try object.optional("dropped")?.integer() ?? 0
    var notes: [String] = []
    for note in try object.optional("notes")?.items() ?? [] { notes.append(try note.string()) }
    var entries: [KeyboardTrace.Entry] = []
    for item in try object.required("notifications").items() {
      let entry = try self.entry(from: item)
      if let previous = entries.last, entry.time < previous.time {
        throw .invalidValue(
          path: TraceReader.text(of: item.path + [.key("time")]),
          reason:
            "\(JSONText.number(entry.time)) is earlier than the notification before it "
            + "(\(JSONText.number(previous.time)))")
      }
      entries.append(entry)
    }
    return KeyboardTrace(
      device: device, orientation: orientation, notifications: entries, droppedCount: dropped,
      notes: notes)
  }

  static func entry(from reader: TraceReader) throws(KeyboardTraceError) -> KeyboardTrace.Entry {
    let object = try reader.object(allowed: [
      "time", "name", "screen", "object", "screenBounds", "windowFrame", "userInfo",
    ])
    let timeReader = try object.required("time")
    let time = try timeReader.number()
    guard time >= 0 else { throw timeReader.invalid("a time must not be negative") }
    let nameReader = try object.required("name")
    let name = try nameReader.string()
    guard let kind = KeyboardEvent.Kind(notificationName: Notification.Name(name)) else {
      let allowed = KeyboardEvent.Kind.allCases.map(\.notificationName.rawValue)
      throw nameReader.invalid(
        "\"\(name)\" is not one of \(allowed.joined(separator: ", "))")
    }
    var userInfo: [String: KeyboardTrace.Value] = [:]
    for (key, value) in try object.required("userInfo").members() {
      userInfo[key] = try self.value(from: value)
    }
    return KeyboardTrace.Entry(
      time: time, kind: kind, userInfo: userInfo,
      screen: try object.optional("screen")?.integer(),
      otherObject: try object.optional("object")?.string(),
      screenBounds: try object.required("screenBounds").rectangle(),
      windowFrame: try object.optional("windowFrame")?.rectangle())
  }

  /// The tags of values that JSON has no literal for.
  private static let tags = ["rect", "point", "size", "number", "dictionary", "unrepresentable"]

  static func value(from reader: TraceReader) throws(KeyboardTraceError) -> KeyboardTrace.Value {
    switch reader.json {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number): return .number(number)
    case .string(let string): return .string(string)
    case .array:
      var items: [KeyboardTrace.Value] = []
      for item in try reader.items() { items.append(try value(from: item)) }
      return .array(items)
    case .object(let members):
      guard members.count == 1, let tag = members.first?.key else {
        throw reader.invalid(
          "expected an object with one of the fields \(tags.joined(separator: ", "))")
      }
      let object = try reader.object(allowed: tags)
      let inner = try object.required(tag)
      switch tag {
      case "rect":
        let n = try inner.numbers(4, naming: "x, y, width, height")
        return .rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
      case "point":
        let n = try inner.numbers(2, naming: "x, y")
        return .point(CGPoint(x: n[0], y: n[1]))
      case "size":
        let n = try inner.numbers(2, naming: "width, height")
        return .size(CGSize(width: n[0], height: n[1]))
      case "number":
        return .number(try inner.anyNumber())
      case "dictionary":
        var dictionary: [String: KeyboardTrace.Value] = [:]
        for (key, member) in try inner.members() { dictionary[key] = try value(from: member) }
        return .dictionary(dictionary)
      default:
        return .unrepresentable(type: try inner.string())
      }
    }
  }
}
