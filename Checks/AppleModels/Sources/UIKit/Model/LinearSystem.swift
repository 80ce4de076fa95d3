import Foundation

/// A linear expression `Σ coefficient × variable + constant` over the layout variables of one
/// axis.
struct LinearExpression {
  var terms: [Int: Double] = [:]
  var constant: Double = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  init(variable: Int) {
    terms[variable] = 1
  }

  static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var sum = lhs
    for (variable, coefficient) in rhs.terms { sum.terms[variable, default: 0] += coefficient }
    sum.constant += rhs.constant
    return sum
  }

  static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var sum = lhs
    sum.constant += rhs
    return sum
  }

  static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var product = LinearExpression(constant: lhs.constant * rhs)
    for (variable, coefficient) in lhs.terms { product.terms[variable] = coefficient * rhs }
    return product
  }

  static prefix func - (value: LinearExpression) -> LinearExpression { value * -1 }

  static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
}

/// Equations `expression = 0` solved by Gaussian elimination with partial pivoting.
///
/// Auto Layout's required equality constraints are linear equations in the frames of the views
/// (the Cassowary algorithm behind Auto Layout solves them together with inequalities and
/// priorities, which the model leaves out). The result says, for every variable, whether the
/// equations determine it, and which equations contradict the others.
struct LinearSystem {
  private(set) var equations: [LinearExpression] = []
  let variableCount: Int

  init(variableCount: Int) {
    self.variableCount = variableCount
  }

  mutating func add(_ expression: LinearExpression) {
    equations.append(expression)
  }

  struct Solution {
    /// The value of each variable the equations determine; `nil` where they leave it free.
    var values: [Double?]
    /// Indexes of equations that contradict the ones before them.
    var contradictions: [Int]
  }

  /// Solves the equations; a contradiction is reported for the first equation that makes the
  /// system inconsistent, in the order equations were added.
  func solve(tolerance: Double = 1e-6) -> Solution {
    let columns = variableCount + 1
    var rows: [[Double]] = []
    var contradictions: [Int] = []
    var pivots: [(row: Int, column: Int)] = []
    for (index, equation) in equations.enumerated() {
      var row = [Double](repeating: 0, count: columns)
      for (variable, coefficient) in equation.terms { row[variable] += coefficient }
      row[variableCount] = -equation.constant
      // Reduce the new row by the existing pivots, then see whether anything is left.
      for (pivotRow, pivotColumn) in pivots {
        let factor = row[pivotColumn]
        guard abs(factor) > tolerance else { continue }
        for column in 0..<columns { row[column] -= factor * rows[pivotRow][column] }
      }
      guard
        let column = (0..<variableCount).max(by: { abs(row[$0]) < abs(row[$1]) }),
        abs(row[column]) > tolerance
      else {
        if abs(row[variableCount]) > tolerance * 100 { contradictions.append(index) }
        continue
      }
      let scale = row[column]
      for index in 0..<columns { row[index] /= scale }
      // Keep the matrix in reduced form: eliminate the new pivot from the earlier rows.
      for earlier in rows.indices {
        let factor = rows[earlier][column]
        guard abs(factor) > tolerance else { continue }
        for index in 0..<columns { rows[earlier][index] -= factor * row[index] }
      }
      rows.append(row)
      pivots.append((rows.count - 1, column))
    }
    var values = [Double?](repeating: nil, count: variableCount)
    let pivotColumns = Set(pivots.map(\.column))
    for (rowIndex, column) in pivots {
      let row = rows[rowIndex]
      let dependsOnFree = (0..<variableCount).contains { other in
        other != column && !pivotColumns.contains(other) && abs(row[other]) > tolerance
      }
      if !dependsOnFree { values[column] = row[variableCount] }
    }
    return Solution(values: values, contradictions: contradictions)
  }
}
