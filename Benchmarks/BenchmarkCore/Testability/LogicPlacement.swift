import Foundation

/// Where an architecture's `logic` lines sit: in types that hold a view, or in types that hold none,
/// which a unit test can build without building a view (seeds 000, 001, 003 and 004 argue over it).
///
/// Decided by type, not by import. A type holds a view when it is one (a class inheriting, at any
/// depth, from the view kit's `View` or `ViewController`) or when a `let` or `var` declared directly
/// in its braces, or in an extension's, names such a class, as its type or in the value it starts
/// with. A protocol is not a view: a presenter that reaches its view through a protocol holds none.
/// A line outside every type is in none.
public struct LogicPlacement: Sendable, Equatable {
    /// The classes every view and view controller inherits from.
    public static let viewRoots: Set<String> = ["View", "ViewController"]

    /// Source lines with the `logic` role.
    public var logicLines: Int
    /// Those of them inside a type that holds a view.
    public var logicLinesInViewHolders: Int
    /// The types holding a view that have `logic` lines, in name order.
    public var viewHoldersWithLogic: [String]

    /// The percentage of `logic` lines in types that hold no view, or nil without `logic` lines.
    public var viewFreeShare: Double? {
        logicLines > 0 ? 100 * Double(logicLines - logicLinesInViewHolders) / Double(logicLines) : nil
    }

    /// Creates the figures.
    public init(logicLines: Int, logicLinesInViewHolders: Int, viewHoldersWithLogic: [String]) {
        self.logicLines = logicLines
        self.logicLinesInViewHolders = logicLinesInViewHolders
        self.viewHoldersWithLogic = viewHoldersWithLogic
    }

    /// The placement in `files`, given every class that is a view (``viewTypes(in:)``).
    public init(files: [ScannedSource], viewTypes: Set<String>) {
        let scopes = files.flatMap(\.typeScopes)
        let holders = Set(scopes.filter { scope in
            viewTypes.contains(scope.name) || !scope.propertyNames.isDisjoint(with: viewTypes)
        }.map(\.name))
        var logic = 0
        var inHolders = 0
        var holdersWithLogic: Set<String> = []
        for file in files {
            let roles = GlueCounter.rolesOfLines(file)
            for (index, line) in file.lines.enumerated() where line.hasCode && roles[index] == .logic {
                logic += 1
                if let scope = file.innermostScope(ofLine: index), holders.contains(scope.name) {
                    inHolders += 1
                    holdersWithLogic.insert(scope.name)
                }
            }
        }
        self.init(logicLines: logic, logicLinesInViewHolders: inHolders, viewHoldersWithLogic: holdersWithLogic.sorted())
    }

    /// The classes in `scopes` that inherit, at any depth, from one of ``viewRoots``, and the roots;
    /// a protocol that refines one is not a view.
    public static func viewTypes(in scopes: [ScannedSource.TypeScope]) -> Set<String> {
        var views = viewRoots
        var grew = true
        while grew {
            grew = false
            for scope in scopes where !scope.isProtocol && !views.contains(scope.name)
                && scope.inherited.contains(where: views.contains) {
                views.insert(scope.name)
                grew = true
            }
        }
        return views
    }

    /// The placement in the architecture whose sources are in `directory`, with the views declared
    /// there and in `viewDirectories` (the view kit and the shared views); all relative to `root`.
    ///
    /// - Throws: ``GlueCounterError`` if a directory is missing or a file is not UTF-8.
    public static func count(directory: String, viewDirectories: [String], root: String) throws(GlueCounterError) -> LogicPlacement {
        let files = try GlueCounter.scan(directory, root: root).map(\.scanned)
        var scopes = files.flatMap(\.typeScopes)
        for viewDirectory in viewDirectories {
            scopes += try GlueCounter.scan(viewDirectory, root: root).flatMap(\.scanned.typeScopes)
        }
        return LogicPlacement(files: files, viewTypes: viewTypes(in: scopes))
    }
}
