// Teaches: a story is one fixed walk with a name: the behaviours the issue says let planted bugs
// through, each written as the events that show it, checked step by step against the model like any
// generated walk. They stay covered whatever the alphabets and prefixes become.
import Testing

struct Story<Model: ScreenModel>: Sendable, CustomTestStringConvertible {
    let name: String
    let script: Script<Model>

    init(_ name: String, start: WalkStart, events: [Model.Event]) {
        self.name = name
        script = Script(label: name, start: start, prefixLength: 0, events: events, seed: nil)
    }

    var testDescription: String { name }
}
