import SharedModel
import Testing

@Suite("Awaited answers")
struct AwaitedAnswersTests {
    @Test("Completes when the last awaited answer lands, in either order", arguments: [["a", "b"], ["b", "a"]])
    func completesOnLast(order: [String]) {
        var answers = AwaitedAnswers<String>()
        answers.expect(["a", "b"])
        #expect(answers.land(order[0]) == false)
        #expect(answers.isWaiting)
        #expect(answers.land(order[1]) == true)
        #expect(answers.isWaiting == false)
    }

    @Test("A second answer from the same source never completes a load")
    func duplicateIgnored() {
        var answers = AwaitedAnswers<String>()
        answers.expect(["a", "b"])
        #expect(answers.land("a") == false)
        #expect(answers.land("a") == false)
        #expect(answers.land("b") == true)
        #expect(answers.land("b") == false)
    }

    @Test("An answer nobody awaits is ignored")
    func strangerIgnored() {
        var answers = AwaitedAnswers<String>()
        #expect(answers.land("a") == false)
        answers.expect(["a"])
        #expect(answers.land("z") == false)
        #expect(answers.land("a") == true)
    }

    @Test("A new load replaces the one in progress")
    func newLoadReplaces() {
        var answers = AwaitedAnswers<String>()
        answers.expect(["a", "b"])
        #expect(answers.land("a") == false)
        answers.expect(["a", "b"])
        #expect(answers.land("b") == false)
        #expect(answers.land("a") == true)
    }
}
