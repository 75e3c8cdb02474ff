import Foundation
import SharedModel
import Testing

/// The one-step reformer gives exactly the cells of the two-step path: catalogue reformer, then the
/// open-subject rule, then one cell per subject.
@MainActor
struct SubjectCellsReformerTests {
    private func twoStep(_ body: Data, _ settings: UserSubjectSettings) throws -> [SubjectCellData] {
        let subjects = try CatalogueReformer().reform(body)
        return OpenSubjects.select(from: subjects, settings: settings).map(SubjectCellData.init(subject:))
    }

    private func catalogueBody(_ catalogue: [Subject], _ shape: CatalogueShape) throws -> Data {
        let (backend, scheduler) = makeBackend()
        backend.catalogue = catalogue
        backend.catalogueShape = shape
        return try #require(exchange(HTTPRequest(method: .get, path: "/subjects"), with: backend, scheduler)).get().body
    }

    @Test("One step equals two steps for the sample data in every shape", arguments: CatalogueShape.allCases)
    func sampleData(shape: CatalogueShape) throws {
        let body = try catalogueBody(SampleData.catalogue, shape)
        let oneStep = try SubjectCellsReformer(settings: SampleData.settings).reform(body)
        let expected = try twoStep(body, SampleData.settings)
        #expect(oneStep == expected)
        #expect(oneStep.map(\.title) == ["Math", "Chinese", "English", "Physics", "History"])
        #expect(oneStep.map(\.detail) == ["Primary · Junior · Senior", "Primary · Junior · Senior",
                                           "Primary · Junior · Senior", "Junior · Senior", "Junior · Senior"])
    }

    @Test("A cell's phases: the known ones in the app's order, each once, unknown ones left out, in every shape",
          arguments: CatalogueShape.allCases)
    func knownPhases(shape: CatalogueShape) throws {
        let college = Phase(rawValue: "college")
        let catalogue = [
            Subject(id: 1, name: "Art", phases: [.senior, college, .junior, .senior]),
            Subject(id: 2, name: "Latin", phases: [college]),
            Subject(id: 3, name: "Music", phases: [college, .primary]),
        ]
        let settings = UserSubjectSettings(currentPhase: college, entries: (1...3).map {
            UserSubject(subjectID: $0, status: .on, updatedTime: 1)
        })
        let body = try catalogueBody(catalogue, shape)
        let oneStep = try SubjectCellsReformer(settings: settings).reform(body)
        #expect(oneStep == (try twoStep(body, settings)))
        #expect(oneStep.map(\.phases) == [[.junior, .senior], [], [.primary]])
        #expect(oneStep.map(\.detail) == ["Junior · Senior", "", "Primary"])
    }

    @Test("Escaped and non-ASCII phase names are read as the names they spell, as the two-step path reads them",
          arguments: [
              #"{"subjects":[{"id":1,"name":"Art","phases":["juni\u006fr","s\u0065nior","coll\u00e8ge"]}]}"#,
              #"{"data":{"items":[{"subject_id":1,"subject_name":"Art","phase_list":"juni\u006fr, s\u0065nior, coll\u00e8ge"}]}}"#,
              #"{"list":[{"sid":"1","title":"Art","p":["juni\u006fr","s\u0065nior","collège"]}]}"#,
          ])
    func escapedPhases(payload: String) throws {
        for phase in [Phase.junior, Phase(rawValue: "collège")] {
            let settings = UserSubjectSettings(currentPhase: phase, entries: [UserSubject(subjectID: 1, status: .on, updatedTime: 1)])
            let oneStep = try SubjectCellsReformer(settings: settings).reform(json(payload))
            #expect(oneStep == (try twoStep(json(payload), settings)))
            #expect(oneStep.map(\.detail) == ["Junior · Senior"], "\(phase)")
        }
    }

    @Test("One step equals two steps for the spec's examples", arguments: catalogueSpecExamples)
    func specExamples(shape: CatalogueShape, payload: String) throws {
        let on = UserSubjectSettings(currentPhase: .junior, entries: [UserSubject(subjectID: 1, status: .on, updatedTime: 1)])
        let off = UserSubjectSettings(currentPhase: .junior, entries: [UserSubject(subjectID: 1, status: .off, updatedTime: 1)])
        let senior = UserSubjectSettings(currentPhase: .senior, entries: on.entries)
        for settings in [on, off, senior] {
            let oneStep = try SubjectCellsReformer(settings: settings).reform(json(payload))
            let expected = try twoStep(json(payload), settings)
            #expect(oneStep == expected)
        }
        let cells = try SubjectCellsReformer(settings: on).reform(json(payload))
        #expect(cells == [SubjectCellData(kind: .subject(id: 1), title: "Math", phases: .junior)])
        #expect(cells.map(\.detail) == ["Junior"])
        #expect(cells.map(\.imageName) == ["subject-1"])
        #expect(cells.map(\.highlightedImageName) == ["subject-1-highlighted"])
    }

    @Test("One step equals two steps for a large catalogue with a mixed history", arguments: CatalogueShape.allCases)
    func largeCatalogue(shape: CatalogueShape) throws {
        let catalogue = SampleData.catalogue(count: 2_000)
        // Every third subject off, every fifth switched off later, ids outside the catalogue on.
        var entries: [UserSubject] = []
        for subject in catalogue {
            entries.append(UserSubject(subjectID: subject.id, status: subject.id % 3 == 0 ? .off : .on, updatedTime: 10))
            if subject.id % 5 == 0 { entries.append(UserSubject(subjectID: subject.id, status: .off, updatedTime: 20)) }
        }
        entries.append(UserSubject(subjectID: 99_999, status: .on, updatedTime: 1))
        for phase in [Phase.junior, .senior, .primary] {
            let settings = UserSubjectSettings(currentPhase: phase, entries: entries)
            let body = try catalogueBody(catalogue, shape)
            let oneStep = try SubjectCellsReformer(settings: settings).reform(body)
            let expected = try twoStep(body, settings)
            #expect(oneStep == expected)
            #expect(!oneStep.isEmpty)
        }
    }

    @Test("The cells are sized once, not grown by doubling: all open, no spare room to speak of; few open, trimmed",
          arguments: CatalogueShape.allCases)
    func cellsAreSizedOnce(shape: CatalogueShape) throws {
        let catalogue = SampleData.catalogue(count: 1_000)
        let body = try catalogueBody(catalogue, shape)
        let all = try SubjectCellsReformer(settings: SampleData.settings(allOn: catalogue)).reform(body)
        // Grown by doubling, 1,000 cells would sit in room for 1,024 or more.
        #expect(all.count == 1_000)
        #expect(all.capacity < 1_010, "capacity \(all.capacity)")
        let few = UserSubjectSettings(currentPhase: .junior, entries: catalogue.prefix(30).map {
            UserSubject(subjectID: $0.id, status: .on, updatedTime: 1)
        })
        let open = try SubjectCellsReformer(settings: few).reform(body)
        #expect(open.count == 30)
        #expect(open.capacity <= 2 * open.count, "capacity \(open.capacity)")
        #expect(open == (try twoStep(body, few)))
    }

    @Test("Errors are the catalogue reformer's", arguments: [
        #"{"subjects":[{"id":"1","name":"Math","phases":[]}]}"#,
        #"{"list":[{"sid":"x","title":"Math","p":[]}]}"#,
        #"{"hello":1}"#,
        "",
    ])
    func sameErrors(payload: String) throws {
        let settings = SampleData.settings
        let oneStep = try #require(reformError(SubjectCellsReformer(settings: settings), json(payload)))
        #expect(oneStep == reformError(CatalogueReformer(), json(payload)))
    }

    @Test("A subject's cell: its name, subject-<id> and subject-<id>-highlighted; More has no highlight")
    func cellData() {
        let cell = SubjectCellData(subject: Subject(id: 42, name: "Art", phases: []))
        #expect(cell == SubjectCellData(kind: .subject(id: 42), title: "Art"))
        #expect(cell.detail == "")
        #expect(SubjectCellData(subject: Subject(id: 4, name: "Physics", phases: [.senior, .junior])).detail == "Junior · Senior")
        #expect(SubjectCellData.more.detail == "")
        #expect(cell.imageName == "subject-42")
        #expect(cell.highlightedImageName == "subject-42-highlighted")
        #expect(SubjectCellData.more == SubjectCellData(kind: .more, title: "More"))
        #expect(SubjectCellData.more.imageName == "subject-more")
        #expect(SubjectCellData.more.highlightedImageName == nil)
    }
}
