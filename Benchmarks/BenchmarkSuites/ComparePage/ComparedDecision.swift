import Architectures

/// A decision every architecture makes, which the compare page shows in each one's own lines: where
/// a reader sees what the pattern changes, side by side.
enum ComparedDecision: String, CaseIterable, Sendable {
    case keystroke
    case answers
    case selection
    case pop
    case theme
    case subjectScreen
    case link
    case allSubjects

    /// The decision as a heading.
    var title: String {
        switch self {
        case .keystroke: "A keystroke reaching the instruction"
        case .answers: "Both answers reaching the list"
        case .selection: "A selection reaching the next screen"
        case .pop: "A pop cancelling the requests"
        case .theme: "The theme reaching the cells"
        case .subjectScreen: "A tap on Switch Off reaching the screen"
        case .link: "The link reaching its subject"
        case .allSubjects: "The linked subject reaching All Subjects"
        }
    }

    /// What the excerpts show, in a sentence or two.
    var summary: String {
        switch self {
        case .keystroke:
            "A username is typed on the login form: where the typed text becomes the instruction the form shows, and "
                + "where the label is set."
        case .answers:
            "The user's settings and the catalogue have both landed: where the two answers are awaited and combined, and "
                + "where the list is reloaded with the cells."
        case .selection:
            "A subject's cell is tapped on the subject list: where the choice is made and where the subject's screen is "
                + "pushed."
        case .pop:
            "The subject list is popped while its two requests fly. No architecture cancels them in its own code: each "
                + "API manager cancels its request when it is released (`APIManager`), so what decides is who holds the "
                + "managers. These are the lines that hold them; popping the screen releases their owner."
        case .theme:
            "The theme switches between day and night: where the screen hears of it and where the cells on screen are "
                + "recoloured."
        case .subjectScreen:
            "Switch Off is tapped on a subject's screen: where the tap becomes the switching state and the request, and "
                + "where the screen greys Switch Off and spins."
        case .link:
            "The app is opened from `practice://subject/<id>`: where the link is read and handed to the first screen, and "
                + "where the list, when it first shows, opens that subject's screen as a tap on its cell would, or drops "
                + "the link."
        case .allSubjects:
            "All Subjects is asked for, by More or on a subject's screen: where it gets the phase and the open subjects "
                + "the list shows and the subject of the app's link, which it marks ` · from your link`, and where it is "
                + "built and pushed."
        }
    }

    /// Where `architecture` makes the decision, in the order the lines run.
    func excerpts(_ architecture: Architecture) -> [CodeExcerpt] {
        switch self {
        case .keystroke: Self.keystroke(architecture)
        case .answers: Self.answers(architecture)
        case .selection: Self.selection(architecture)
        case .pop: Self.pop(architecture)
        case .theme: Self.theme(architecture)
        case .subjectScreen: Self.subjectScreen(architecture)
        case .link: Self.link(architecture)
        case .allSubjects: Self.allSubjects(architecture)
        }
    }

    private static let loginController = "Login/LoginViewController.swift"
    private static let listController = "SubjectList/SubjectListViewController.swift"
    private static let detailController = "SubjectDetail/SubjectDetailViewController.swift"

    private static func keystroke(_ architecture: Architecture) -> [CodeExcerpt] {
        switch architecture {
        case .mvc, .mvcs:
            [CodeExcerpt(loginController, "var instruction: String {"), CodeExcerpt(loginController, "func updateScreen()")]
        case .mvp:
            [CodeExcerpt("Login/LoginPresenter.swift", "var instruction: String {"),
             CodeExcerpt("Login/LoginPresenter.swift", "func render()"),
             CodeExcerpt(loginController, "func showInstruction(")]
        case .mvvm:
            [CodeExcerpt("Login/LoginViewModel.swift", "static func instruction("),
             CodeExcerpt(loginController, "func bindOutputs()")]
        case .mvvmdc:
            [CodeExcerpt("Login/LoginViewModel.swift", "static func instruction(for form"),
             CodeExcerpt("Login/LoginView.swift", "func bind(_ viewModel: LoginViewModel)")]
        case .viper:
            [CodeExcerpt("Login/LoginPresenter.swift", "var instruction: String {"),
             CodeExcerpt("Login/LoginPresenter.swift", "func updateView()"),
             CodeExcerpt(loginController, "func display(_ content: LoginFormDisplay)")]
        case .mvvmObservation:
            [CodeExcerpt("Login/LoginViewModel.swift", "var instruction: String {"),
             CodeExcerpt(loginController, "override func updateProperties()")]
        case .mvvmc:
            [CodeExcerpt("Login/LoginViewModel.swift", "func userTyped(_ text: String"),
             CodeExcerpt("Login/LoginViewModel.swift", "var instruction: String {"),
             CodeExcerpt(loginController, "func render()")]
        case .vip:
            [CodeExcerpt("Login/LoginInteractor.swift", "func editField(_ request"),
             CodeExcerpt("Login/LoginPresenter.swift", "func presentForm("),
             CodeExcerpt(loginController, "func displayForm(")]
        case .redux:
            [CodeExcerpt("Login/LoginReducer.swift", "static func typed(in field"),
             CodeExcerpt("Login/LoginReducer.swift", "var instruction: String {"),
             CodeExcerpt(loginController, "func render(_ state: LoginState)")]
        }
    }

    private static func answers(_ architecture: Architecture) -> [CodeExcerpt] {
        switch architecture {
        case .mvc:
            [CodeExcerpt(listController, "func bothAnswered()")]
        case .mvp:
            [CodeExcerpt("SubjectList/SubjectListPresenter.swift", "func bothAnswered()"),
             CodeExcerpt(listController, "func showCells(")]
        case .mvvm:
            [CodeExcerpt("SubjectList/SubjectListViewModel.swift", "func bothAnswered()"),
             CodeExcerpt("SubjectList/SubjectListViewModel.swift", "cells = Observable<[SubjectCellViewModel]>.combine("),
             CodeExcerpt("SubjectList/SubjectCollectionCoordinator.swift", "func show(_ cells")]
        case .mvvmdc:
            [CodeExcerpt("SubjectList/SubjectListDataController.swift", "func bothAnswered()"),
             CodeExcerpt("SubjectList/SubjectListContentViewModel.swift", "static func make(with state"),
             CodeExcerpt("SubjectList/SubjectListContentView.swift", "func bind(_ viewModel: SubjectListContentViewModel)")]
        case .viper:
            [CodeExcerpt("SubjectList/SubjectListInteractor.swift", "func bothAnswered()"),
             CodeExcerpt("SubjectList/SubjectListPresenter.swift", "func didLoad(openSubjects"),
             CodeExcerpt(listController, "func show(_ cells: [SubjectCellData])")]
        case .mvcs:
            [CodeExcerpt("SubjectList/SubjectListStore.swift", "func bothAnswered()"),
             CodeExcerpt(listController, "func loadEnded(succeeded")]
        case .mvvmObservation:
            [CodeExcerpt("SubjectList/SubjectListViewModel.swift", "func bothAnswered()"),
             CodeExcerpt(listController, "if cells != shownCells {")]
        case .mvvmc:
            [CodeExcerpt("SubjectList/SubjectListViewModel.swift", "func bothAnswered()"),
             CodeExcerpt(listController, "viewModel.onCellsChange =")]
        case .vip:
            [CodeExcerpt("SubjectList/SubjectListWorker.swift", "func managerAnswered("),
             CodeExcerpt("SubjectList/SubjectListInteractor.swift", "func fetched(_ result"),
             CodeExcerpt(listController, "func displaySubjects(")]
        case .redux:
            [CodeExcerpt("SubjectList/SubjectListEffects.swift", "func managerAnswered("),
             CodeExcerpt("SubjectList/SubjectListReducer.swift", "case .subjectsLoaded(.success"),
             CodeExcerpt(listController, "if state.cells != previous?.cells {")]
        }
    }

    private static func selection(_ architecture: Architecture) -> [CodeExcerpt] {
        switch architecture {
        case .mvc:
            [CodeExcerpt(listController, "didSelectItemAt index: Int)"), CodeExcerpt(listController, "func open(_ data: SubjectCellData)")]
        case .mvp:
            [CodeExcerpt("SubjectList/SubjectListPresenter.swift", "func didSelectCell(at"),
             CodeExcerpt(listController, "func showSubject(id:")]
        case .mvvm:
            [CodeExcerpt("SubjectList/SubjectCellCoordinator.swift", "func cellWasSelected()"),
             CodeExcerpt(listController, "override func handle(_ event"),
             CodeExcerpt(listController, "func showSubjectDetail(subjectID")]
        case .mvvmdc:
            [CodeExcerpt(listController, "didSelect cell: SubjectCellViewModel)"),
             CodeExcerpt(listController, "func open(_ item: SubjectCellData.Kind")]
        case .viper:
            [CodeExcerpt("SubjectList/SubjectListPresenter.swift", "func didSelectItem(at"),
             CodeExcerpt("SubjectList/SubjectListRouter.swift", "func showSubject(id: Int, named name: String, moduleOutput")]
        case .mvcs:
            [CodeExcerpt(listController, "func open(_ data: SubjectCellData)"),
             CodeExcerpt("SubjectDetail/Mediator+SubjectDetail.swift", "func subjectDetailScreen(id:")]
        case .mvvmObservation:
            [CodeExcerpt(listController, "didSelectItemAt index: Int)"),
             CodeExcerpt("SubjectList/SubjectListViewModel.swift", "func destination(of cell"),
             CodeExcerpt(listController, "func show(_ destination")]
        case .mvvmc:
            [CodeExcerpt("SubjectList/SubjectListViewModel.swift", "func select(at index"),
             CodeExcerpt("Coordinators/SubjectListCoordinator.swift", "func show(_ destination")]
        case .vip:
            [CodeExcerpt("SubjectList/SubjectListInteractor.swift", "func selectItem(_ request"),
             CodeExcerpt("SubjectList/SubjectListRouter.swift", "func routeToSelectedItem()")]
        case .redux:
            [CodeExcerpt("SubjectList/SubjectListReducer.swift", "case .itemSelected(let index):"),
             CodeExcerpt(listController, "if let destination = state.destination, previous?.destination == nil {")]
        }
    }

    private static func pop(_ architecture: Architecture) -> [CodeExcerpt] {
        let owner = switch architecture {
        case .mvc: listController
        case .mvp: "SubjectList/SubjectListPresenter.swift"
        case .mvvm, .mvvmObservation, .mvvmc: "SubjectList/SubjectListViewModel.swift"
        case .mvvmdc: "SubjectList/SubjectsDataController.swift"
        case .viper: "SubjectList/SubjectListInteractor.swift"
        case .mvcs: "SubjectList/SubjectListStore.swift"
        case .vip: "SubjectList/SubjectListWorker.swift"
        case .redux: "SubjectList/SubjectListEffects.swift"
        }
        // MVC makes its managers lazily, the others in their initialisers.
        let keyword = architecture == .mvc ? "var" : "let"
        return [CodeExcerpt(owner, "\(keyword) catalogueManager", through: "\(keyword) settingsManager")]
    }

    private static func theme(_ architecture: Architecture) -> [CodeExcerpt] {
        switch architecture {
        case .mvc:
            [CodeExcerpt(listController, "themeObservation = environment.themeStore.observe"),
             CodeExcerpt(listController, "func recolorVisibleCells(")]
        case .mvp:
            [CodeExcerpt("SubjectList/SubjectListPresenter.swift", "func followTheme()"),
             CodeExcerpt(listController, "func showTheme(")]
        case .mvvm:
            [CodeExcerpt("SubjectList/SubjectListContext.swift", "init(themeStore: ThemeStore)"),
             CodeExcerpt("SubjectList/SubjectCellCoordinator.swift", "func bind(to viewModel")]
        case .mvvmdc:
            [CodeExcerpt(listController, "themeObservation = environment.themeStore.observe"),
             CodeExcerpt(listController, "private func render() {"),
             CodeExcerpt("SubjectList/SubjectListContentView.swift", "func bind(_ viewModel: SubjectListContentViewModel)")]
        case .viper:
            [CodeExcerpt("SubjectList/SubjectListInteractor.swift", "func observeTheme()"),
             CodeExcerpt("SubjectList/SubjectListPresenter.swift", "func themeDidChange(to"),
             CodeExcerpt(listController, "func apply(_ colors")]
        case .mvcs:
            [CodeExcerpt(listController, "themeObservation = themeStore.observe"),
             CodeExcerpt(listController, "func recolorVisibleCells(")]
        case .mvvmObservation:
            [CodeExcerpt("SubjectList/SubjectListViewModel.swift", "themeObservation = environment.themeStore.observe"),
             CodeExcerpt(listController, "if cells != shownCells {")]
        case .mvvmc:
            [CodeExcerpt("SubjectList/SubjectListViewModel.swift", "themeObservation = environment.themeStore.observe"),
             CodeExcerpt("SubjectList/SubjectListViewModel.swift", "func themeChanged(to theme"),
             CodeExcerpt(listController, "func recolorVisibleCells()")]
        case .vip:
            [CodeExcerpt("SubjectList/SubjectListInteractor.swift", "func applyTheme("),
             CodeExcerpt("SubjectList/SubjectListPresenter.swift", "func presentTheme("),
             CodeExcerpt(listController, "func displayTheme(")]
        case .redux:
            [CodeExcerpt("SubjectList/SubjectListEffects.swift", "case .followTheme:"),
             CodeExcerpt("SubjectList/SubjectListReducer.swift", "case .themeChanged(let theme):"),
             CodeExcerpt(listController, "if state.cells != previous?.cells {")]
        }
    }

    private static func subjectScreen(_ architecture: Architecture) -> [CodeExcerpt] {
        switch architecture {
        case .mvc:
            [CodeExcerpt(detailController, "private func switchOffTapped()")]
        case .mvp:
            [CodeExcerpt("SubjectDetail/SubjectDetailPresenter.swift", "func switchOffTapped()"),
             CodeExcerpt(detailController, "func showSwitching(")]
        case .mvvm:
            [CodeExcerpt("SubjectDetail/SubjectDetailViewModel.swift", "private func switchOff()"),
             CodeExcerpt("SubjectDetail/SubjectDetailViewModel.swift", "isSwitching = switchOffPhase.map"),
             CodeExcerpt(detailController, "private func bindOutputs()")]
        case .mvvmdc:
            [CodeExcerpt(detailController, "func subjectDetailContentViewDidTapSwitchOff("),
             CodeExcerpt("SubjectDetail/SubjectDetailDataController.swift", "func switchOff(completion"),
             CodeExcerpt("SubjectDetail/SubjectDetailContentView.swift", "func bind(_ viewModel: SubjectDetailContentViewModel)")]
        case .viper:
            [CodeExcerpt("SubjectDetail/SubjectDetailPresenter.swift", "func didTapSwitchOff()"),
             CodeExcerpt("SubjectDetail/SubjectDetailPresenter.swift", "private func updateView()"),
             CodeExcerpt(detailController, "func display(_ screen: SubjectDetailDisplay)")]
        case .mvcs:
            [CodeExcerpt(detailController, "private func switchOffTapped()"),
             CodeExcerpt("SubjectDetail/SubjectDetailStore.swift", "func switchOff()")]
        case .mvvmObservation:
            [CodeExcerpt("SubjectDetail/SubjectDetailViewModel.swift", "func switchOff()"),
             CodeExcerpt(detailController, "override func updateProperties()")]
        case .mvvmc:
            [CodeExcerpt("SubjectDetail/SubjectDetailViewModel.swift", "func switchOff()"),
             CodeExcerpt(detailController, "private func render()")]
        case .vip:
            [CodeExcerpt("SubjectDetail/SubjectDetailInteractor.swift", "func switchOff(_ request"),
             CodeExcerpt("SubjectDetail/SubjectDetailPresenter.swift", "func presentDetails(_ response"),
             CodeExcerpt(detailController, "func displayDetails(")]
        case .redux:
            [CodeExcerpt("SubjectDetail/SubjectDetailReducer.swift", "case .switchOffTapped:"),
             CodeExcerpt(detailController, "private func render(_ state: SubjectListState)"),
             CodeExcerpt("SubjectDetail/SubjectDetailEffects.swift", "case .switchOff(let id):")]
        }
    }

    private static func link(_ architecture: Architecture) -> [CodeExcerpt] {
        let makeApp = "public static func makeApp("
        return switch architecture {
        case .mvc:
            [CodeExcerpt("MVCArchitecture.swift", makeApp), CodeExcerpt(listController, "private func openLinkedSubject()")]
        case .mvp:
            [CodeExcerpt("MVPArchitecture.swift", makeApp),
             CodeExcerpt("SubjectList/SubjectListPresenter.swift", "private func openLinkedSubject()")]
        case .mvvm:
            [CodeExcerpt("MVVMArchitecture.swift", makeApp),
             CodeExcerpt("SubjectList/SubjectListViewModel.swift", "private func followLink()"),
             CodeExcerpt(listController, "outputs.goToLinkedSubject.observe")]
        case .mvvmdc:
            [CodeExcerpt("MVVMDCArchitecture.swift", makeApp), CodeExcerpt(listController, "private func followLink()")]
        case .viper:
            [CodeExcerpt("VIPERArchitecture.swift", makeApp),
             CodeExcerpt("AppRouter.swift", "func makeRoot(link: String?)"),
             CodeExcerpt("SubjectList/SubjectListPresenter.swift", "private func openLinkedSubject()")]
        case .mvcs:
            [CodeExcerpt("MVCSArchitecture.swift", makeApp),
             CodeExcerpt("SubjectList/Mediator+SubjectList.swift", "func subjectListScreen(linkedSubjectID"),
             CodeExcerpt(listController, "private func openLinkedSubject()")]
        case .mvvmObservation:
            [CodeExcerpt("MVVMObservationArchitecture.swift", makeApp),
             CodeExcerpt("SubjectList/SubjectListViewModel.swift", "private func followLink()"),
             CodeExcerpt(listController, "viewModel.onLinkedSubjectListed =")]
        case .mvvmc:
            [CodeExcerpt("Coordinators/AppCoordinator.swift", "func startApp(link: String?)"),
             CodeExcerpt("Coordinators/SubjectListCoordinator.swift", "func listDidLoad(cells:")]
        case .vip:
            [CodeExcerpt("VIPArchitecture.swift", makeApp),
             CodeExcerpt("SubjectList/SubjectListInteractor.swift", "private func followLink()"),
             CodeExcerpt("SubjectList/SubjectListRouter.swift", "case .subject:")]
        case .redux:
            [CodeExcerpt("ReduxArchitecture.swift", makeApp),
             CodeExcerpt("SubjectList/SubjectListReducer.swift", "private static func followLink("),
             CodeExcerpt(listController, "if let destination = state.destination, previous?.destination == nil {")]
        }
    }

    private static func allSubjects(_ architecture: Architecture) -> [CodeExcerpt] {
        switch architecture {
        case .mvc:
            [CodeExcerpt(listController, "func subjectDetailViewControllerDidTapAllSubjects("),
             CodeExcerpt(listController, "case .more:")]
        case .mvp:
            [CodeExcerpt("MVPArchitecture.swift", "static func assembleSubjectList(", through: "return (view, presenter)"),
             CodeExcerpt("SubjectList/SubjectListPresenter.swift", "private func openAllSubjects()"),
             CodeExcerpt(listController, "func showAllSubjects(currentPhase")]
        case .mvvm:
            [CodeExcerpt("MVVMArchitecture.swift", "private static func makeSubjectListScreen("),
             CodeExcerpt("SubjectList/SubjectListViewModel.swift", "private func openAllSubjects()"),
             CodeExcerpt(listController, "private func show(_ destination")]
        case .mvvmdc:
            [CodeExcerpt(listController, "func subjectDetailViewControllerDidTapAllSubjects("),
             CodeExcerpt(listController, "private func openAllSubjects()"),
             CodeExcerpt("MVVMDCArchitecture.swift", "static func makeAllSubjectsScreen(")]
        case .viper:
            [CodeExcerpt("VIPERArchitecture.swift", "private static func subjectListBuilder("),
             CodeExcerpt("SubjectDetail/SubjectDetailPresenter.swift", "func didTapAllSubjects()"),
             CodeExcerpt("AllSubjects/AllSubjectsModuleBuilder.swift", "func assemble(currentPhase")]
        case .mvcs:
            [CodeExcerpt("MVCSArchitecture.swift", "static func mediator("),
             CodeExcerpt(detailController, "private func allSubjectsTapped()"),
             CodeExcerpt("AllSubjects/AllSubjectsTarget.swift", "case Action.allSubjectsScreen:")]
        case .mvvmObservation:
            [CodeExcerpt("MVVMObservationArchitecture.swift", "private static func makeSubjectListScreen("),
             CodeExcerpt(listController, "private func allSubjectsRequested()"),
             CodeExcerpt(listController, "private func show(_ destination")]
        case .mvvmc:
            [CodeExcerpt("Coordinators/SubjectListCoordinator.swift", "func showAllSubjects()"),
             CodeExcerpt("Coordinators/SubjectListCoordinator.swift", "func show(_ destination"),
             CodeExcerpt("Coordinators/SubjectListCoordinator.swift", "private func makeAllSubjectsScreen(")]
        case .vip:
            [CodeExcerpt("SubjectList/SubjectListRouter.swift", "case .more:"),
             CodeExcerpt("SubjectList/SubjectListRouter.swift", "func passDataToAllSubjects(source"),
             CodeExcerpt("SubjectDetail/SubjectDetailRouter.swift", "func routeToAllSubjects()")]
        case .redux:
            [CodeExcerpt("ReduxArchitecture.swift", "private static func makeSubjectListScreen("),
             CodeExcerpt("SubjectList/SubjectListReducer.swift", "private static func openAllSubjects(over"),
             CodeExcerpt(detailController, "if case .allSubjects(let currentPhase, let openSubjectIDs)? = detail.destination")]
        }
    }
}
