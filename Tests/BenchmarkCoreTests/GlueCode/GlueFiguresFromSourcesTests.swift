import Testing
@testable import BenchmarkCore

/// Pins, on one small source tree, the glue-count figures the claims read beyond plain line counts:
/// glue share, role purity, largest file lines and the view controllers' glue share as the report
/// carries them (per feature, in percent), files, types and protocols, the names across features
/// counted from directories, and where the logic lines sit given the views of the view directories.
/// Each answer is worked out by hand here, so a change in how a figure is counted fails a test.
@Suite struct GlueFiguresFromSourcesTests {
    /// One architecture, `A`, with the view kit and the shared screens beside it. Per file: source
    /// lines by role (role lines, blank lines and comments are not source lines).
    private func makeFixture() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/ViewKit/Views.swift", """
            open class View {}
            open class ViewController {}
            """)
        // One destination screen (named …ViewController) and a view that is no screen.
        try directory.write("Sources/SharedViews/Screens.swift", """
            open class MoreViewController: ViewController {}
            open class SubjectCellView: View {}
            """)
        // Login, 7 lines: view 2 + the closing brace under the second view line = 3, glue 4.
        try directory.write("Sources/A/Login/LoginViewController.swift", """
            // Role: view
            final class LoginViewController: ViewController {
                let form = View()
                // Role: glue
                let presenter = LoginPresenter()
                func formDidChange(_ text: String) {
                    presenter.changed(text)
                }
            // Role: view
            }
            """)
        // Login, 5 lines: logic 5; the doc comment, the block comment and the blank line are none.
        try directory.write("Sources/A/Login/LoginPresenter.swift", """
            // Role: logic
            final class LoginPresenter {
                /// Whether the text may be sent.
                func changed(_ text: String) -> Bool {
                    /* a comment is no source line */

                    text.count > 2
                }
            }
            """)
        // Login, 4 lines: glue 4, a protocol and a view controller class in a file not named
        // …ViewController.swift.
        try directory.write("Sources/A/Login/LoginScreen.swift", """
            // Role: glue
            protocol LoginScreenDelegate: AnyObject {}
            final class LoginScreenViewController: ViewController {
                func relay() {}
            }
            """)
        // The subject list, 7 lines: view 2, navigation 5. Names a shared view, a destination and a login type.
        try directory.write("Sources/A/SubjectList/SubjectListViewController.swift", """
            // Role: view
            final class SubjectListViewController: ViewController {
                let cell = SubjectCellView()
                // Role: navigation
                func showMore() {
                    show(MoreViewController())
                    show(LoginScreenViewController())
                }
            }
            """)
        // The subject list, 9 lines: logic 9, in a type whose property names a shared view.
        try directory.write("Sources/A/SubjectList/SubjectCellFormatter.swift", """
            // Role: logic
            final class SubjectCellFormatter {
                weak var cell: SubjectCellView?
                func title(_ name: String) -> String {
                    name.uppercased()
                }
                func subtitle(_ count: Int) -> String {
                    count == 1 ? "1 subject" : "many"
                }
            }
            """)
        // Shared, 5 lines: assembly 5.
        try directory.write("Sources/A/AppAssembly.swift", """
            // Role: assembly
            enum AppAssembly {
                static func root() -> LoginViewController {
                    LoginViewController()
                }
            }
            """)
        return directory
    }

    @Test("Glue share, role purity, largest file and the view controllers' glue share, per feature, in percent")
    func derivedFiguresPerFeature() throws {
        let fixture = try makeFixture()
        let architecture = ArchitectureSource(name: "A", directory: "Sources/A")
        let report = try GlueCounter(root: fixture.path, architectures: [architecture], baseline: "A").count()
        #expect(report.issues.isEmpty)
        let results = report.benchmarkResults()
        func metric(_ caseName: String, _ name: String) -> Metric? {
            results.first { $0.caseName == caseName && $0.architecture == "A" }?.metrics.first { $0.name == name }
        }
        // Lines: login 7 + 5 + 4 = 16, the subject list 7 + 9 = 16, shared 5: 37; glue 4 + 4 = 8, all in login.
        #expect(metric("all/all", "lines")?.value == 37)
        #expect(metric("login/glue", "lines")?.value == 8)
        #expect(metric("subjectList/glue", "lines")?.value == 0)
        #expect(metric("all/all", "files")?.value == 6)
        #expect(metric("all/all", "types")?.value == 6)
        #expect(metric("all/all", "protocols")?.value == 1)

        // Glue share = glue lines / all lines.
        #expect(metric("all/all", "glue share")?.value == 8.0 / 37.0 * 100)
        #expect(metric("login/all", "glue share")?.value == 8.0 / 16.0 * 100)
        #expect(metric("subjectList/all", "glue share")?.value == 0)

        // Role purity = lines in each file's majority role / all lines: glue 4 (of 3 view), logic 5,
        // glue 4, navigation 5 (of 2 view), logic 9, assembly 5 = 32 of 37; login 13 of 16, the subject list 14 of 16.
        #expect(metric("all/all", "role purity")?.value == 32.0 / 37.0 * 100)
        #expect(metric("login/all", "role purity")?.value == 13.0 / 16.0 * 100)
        #expect(metric("subjectList/all", "role purity")?.value == 14.0 / 16.0 * 100)
        #expect(metric("shared/all", "role purity")?.value == 100)

        // Largest file, whichever type it holds: the subject list's is the formatter (9), not the view controller (7).
        #expect(metric("all/all", "largest file lines")?.value == 9)
        #expect(metric("login/all", "largest file lines")?.value == 7)
        #expect(metric("subjectList/all", "largest file lines")?.value == 9)
        #expect(metric("shared/all", "largest file lines")?.value == 5)

        // View controllers' glue share = glue lines / lines of the files named …ViewController.swift:
        // (4 + 0) / (7 + 7). LoginScreen.swift's view controller class is not one by its file name.
        #expect(metric("all/all", "view controller glue share")?.value == 4.0 / 14.0 * 100)
        #expect(metric("login/all", "view controller glue share")?.value == 4.0 / 7.0 * 100)
        #expect(metric("subjectList/all", "view controller glue share")?.value == 0)
        // Shared code has no view controller: the figure is there, with no value.
        let shared = try #require(metric("shared/all", "view controller glue share"))
        #expect(shared.value == nil)
    }

    @Test("Names across features, counted from directories: destinations are the shared …ViewController types")
    func namesAcrossFeaturesFromDirectories() throws {
        let fixture = try makeFixture()
        let names = try CrossFeatureNames.count(directory: "Sources/A", destinationsDirectory: "Sources/SharedViews",
                                                root: fixture.path)
        // The subject list view controller names LoginScreenViewController, declared in a login file, and
        // MoreViewController, a shared screen; SubjectCellView is shared but no screen; the shared
        // assembly names both features' view controllers and is not looked at.
        #expect(names.references.map(\.description) == [
            "Sources/A/SubjectList/SubjectListViewController.swift names LoginScreenViewController (the other feature's)",
            "Sources/A/SubjectList/SubjectListViewController.swift names MoreViewController (a screen outside both features)",
        ])
        #expect(names.otherFeatureTypes == 1)
        #expect(names.destinationScreens == 1)
    }

    @Test("Logic placement counted from directories: a view declared in a view directory makes a holder")
    func logicPlacementFromDirectories() throws {
        let fixture = try makeFixture()
        let placement = try LogicPlacement.count(
            directory: "Sources/A", viewDirectories: ["Sources/ViewKit", "Sources/SharedViews"], root: fixture.path)
        // Logic: the presenter's 5, outside views; the formatter's 9, inside, for its property names
        // SubjectCellView, a View subclass of the shared views. Outside: 5 of 14 ≈ 35.71%.
        #expect(placement == LogicPlacement(logicLines: 14, logicLinesInViewHolders: 9,
                                            viewHoldersWithLogic: ["SubjectCellFormatter"]))
        #expect(placement.viewFreeShare == 100 * 5.0 / 14.0)
    }
}
