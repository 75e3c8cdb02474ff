import BenchmarkCore
import Foundation
import SharedModel

/// One reformer path over one payload. Before anything is timed, every path runs once and all must
/// give equal cells (checked once per payload), and those cells must be the ones the spec's rules
/// give (every subject open, in catalogue order). One iteration is one payload reformed.
@MainActor
final class ReformerWork: MeasuredWork {
    private let path: ReformerPath
    private let payload: ReformerPayload
    private let expected: [ExpectedList.Cell]
    private var lastCount = 0
    private var failure: ReformError?

    init(path: ReformerPath, payload: ReformerPayload) throws(CheckFailure) {
        self.path = path
        self.payload = payload
        let list = ExpectedList.generated(count: payload.subjectCount)
        expected = (0..<payload.subjectCount).map(list.cell(at:))
        try check(payload.cellsAllPathsAgreeOn())
    }

    func run(iterations: Int) {
        let path = path
        let raw = payload.raw
        let settings = payload.settings
        for _ in 0..<iterations {
            do {
                let cells = try path.cells(from: raw, settings: settings)
                lastCount = cells.count
                blackHole(cells)
            } catch {
                failure = error
            }
        }
    }

    func check() throws(CheckFailure) {
        if let failure {
            throw CheckFailure("the \(path.rawValue) path failed while measured: \(failure)")
        }
        let cells: [SubjectCellData]
        do {
            cells = try path.cells(from: payload.raw, settings: payload.settings)
        } catch {
            throw CheckFailure("the \(path.rawValue) path failed after measuring: \(error)")
        }
        try check(cells)
        try ValueCheck.expect(lastCount, payload.subjectCount, "cells the last measured iteration made")
    }

    private func check(_ cells: [SubjectCellData]) throws(CheckFailure) {
        let shown = cells.map { ExpectedList.Cell(title: $0.title, image: $0.imageName, highlightedImage: $0.highlightedImageName) }
        guard shown == expected else {
            let index = zip(shown, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(shown.count, expected.count)
            throw CheckFailure(
                "the \(path.rawValue) path's \(shown.count) cells differ from the \(expected.count) the spec gives, first at #\(index)"
            )
        }
    }
}
