// Teaches: the reader itself is held to §1: widgets are hidden here by hand, on a real screen, and the
// snapshot must show nothing of them, so no architecture can pass by setting what the spec asks on a
// widget the user cannot see.
import Architectures
import SharedModel
import Testing
import ViewKit

@MainActor
@Suite("The screen reader sees only what a user sees")
struct ScreenReaderTests {
    @Test("Nothing of a hidden widget of the login form is read")
    func hiddenLoginWidgets() throws {
        let environment = AppEnvironment(scheduler: ManualScheduler())
        let navigation = WalkNavigation(Architecture.mvc.makeLoginScreen(environment: environment))
        let form = try #require(navigation.stack.first?.view)
        try form.widget(WidgetID.username, as: TextField.self).simulateTyping("student01")
        try form.widget(WidgetID.password, as: TextField.self).simulateTyping("secret123")
        try form.widget(WidgetID.submit, as: Button.self).simulateTap()
        let shown = ScreenReader.login(stack: navigation.stack, environment: environment)
        #expect(shown.instruction == LoginMessages.signingIn && shown.activitySpinning)
        #expect(shown.username.shown?.text == "student01")

        for identifier in [WidgetID.instruction, WidgetID.activity, WidgetID.username, WidgetID.submit] {
            try form.widget(identifier, as: View.self).isHidden = true
        }
        let hidden = ScreenReader.login(stack: navigation.stack, environment: environment)
        #expect(hidden.instruction == nil, "a hidden label's text was read")
        #expect(hidden.activitySpinning == false, "a hidden spinner was seen spinning")
        #expect(hidden.username == .hidden && hidden.submit == .hidden)
        #expect(hidden.missing.isEmpty)
    }

    @Test("A hidden list shows no cells and no refresh, a hidden view hides what it holds, and a hidden bar button is not read")
    func hiddenSubjectListWidgets() throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let navigation = WalkNavigation(Architecture.mvc.makeSubjectListScreen(environment: environment))
        func read() -> SubjectListSnapshot {
            ScreenReader.subjectList(stack: navigation.stack, navigationView: navigation.navigationView,
                                     environment: environment)
        }
        scheduler.runUntilIdle()
        let screen = try #require(navigation.stack.first?.view)
        let list = try screen.widget(WidgetID.list, as: CollectionView.self)
        list.simulatePullToRefresh()
        let shown = read()
        #expect(shown.list.shown?.refreshing == true)
        #expect(shown.list.shown?.cells.isEmpty == false)
        #expect(shown.refreshButton == .shown(BarButtonSnapshot(title: "Refresh", enabled: false)))
        #expect(shown.missing.isEmpty)

        list.isHidden = true
        let hiddenList = read()
        #expect(hiddenList.list == .hidden, "the cells or refresh of a hidden list were read")

        list.isHidden = false
        screen.isHidden = true
        let hiddenScreen = read()
        #expect(hiddenScreen.list == .hidden && hiddenScreen.retry == .hidden)
        #expect(hiddenScreen.loadingSpinning == false && hiddenScreen.error == nil && hiddenScreen.empty == nil)

        let bar = try #require(navigation.navigationView)
        try bar.widget(WidgetID.refreshButton, as: BarButtonItem.self).isHidden = true
        #expect(read().refreshButton == .hidden, "a hidden bar button was read")
    }

    @Test("The subject detail screen is read only when pushed on top, and nothing of a hidden widget of it")
    func hiddenSubjectWidgets() throws {
        // A subject detail screen made by hand with the ids of §7.1, so the reader is checked apart from any
        // architecture.
        let root = View(identifier: WidgetID.subjectScreen)
        let description = Label(identifier: WidgetID.subjectDescription)
        let chapters = Label(identifier: WidgetID.subjectChapters)
        let switching = ActivityIndicatorView(identifier: WidgetID.switching)
        let switchOff = Button(identifier: WidgetID.switchOff)
        for widget in [ActivityIndicatorView(identifier: WidgetID.subjectLoading), description, chapters,
                       Label(identifier: WidgetID.subjectError), Button(identifier: WidgetID.subjectRetry),
                       switchOff, switching] as [View] {
            root.addSubview(widget)
        }
        root.backgroundColor = .charcoal
        description.text = "Forces, energy and waves."
        description.textColor = .white
        chapters.text = "10 chapters"
        chapters.textColor = .white
        switchOff.title = "Switch Off"
        switching.startAnimating()
        let screen = ViewController()
        screen.view = root
        let subjectList = ViewController()

        #expect(ScreenReader.subject(stack: [screen]).snapshot == nil, "a screen not pushed over the subject list was read")
        #expect(ScreenReader.subject(stack: [subjectList, ViewController()]).snapshot == nil,
                "a pushed screen without subject.screen was read as the subject detail screen")
        let shown = try #require(ScreenReader.subject(stack: [subjectList, screen]).snapshot)
        #expect(ScreenReader.subject(stack: [subjectList, screen]).missing.isEmpty)
        #expect(shown.background == .charcoal && shown.switchingSpinning)
        #expect(shown.descriptionText == TextSnapshot(text: "Forces, energy and waves.", color: .white))
        #expect(shown.error == nil, "an empty label was read")

        description.isHidden = true
        switching.isHidden = true
        let hidden = try #require(ScreenReader.subject(stack: [subjectList, screen]).snapshot)
        #expect(hidden.descriptionText == nil, "a hidden label's text or colour was read")
        #expect(hidden.switchingSpinning == false, "a hidden spinner was seen spinning")

        root.isHidden = true
        let hiddenScreen = try #require(ScreenReader.subject(stack: [subjectList, screen]).snapshot)
        #expect(hiddenScreen.background == nil && hiddenScreen.chaptersText == nil && hiddenScreen.switchOff == .hidden)
    }

    @Test("All Subjects is read only when pushed on top, its rows top first, and nothing of a hidden widget of it")
    func hiddenAllSubjectsWidgets() throws {
        // An All Subjects screen made by hand with the ids of §7.5, so the reader is checked apart from any
        // architecture.
        let root = View(identifier: WidgetID.allSubjectsScreen)
        let loading = ActivityIndicatorView(identifier: WidgetID.allSubjectsLoading)
        let error = Label(identifier: WidgetID.allSubjectsError)
        let retry = Button(identifier: WidgetID.allSubjectsRetry)
        let math = Label(identifier: WidgetID.allSubjectsRow(subjectID: 1))
        let physics = Label(identifier: WidgetID.allSubjectsRow(subjectID: 4))
        for widget in [loading, error, retry, math, physics] as [View] {
            root.addSubview(widget)
        }
        error.text = "Couldn't load the catalogue."
        error.isHidden = true
        retry.isHidden = true
        root.backgroundColor = .charcoal
        math.textColor = .white
        math.text = "Math ✓"
        physics.text = "Physics"
        loading.startAnimating()
        let screen = ViewController()
        screen.view = root
        let subjectList = ViewController()
        let subjectDetail = ViewController()
        subjectDetail.view = View(identifier: WidgetID.subjectScreen)

        #expect(ScreenReader.allSubjects(stack: [subjectList]).snapshot == nil, "All Subjects was read with nothing pushed")
        #expect(ScreenReader.allSubjects(stack: [subjectList, subjectDetail]).snapshot == nil,
                "a subject detail screen was read as All Subjects")
        let shown = try #require(ScreenReader.allSubjects(stack: [subjectList, screen]).snapshot)
        #expect(ScreenReader.allSubjects(stack: [subjectList, screen]).missing.isEmpty)
        #expect(shown.loadingSpinning && shown.error == nil, "a hidden label's text was read")
        #expect(shown.retry == .hidden && shown.background == .charcoal)
        #expect(shown.subjects == [
            AllSubjectsSnapshot.Row(identifier: "allSubjects.subject-1", text: "Math ✓", color: .white),
            AllSubjectsSnapshot.Row(identifier: "allSubjects.subject-4", text: "Physics", color: .black),
        ])

        physics.isHidden = true
        loading.isHidden = true
        let hidden = try #require(ScreenReader.allSubjects(stack: [subjectList, screen]).snapshot)
        #expect(hidden.subjects.map(\.text) == ["Math ✓"], "a hidden row was read")
        #expect(hidden.loadingSpinning == false, "a hidden spinner was seen spinning")
    }
}
