import MVC
import MVCS
import MVP
import MVVM
import MVVMC
import MVVMDC
import MVVMObservation
import Redux
import SharedModel
import SharedViews
import VIP
import VIPER
import ViewKit

/// Every architecture of the project, one case each. Tests run once per case and the benchmark
/// measures every case, so adding an architecture means adding its case here and nothing else.
public enum Architecture: String, CaseIterable, Sendable, CustomStringConvertible {
    case mvc
    case mvp
    case mvvm
    case mvvmdc
    case viper
    case mvcs
    case mvvmObservation
    case mvvmc
    case vip
    case redux

    /// The name people know the pattern by.
    public var displayName: String {
        switch self {
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .mvvm: "MVVM"
        case .mvvmdc: "MVVM-DC"
        case .viper: "VIPER"
        case .mvcs: "MVCS"
        case .mvvmObservation: "MVVM-Observation"
        case .mvvmc: "MVVM-C"
        case .vip: "VIP"
        case .redux: "Redux"
        }
    }

    public var description: String { displayName }

    /// Where the architecture's sources live, relative to the package root.
    public var sourceDirectory: String {
        switch self {
        case .mvc: "Sources/MVC"
        case .mvp: "Sources/MVP"
        case .mvvm: "Sources/MVVM"
        case .mvvmdc: "Sources/MVVMDC"
        case .viper: "Sources/VIPER"
        case .mvcs: "Sources/MVCS"
        case .mvvmObservation: "Sources/MVVMObservation"
        case .mvvmc: "Sources/MVVMC"
        case .vip: "Sources/VIP"
        case .redux: "Sources/Redux"
        }
    }

    /// How its subject list reads the catalogue: MVVM-DC's data controllers and VIPER's
    /// interactor hand entities on, as their layers call for; the others reform straight to cells.
    public var listReading: ListReading {
        switch self {
        case .mvc, .mvp, .mvvm, .mvcs, .mvvmObservation, .mvvmc, .vip, .redux: .cellsInOneStep
        case .mvvmdc, .viper: .entitiesFirst
        }
    }

    /// What moves it from one screen to the next: VIPER's and VIP's routers, MVCS's mediator and
    /// MVVM-C's coordinators each keep the screens apart; the others push from the view controller
    /// (the Redux store's view controllers push when the state says a screen is on top).
    public var navigation: ScreenNavigation {
        switch self {
        case .mvc, .mvp, .mvvm, .mvvmdc, .mvvmObservation, .redux: .viewController
        case .viper, .vip: .router
        case .mvcs: .mediator
        case .mvvmc: .coordinator
        }
    }

    @MainActor
    private var screens: any ScreenFactory.Type {
        switch self {
        case .mvc: MVCArchitecture.self
        case .mvp: MVPArchitecture.self
        case .mvvm: MVVMArchitecture.self
        case .mvvmdc: MVVMDCArchitecture.self
        case .viper: VIPERArchitecture.self
        case .mvcs: MVCSArchitecture.self
        case .mvvmObservation: MVVMObservationArchitecture.self
        case .mvvmc: MVVMCArchitecture.self
        case .vip: VIPArchitecture.self
        case .redux: ReduxArchitecture.self
        }
    }

    /// The architecture's login screen over `environment`.
    @MainActor
    public func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        screens.makeLoginScreen(environment: environment)
    }

    /// The architecture's subject list over `environment`.
    @MainActor
    public func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        screens.makeSubjectListScreen(environment: environment)
    }

    /// The architecture's app as it starts over `environment`, opened by `link` if it was opened
    /// from one (docs/SPEC.md §7.4).
    @MainActor
    public func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        screens.makeApp(environment: environment, link: link)
    }
}
