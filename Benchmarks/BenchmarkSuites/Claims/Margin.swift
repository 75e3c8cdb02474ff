import BenchmarkCore

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
        guard kind.isWhole else { return gap }
        return holds == inclusive ? gap.rounded(.down) + 1 : gap.rounded(.up)
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
        // `3 fewer code lines`, `2.5 percentage points more`, `0.2 less in its ratio`, `1.2 ms less`.
        let amount = kind.isWhole || unit.isEmpty || unit.hasPrefix("in ")
            ? "\(kind.format(distance)) \(direction)\(unit.isEmpty ? "" : " " + unit)"
            : "\(kind.format(distance)) \(unit) \(direction)"
        return "\(subject) would need \(amount)"
    }
}

/// A kind of figure a verdict can turn on, with the uncertainty docs/measuring.md states for it:
/// a share of the figure, a floor, and how a distance is printed.
struct FigureKind: Sendable, Equatable {
    /// The unit in words, plural, after a number (`code lines`); empty for a figure printed with its
    /// unit (a time).
    let unitWords: String
    /// The uncertainty as a share of the figure.
    let relative: Double
    /// The least uncertainty, in the unit.
    let floor: Double
    /// Whether the figure counts whole things.
    let isWhole: Bool
    /// Whether a distance prints as a time in nanoseconds, scaled (`1.2 ms`).
    var isTime = false

    /// Code lines of an architecture, as written by one author: another competent author would
    /// write the same change differently. Uncertain by the spread two independent authors of the
    /// same changes showed, as a share and as a floor in lines (``AuthorSpread``).
    static var codeLines: FigureKind {
        FigureKind(unitWords: "code lines", relative: AuthorSpread.current.relative, floor: AuthorSpread.current.floor,
                   isWhole: true)
    }
    /// Files, as code lines: 15%, and at least one file.
    static let files = FigureKind(unitWords: "files", relative: 0.15, floor: 1, isWhole: true)
    /// A share of files, in percentage points: as uncertain as the files, 15%.
    static let fileShare = FigureKind(unitWords: "percentage points", relative: 0.15, floor: 0, isWhole: false)
    /// Types, protocols or names across features, as code lines: 15%, and at least one.
    static func declarations(_ unitWords: String) -> FigureKind {
        FigureKind(unitWords: unitWords, relative: 0.15, floor: 1, isWhole: true)
    }
    /// A share of code lines, in percentage points, as uncertain as the code lines (``AuthorSpread``).
    static var lineShare: FigureKind {
        FigureKind(unitWords: "percentage points", relative: AuthorSpread.current.relative, floor: 0, isWhole: false)
    }
    /// A ratio of code lines, as uncertain as the code lines (``AuthorSpread``).
    static var codeLineRatio: FigureKind {
        FigureKind(unitWords: "in its ratio", relative: AuthorSpread.current.relative, floor: 0, isWhole: false)
    }
    /// A ratio of instruction counts: a count moves with where the code is placed, and the compare
    /// gate treats 2% as noise.
    static let instructionRatio = FigureKind(unitWords: "in its ratio", relative: 0.02, floor: 0, isWhole: false)
    /// A share of instruction counts, in percentage points: 2% of each count, so about 3% of a
    /// difference of two.
    static let instructionShare = FigureKind(unitWords: "percentage points", relative: 0.03, floor: 0, isWhole: false)
    /// A time, in nanoseconds, whose uncertainty is the spread its samples showed (`spread`: the
    /// distance from their median to their 90th percentile, summed over the times it is made of).
    static func time(spread: Double) -> FigureKind {
        FigureKind(unitWords: "", relative: 0, floor: spread, isWhole: false, isTime: true)
    }
    /// A share of a time, in percentage points, uncertain by the spread of its samples.
    static func timeShare(spread: Double) -> FigureKind {
        FigureKind(unitWords: "percentage points", relative: 0, floor: spread, isWhole: false)
    }
    /// A ratio of times, uncertain by the spread of its samples.
    static func timeRatio(spread: Double) -> FigureKind {
        FigureKind(unitWords: "in its ratio", relative: 0, floor: spread, isWhole: false)
    }
    /// A figure that is the same on every run and every clone and is no author's choice of wording
    /// (objects alive, requests, bytes, coverage, calls): no uncertainty.
    static func exact(_ unitWords: String, whole: Bool = true) -> FigureKind {
        FigureKind(unitWords: unitWords, relative: 0, floor: 0, isWhole: whole)
    }

    /// The uncertainty of a figure of this kind whose size is `scale`.
    func uncertainty(of scale: Double) -> Double {
        max(relative * abs(scale), floor)
    }

    /// A distance as the words print it.
    func format(_ value: Double) -> String {
        if isTime { return ValueFormatter.format(value, unit: "ns") }
        return isWhole ? String(Int(value.rounded())) : ClaimCatalogue.count((value * 1000).rounded() / 1000)
    }
}
