import Architectures
import BenchmarkCore
import Foundation
import SharedModel

/// The first phase of a list landing, alone: both answers' bytes to the cell data the screen is
/// given, read the way `architecture` reads them (its ``ListReading``), over the same two catalogues
/// the landing alternates between. One iteration is one landing's settings and catalogue.
///
/// What the landing costs beyond this phase (requests, answers, the architecture's own hand-offs,
/// the cells on screen) is the landing's time minus this one's.
@MainActor
final class BytesToDataWork: MeasuredWork {
    private let catalogues: LandingCatalogues
    private let path: ReformerPath
    private let architecture: Architecture
    /// The settings answer's bytes, as the fake backend sends them.
    private let settingsBody: Data
    private var shown = 0
    private var lastCells: [SubjectCellData] = []
    private var failure: ReformError?

    init(architecture: Architecture, subjectCount: Int) throws(CheckFailure) {
        self.architecture = architecture
        catalogues = LandingCatalogues(subjectCount: subjectCount)
        path = ReformerPath(architecture.listReading)
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        environment.backend.settings = catalogues.settings
        let manager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        guard manager.loadSettings(), let raw = manager.rawResponse else {
            throw CheckFailure("the fake backend sent no settings for \(subjectCount) subjects")
        }
        settingsBody = raw
        run(iterations: 1)
        try check()
    }

    func run(iterations: Int) {
        let path = path
        var next = shown
        for _ in 0..<iterations {
            next = 1 - next
            do {
                let settings = try UserSubjectSettingsReformer().reform(settingsBody)
                lastCells = try path.cells(from: catalogues.bodies[next], settings: settings)
            } catch {
                failure = error
            }
        }
        shown = next
        blackHole(lastCells)
    }

    /// The last iteration made the cells of the catalogue it read, every subject open.
    func check() throws(CheckFailure) {
        if let failure {
            throw CheckFailure("\(architecture.displayName)'s reading (\(path.rawValue)) failed: \(failure)")
        }
        let list = catalogues.expected[shown]
        let made = lastCells.map { ExpectedList.Cell(title: $0.title, image: $0.imageName, highlightedImage: $0.highlightedImageName) }
        let expected = (0..<catalogues.subjectCount).map(list.cell(at:))
        guard made == expected else {
            let index = zip(made, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(made.count, expected.count)
            throw CheckFailure("\(architecture.displayName)'s reading made \(made.count) cells, not the \(expected.count) "
                + "the spec gives; first difference at #\(index)")
        }
    }
}

extension ReformerPath {
    /// The path that reads as an architecture's subject list does.
    init(_ reading: ListReading) {
        switch reading {
        case .cellsInOneStep: self = .oneStep
        case .entitiesFirst: self = .twoStepReader
        }
    }
}
