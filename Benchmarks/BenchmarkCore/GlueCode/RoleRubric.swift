import Foundation

/// The one rubric that says which role a construct carries (spec §5), as far as a scanner can
/// recognise the construct, and the check that every architecture tags its code by it.
///
/// The glue-code figures compare architectures only if the same construct counts for the same role
/// everywhere: a data source that is `view` in one architecture and `glue` in another would compare
/// tagging habits. ``violations(in:path:)`` finds every recognised construct whose line carries
/// another role than the rubric's; the glue case refuses to count while there is one, and a test
/// runs it over every architecture in the catalogue.
public enum RoleRubric {
    /// One row of the rubric.
    public struct Rule: Sendable, Equatable {
        /// What the construct is, as the spec's table names it.
        public var construct: String
        /// The role every architecture gives it.
        public var role: Role
        /// Why, in one line.
        public var reason: String
        /// A regular expression that finds the construct in one line of code (comments excluded).
        public var pattern: String

        /// Creates a rule.
        public init(construct: String, role: Role, reason: String, pattern: String) {
            self.construct = construct
            self.role = role
            self.reason = reason
            self.pattern = pattern
        }
    }

    /// A construct tagged with another role than the rubric's.
    public struct Violation: Sendable, Equatable, CustomStringConvertible {
        /// The file, as given to ``violations(in:path:)``.
        public var path: String
        /// One-based line.
        public var line: Int
        /// The rule's construct.
        public var construct: String
        /// The role the line carries.
        public var found: Role
        /// The role the rubric gives the construct.
        public var expected: Role

        /// Creates a violation.
        public init(path: String, line: Int, construct: String, found: Role, expected: Role) {
            self.path = path
            self.line = line
            self.construct = construct
            self.found = found
            self.expected = expected
        }

        public var description: String {
            "\(path):\(line): \(construct) is tagged \(found.rawValue); the rubric (spec §5) says \(expected.rawValue)"
        }
    }

    /// The rules, in the order of the spec's table. A line matched by several rules must satisfy
    /// the first.
    public static let rules: [Rule] = [
        Rule(construct: "target-action registration", role: .glue,
             reason: "it connects a widget's event to the object that handles it, and does nothing else",
             pattern: #"\.addTarget\("#),
        Rule(construct: "data source or delegate assignment", role: .glue,
             reason: "it connects two components so that questions and events flow between them",
             pattern: #"\.(dataSource|delegate)\s*=[^=]"#),
        Rule(construct: "delegate callback", role: .glue,
             reason: "a method named for its sender that relays what the sender saw (an answer, a tap, a selection)",
             pattern: #"func\s+\w+Did\w*\(_\s+\w+:|func\s+\w+\(_\s+\w+:\s*[\w.]+,\s*did\w*"#),
        Rule(construct: "data source method", role: .view,
             reason: "it makes and fills the cells the list shows: composing the view",
             pattern: #"func\s+numberOfItems\(in|func\s+collectionView\(_\s+\w+:\s*CollectionView,\s*cellForItemAt"#),
        Rule(construct: "boundary protocol", role: .glue,
             reason: "a delegate, input, output or view protocol only declares how two components talk",
             pattern: #"protocol\s+\w+(Delegate|DataSource|Input|Inputs|Output|Outputs|ViewProtocol|ViewModelType|BusinessLogic|PresentationLogic|DisplayLogic|RoutingLogic|DataStore|DataPassing)\b"#),
        Rule(construct: "subscription or binding", role: .glue,
             reason: "it carries every new value from one component to another",
             pattern: #"\.subscribe\(to:|\.observe\s*(\{|\()|\.bind\(to:"#),
        Rule(construct: "push or pop", role: .navigation,
             reason: "moving between screens",
             pattern: #"\.(pushViewController|popViewController)\("#),
        Rule(construct: "builder", role: .assembly,
             reason: "it creates a module's parts and connects them",
             pattern: #"(struct|class|protocol)\s+\w+(Builder|ModuleBuilding)\b"#),
        Rule(construct: "display struct", role: .state,
             reason: "plain data describing what a view shows",
             pattern: #"struct\s+\w+(Display|State)\b"#),
        Rule(construct: "mediator target", role: .assembly,
             reason: "it builds the called feature's screen from an action and its parameters, as a builder does",
             pattern: #"(struct|class|enum|protocol)\s+\w*Target\b"#),
        Rule(construct: "mediator or typed wrapper", role: .navigation,
             reason: "it resolves a move to another feature's screen by name: moving between screens",
             pattern: #"(class|extension)\s+Mediator\b"#),
        Rule(construct: "store", role: .state,
             reason: "it keeps what was fetched and answers questions about it: the screen's data",
             pattern: #"(struct|class)\s+\w+Store\b"#),
        Rule(construct: "scene configurator", role: .assembly,
             reason: "it creates a scene's parts and connects the cycle, as a builder does",
             pattern: #"(enum|struct|class)\s+\w+Configurator\b"#),
        Rule(construct: "use-case model", role: .state,
             reason: "a Request, Response or ViewModel is plain data crossing the cycle",
             pattern: #"struct\s+(Request|Response|ViewModel)\b"#),
        Rule(construct: "reducer", role: .logic,
             reason: "it decides the next state and the effects to run from the state and an action: every rule of a screen",
             pattern: #"(enum|struct)\s+\w+Reducer\s*:\s*Reducer\b"#),
        Rule(construct: "action or effect", role: .glue,
             reason: "it names an event for the reducer, or work for the effect runner, as a delegate method names one",
             pattern: #"enum\s+\w+(Action|Effect)\b"#),
        Rule(construct: "the store of a unidirectional flow", role: .glue,
             reason: "it carries actions to the reducer and states to the subscribers, and decides nothing",
             pattern: #"class\s+Store\b"#),
        Rule(construct: "flow coordinator", role: .navigation,
             reason: "it owns a flow: builds its screens and moves between them, so no screen names another",
             pattern: #"class\s+\w+Coordinator\s*:\s*Coordinator\b|protocol\s+Coordinator\b"#),
        Rule(construct: "observation-tracked update", role: .glue,
             reason: "it carries the view model's state to the widgets, as a binding does: Observation saves the subscription, not the carrying",
             pattern: #"func\s+updateProperties\(\)"#),
        Rule(construct: "waiting for both answers", role: .logic,
             reason: "deciding when the screen may change (spec §3.3) is a rule of the screen",
             pattern: #"\banswers\.(expect|land)\("#),
    ]

    /// Every recognised construct of one source file whose line carries another role than the
    /// rubric's, in line order.
    public static func violations(in text: String, path: String) -> [Violation] {
        let compiled = rules.compactMap { rule in (try? Regex(rule.pattern)).map { (rule, $0) } }
        let roles = GlueCounter.rolesOfLines(text)
        var result: [Violation] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = Self.code(of: rawLine)
            guard !code.isEmpty, index < roles.count else {
                continue
            }
            guard let (rule, _) = compiled.first(where: { code.contains($0.1) }) else {
                continue
            }
            if roles[index] != rule.role {
                result.append(Violation(path: path, line: index + 1, construct: rule.construct,
                                        found: roles[index], expected: rule.role))
            }
        }
        return result
    }

    /// Every violation in the `.swift` files under `directory` (relative to `root`), in path order;
    /// paths in the result are relative to `root`. A file that cannot be read is reported as a
    /// violation of its own, so that nothing goes unchecked in silence.
    public static func violations(inDirectory directory: String, root: String) -> [Violation] {
        let base = URL(fileURLWithPath: root).appendingPathComponent(directory).path
        return GlueCounter.swiftFiles(in: base).flatMap { relative in
            let path = directory + "/" + relative
            guard let text = GlueCounter.readText(atPath: base + "/" + relative) else {
                return [Violation(path: path, line: 0, construct: "unreadable file", found: .unassigned, expected: .unassigned)]
            }
            return violations(in: text, path: path)
        }
    }

    /// The line without its trailing comment; empty for a comment line.
    private static func code(of line: Substring) -> Substring {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") {
            return ""
        }
        if let comment = trimmed.range(of: " //") {
            return trimmed[..<comment.lowerBound]
        }
        return trimmed
    }
}
