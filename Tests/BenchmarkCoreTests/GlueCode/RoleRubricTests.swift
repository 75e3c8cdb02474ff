import BenchmarkCore
import Testing

@Suite("Role rubric on snippets")
struct RoleRubricSnippetTests {
    @Test("A construct under the wrong role is named with its file, line, construct and both roles")
    func reportsWrongRole() {
        let text = """
        // Role: view
        final class A {
            func viewDidLoad() {
                button.addTarget(self, action: A.tapped, for: .touchUpInside)
            }
        }
        """
        let violations = RoleRubric.violations(in: text, path: "A.swift")
        #expect(violations == [RoleRubric.Violation(path: "A.swift", line: 4, construct: "target-action registration",
                                                     found: .view, expected: .glue)])
        #expect(violations.first?.description == "A.swift:4: target-action registration is tagged view; the rubric (spec §5) says glue")
    }

    @Test("The right role passes; comments and comparisons are not constructs")
    func rightRolePasses() {
        let text = """
        // Role: glue
        protocol LoginViewDelegate: AnyObject {}
        extension A: APIManagerDelegate {
            func apiManagerDidSucceed(_ manager: APIManager) { answered(manager) }
            func apiManager(_ manager: APIManager, didFailWith error: APIError) { answered(manager) }
        }
        // Role: view
        // collection.dataSource = self, in a comment
        let same = collection.delegate == nil
        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell { cell }
        // Role: navigation
        func open() { navigationController?.pushViewController(next) }
        // Role: logic
        if answers.land(ObjectIdentifier(manager)) { bothAnswered() }
        """
        #expect(RoleRubric.violations(in: text, path: "B.swift").isEmpty)
    }

    @Test("Each rule recognises its construct", arguments: [
        ("collection.dataSource = self", "data source or delegate assignment"),
        ("manager.delegate = self", "data source or delegate assignment"),
        ("func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {", "delegate callback"),
        ("func subjectListContentViewDidTapRetry(_ subjectListContentView: SubjectListContentView) {", "delegate callback"),
        ("func numberOfItems(in collectionView: CollectionView) -> Int { 0 }", "data source method"),
        ("protocol SubjectListInteractorOutput: AnyObject {", "boundary protocol"),
        ("protocol LoginViewProtocol: AnyObject {", "boundary protocol"),
        ("inputs.retryTapped.subscribe(to: screenView.retryTapped)", "subscription or binding"),
        ("token = store.observe { [weak self] in self?.show($0) }", "subscription or binding"),
        ("navigationController?.popViewController()", "push or pop"),
        ("struct LoginModuleBuilder {", "builder"),
        ("struct SubjectListDisplay: Equatable {", "display struct"),
        ("struct SubjectListTarget: MediatorTarget {", "mediator target"),
        ("protocol MediatorTarget {", "mediator target"),
        ("extension Mediator {", "mediator or typed wrapper"),
        ("final class Mediator {", "mediator or typed wrapper"),
        ("final class LoginStore {", "store"),
        ("answers.expect([a, b])", "waiting for both answers"),
    ])
    func recognises(line: String, construct: String) {
        let text = "// Role: unknownrole\n" + line + "\n"
        #expect(RoleRubric.violations(in: text, path: "C.swift").map(\.construct) == [construct])
    }
}
