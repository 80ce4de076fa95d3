extension DeviceCatalog {
  /// Profiles by the normalized form of their marketing names.
  private static let byNameKey: [DeviceNameKey: DeviceProfile] = Dictionary(
    all.map { (DeviceNameKey($0.name), $0) }, uniquingKeysWith: { first, _ in first })

  /// The most edits a typed name may be away from a catalog name to be suggested.
  private static func suggestionLimit(for key: DeviceNameKey) -> Int {
    max(2, key.value.count / 4)
  }

  /// The profile a person means by a typed name.
  ///
  /// Letter case, spacing and punctuation do not matter, nor do "generation" or "inch";
  /// ordinals may be words or numbers; "iPhone" may be left out, and "iPad" too when the rest
  /// names only an iPad. A model identifier works as well. Names that match nothing raise an
  /// error with the nearest catalog names.
  ///
  /// ```swift
  /// try DeviceCatalog.profile(named: "iphone se 3").name  // "iPhone SE (3rd generation)"
  /// try DeviceCatalog.profile(named: "16 pro max").name   // "iPhone 16 Pro Max"
  /// try DeviceCatalog.profile(named: "iPad Pro 12.9 (3rd gen)").identifiers.first  // "iPad8,5"
  /// try DeviceCatalog.profile(named: "iphone 15 por max")
  /// // throws DeviceNameError.unknown(name: "iphone 15 por max",
  /// //                                suggestions: ["iPhone 15 Pro Max"])
  /// ```
  ///
  /// - Parameter name: The name as a person typed it.
  /// - Returns: The one profile the name fits.
  /// - Throws: ``DeviceNameError/unknown(name:suggestions:)`` when nothing fits (with the
  ///   nearest names, if any are close), ``DeviceNameError/ambiguous(name:candidates:)`` when
  ///   the name fits an iPhone and an iPad alike.
  /// - Complexity: O(*n* × *k*²) for *n* profiles and names of about *k* characters, when the
  ///   name is not found directly.
  public static func profile(named name: String) throws(DeviceNameError) -> DeviceProfile {
    if let profile = profile(identifier: name) { return profile }
    let key = DeviceNameKey(name)
    guard !key.value.isEmpty else { throw .unknown(name: name, suggestions: []) }
    if let profile = byNameKey[key] { return profile }
    let variants = familyVariants(of: key)
    let matches = variants.compactMap { byNameKey[$0] }
    if let only = matches.first, matches.count == 1 { return only }
    if matches.count > 1 { throw .ambiguous(name: name, candidates: matches.map(\.name)) }
    throw .unknown(name: name, suggestions: suggestions(for: [key] + variants))
  }

  /// Every profile a typed name stands for: the one it names, or every one whose name begins
  /// with it.
  ///
  /// A name that fits one model exactly, as ``profile(named:)`` reads names, stands for that model
  /// alone, even where it begins other names too: "iPhone 16" is the iPhone 16, not the 16 Pro.
  /// Otherwise the name stands for every model whose name begins with its words, whole words
  /// only: "iPhone SE" for the three SE models, "iPad" for every iPad, "iPad Pro 11" for every
  /// 11-inch iPad Pro; "iPhone" may be left out as for ``profile(named:)``. A name that fits an
  /// iPhone and an iPad alike, such as "Air", stands for both.
  ///
  /// ```swift
  /// try DeviceCatalog.profiles(matching: "iPhone 16").map(\.name)  // ["iPhone 16"]
  /// try DeviceCatalog.profiles(matching: "iphone se").map(\.name)
  /// // ["iPhone SE (1st generation)", "iPhone SE (2nd generation)", "iPhone SE (3rd generation)"]
  /// try DeviceCatalog.profiles(matching: "iPad").count  // 44
  /// try DeviceCatalog.profiles(matching: "iPhone 99")
  /// // throws DeviceNameError.unknown(name: "iPhone 99", suggestions: […])
  /// ```
  ///
  /// - Parameter name: The name as a person typed it.
  /// - Returns: The profiles the name stands for, in catalog order; never empty.
  /// - Throws: ``DeviceNameError/unknown(name:suggestions:)`` when the name fits no model and
  ///   begins no model's name.
  public static func profiles(matching name: String) throws(DeviceNameError) -> [DeviceProfile] {
    let unknown: DeviceNameError
    do {
      return [try profile(named: name)]
    } catch .ambiguous(_, let candidates) {
      return all.filter { candidates.contains($0.name) }
    } catch {
      unknown = error
    }
    let key = DeviceNameKey(name)
    guard !key.words.isEmpty else { throw unknown }
    let keys = [key] + familyVariants(of: key)
    let matches = all.filter { profile in
      let target = DeviceNameKey(profile.name)
      return keys.contains { $0.begins(target) }
    }
    guard !matches.isEmpty else { throw unknown }
    return matches
  }

  /// The key with a family name in front, when the person left it out.
  private static func familyVariants(of key: DeviceNameKey) -> [DeviceNameKey] {
    let families = DeviceFamily.allCases.map { DeviceNameKey($0.rawValue) }
    guard !families.contains(where: { key.value.hasPrefix($0.value) }) else { return [] }
    return families.map { DeviceNameKey(words: $0.words + key.words) }
  }

  /// The catalog names nearest to any of the keys: those at the smallest distance, if it is
  /// small enough to be a typing slip.
  private static func suggestions(for keys: [DeviceNameKey]) -> [String] {
    let limit = keys.map(suggestionLimit(for:)).max() ?? 0
    let scored = all.map { profile in
      let target = DeviceNameKey(profile.name)
      // Lengths that differ by more than the limit are at least that many edits apart: skip
      // them, so that a long paste costs no distance table.
      let distance =
        keys
        .filter { abs($0.value.count - target.value.count) <= limit }
        .map { DeviceNameKey.distance($0, target) }.min() ?? Int.max
      return (name: profile.name, distance: distance)
    }
    guard let best = scored.map(\.distance).min(), best <= limit else { return [] }
    return Array(scored.filter { $0.distance == best }.map(\.name).prefix(5))
  }
}
