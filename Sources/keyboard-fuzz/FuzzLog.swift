import Foundation

/// The lines `keyboard-fuzz` prints, and how: each written to its stream at once, unbuffered.
///
/// The first line names the seed and the command that replays the run, so that even a crash
/// that kills the process before it can say anything else leaves the seed in the log; progress
/// on long runs goes to standard error, so standard output stays the seed and the verdict.
enum FuzzLog {
  /// Progress is reported every this many notifications...
  static let notificationInterval = 100_000
  /// ...and every this many sequences.
  static let sequenceInterval = 10_000

  /// The first line: the command that replays this run.
  static func seedLine(seed: UInt64, options: FuzzOptions) -> String {
    "keyboard-fuzz --seed \(seed) --notifications \(options.notifications) "
      + "--sequences \(options.sequences) --first-sequence \(options.firstSequence)"
  }

  /// A progress line: how many of a phase's items are checked, and the time so far.
  static func progressLine(_ done: Int, of total: Int, _ phase: String, seconds: Double)
    -> String
  {
    "keyboard-fuzz: \(done) of \(total) \(phase) checked ("
      + String(format: "%.1f", seconds) + " s)"
  }

  /// Writes a line to standard output, unbuffered.
  static func out(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Writes a line to standard error, unbuffered.
  static func err(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
