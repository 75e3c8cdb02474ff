import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// The views: `bind(_:)` shows a view model, user events go to the delegate, and nothing else.
@MainActor
@Suite struct ViewTests {
    @MainActor
    final class DelegateSpy: LoginViewDelegate, SubjectListContentViewDelegate {
        var events: [String] = []
        func loginView(_ loginView: LoginView, didEdit field: CredentialField, text: String) {
            events.append("edit \(field) \(text)")
        }
        func loginViewDidTapSubmit(_ loginView: LoginView) { events.append("submit") }
        func subjectListContentView(_ subjectListContentView: SubjectListContentView, didSelect cell: SubjectCellViewModel) {
            events.append("select \(cell.title)")
        }
        func subjectListContentViewDidTapRetry(_ subjectListContentView: SubjectListContentView) { events.append("retry") }
        func subjectListContentViewDidPullToRefresh(_ subjectListContentView: SubjectListContentView) { events.append("refresh") }
        func subjectListContentViewDidTapRefresh(_ subjectListContentView: SubjectListContentView) { events.append("refresh button") }
    }

    let spy = DelegateSpy()

    private func widget<V: View>(_ identifier: String, in view: View, as type: V.Type) throws -> V {
        try #require(view.find(identifier, as: type))
    }

    @Test func theLoginViewShowsItsViewModelAndSendsNoEventWhileBinding() throws {
        let view = LoginView()
        view.delegate = spy
        view.bind(LoginViewModel(username: "stu", password: "", instruction: "Username must be at least 6 characters",
                                 isUsernameInvalid: true, isPasswordInvalid: false, areFieldsEnabled: true,
                                 isSubmitEnabled: false, isBusy: false))

        #expect(try widget(LoginID.username, in: view, as: TextField.self).text == "stu")
        #expect(try widget(LoginID.username, in: view, as: TextField.self).backgroundColor == .lightRed)
        #expect(try widget(LoginID.password, in: view, as: TextField.self).backgroundColor == .white)
        #expect(try widget(LoginID.instruction, in: view, as: Label.self).text == "Username must be at least 6 characters")
        #expect(try !widget(LoginID.submit, in: view, as: Button.self).isEnabled)
        #expect(spy.events.isEmpty)

        view.bind(LoginViewModel(username: "student01", password: "secret123", instruction: "Signing in\u{2026}",
                                 isUsernameInvalid: false, isPasswordInvalid: false, areFieldsEnabled: false,
                                 isSubmitEnabled: false, isBusy: true))
        #expect(try !widget(LoginID.password, in: view, as: TextField.self).isEnabled)
        #expect(try widget(LoginID.activity, in: view, as: ActivityIndicatorView.self).isAnimating)
        #expect(spy.events.isEmpty)
    }

    @Test func theLoginViewReportsTypingAndTapsToItsDelegate() throws {
        let view = LoginView()
        view.delegate = spy
        view.bind(LoginViewModel.make(with: LoginForm(username: "student01", password: "secret123",
                                                      touched: [.username, .password])))
        try widget(LoginID.username, in: view, as: TextField.self).simulateTyping("student02")
        try widget(LoginID.password, in: view, as: TextField.self).simulateTyping("secret124")
        try widget(LoginID.submit, in: view, as: Button.self).simulateTap()
        try widget(LoginID.password, in: view, as: TextField.self).simulateReturn()
        #expect(spy.events == ["edit username student02", "edit password secret124", "submit", "submit"])
    }

    private func subjectListContentViewModel(count: Int, theme: Theme, failed: Bool = false) -> SubjectListContentViewModel {
        let subjects = SampleData.catalogue(count: count)
        return SubjectListContentViewModel.make(with: SubjectListState(openSubjects: subjects, lastLoadFailed: failed), theme: theme)
    }

    @Test func theSubjectListContentViewEnablesRefreshAsToldAndReportsItsTap() {
        let view = SubjectListContentView()
        view.delegate = spy
        view.bind(subjectListContentViewModel(count: 2, theme: .day))
        #expect(view.refreshButton.isEnabled)
        view.refreshButton.sendActions(for: .primaryActionTriggered)
        #expect(spy.events == ["refresh button"])
        view.bind(SubjectListContentViewModel.make(with: SubjectListState(isRefreshing: true), theme: .day))
        #expect(view.refreshButton.isEnabled == false)
    }

    @Test func theSubjectListContentViewDrawsEachVisibleCellFromItsViewModel() throws {
        let view = SubjectListContentView()
        view.bind(subjectListContentViewModel(count: 20, theme: .day))
        let list = try widget(SubjectListID.list, in: view, as: CollectionView.self)
        list.simulateScroll(toItem: 20)

        #expect(list.numberOfItems == 21)
        for (index, cell) in list.visibleCells {
            let cell = try #require(cell as? SubjectCollectionCell)
            #expect(cell.titleLabel.text == (index == 20 ? "More" : "Subject \(index + 1)"))
        }
    }

    @Test func aNewThemeRebindsTheCellsOnScreenInPlace() throws {
        let view = SubjectListContentView()
        view.bind(subjectListContentViewModel(count: 10, theme: .day))
        let list = try widget(SubjectListID.list, in: view, as: CollectionView.self)
        let before = list.visibleCells.map { ObjectIdentifier($0.cell) }

        view.bind(subjectListContentViewModel(count: 10, theme: .night))

        #expect(list.visibleCells.map { ObjectIdentifier($0.cell) } == before)
        for (_, cell) in list.visibleCells {
            let cell = try #require(cell as? SubjectCollectionCell)
            #expect(cell.titleLabel.textColor == .white)
            #expect(cell.backgroundColor == .charcoal)
        }
    }

    @Test func theSubjectListContentViewShowsTheScreensFlags() throws {
        let view = SubjectListContentView()
        view.bind(SubjectListContentViewModel.make(with: SubjectListState(isLoading: true), theme: .day))
        #expect(try widget(SubjectListID.list, in: view, as: CollectionView.self).isHidden)
        #expect(try widget(SubjectListID.loading, in: view, as: ActivityIndicatorView.self).isAnimating)

        view.bind(subjectListContentViewModel(count: 0, theme: .day, failed: true))
        #expect(try !widget(SubjectListID.list, in: view, as: CollectionView.self).isHidden)
        #expect(try !widget(SubjectListID.loading, in: view, as: ActivityIndicatorView.self).isAnimating)
        #expect(try !widget(SubjectListID.error, in: view, as: Label.self).isHidden)
        #expect(try !widget(SubjectListID.retry, in: view, as: Button.self).isHidden)
        #expect(try !widget(SubjectListID.empty, in: view, as: Label.self).isHidden)
    }

    @Test func theSubjectListContentViewReportsSelectionRetryAndPullToItsDelegate() throws {
        let view = SubjectListContentView()
        view.delegate = spy
        view.bind(subjectListContentViewModel(count: 2, theme: .day, failed: true))
        let list = try widget(SubjectListID.list, in: view, as: CollectionView.self)

        list.simulateSelectItem(at: 1)
        list.simulateSelectItem(at: 2)
        try widget(SubjectListID.retry, in: view, as: Button.self).simulateTap()
        list.simulatePullToRefresh()

        #expect(spy.events == ["select Subject 2", "select More", "retry", "refresh"])
    }
}
