import Architectures
import SharedModel
import Testing
import ViewKit

/// SPEC §7.8, change `catalogue-needs-more`: All Subjects marks the subject of the link the app was
/// opened with, which only the app holds: the subject list follows the link once and drops it, and the
/// subject screen holds its own subject alone.
@MainActor
@Suite("All Subjects marks the linked subject")
struct CatalogueNeedsMoreTests {
    private nonisolated static let physicsLink = "practice://subject/4"
    /// The sample catalogue's rows in the junior phase (Science is offered in primary only), the subject
    /// named `marked` marked as the link's.
    private nonisolated static func juniorRows(marking marked: String? = nil) -> [String] {
        [("Math", true), ("Chinese", true), ("English", true), ("Physics", true), ("Chemistry", false), ("Biology", false),
         ("History", true)].map { name, open in name + (open ? " ✓" : "") + (name == marked ? " · from your link" : "") }
    }

    /// Back to the list, then More: the catalogue over the list, landed.
    private func viaMore(_ app: LaunchedApp) throws -> AllSubjectsScreen {
        while app.titles.last != "Practice" { app.navigation.simulateBack() }
        let catalogue = try app.openAllSubjects()
        app.settle()
        return catalogue
    }

    // Rule `allSubjects.linked` (docs/SPEC.md §6.1)
    @Test("The link's subject is marked in All Subjects, opened from the subject the link opened and from More",
          arguments: Architecture.allCases)
    func marksBothWaysIn(architecture: Architecture) throws {
        try checkChange(.catalogueNeedsMore, in: architecture) {
            let app = LaunchedApp(architecture, link: Self.physicsLink, signedIn: true)
            app.settle()
            #expect(app.titles == ["Practice", "Physics"], "\(app.rendering)")
            let fromSubject = try app.openAllSubjects(from: app.subjectDetail())
            #expect(try fromSubject.loading().isSpinning)
            #expect(fromSubject.rows().isEmpty)
            app.settle()
            #expect(app.titles == ["Practice", "Physics", "All Subjects"])
            #expect(fromSubject.rows() == Self.juniorRows(marking: "Physics"), "\(app.rendering)")
            #expect(try viaMore(app).rows() == Self.juniorRows(marking: "Physics"), "\(app.rendering)")
            #expect(app.backend.requests(to: .subjects).count == 3)
        }
    }

    // Rule `allSubjects.linked` (docs/SPEC.md §6.1)
    @Test("A link the list does not show is still marked in All Subjects: one offered in the phase but not open",
          arguments: Architecture.allCases)
    func marksWhatTheListDropped(architecture: Architecture) throws {
        try checkChange(.catalogueNeedsMore, in: architecture) {
            let app = LaunchedApp(architecture, link: "practice://subject/5", signedIn: true)
            app.settle()
            #expect(app.titles == ["Practice"], "the list drops a link it does not show:\n\(app.rendering)")
            let catalogue = try viaMore(app)
            #expect(catalogue.rows() == Self.juniorRows(marking: "Chemistry"), "\(app.rendering)")
        }
    }

    // Rule `allSubjects.linked` (docs/SPEC.md §6.1)
    @Test("After a login the link's subject is marked, and still after its list was popped with the link",
          arguments: Architecture.allCases)
    func marksAfterLogin(architecture: Architecture) throws {
        try checkChange(.catalogueNeedsMore, in: architecture) {
            let followed = LaunchedApp(architecture, link: Self.physicsLink, signedIn: false)
            try followed.logIn()
            followed.settle()
            #expect(followed.titles == ["Log In", "Practice", "Physics"], "\(followed.rendering)")
            #expect(try viaMore(followed).rows() == Self.juniorRows(marking: "Physics"), "\(followed.rendering)")

            let popped = LaunchedApp(architecture, link: Self.physicsLink, signedIn: false)
            try popped.logIn()
            popped.scheduler.advance(by: .milliseconds(300))
            popped.navigation.simulateBack()
            try popped.logIn()
            popped.settle()
            #expect(popped.titles == ["Log In", "Practice"], "the link went with the popped list:\n\(popped.rendering)")
            #expect(try viaMore(popped).rows() == Self.juniorRows(marking: "Physics"),
                    "the app was still opened from it:\n\(popped.rendering)")
        }
    }

    // Rules `allSubjects.linked`, `allSubjects.retry` (docs/SPEC.md §6.1)
    @Test("A Retry of a failed catalogue shows the mark, and a refresh to another phase keeps it for the next All Subjects",
          arguments: Architecture.allCases)
    func marksAfterRetryAndRefresh(architecture: Architecture) throws {
        try checkChange(.catalogueNeedsMore, in: architecture) {
            let app = LaunchedApp(architecture, link: "practice://subject/8", signedIn: true)
            app.settle()
            app.backend.inject(.noConnection, on: .subjects, once: true)
            let catalogue = try app.openAllSubjects()
            app.settle()
            #expect(try catalogue.errorLabel().shownText == "Couldn't load the catalogue.", "\(app.rendering)")
            try catalogue.retry().simulateTap()
            app.settle()
            #expect(catalogue.rows() == Self.juniorRows(), "Science, the link's subject, is offered in primary only")
            app.navigation.simulateBack()
            app.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
                UserSubject(subjectID: 1, status: .on, updatedTime: 1),
                UserSubject(subjectID: 8, status: .on, updatedTime: 1),
            ])
            try app.widget("subjectList.list", as: CollectionView.self).simulatePullToRefresh()
            app.settle()
            #expect(try viaMore(app).rows() == ["Math ✓", "Chinese", "English", "Science ✓ · from your link"], "\(app.rendering)")
        }
    }

    // Rule `allSubjects.linked` (docs/SPEC.md §6.1). It holds for an app that marks no link too.
    @Test("No link, a malformed one or one to a subject not in the catalogue marks nothing",
          arguments: Architecture.allCases, [nil, "practice://subject/4/", "practice://subject/99"] as [String?])
    func marksNothing(architecture: Architecture, link: String?) throws {
        let app = LaunchedApp(architecture, link: link, signedIn: true)
        app.settle()
        #expect(try viaMore(app).rows() == Self.juniorRows(), "\(app.rendering)")
    }

    // Rule `allSubjects.linked` (docs/SPEC.md §6.1)
    @Test("The link's subject is marked by every approach, from the subject and from More, each time anew",
          arguments: Architecture.allCases, Approach.all)
    func everyApproach(architecture: Architecture, approach: Approach) throws {
        try checkChange(.catalogueNeedsMore, in: architecture) {
            let app = try LaunchedApp.opened(from: Self.physicsLink, architecture, by: approach)
            let fromSubject = try app.openAllSubjects(from: app.subjectDetail())
            app.settle()
            #expect(fromSubject.rows() == Self.juniorRows(marking: "Physics"), "\(app.rendering)")
            for _ in 0..<2 {
                #expect(try viaMore(app).rows() == Self.juniorRows(marking: "Physics"), "\(app.rendering)")
            }
        }
    }
}
