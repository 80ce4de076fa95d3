import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@Suite("Focus order")
struct FocusOrderTests {
  /// A 3 × 3 grid of 100 × 44 fields, 20 pt apart, given column by column.
  ///
  /// A field's index is 3 × column + row; reading order is row by row.
  static let grid: [CGRect] = (0..<3).flatMap { column in
    (0..<3).map { row in
      CGRect(x: 16 + CGFloat(column) * 120, y: 100 + CGFloat(row) * 64, width: 100, height: 44)
    }
  }

  @Test func gridReadsRowByRow() {
    let order = FocusOrder(fields: Self.grid)
    #expect(order.rows == [[0, 3, 6], [1, 4, 7], [2, 5, 8]])
    #expect(order.order == [0, 3, 6, 1, 4, 7, 2, 5, 8])
    #expect(order.next(after: 6) == 1)
    #expect(order.previous(before: 1) == 6)
    #expect(order.next(after: 8) == nil)
    #expect(order.previous(before: 0) == nil)
  }

  @Test func rightToLeftStartsEachRowAtTheRight() {
    let order = FocusOrder(fields: Self.grid, layoutDirection: .rightToLeft)
    #expect(order.rows == [[6, 3, 0], [7, 4, 1], [8, 5, 2]])
    #expect(order.next(after: 0) == 7)
    #expect(order.previous(before: 7) == 0)
  }

  @Test func rowsWithDifferentHeights() {
    // A 44 pt field beside a 120 pt notes view: top-aligned, centred and bottom-aligned, each
    // overlapping the field by all of its 44 pt (more than 22). Below them, a field whose top
    // touches the notes view's bottom, 0 pt of overlap: a row of its own.
    for notesTop in [CGFloat(100), 62, 24] {
      let fields = [
        CGRect(x: 200, y: notesTop, width: 160, height: 120),  // 0: notes, on the right
        CGRect(x: 16, y: 100, width: 160, height: 44),  // 1: name, on the left
        CGRect(x: 16, y: notesTop + 120, width: 344, height: 44),  // 2: below both
      ]
      let order = FocusOrder(fields: fields)
      #expect(order.order == [1, 0, 2], "notes at \(notesTop)")
      #expect(
        FocusOrder(fields: fields, layoutDirection: .rightToLeft).order == [0, 1, 2],
        "notes at \(notesTop)")
    }
  }

  @Test func fieldsOverlappingLessThanHalfStartANewRow() {
    // 44 pt fields overlapping by 21 pt (less than 22): two rows. By 22 pt: one row.
    let apart = [
      CGRect(x: 200, y: 100, width: 100, height: 44), CGRect(x: 16, y: 123, width: 100, height: 44),
    ]
    #expect(FocusOrder(fields: apart).rows == [[0], [1]])
    let together = [
      CGRect(x: 200, y: 100, width: 100, height: 44), CGRect(x: 16, y: 122, width: 100, height: 44),
    ]
    #expect(FocusOrder(fields: together).rows == [[1, 0]])
  }

  @Test func aTallFieldDoesNotChainItsNeighboursTogether() {
    // Name (0…44) and a tall notes view (0…200) share a row; e-mail (60…104) sits under name,
    // beside the notes view, and does not overlap name: next row, after the notes view.
    let fields = [
      CGRect(x: 16, y: 60, width: 160, height: 44),  // 0: e-mail
      CGRect(x: 200, y: 0, width: 160, height: 200),  // 1: notes
      CGRect(x: 16, y: 0, width: 160, height: 44),  // 2: name
    ]
    #expect(FocusOrder(fields: fields).rows == [[2, 1], [0]])
  }

  @Test func slightlyMisalignedBaselinesShareARow() {
    // Fields a few points off one another, as Auto Layout rounding and different fonts leave.
    let fields = [
      CGRect(x: 250, y: 103, width: 100, height: 40),
      CGRect(x: 16, y: 100, width: 100, height: 44),
      CGRect(x: 130, y: 98, width: 100, height: 48),
    ]
    #expect(FocusOrder(fields: fields).order == [1, 2, 0])
  }

  @Test func badInputHasNoPlace() {
    let fields = [
      CGRect(x: 16, y: 100, width: 100, height: 44),
      CGRect(x: CGFloat.nan, y: 100, width: 100, height: 44),
      CGRect(x: 16, y: 164, width: 100, height: 44),
      // A negative size counts as its size: this is 16…116 × 228…272.
      CGRect(x: 116, y: 272, width: -100, height: -44),
    ]
    let order = FocusOrder(fields: fields)
    #expect(order.order == [0, 2, 3])
    #expect(order.next(after: 0) == 2)
    #expect(order.next(after: 1) == nil)
    #expect(order.previous(before: 1) == nil)
    #expect(order.next(after: -1) == nil)
    #expect(order.next(after: 4) == nil)
    #expect(FocusOrder(fields: []).order.isEmpty)
  }

  @Test func tiesKeepTheGivenOrder() {
    let same = CGRect(x: 16, y: 100, width: 100, height: 44)
    #expect(FocusOrder(fields: [same, same, same]).order == [0, 1, 2])
  }

  @Test("random jittered grids read row by row", arguments: [UInt64(0xF0C_0001), 0xF0C_0002])
  func randomGrids(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for index in 0..<500 {
      let rows = Int.random(in: 1...8, using: &generator)
      let columns = Int.random(in: 1...4, using: &generator)
      let direction = FocusOrder.LayoutDirection.allCases[
        Int.random(in: 0..<2, using: &generator)]
      // Cells of 44 to 80 pt, rows at least 8 pt apart; each field jitters up to a quarter of
      // the row's smallest height, so fields of one row overlap by more than half, those of
      // neighbouring rows not at all.
      var cells: [(reading: Int, frame: CGRect)] = []
      var rowTop: CGFloat = 0
      for row in 0..<rows {
        let height = CGFloat(Int.random(in: 44...80, using: &generator))
        for column in 0..<columns {
          let jitter = CGFloat(Int.random(in: 0...Int(height / 4), using: &generator))
          let ownHeight = height - CGFloat(Int.random(in: 0...Int(height / 4), using: &generator))
          let x = CGFloat(column) * 110
          cells.append(
            (
              row * columns + column,
              CGRect(x: x, y: rowTop + jitter, width: 100, height: ownHeight)
            )
          )
        }
        rowTop += height + height / 4 + 8
      }
      cells.shuffle(using: &generator)
      let order = FocusOrder(fields: cells.map(\.frame), layoutDirection: direction)
      let reading = order.order.map { cells[$0].reading }
      let expected = (0..<rows).flatMap { row in
        let inRow = (0..<columns).map { row * columns + $0 }
        return direction == .leftToRight ? inRow : inRow.reversed()
      }
      #expect(reading == expected, "seed \(seed) #\(index)")
      for field in order.order {
        if let next = order.next(after: field) {
          #expect(order.previous(before: next) == field, "seed \(seed) #\(index)")
        }
      }
    }
  }
}
