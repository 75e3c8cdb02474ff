import Testing
@testable import BenchmarkCore

@Suite struct BehaviourTestTests {
    @Test func aBehaviourTestIsFoundWithItsSuiteAndSetup() {
        let source = """
            // The suite's init and its properties' initial values run before each test: setup for all.
            @Suite struct LoginTests {
                private let screen: Screen
                private let window = Window()
                private var computed: Int { 1 }

                init() {
                    screen = Screen()
                }

                @Test("B1 Validation order")
                func validationOrder() throws {
                    screen.type("a")
                    // a comment is not setup

                    #expect(screen.message == "x")
                    screen.type("b")
                }

                @Test("B12 Another") func other() {
                    #require(true)
                }

                @Test("Not a behaviour") func plain() {}
                @Test("B3 On one line") func short() { #expect(true) }
            }
            """
        #expect(BehaviourTest.find(in: source, module: "MVCTests") == [
            BehaviourTest(behaviour: "B1", module: "MVCTests", suite: "LoginTests", function: "validationOrder", setupLines: 3),
            BehaviourTest(behaviour: "B12", module: "MVCTests", suite: "LoginTests", function: "other", setupLines: 2),
            BehaviourTest(behaviour: "B3", module: "MVCTests", suite: "LoginTests", function: "short", setupLines: 2),
        ])
    }

    @Test func theFilterSelectsOneTestByItsIdentifier() throws {
        let test = BehaviourTest(behaviour: "B1", module: "MVCTests", suite: "LoginTests", function: "validationOrder", setupLines: 0)
        let filter = try Regex(test.filter)
        #expect("MVCTests.LoginTests/validationOrder()".contains(filter))
        #expect("MVCTests.Outer/LoginTests/validationOrder()".contains(filter))
        #expect(!"MVCSTests.LoginTests/validationOrder()".contains(filter))
        #expect(!"MVCTests.LoginTests/validationOrderAgain()".contains(filter))
    }

    @Test func lcovRecordsAreReadPerFile() {
        let lcov = """
            SF:/p/Sources/MVC/A.swift
            FN:3,$s3MVC1AC4loadyyF
            FNDA:2,$s3MVC1AC4loadyyF
            FNDA:0,$s3MVC1AC5otheryyF
            DA:3,2
            DA:4,0
            LF:2
            end_of_record
            """
        let coverage = LineCoverage(lcov: lcov)
        #expect(coverage.files == ["/p/Sources/MVC/A.swift": LineCoverage.File(
            functionCounts: ["$s3MVC1AC4loadyyF": 2, "$s3MVC1AC5otheryyF": 0], lineCounts: [3: 2, 4: 0])])
        #expect(coverage.functionsRun == ["$s3MVC1AC4loadyyF": 2])
    }
}

@Suite struct TestSupportLineTests {
    @Test func supportIsEverythingOutsideTestFunctionsAndTheirAttributes() {
        let source = """
            import Testing

            struct Spy {
                var calls = 0
            }

            @Suite struct Tests {
                @Test("B1 One")
                func one() {
                    #expect(true)
                }

                @Test func two() { #expect(true) }

                private func helper() -> Int {
                    1
                }
            }
            """
        // import, struct Spy { var calls, }, @Suite struct Tests {, private func helper, 1, }, }
        #expect(BehaviourTest.supportLines(in: source) == 9)
    }
}
