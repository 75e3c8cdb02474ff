import Testing
import SharedModel
import ViewKit
@testable import MVVMDC

/// The subject list's view model factories: pure functions of the data controller's state and the
/// theme.
@MainActor
@Suite struct SubjectViewModelTests {
    let math = Subject(id: 1, name: "Math", phases: [.junior])
    let physics = Subject(id: 4, name: "Physics", phases: [.junior])

    @Test func aSubjectCellShowsItsNameImagesAndPhasesInTheDayColours() {
        #expect(SubjectCellViewModel.make(with: math, theme: .day) == SubjectCellViewModel(
            item: .subject(id: 1), title: "Math", imageName: "subject-1",
            highlightedImageName: "subject-1-highlighted", detail: "Junior", titleColor: .black,
            detailColor: Theme.day.cellDetailColor, backgroundColor: .white))
    }

    @Test func theNightThemeGivesWhiteOnCharcoal() {
        let cell = SubjectCellViewModel.make(with: math, theme: .night)
        #expect(cell.titleColor == .white)
        #expect(cell.detailColor == Theme.night.cellDetailColor)
        #expect(cell.backgroundColor == .charcoal)
    }

    @Test(arguments: Theme.allCases)
    func theMoreCell(theme: Theme) {
        #expect(SubjectCellViewModel.makeMore(theme: theme) == SubjectCellViewModel(
            item: .more, title: "More", imageName: "subject-more", highlightedImageName: nil, detail: "",
            titleColor: theme.cellTitleColor, detailColor: theme.cellDetailColor,
            backgroundColor: theme.cellBackgroundColor))
    }

    /// The view controller makes a new view model with the theme store's current theme each time the
    /// store publishes one, so following the theme is this factory's part: every cell, More included.
    @Test("B8 Cells follow the theme the model layer publishes", arguments: [
        (Theme.day, Color.black, Color.white),
        (.night, .white, .charcoal),
    ])
    func cellsFollowTheTheme(theme: Theme, title: Color, background: Color) {
        let viewModel = SubjectListContentViewModel.make(with: SubjectListState(openSubjects: [math, physics]), theme: theme)
        #expect(viewModel.cells.map(\.title) == ["Math", "Physics", "More"])
        #expect(viewModel.cells.allSatisfy { $0.titleColor == title && $0.backgroundColor == background })
    }

    @Test func beforeAnyLoadTheListIsHiddenAndEmpty() {
        let viewModel = SubjectListContentViewModel.make(with: SubjectListState(isLoading: true), theme: .day)
        #expect(viewModel == SubjectListContentViewModel(cells: [], isListVisible: false, isEmptyNoticeVisible: false,
                                               isErrorVisible: false, isLoading: true, isRefreshing: false,
                                               isRefreshEnabled: false))
    }

    @Test func refreshIsEnabledOnlyWhileTheListShowsAndNoRefreshIsInFlight() {
        #expect(SubjectListContentViewModel.make(with: SubjectListState(isLoading: true), theme: .day).isRefreshEnabled == false)
        #expect(SubjectListContentViewModel.make(with: SubjectListState(openSubjects: [math]), theme: .day).isRefreshEnabled)
        #expect(SubjectListContentViewModel.make(with: SubjectListState(openSubjects: [math], isRefreshing: true),
                                       theme: .day).isRefreshEnabled == false)
        #expect(SubjectListContentViewModel.make(with: SubjectListState(lastLoadFailed: true), theme: .day).isRefreshEnabled == false)
    }

    @Test func loadedSubjectsThenMore() {
        let viewModel = SubjectListContentViewModel.make(with: SubjectListState(openSubjects: [math, physics]), theme: .night)
        #expect(viewModel.cells.map(\.title) == ["Math", "Physics", "More"])
        #expect(viewModel.cells.allSatisfy { $0.titleColor == .white && $0.backgroundColor == .charcoal })
        #expect(viewModel.isListVisible)
        #expect(!viewModel.isEmptyNoticeVisible)
        #expect(!viewModel.isErrorVisible)
        #expect(!viewModel.isLoading)
    }

    @Test func noOpenSubjectsShowsTheEmptyNoticeAndOnlyMore() {
        let viewModel = SubjectListContentViewModel.make(with: SubjectListState(openSubjects: []), theme: .day)
        #expect(viewModel.cells.map(\.item) == [.more])
        #expect(viewModel.isEmptyNoticeVisible)
        #expect(viewModel.isListVisible)
    }

    @Test func aFailureBeforeAnySuccessShowsOnlyTheError() {
        let viewModel = SubjectListContentViewModel.make(with: SubjectListState(lastLoadFailed: true), theme: .day)
        #expect(viewModel.isErrorVisible)
        #expect(!viewModel.isListVisible)
        #expect(viewModel.cells.isEmpty)
    }

    @Test("B5 A failure after a success keeps the cells and shows the error and Retry")
    func aFailureAfterASuccessKeepsTheCells() {
        let viewModel = SubjectListContentViewModel.make(with: SubjectListState(openSubjects: [math], lastLoadFailed: true),
                                               theme: .day)
        #expect(viewModel.isErrorVisible)
        #expect(viewModel.isListVisible)
        #expect(viewModel.cells.map(\.title) == ["Math", "More"])
    }

    @Test func aRefreshShowsTheRefreshControlNotTheSpinner() {
        let viewModel = SubjectListContentViewModel.make(with: SubjectListState(openSubjects: [math], isRefreshing: true),
                                               theme: .day)
        #expect(viewModel.isRefreshing)
        #expect(!viewModel.isLoading)
        #expect(viewModel.cells.count == 2)
    }
}
