import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// The subject detail content view model factory: a pure function of the data controller's state and the
/// theme, so every rule of what the screen shows is checked here without a screen.
@MainActor
@Suite struct SubjectDetailContentViewModelTests {
    let physics = SubjectDetails(id: 4, name: "Physics", description: "Forces, fields and waves.", chapterCount: 10)

    @Test func whileTheDetailsLoadOnlyLoadingShows() {
        #expect(SubjectDetailContentViewModel.make(with: SubjectDetailState(isLoading: true), theme: .day) == SubjectDetailContentViewModel(
            description: "", chapters: "", areDetailsVisible: false, isLoading: true, failure: nil,
            isSwitchingOff: false, textColor: .black, backgroundColor: .white))
    }

    @Test func theDetailsShowWithTheirChapters() {
        let viewModel = SubjectDetailContentViewModel.make(with: SubjectDetailState(details: physics), theme: .day)
        #expect(viewModel.areDetailsVisible)
        #expect(viewModel.description == "Forces, fields and waves.")
        #expect(viewModel.chapters == "10 chapters")
        #expect(!viewModel.isLoading)
        #expect(viewModel.failure == nil)
        #expect(!viewModel.isSwitchingOff)
    }

    @Test func oneChapterIsSaidInTheSingular() {
        let details = SubjectDetails(id: 4, name: "Physics", description: "One.", chapterCount: 1)
        #expect(SubjectDetailContentViewModel.make(with: SubjectDetailState(details: details), theme: .day).chapters == "1 chapter")
    }

    @Test func aFailedLoadShowsItsFailureAndNoDetails() {
        let viewModel = SubjectDetailContentViewModel.make(with: SubjectDetailState(lastLoadFailed: true), theme: .day)
        #expect(viewModel.failure == .load)
        #expect(!viewModel.areDetailsVisible)
        #expect(!viewModel.isLoading)
    }

    @Test func aSwitchOffInFlightIsBusyAndShowsNoFailure() {
        let viewModel = SubjectDetailContentViewModel.make(with: SubjectDetailState(details: physics, isSwitchingOff: true),
                                                     theme: .day)
        #expect(viewModel.isSwitchingOff)
        #expect(viewModel.areDetailsVisible)
        #expect(viewModel.failure == nil)
    }

    @Test func aFailedSwitchOffShowsItsFailureAndKeepsTheDetails() {
        let viewModel = SubjectDetailContentViewModel.make(with: SubjectDetailState(details: physics, lastSwitchOffFailed: true),
                                                     theme: .day)
        #expect(viewModel.failure == .switchOff)
        #expect(viewModel.areDetailsVisible)
        #expect(viewModel.chapters == "10 chapters")
        #expect(!viewModel.isSwitchingOff)
    }

    /// The view controller makes a new view model with the theme store's current theme each time the
    /// store publishes one, so following the theme is this factory's part, in every state.
    @Test(arguments: [
        (Theme.day, Color.black, Color.white),
        (.night, .white, .charcoal),
    ])
    func theColoursFollowTheThemeInEveryState(theme: Theme, text: Color, background: Color) {
        let states = [
            SubjectDetailState(isLoading: true),
            SubjectDetailState(details: physics),
            SubjectDetailState(lastLoadFailed: true),
            SubjectDetailState(details: physics, isSwitchingOff: true),
        ]
        for state in states {
            let viewModel = SubjectDetailContentViewModel.make(with: state, theme: theme)
            #expect(viewModel.textColor == text)
            #expect(viewModel.backgroundColor == background)
        }
    }
}
