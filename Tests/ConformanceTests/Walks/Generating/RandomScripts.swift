// Teaches: seeded random walks. At each step the generator asks the model which events reach the
// app, picks a group at random (an answer, a typing, a tap…), then an event of it, so long walks
// stay dense. The seed alone rebuilds the walk: set CONFORMANCE_SEED to a printed seed to replay it.
import Foundation
import SharedTestSupport

enum RandomScripts {
    /// The environment variable that replays one seed.
    static let replayVariable = "CONFORMANCE_SEED"

    /// `count` seeds from `base`, or the one seed to replay when CONFORMANCE_SEED is set.
    static func seeds(count: Int, base: UInt64) -> [UInt64] {
        if let text = ProcessInfo.processInfo.environment[replayVariable], let seed = parse(text) {
            return [seed]
        }
        return (0..<max(0, count)).map { base &+ UInt64($0) }
    }

    static func parse(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }

    static func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

    /// One random walk of `length` events (fewer if nothing reaches the app any more).
    static func script<Model: ScreenModel>(
        _ model: Model.Type, seed: UInt64, length: Int,
        start makeStart: (inout SplitMix64) -> WalkStart, groups: [[Model.Event]]
    ) -> Script<Model> {
        var generator = SplitMix64(seed: seed)
        let start = makeStart(&generator)
        var state = Model.start(start)
        var events: [Model.Event] = []
        while events.count < length {
            let open = groups
                .map { group in group.filter { event in Model.reaches(event, in: state) } }
                .filter { group in !group.isEmpty }
            guard let group = generator.pick(open), let event = generator.pick(group) else { break }
            events.append(event)
            state = Model.step(state, event)
        }
        return Script(label: "random", start: start, prefixLength: 0, events: events, seed: seed)
    }
}
