import Testing
@testable import BenchmarkCore

@Suite struct LogicPlacementTests {
    private let kit = SwiftSourceScanner.scan("""
        open class View {}
        open class ViewController {}
        final class Label: View {}
        protocol LoginViewProtocol: AnyObject {}
        """)

    private func placement(_ source: String) -> LogicPlacement {
        let file = SwiftSourceScanner.scan(source)
        return LogicPlacement(files: [file], viewTypes: LogicPlacement.viewTypes(in: kit.typeScopes + file.typeScopes))
    }

    @Test func viewsAreFoundAtAnyDepth() {
        let file = SwiftSourceScanner.scan(
            "final class Screen: ScreenBase {}\nclass ScreenBase: ViewController {}\nprotocol Showing: View {}")
        #expect(LogicPlacement.viewTypes(in: kit.typeScopes + file.typeScopes)
            == ["View", "ViewController", "Label", "Screen", "ScreenBase"])
    }

    /// A closing brace is a line of code with the role above it, as the glue count has it.
    @Test func logicInAViewControllerIsInAViewHolder() {
        let result = placement("""
            // Role: view
            final class LoginViewController: ViewController {
                // Role: logic
                func canSubmit() -> Bool { true }
            }
            """)
        #expect(result == LogicPlacement(logicLines: 2, logicLinesInViewHolders: 2, viewHoldersWithLogic: ["LoginViewController"]))
        #expect(result.viewFreeShare == 0)
    }

    @Test func aPresenterHoldingItsViewThroughAProtocolHoldsNone() {
        let result = placement("""
            // Role: glue
            final class LoginPresenter {
                weak var view: LoginViewProtocol?
                // Role: logic
                func canSubmit() -> Bool { true }
            }
            // Role: logic
            func free() -> Int { 1 }
            """)
        #expect(result == LogicPlacement(logicLines: 3, logicLinesInViewHolders: 0, viewHoldersWithLogic: []))
        #expect(result.viewFreeShare == 100)
    }

    @Test func aPropertyNamingAViewMakesItsTypeAHolderInItsExtensionsToo() {
        let result = placement("""
            // Role: view
            final class Coordinator {
                private let label = Label()
            }
            extension Coordinator {
                // Role: logic
                func decide() -> Bool {
                    true
                }
            }
            """)
        #expect(result == LogicPlacement(logicLines: 4, logicLinesInViewHolders: 4, viewHoldersWithLogic: ["Coordinator"]))
    }
}
