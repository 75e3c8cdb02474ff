import Testing
@testable import BenchmarkCore

/// The one arithmetic both instruction counters share, on made-up window counts: the second window
/// minus the first, over the first's events, whichever counter counted them.
@Suite struct CountedWindowsTests {
    @Test func theFigureIsTheDifferenceOfTheWindowsOverTheFirstWindowsEvents() {
        // Set-up and whatever a window costs (1,000) fall in both windows; 3 iterations of 2 events
        // cost 600, so the second window, 6 iterations, holds 1,000 + 1,200.
        let counted = CountedWindows(iterations: 3, eventsPerIteration: 2, windows: [1_600, 2_200])
        #expect(counted.perEvent == 100)
        // The formula the Valgrind probe always used, to the bit.
        let windows: [UInt64] = [96_116_463, 187_233_019]
        let valgrind = CountedWindows(iterations: 100, eventsPerIteration: 2, windows: windows)
        #expect(valgrind.perEvent == Double(windows[1] - windows[0]) / Double(100 * 2))
    }

    @Test(arguments: [[], [5], [5, 6, 7], [7, 5]] as [[UInt64]])
    func withoutTwoGrowingWindowsThereIsNoFigure(windows: [UInt64]) {
        #expect(CountedWindows(iterations: 1, eventsPerIteration: 1, windows: windows).perEvent == nil)
    }

    @Test func equalWindowsCountNothingPerEvent() {
        #expect(CountedWindows(iterations: 4, eventsPerIteration: 1, windows: [9, 9]).perEvent == 0)
    }

    @Test func theValgrindChildSaysOnlyWhatItsWindowsHeld() throws {
        #expect(CountedWindows(iterations: 100, eventsPerIteration: 2).answer == "100 2")
        let read = try #require(CountedWindows(answer: "100 2\n"))
        #expect(read == CountedWindows(iterations: 100, eventsPerIteration: 2))
        #expect(read.windows.isEmpty)
    }

    @Test func theChildOnMacOSAddsWhatItsWindowsCounted() throws {
        let counted = CountedWindows(iterations: 1, eventsPerIteration: 1, windows: [1_234, 2_345])
        #expect(counted.answer == "1 1 1234 2345")
        #expect(CountedWindows(answer: counted.answer) == counted)
        #expect(try #require(CountedWindows(answer: counted.answer)).perEvent == 1_111)
    }

    @Test(arguments: ["", "100", "0 2", "100 0", "-1 2", "a 2", "100 2 x", "100 2 -5", "100 2 1.5"])
    func anythingElseIsNotAnAnswer(_ answer: String) {
        #expect(CountedWindows(answer: answer) == nil)
    }

    @Test func windowsLieBetweenReadingsOfACounterThatOnlyGrows() {
        #expect(CountedWindows.windows(betweenReadings: [100, 1_100, 3_100]) == [1_000, 2_000])
        #expect(CountedWindows.windows(betweenReadings: [100, nil, 3_100]) == nil, "a reading that failed")
        #expect(CountedWindows.windows(betweenReadings: [100, 50, 3_100]) == nil, "a counter that went back")
        #expect(CountedWindows.windows(betweenReadings: [100]) == nil)
    }
}
