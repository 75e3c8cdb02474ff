import Architectures
import SharedModel
import Testing
import ViewKit

/// The same screens when every answer lands at once, inside the call that sent it, as with the
/// benchmark's immediate scheduler. A screen must not mistake a request it has not sent yet for one
/// that has answered.
@MainActor
@Suite("Answers that land at once")
struct ImmediateAnswerTests {
    private func shown(_ screen: ViewController) -> (NavigationController, Window) {
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        return (navigation, window)
    }

    // Rule `answers.atOnce` (+ `login.success`) (docs/SPEC.md §6.1)
    @Test("Login to a loaded subject list, all at once", arguments: Architecture.allCases)
    func loginRoundTrip(architecture: Architecture) throws {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        let (navigation, window) = shown(architecture.makeLoginScreen(environment: environment))
        let form = try #require(navigation.topViewController).view
        try form.widget("login.username", as: TextField.self).simulateTyping("student01")
        try form.widget("login.password", as: TextField.self).simulateTyping("secret123")
        try form.widget("login.submit", as: Button.self).simulateTap()
        #expect(navigation.titles == ["Log In", "Practice"], "\(navigation.renderScreen())")
        let list = try #require(navigation.topViewController).view
        #expect(try list.widget("subjectList.error", as: Label.self).isVisibleInTree == false, "\(navigation.renderScreen())")
        #expect(try list.widget("subjectList.loading", as: ActivityIndicatorView.self).isSpinning == false)
        #expect(try list.widget("subjectList.list", as: CollectionView.self).numberOfItems == 6)
        withExtendedLifetime(window) {}
    }

    // Rule `answers.atOnce` (+ `subjectList.failure`, `subjectList.retry`) (docs/SPEC.md §6.1)
    @Test("Subject list: load, refresh, failure and retry, all at once", arguments: Architecture.allCases)
    func subjectList(architecture: Architecture) throws {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let (navigation, window) = shown(architecture.makeSubjectListScreen(environment: environment))
        let root = try #require(navigation.topViewController).view
        let list: CollectionView = try root.widget("subjectList.list")
        let error: Label = try root.widget("subjectList.error")
        #expect(list.isVisibleInTree && list.numberOfItems == 6 && !error.isVisibleInTree, "\(navigation.renderScreen())")
        environment.backend.inject(.noConnection, on: .userSubjects, once: true)
        list.simulatePullToRefresh()
        #expect(error.isVisibleInTree && list.numberOfItems == 6, "\(navigation.renderScreen())")
        #expect(list.refreshControl?.isSpinning == false)
        try root.widget("subjectList.retry", as: Button.self).simulateTap()
        #expect(!error.isVisibleInTree && list.numberOfItems == 6, "\(navigation.renderScreen())")
        #expect(try root.widget("subjectList.loading", as: ActivityIndicatorView.self).isSpinning == false)
        withExtendedLifetime(window) {}
    }
}
