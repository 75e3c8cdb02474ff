import Testing
@testable import BenchmarkCore

/// The names that cross from one feature to another, on small fixtures: a file of one feature naming
/// the other's type counts, a screen outside both counts apart, and the assembly, comments and
/// strings do not.
@Suite struct CrossFeatureNamesTests {
    private func file(_ path: String, _ feature: Feature, _ text: String) -> (path: String, feature: Feature, scanned: ScannedSource) {
        (path, feature, SwiftSourceScanner.scan(text))
    }

    @Test func countsTheOtherFeaturesTypesAndDestinations() {
        let names = CrossFeatureNames(files: [
            file("A/Login/LoginController.swift", .login,
                 "final class LoginController {\n    func next() { push(ListController()) }\n}\n"),
            file("A/List/ListController.swift", .subjectList,
                 "final class ListController {\n    func open() { push(DetailScreen()); push(DetailScreen()) }\n}\n"),
            file("A/Assembly.swift", .shared, "enum Assembly { static let a = LoginController(); static let b = ListController() }\n"),
        ], destinations: ["DetailScreen"])
        #expect(names.references.map(\.description) == [
            "A/List/ListController.swift names DetailScreen (a screen outside both features)",
            "A/Login/LoginController.swift names ListController (the other feature's)",
        ])
        #expect(names.otherFeatureTypes == 1 && names.destinationScreens == 1)
    }

    @Test func commentsStringsAndOwnTypesDoNotCount() {
        let names = CrossFeatureNames(files: [
            file("A/Login/LoginController.swift", .login,
                 "// asks for ListController through the mediator\nfinal class LoginController {\n"
                     + "    let target = \"ListController\"\n    func go() { mediator.subjectListScreen() }\n}\n"),
            file("A/List/ListController.swift", .subjectList, "final class ListController {}\n"),
        ], destinations: ["DetailScreen"])
        #expect(names.references.isEmpty)
    }

    @Test func namingTheOtherFeatureFlipsTheFigure() {
        let decoupled = [
            file("A/Login/LoginController.swift", .login, "final class LoginController { func go() { mediator.subjectListScreen() } }\n"),
            file("A/List/ListController.swift", .subjectList, "final class ListController {}\n"),
        ]
        #expect(CrossFeatureNames(files: decoupled, destinations: []).otherFeatureTypes == 0)
        var coupled = decoupled
        coupled[0] = file("A/Login/LoginController.swift", .login, "final class LoginController { func go() { _ = ListController() } }\n")
        #expect(CrossFeatureNames(files: coupled, destinations: []).otherFeatureTypes == 1)
    }
}

extension CrossFeatureNamesTests {
    @Test func aNameBothFeaturesDeclareIsTheirOwn() {
        let names = CrossFeatureNames(files: [
            file("A/Login/LoginTarget.swift", .login, "struct LoginTarget { enum Action { static let a = 1 } }\n"),
            file("A/List/ListTarget.swift", .subjectList, "struct ListTarget { enum Action { static let b = 2 } }\n"),
        ], destinations: [])
        #expect(names.references.isEmpty)
    }
}
