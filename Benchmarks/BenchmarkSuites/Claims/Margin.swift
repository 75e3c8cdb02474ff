/// How far a verdict is from changing, in its deciding figure's own unit, against how much that
/// figure is uncertain: a verdict whose margin is inside the uncertainty is too close to call.
struct Margin: Sendable, Equatable {
    /// The least change that would give another verdict, in words: `MVVM-C would need 3 fewer code
    /// lines`.
    let words: String
    /// Whether every figure that change moves lies within its uncertainty of flipping.
    let tooCloseToCall: Bool

    /// The margin of a verdict built from `parts` (``Judgement/parts(_:why:measured:)``): the single
    /// part whose flip changes the verdict and is nearest its edge, for its uncertainty; for a mixed
    /// verdict that no single flip changes, every part on the nearer side would have to flip.
    init?(parts: [Comparison]) {
        guard !parts.isEmpty else { return nil }
        let holding = parts.filter(\.holds)
        let failing = parts.filter { !$0.holds }
        // The parts whose flip alone changes the verdict.
        var single: [Comparison] = []
        if failing.isEmpty || holding.isEmpty {
            single = parts
        } else {
            if holding.count == 1 { single += holding }
            if failing.count == 1 { single += failing }
        }
        if let nearest = single.min(by: { $0.closeness < $1.closeness }) {
            words = nearest.flipWords
            tooCloseToCall = nearest.distance <= nearest.uncertainty
        } else {
            let group = holding.count <= failing.count ? holding : failing
            words = "all of " + group.map(\.flipWords).joined(separator: "; ")
            tooCloseToCall = group.allSatisfy { $0.distance <= $0.uncertainty }
        }
    }

    /// A margin stated by a rule that is not built from parts.
    init(words: String, tooCloseToCall: Bool) {
        self.words = words
        self.tooCloseToCall = tooCloseToCall
    }
}

/// One part of a verdict: whose figure, against which edge, on which side it holds, and of what
/// kind (whose uncertainty decides how near the edge is too near).
struct Comparison: Sendable, Equatable {
    /// On which side of its edge a figure holds.
    enum Side: Sendable, Equatable {
        /// Holds when strictly below the edge.
        case below
        /// Holds when at or below the edge.
        case atMost
        /// Holds when strictly above the edge.
        case above
        /// Holds when at or above the edge.
        case atLeast
    }

    /// Whose figure it is, as the words name it: `MVVM-C`, `MVC's controller`.
    let subject: String
    let value: Double
    let edge: Double
    let side: Side
    let kind: FigureKind
    /// What a relative uncertainty is taken of: by default the larger of the figure and its edge.
    let scale: Double

    init(_ subject: String, _ value: Double, _ side: Side, _ edge: Double, kind: FigureKind, scale: Double? = nil) {
        self.subject = subject
        self.value = value
        self.edge = edge
        self.side = side
        self.kind = kind
        self.scale = scale ?? max(abs(value), abs(edge))
    }

    var holds: Bool {
        switch side {
        case .below: value < edge
        case .atMost: value <= edge
        case .above: value > edge
        case .atLeast: value >= edge
        }
    }

    /// The least change of the figure, in its unit, that flips the part: a whole count must pass
    /// a strict edge by one.
    var distance: Double {
        let gap = abs(value - edge)
        let inclusive = side == .atMost || side == .atLeast
        let step = kind.isWhole ? 1.0 : 0.0
        return holds == inclusive ? gap + step : gap
    }

    /// How uncertain the figure is (``FigureKind/uncertainty(of:)``).
    var uncertainty: Double {
        kind.uncertainty(of: scale)
    }

    /// The distance in uncertainties, to find the part nearest its edge across kinds.
    var closeness: Double {
        uncertainty > 0 ? distance / uncertainty : distance * 1e9
    }

    /// A part that holds only when every one of `parts` does, as one comparison: while it holds, the
    /// one nearest its edge (its flip alone breaks it); while it fails, the failing one farthest from
    /// its edge (every failing one must flip, that one last).
    static func all(_ parts: [Comparison]) -> Comparison {
        let failing = parts.filter { !$0.holds }
        if failing.isEmpty {
            return parts.min { $0.closeness < $1.closeness } ?? parts[0]
        }
        return failing.max { $0.closeness < $1.closeness } ?? failing[0]
    }

    /// `MVVM-C would need 3 fewer code lines`.
    var flipWords: String {
        let upward = switch side {
        case .below, .atMost: holds
        case .above, .atLeast: !holds
        }
        let direction = upward ? "more" : kind.isWhole ? "fewer" : "less"
        let unit = kind.isWhole && distance == 1 ? String(kind.unitWords.dropLast()) : kind.unitWords
        return "\(subject) would need \(kind.format(distance)) \(direction)\(unit.isEmpty ? "" : " " + unit)"
    }
}

/// The kinds of figure a verdict can turn on, each with the uncertainty docs/measuring.md states
/// for it.
enum FigureKind: String, Sendable, Equatable {
    /// Code lines of an architecture, as written by one author: another competent author would
    /// write the same change a little differently. Until the spread between independent
    /// implementations is measured, a stated floor: 15% of the figure, and at least 5 lines.
    case codeLines
    /// Files, as code lines: 15%, and at least one file.
    case files
    /// A ratio of code lines: 15%.
    case codeLineRatio
    /// An instruction count: it moves with where the code is placed; the compare gate treats 2%
    /// as noise.
    case instructions
    /// A figure that is the same on every run and every clone and is no author's choice of
    /// wording (bytes, allocations, coverage): no uncertainty.
    case exact

    /// The uncertainty of a figure of this kind whose size is `scale`.
    func uncertainty(of scale: Double) -> Double {
        switch self {
        case .codeLines: max(0.15 * abs(scale), 5)
        case .files: max(0.15 * abs(scale), 1)
        case .codeLineRatio: 0.15 * abs(scale)
        case .instructions: 0.02 * abs(scale)
        case .exact: 0
        }
    }

    /// Whether the figure counts whole things.
    var isWhole: Bool {
        self == .codeLines || self == .files
    }

    /// The unit in words, after a number.
    var unitWords: String {
        switch self {
        case .codeLines: "code lines"
        case .files: "files"
        case .codeLineRatio: "in its ratio"
        case .instructions: "instructions"
        case .exact: ""
        }
    }

    /// A distance as the words print it.
    func format(_ value: Double) -> String {
        isWhole ? String(Int(value.rounded())) : ClaimCatalogue.count((value * 1000).rounded() / 1000)
    }
}
