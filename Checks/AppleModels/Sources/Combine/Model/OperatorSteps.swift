/// The running result of `scan(_:_:)` for one subscription.
final class RunningResult<Result, Input> {
  private var result: Result
  private let next: (Result, Input) -> Result

  init(_ initial: Result, _ next: @escaping (Result, Input) -> Result) {
    result = initial
    self.next = next
  }

  func step(_ input: Input) -> RelayStep<Result> {
    result = next(result, input)
    return .emit(result)
  }
}

/// The previously published element of `removeDuplicates(by:)` for one subscription.
final class PreviousElement<Element> {
  private var previous: Element?
  private let isDuplicate: (Element, Element) -> Bool

  init(_ isDuplicate: @escaping (Element, Element) -> Bool) {
    self.isDuplicate = isDuplicate
  }

  func step(_ element: Element) -> RelayStep<Element> {
    if let previous, isDuplicate(previous, element) { return .drop }
    previous = element
    return .emit(element)
  }
}

/// The position of `prefix(_:)` and `output(in:)` in the upstream's elements for one
/// subscription.
final class OutputRange<Element> {
  private var index = 0
  private let range: Range<Int>

  init(_ range: Range<Int>) {
    self.range = range
  }

  func step(_ element: Element) -> RelayStep<Element> {
    defer { index += 1 }
    if index < range.lowerBound { return .drop }
    return index == range.upperBound - 1 ? .emitAndFinish(element) : .emit(element)
  }
}
