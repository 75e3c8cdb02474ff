import Architectures

/// What the architectures draw for one ``ScreenState``: one look when they all draw the same, as
/// they must once every change has landed; more while a change to what the screen shows is landing
/// in one architecture after another (docs/SPEC.md §7).
struct StateLooks {
    /// One drawing and the architectures that draw it, in catalogue order.
    struct Look {
        var architectures: [Architecture]
        let svg: String
    }

    let state: ScreenState
    /// The looks, first the first architecture's.
    let looks: [Look]

    /// The file of look `index`: `<state>.svg` for the first, then `<state>-2.svg` and on.
    func fileName(ofLook index: Int) -> String {
        index == 0 ? "\(state.rawValue).svg" : "\(state.rawValue)-\(index + 1).svg"
    }

    /// Every look's file name and drawing.
    var files: [(name: String, svg: String)] {
        looks.indices.map { (fileName(ofLook: $0), looks[$0].svg) }
    }
}
