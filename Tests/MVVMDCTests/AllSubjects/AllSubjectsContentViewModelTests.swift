import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// The All Subjects content view model factory: a pure function of the data controller's state and the
/// theme, so what the screen shows is checked here without a screen.
@MainActor
@Suite struct AllSubjectsContentViewModelTests {
    let subjects = Array(SampleData.catalogue.prefix(2))

    @Test func whileTheCatalogueLoadsOnlyLoadingShows() {
        let loading = AllSubjectsState(openSubjectIDs: [1], linkedSubjectID: nil, isLoading: true)
        #expect(AllSubjectsContentViewModel.make(with: loading, theme: .day)
            == AllSubjectsContentViewModel(subjects: [], openSubjectIDs: [1], linkedSubjectID: nil, isLoading: true,
                                           isFailureVisible: false, textColor: .black, backgroundColor: .white))
    }

    @Test func theLoadedSubjectsShowWithTheOpenOnes() {
        let viewModel = AllSubjectsContentViewModel.make(
            with: AllSubjectsState(openSubjectIDs: [1], linkedSubjectID: nil, subjects: subjects), theme: .day)
        #expect(viewModel.subjects == subjects)
        #expect(viewModel.openSubjectIDs == [1])
        #expect(viewModel.linkedSubjectID == nil)
        #expect(!viewModel.isLoading)
        #expect(!viewModel.isFailureVisible)
    }

    /// The link's subject is given when the screen is built, so it is in every state, the mark showing
    /// on its row once the rows land.
    @Test func theLinkedSubjectIsMarkedInEveryState() {
        let states = [
            AllSubjectsState(openSubjectIDs: [1], linkedSubjectID: 2, isLoading: true),
            AllSubjectsState(openSubjectIDs: [1], linkedSubjectID: 2, subjects: subjects),
            AllSubjectsState(openSubjectIDs: [1], linkedSubjectID: 2, lastLoadFailed: true),
        ]
        for state in states {
            #expect(AllSubjectsContentViewModel.make(with: state, theme: .day).linkedSubjectID == 2)
        }
    }

    @Test func aFailedLoadShowsTheFailureAndNoRows() {
        let viewModel = AllSubjectsContentViewModel.make(
            with: AllSubjectsState(openSubjectIDs: [1], linkedSubjectID: nil, lastLoadFailed: true), theme: .day)
        #expect(viewModel.isFailureVisible)
        #expect(viewModel.subjects.isEmpty)
        #expect(!viewModel.isLoading)
    }

    /// The view controller makes a new view model with the theme store's current theme each time the
    /// store publishes one, so following the theme is this factory's part, in every state.
    @Test(arguments: [
        (Theme.day, Color.black, Color.white),
        (.night, .white, .charcoal),
    ])
    func theColoursFollowTheThemeInEveryState(theme: Theme, text: Color, background: Color) {
        let states = [
            AllSubjectsState(openSubjectIDs: [1], linkedSubjectID: nil, isLoading: true),
            AllSubjectsState(openSubjectIDs: [1], linkedSubjectID: nil, subjects: subjects),
            AllSubjectsState(openSubjectIDs: [1], linkedSubjectID: nil, lastLoadFailed: true),
        ]
        for state in states {
            let viewModel = AllSubjectsContentViewModel.make(with: state, theme: theme)
            #expect(viewModel.textColor == text)
            #expect(viewModel.backgroundColor == background)
        }
    }
}
