import BenchmarkCore
import Foundation
import SharedModel

/// `bench payload`: writes a catalogue exactly as the fake server sends it, and the cells the
/// one-step reformer makes of it, so that a reader outside the project (simdjson's, in
/// `Benchmarks/beside-simdjson`) reads the same bytes and can be checked against the same cells.
@MainActor
public enum PayloadCommand {
    /// Writes the payload (and the cells) `options` name.
    ///
    /// - Returns: 0, or 1 after saying why when the payload cannot be made or a file written.
    public static func run(_ options: PayloadOptions) -> Int32 {
        do throws(CheckFailure) {
            guard let shape = CatalogueShape(rawValue: options.shape) else {
                throw CheckFailure("no payload shape '\(options.shape)'")
            }
            let payload = try ReformerPayload(shape: shape, subjectCount: options.subjectCount)
            try write(payload.raw, to: options.outputPath)
            if let cellsPath = options.cellsPath {
                let cells: [SubjectCellData]
                do {
                    cells = try SubjectCellsReformer(settings: payload.settings).reform(payload.raw)
                } catch {
                    throw CheckFailure("the one-step reformer could not read the payload: \(error)")
                }
                try write(Data(lines(of: cells).utf8), to: cellsPath)
            }
            return BenchOptions.successExitCode
        } catch {
            StandardError.writeLine("error: \(error.message)")
            return 1
        }
    }

    /// The cells, one per line: the subject's id, its name and its phases' bits, tab-separated.
    static func lines(of cells: [SubjectCellData]) -> String {
        cells.map { cell in
            guard case .subject(let id) = cell.kind else { return "" }
            return "\(id)\t\(cell.title)\t\(cell.phases.rawValue)\n"
        }.joined()
    }

    private static func write(_ data: Data, to path: String) throws(CheckFailure) {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw CheckFailure("cannot write '\(path)'")
        }
        StandardError.writeLine("Wrote \(path) (\(data.count) bytes)")
    }
}
