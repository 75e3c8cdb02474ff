/// One of the five articles the project grew from and its claims come from, each credited in
/// `docs/sources.md` under its name. Claims carry the article's number; readers see the name.
public enum SourceArticle: String, Sendable, CaseIterable {
    /// The Yuantiku team's MVVM with data controllers (Lancy, 2015).
    case yuantiku = "000"
    /// A small binding kit shown on a login form (2021).
    case lightweightMVVM = "001"
    /// Casa Taloyum's series on the view and network layers (2015).
    case onIOSApplicationArchitecture = "002"
    /// From MVC to MVVM to VIPER, with a router.
    case viperInPractice = "003"
    /// MVVM per cell, with cell coordinators.
    case applicationLayer = "004"

    /// The name the claims and pages cite it by, and its heading in `docs/sources.md`.
    public var name: String {
        switch self {
        case .yuantiku: "Yuantiku's client architecture"
        case .lightweightMVVM: "A lightweight MVVM framework"
        case .onIOSApplicationArchitecture: "On iOS application architecture"
        case .viperInPractice: "VIPER in practice"
        case .applicationLayer: "The application layer"
        }
    }

    /// The fragment of its heading in `docs/sources.md`.
    public var anchor: String {
        MarkdownAnchor.fragment(of: name)
    }

    /// `[name](docs/sources.md#anchor)`, a link from a page at `pathToRoot` from the package root
    /// (`""` for the README, `"../"` for a page in `docs/`).
    public func link(fromRoot pathToRoot: String) -> String {
        "[\(name)](\(pathToRoot)docs/sources.md#\(anchor))"
    }
}
