import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// The subject detail content view: `bind(_:)` shows a view model, Retry, Switch Off and All Subjects go to
/// the delegate, and nothing else.
@MainActor
@Suite struct SubjectDetailContentViewTests {
    @MainActor
    final class DelegateSpy: SubjectDetailContentViewDelegate {
        var events: [String] = []
        func subjectDetailContentViewDidTapRetry(_ subjectDetailContentView: SubjectDetailContentView) { events.append("retry") }
        func subjectDetailContentViewDidTapSwitchOff(_ subjectDetailContentView: SubjectDetailContentView) { events.append("switch off") }
        func subjectDetailContentViewDidTapAllSubjects(_ subjectDetailContentView: SubjectDetailContentView) { events.append("all subjects") }
    }

    let spy = DelegateSpy()

    private func widget<V: View>(_ identifier: String, in view: View, as type: V.Type) throws -> V {
        try #require(view.find(identifier, as: type))
    }

    private func viewModel(details: Bool = true, loading: Bool = false, failure: SubjectDetailFailure? = nil,
                           switching: Bool = false, theme: Theme = .day) -> SubjectDetailContentViewModel {
        SubjectDetailContentViewModel(description: details ? "Forces, fields and waves." : "",
                                chapters: details ? "10 chapters" : "", areDetailsVisible: details,
                                isLoading: loading, failure: failure, isSwitchingOff: switching,
                                textColor: theme.subjectDetailTextColor, backgroundColor: theme.subjectDetailBackgroundColor)
    }

    @Test func itShowsTheDetailsOfItsViewModelAndSendsNoEventWhileBinding() throws {
        let view = SubjectDetailContentView()
        view.delegate = spy
        view.bind(viewModel(theme: .night))

        let description = try widget(SubjectDetailID.description, in: view, as: Label.self)
        #expect(description.text == "Forces, fields and waves.")
        #expect(description.isVisibleInTree)
        #expect(description.textColor == .white)
        #expect(try widget(SubjectDetailID.chapters, in: view, as: Label.self).text == "10 chapters")
        #expect(try widget(SubjectDetailID.screen, in: view, as: View.self).backgroundColor == .charcoal)
        #expect(try !widget(SubjectDetailID.loading, in: view, as: ActivityIndicatorView.self).isAnimating)
        #expect(try widget(SubjectDetailID.error, in: view, as: Label.self).isHidden)
        #expect(try widget(SubjectDetailID.retry, in: view, as: Button.self).isHidden)
        let switchOff = try widget(SubjectDetailID.switchOff, in: view, as: Button.self)
        #expect(switchOff.isVisibleInTree && switchOff.isEnabled && switchOff.backgroundColor == .theme)
        #expect(spy.events.isEmpty)
    }

    @Test func whileLoadingOnlyTheSpinnerShows() throws {
        let view = SubjectDetailContentView()
        view.bind(viewModel(details: false, loading: true))
        #expect(try widget(SubjectDetailID.loading, in: view, as: ActivityIndicatorView.self).isAnimating)
        for identifier in [SubjectDetailID.description, SubjectDetailID.chapters, SubjectDetailID.error,
                           SubjectDetailID.retry, SubjectDetailID.switchOff] {
            #expect(try widget(identifier, in: view, as: View.self).isHidden, "\(identifier) shows while loading")
        }
    }

    @Test func aFailedLoadShowsItsMessageAndRetry() throws {
        let view = SubjectDetailContentView()
        view.bind(viewModel(details: false, failure: .load))
        let error = try widget(SubjectDetailID.error, in: view, as: Label.self)
        #expect(error.isVisibleInTree && error.text == SubjectDetailCopy.loadFailed)
        #expect(try widget(SubjectDetailID.retry, in: view, as: Button.self).isVisibleInTree)
        #expect(try widget(SubjectDetailID.switchOff, in: view, as: Button.self).isHidden)
    }

    @Test func aSwitchOffInFlightGreysSwitchOffThenItsFailureShowsWithoutRetry() throws {
        let view = SubjectDetailContentView()
        view.bind(viewModel(switching: true))
        let switchOff = try widget(SubjectDetailID.switchOff, in: view, as: Button.self)
        #expect(!switchOff.isEnabled && switchOff.backgroundColor == .lightGray)
        #expect(try widget(SubjectDetailID.switching, in: view, as: ActivityIndicatorView.self).isAnimating)

        view.bind(viewModel(failure: .switchOff))
        #expect(switchOff.isEnabled)
        #expect(try !widget(SubjectDetailID.switching, in: view, as: ActivityIndicatorView.self).isAnimating)
        #expect(try widget(SubjectDetailID.error, in: view, as: Label.self).text == SubjectDetailCopy.switchOffFailed)
        #expect(try widget(SubjectDetailID.retry, in: view, as: Button.self).isHidden)
        #expect(try widget(SubjectDetailID.description, in: view, as: Label.self).isVisibleInTree)
    }

    @Test func itReportsRetryAndSwitchOffToItsDelegate() throws {
        let view = SubjectDetailContentView()
        view.delegate = spy
        view.bind(viewModel(details: false, failure: .load))
        try widget(SubjectDetailID.retry, in: view, as: Button.self).simulateTap()
        view.bind(viewModel())
        try widget(SubjectDetailID.switchOff, in: view, as: Button.self).simulateTap()
        #expect(spy.events == ["retry", "switch off"])
    }

    /// The view model needs nothing new: the shared screen shows All Subjects with the details and
    /// disables it with Switch Off, so the bind that drives them drives it.
    @Test func allSubjectsShowsWithTheDetailsIsGreyWhileSwitchingAndReportsATapToItsDelegate() throws {
        let view = SubjectDetailContentView()
        view.delegate = spy
        view.bind(viewModel(details: false, loading: true))
        let allSubjects = try widget(SubjectDetailID.allSubjects, in: view, as: Button.self)
        #expect(allSubjects.isHidden)

        view.bind(viewModel(switching: true))
        #expect(allSubjects.isVisibleInTree && !allSubjects.isEnabled && allSubjects.titleColor == .darkGray)
        allSubjects.simulateTap()
        #expect(spy.events.isEmpty)

        view.bind(viewModel(failure: .switchOff))
        #expect(allSubjects.isInteractive && allSubjects.titleColor == .black)
        allSubjects.simulateTap()
        #expect(spy.events == ["all subjects"])
    }
}
