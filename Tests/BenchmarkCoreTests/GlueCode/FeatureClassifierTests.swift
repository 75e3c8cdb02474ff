import Testing
@testable import BenchmarkCore

/// How a file's feature is found: by its folder and what it is, never by its name.
@Suite struct FeatureClassifierTests {
    private func classify(_ files: [(String, String)]) -> [String: Feature] {
        FeatureClassifier.standard.classify(files.map { (relative: $0.0, scanned: SwiftSourceScanner.scan($0.1)) })
    }

    @Test(arguments: [
        ("Login/LoginViewController.swift", Feature.login),
        ("SubjectList/SubjectListViewController.swift", .subjectList),
        ("SubjectList/Cells/Cell.swift", .subjectList),
        ("SubjectDetail/SubjectDetailPresenter.swift", .subjectDetail),
        ("AllSubjects/AllSubjectsPresenter.swift", .allSubjects),
        // The folder decides, whatever words the file name holds.
        ("Login/SubjectListBridge.swift", .login),
        ("SubjectList/LoginFormatter.swift", .subjectList),
        // Files at the top and in folders of no screen are shared, whatever their names.
        ("LoginToSubjectsRouting.swift", .shared),
        ("SubjectList.swift", .shared),
        ("Binding/Observable.swift", .shared),
        // A new screen's folder is not filed under a screen its words happen to name.
        ("SubjectSettings/SubjectSettingsViewController.swift", .shared),
        ("subjectlist/lowercase.swift", .shared),
    ])
    func aScreenIsItsFolder(path: String, expected: Feature) {
        #expect(classify([(path, "// Role: view\nfinal class A {}\n")])[path] == expected)
    }

    @Test("A file whose first role line is navigation is a navigator, in whichever folder and whatever its name")
    func navigationFirstIsANavigator() {
        let classes = classify([
            ("SubjectList/SubjectListRouter.swift", "// Role: navigation\nfinal class SubjectListRouter {}\n"),
            ("Coordinators/SubjectListCoordinator.swift", "// Role: navigation\nfinal class SubjectListCoordinator {}\n"),
            ("AppRouter.swift", "// Role: navigation\nstruct AppRouter {}\n"),
            // Navigation lines after another role do not make a view controller a navigator.
            ("SubjectList/SubjectListViewController.swift",
             "// Role: view\nfinal class SubjectListViewController {\n// Role: navigation\n    func push() {}\n}\n"),
        ])
        #expect(classes["SubjectList/SubjectListRouter.swift"] == .navigators)
        #expect(classes["Coordinators/SubjectListCoordinator.swift"] == .navigators)
        #expect(classes["AppRouter.swift"] == .navigators)
        #expect(classes["SubjectList/SubjectListViewController.swift"] == .subjectList)
    }

    @Test("A protocol a navigator adopts is the navigator's; one a screen's type adopts stays the screen's")
    func aNavigatorsProtocolIsANavigator() {
        let classes = classify([
            ("SubjectList/SubjectListRouter.swift",
             "// Role: navigation\nfinal class SubjectListRouter {}\n// Role: glue\nextension SubjectListRouter: SubjectListRouterInput {}\n"),
            ("SubjectList/SubjectListRouterInput.swift", "// Role: glue\nprotocol SubjectListRouterInput: AnyObject {}\n"),
            ("SubjectList/SubjectListViewInput.swift", "// Role: glue\nprotocol SubjectListViewInput: AnyObject {}\n"),
            ("SubjectList/SubjectListViewController.swift",
             "// Role: view\nfinal class SubjectListViewController: SubjectListViewInput {}\n"),
        ])
        #expect(classes["SubjectList/SubjectListRouterInput.swift"] == .navigators)
        #expect(classes["SubjectList/SubjectListViewInput.swift"] == .subjectList)
    }

    @Test("Every file of every architecture's navigators is classed so, and no screen file is", arguments: [
        ("Sources/VIPER/SubjectList/SubjectListRouter.swift", Feature.navigators),
        ("Sources/VIPER/SubjectList/SubjectListRouterInput.swift", .navigators),
        ("Sources/VIPER/AppRouter.swift", .navigators),
        ("Sources/VIP/SubjectList/SubjectListRouter.swift", .navigators),
        ("Sources/VIP/SubjectList/SubjectListRoutingLogic.swift", .navigators),
        ("Sources/MVVMC/Coordinators/SubjectListCoordinator.swift", .navigators),
        ("Sources/MVVMC/Coordinators/Coordinator.swift", .navigators),
        ("Sources/MVCS/SubjectList/Mediator+SubjectList.swift", .navigators),
        ("Sources/MVCS/Mediator/Mediator.swift", .navigators),
        ("Sources/VIPER/SubjectList/SubjectListPresenter.swift", .subjectList),
        ("Sources/MVC/SubjectList/SubjectListViewController.swift", .subjectList),
        ("Sources/MVCS/SubjectList/SubjectListTarget.swift", .subjectList),
        ("Sources/MVVM/Binding/Observable.swift", .shared),
    ])
    func theArchitecturesNavigators(path: String, expected: Feature) throws {
        let root = try #require(GlueCounter.packageRoot(from: #filePath))
        let directory = path.split(separator: "/").prefix(2).joined(separator: "/")
        let files = try GlueCounter.scan(directory, root: root)
        let relative = String(path.dropFirst(directory.count + 1))
        #expect(FeatureClassifier.standard.classify(files)[relative] == expected)
    }
}
