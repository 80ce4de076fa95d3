/// A device name reduced to what tells models apart, so that the ways people type a name meet.
///
/// Letters are lowercased; spaces, punctuation and the words "generation", "gen", "inch", "apple"
/// go; ordinals become numbers ("3rd", "third" → 3) and "+" becomes "plus". What is left is
/// joined without spaces, so "iPhone SE (3rd generation)", "iphone se 3" and "iPhoneSE3" all
/// become `iphonese3`.
struct DeviceNameKey: Hashable, Sendable {
  /// The words of the key, in order: ["iphone", "se", "3"] for "iPhone SE (3rd generation)".
  let words: [String]

  /// The words joined: `iphonese3`.
  var value: String { words.joined() }

  private static let droppedWords: Set<String> = ["generation", "gen", "inch", "in", "apple"]
  private static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]
  private static let ordinalWords: [String: String] = [
    "first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6",
    "seventh": "7", "eighth": "8", "ninth": "9", "tenth": "10", "eleventh": "11",
  ]

  /// A key made of words that are already normalized, such as a family's name in front of a key.
  init(words: [String]) {
    self.words = words
  }

  init(_ text: String) {
    var words: [String] = []
    for word in Self.words(in: text) {
      if Self.droppedWords.contains(word) { continue }
      if let number = Self.ordinalWords[word] {
        words.append(number)
      } else if words.last?.first?.isNumber == true, Self.isOrdinalSuffix(word) {
        continue  // the "rd" of "3rd", or "rdgen" when the space before "gen" was left out
      } else {
        words.append(word)
      }
    }
    self.words = words
  }

  /// Keys compare by `value` alone: "iPhone16ProMax" and "iPhone 16 Pro Max" are one key though
  /// their words differ.
  static func == (lhs: DeviceNameKey, rhs: DeviceNameKey) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }

  /// Whether this key's words begin another key's words, whole words only: "iPhone SE" begins
  /// "iPhone SE (3rd generation)", "iPhone 1" does not begin "iPhone 12".
  func begins(_ other: DeviceNameKey) -> Bool {
    !words.isEmpty && other.words.starts(with: words)
  }

  private static func isOrdinalSuffix(_ word: String) -> Bool {
    let suffix = String(word.prefix(2))
    let rest = String(word.dropFirst(2))
    return ordinalSuffixes.contains(suffix) && (rest.isEmpty || droppedWords.contains(rest))
  }

  /// Splits into runs of letters and runs of digits; "+" is a word of its own ("plus").
  private static func words(in text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var currentIsDigit = false
    func flush() {
      if !current.isEmpty { words.append(current) }
      current = ""
    }
    for character in text.lowercased() {
      if character == "+" {
        flush()
        words.append("plus")
      } else if character.isLetter || character.isNumber {
        let isDigit = character.isNumber
        if !current.isEmpty && isDigit != currentIsDigit { flush() }
        current.append(character)
        currentIsDigit = isDigit
      } else {
        flush()
      }
    }
    flush()
    return words
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours each cost one, so "por" is one edit from "pro".
  ///
  /// - Complexity: O(*m* × *n*) for keys of lengths *m* and *n*.
  static func distance(_ lhs: DeviceNameKey, _ rhs: DeviceNameKey) -> Int {
    let a = Array(lhs.value)
    let b = Array(rhs.value)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
