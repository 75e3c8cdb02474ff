import Testing
@testable import MVVM
import SharedModel

@Suite("Subject cell view model and the shared context")
@MainActor
struct SubjectCellViewModelTests {
    let themeStore = ThemeStore(.day)
    let context: SubjectListContext

    init() {
        context = SubjectListContext(themeStore: themeStore)
    }

    @Test func aSubjectShowsItsNameAndImagesAndLeadsToItsScreen() {
        let cell = SubjectCellViewModel(
            data: SubjectCellData(subject: Subject(id: 4, name: "Physics", phases: [.junior])), context: context,
            currentPhase: .junior, openSubjectIDs: [4])

        #expect(cell.title == "Physics")
        #expect(cell.imageName == "subject-4")
        #expect(cell.highlightedImageName == "subject-4-highlighted")
        #expect(cell.detail == "Junior")
        #expect(cell.destination == .subject(id: 4, name: "Physics"))
    }

    @Test func moreLeadsToTheSettings() {
        let cell = SubjectCellViewModel(data: .more, context: context, currentPhase: .junior, openSubjectIDs: [1, 4])

        #expect(cell.title == "More")
        #expect(cell.imageName == "subject-more")
        #expect(cell.highlightedImageName == nil)
        #expect(cell.detail == "")
        #expect(cell.destination == .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 4]))
    }

    @Test func cellsAreEqualOnlyToThemselves() {
        let a = SubjectCellViewModel(data: .more, context: context, currentPhase: .junior, openSubjectIDs: [])
        let b = SubjectCellViewModel(data: .more, context: context, currentPhase: .junior, openSubjectIDs: [])

        #expect(a == a)
        #expect(a != b)
    }

    @Test func theContextStartsFromTheStoresThemeAndFollowsIt() {
        let night = SubjectListContext(themeStore: ThemeStore(.night))
        #expect(night.theme.value == .night)

        let recorder = BindingRecorder<Theme>()
        recorder.makeObserver().subscribe(to: context.theme)
        themeStore.apply(.night)
        themeStore.apply(.night)
        themeStore.apply(.day)

        #expect(recorder.values == [.day, .night, .day])
    }

    @Test func everyCellDrawsInTheContextsTheme() {
        let cells = [SubjectCellData.more, .more].map {
            SubjectCellViewModel(data: $0, context: context, currentPhase: .junior, openSubjectIDs: [])
        }

        themeStore.apply(.night)

        #expect(cells.allSatisfy { $0.theme.source === context.theme.source && $0.theme.value == .night })
    }

    @Test func aReleasedContextStopsListeningToTheStore() {
        weak var weakTheme: Observable<Theme>?
        do {
            let context = SubjectListContext(themeStore: themeStore)
            weakTheme = context.theme.source
        }

        #expect(weakTheme == nil)
        themeStore.apply(.night)
    }
}
