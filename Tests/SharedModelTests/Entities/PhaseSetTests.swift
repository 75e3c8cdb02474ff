import SharedModel
import Testing

/// The phases a subject cell names (spec §7.2): the app's three, in its order, each once.
struct PhaseSetTests {
    @Test("Known phases only, each once, whatever the order they come in")
    func knownOnly() {
        let college = Phase(rawValue: "college")
        #expect(PhaseSet([.senior, college, .junior, .senior]) == [.junior, .senior])
        #expect(PhaseSet([college]) == [])
        #expect(PhaseSet(Phase(rawValue: "Junior")) == [], "names are compared exactly, case included")
        #expect(PhaseSet(.primary) == .primary)
    }

    @Test("The line: canonical order, the spec's words, joined by a spaced middle dot; empty for none")
    func detail() {
        #expect(PhaseSet([.senior, .junior, .primary]).detail == "Primary · Junior · Senior")
        #expect(PhaseSet([.senior, .junior]).detail == "Junior · Senior")
        #expect(PhaseSet([.senior, .primary]).detail == "Primary · Senior")
        #expect(PhaseSet.junior.detail == "Junior")
        #expect(PhaseSet().detail == "")
    }
}
