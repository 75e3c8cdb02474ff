import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// The All Subjects content view: `bind(_:)` shows a view model, Retry goes to the delegate, and nothing
/// else.
@MainActor
@Suite struct AllSubjectsContentViewTests {
    @MainActor
    final class DelegateSpy: AllSubjectsContentViewDelegate {
        var retries = 0
        func allSubjectsContentViewDidTapRetry(_ allSubjectsContentView: AllSubjectsContentView) { retries += 1 }
    }

    let spy = DelegateSpy()

    private func widget<V: View>(_ identifier: String, in view: View, as type: V.Type) throws -> V {
        try #require(view.find(identifier, as: type))
    }

    /// Math and Chemistry, Math open, `linked` the link's subject.
    private func viewModel(loaded: Bool = true, failed: Bool = false, theme: Theme = .day,
                           linked: Int? = nil) -> AllSubjectsContentViewModel {
        AllSubjectsContentViewModel(subjects: loaded ? [SampleData.catalogue[0], SampleData.catalogue[4]] : [],
                                    openSubjectIDs: [1], linkedSubjectID: linked, isLoading: false,
                                    isFailureVisible: failed,
                                    textColor: theme.allSubjectsTextColor, backgroundColor: theme.allSubjectsBackgroundColor)
    }

    @Test func itShowsARowPerSubjectMarkingTheOpenOnesAndSendsNoEventWhileBinding() throws {
        let view = AllSubjectsContentView()
        view.delegate = spy
        view.bind(viewModel(theme: .night))

        let math = try widget(AllSubjectsID.row(subjectID: 1), in: view, as: Label.self)
        #expect(math.text == "Math" + AllSubjectsCopy.openMark)
        #expect(math.textColor == .white)
        #expect(try widget(AllSubjectsID.row(subjectID: 5), in: view, as: Label.self).text == "Chemistry")
        #expect(try widget(AllSubjectsID.screen, in: view, as: View.self).backgroundColor == .charcoal)
        #expect(try !widget(AllSubjectsID.loading, in: view, as: ActivityIndicatorView.self).isAnimating)
        #expect(try widget(AllSubjectsID.error, in: view, as: Label.self).isHidden)
        #expect(try widget(AllSubjectsID.retry, in: view, as: Button.self).isHidden)
        #expect(spy.retries == 0)
    }

    /// The shared screen writes the link's mark after the open one, on the link's row only.
    @Test(arguments: [
        (1, "Math ✓ · from your link", "Chemistry"),
        (5, "Math ✓", "Chemistry · from your link"),
    ])
    func theLinkedSubjectsRowIsMarkedAfterItsOpenMark(linked: Int, math: String, chemistry: String) throws {
        let view = AllSubjectsContentView()
        view.bind(viewModel(linked: linked))

        #expect(try widget(AllSubjectsID.row(subjectID: 1), in: view, as: Label.self).text == math)
        #expect(try widget(AllSubjectsID.row(subjectID: 5), in: view, as: Label.self).text == chemistry)
    }

    @Test func aFailureShowsTheErrorAndRetryWhichGoesToTheDelegate() throws {
        let view = AllSubjectsContentView()
        view.delegate = spy
        view.bind(viewModel(loaded: false, failed: true))
        let error = try widget(AllSubjectsID.error, in: view, as: Label.self)
        #expect(error.isVisibleInTree && error.text == AllSubjectsCopy.loadFailed)

        try widget(AllSubjectsID.retry, in: view, as: Button.self).simulateTap()
        #expect(spy.retries == 1)
    }
}
