import Foundation

extension KeyboardAnimation {
  /// One frame of a sampled animation: when, how far along, and the value there.
  ///
  /// ```swift
  /// let frame = KeyboardAnimation(duration: 0.25, curve: .linear).samples(framesPerSecond: 60)[3]
  /// frame.time  // 0.05
  /// frame.progress  // 0.2
  /// ```
  public struct Sample<Value> {
    /// Seconds since the animation began.
    public var time: TimeInterval
    /// The fraction of the change done at ``time``.
    public var progress: Double
    /// The value at ``time``.
    public var value: Value

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - time: Seconds since the animation began.
    ///   - progress: The fraction of the change done.
    ///   - value: The value at that moment.
    public init(time: TimeInterval, progress: Double, value: Value) {
      self.time = time
      self.progress = progress
      self.value = value
    }
  }

  /// The most frame intervals one sampling produces; past it, frames are spread evenly.
  public static let maximumSampledFrames = 100_000

  /// The progress at every frame of the animation, from its start to its end.
  ///
  /// Frames fall at multiples of 1 / `framesPerSecond`, starting at 0; the last sample is at
  /// the end (``effectiveDuration(model:)``) with progress exactly 1, even when the end falls
  /// between two frames. That makes ⌈duration × rate⌉ + 1 samples. An instant animation gives
  /// one sample, at time 0 with progress 1.
  ///
  /// Two rules keep the result finite and small: a rate that is not finite and positive gives
  /// just the start and the end, and a duration × rate above ``maximumSampledFrames`` is cut into
  /// that many even steps instead.
  ///
  /// ```swift
  /// let samples = KeyboardAnimation(duration: 0.25, curve: .keyboard).samples(framesPerSecond: 120)
  /// samples.count  // 61: the spring runs 0.5 s, 60 frames plus the end
  /// samples.first?.progress  // 0
  /// samples.last?.time  // 0.5
  /// ```
  ///
  /// - Parameters:
  ///   - framesPerSecond: The display's rate, such as 60 or 120.
  ///   - model: How to run the keyboard's curve 7.
  /// - Returns: Samples in time order whose value is the progress.
  /// - Complexity: O(n), n the number of samples.
  public func samples(
    framesPerSecond: Double, model: KeyboardCurveModel = .standard
  ) -> [Sample<Double>] {
    sampleTimes(framesPerSecond: framesPerSecond, model: model).map { time in
      let progress = progress(at: time, model: model)
      return Sample(time: time, progress: progress, value: progress)
    }
  }

  /// A value between `start` and `end` at every frame of the animation.
  ///
  /// The frames are those of ``samples(framesPerSecond:model:)``; each value is `start`
  /// interpolated toward `end` by the progress at that frame, so the first is exactly `start`
  /// and the last exactly `end`.
  ///
  /// ```swift
  /// let animation = KeyboardAnimation(duration: 0.25, curve: .easeOut)
  /// let tops = animation.samples(from: CGFloat(852), to: 517, framesPerSecond: 60)
  /// tops.count  // 16
  /// tops.last?.value  // 517
  /// ```
  ///
  /// - Parameters:
  ///   - start: The value before the change.
  ///   - end: The value after the change.
  ///   - framesPerSecond: The display's rate, such as 60 or 120.
  ///   - model: How to run the keyboard's curve 7.
  /// - Returns: Samples in time order.
  /// - Complexity: O(n), n the number of samples.
  public func samples<Value: KeyboardInterpolatable>(
    from start: Value, to end: Value, framesPerSecond: Double,
    model: KeyboardCurveModel = .standard
  ) -> [Sample<Value>] {
    samples(framesPerSecond: framesPerSecond, model: model).map { sample in
      Sample(
        time: sample.time, progress: sample.progress,
        value: start.interpolated(to: end, progress: sample.progress))
    }
  }

  /// The frame times: multiples of the frame interval below the end, then the end itself.
  private func sampleTimes(framesPerSecond: Double, model: KeyboardCurveModel) -> [TimeInterval] {
    let end = effectiveDuration(model: model)
    guard end > 0 else { return [0] }
    guard framesPerSecond.isFinite, framesPerSecond > 0 else { return [0, end] }
    let exact = end * framesPerSecond
    // A duration that is a whole number of frames, give or take rounding, must not gain a
    // sliver of a frame just before the end.
    let nearest = exact.rounded()
    let frames = abs(exact - nearest) < 1e-9 * max(1, exact) ? nearest : exact.rounded(.up)
    if frames > Double(Self.maximumSampledFrames) {
      let count = Self.maximumSampledFrames
      return (0..<count).map { end * Double($0) / Double(count) } + [end]
    }
    let interval = 1 / framesPerSecond
    return (0..<Int(frames)).map { Double($0) * interval } + [end]
  }
}

extension KeyboardAnimation.Sample: Sendable where Value: Sendable {}
extension KeyboardAnimation.Sample: Equatable where Value: Equatable {}
extension KeyboardAnimation.Sample: Hashable where Value: Hashable {}
