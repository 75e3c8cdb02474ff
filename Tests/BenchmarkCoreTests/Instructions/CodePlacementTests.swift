import Testing
@testable import BenchmarkCore

/// A count that depends on where the code lies is taken at several placements and reported as
/// their median, with the counts as its samples; one that does not stays one exact count.
@Suite struct CodePlacementTests {
    @Test func everyPlacementIsItsOwnPageAlignedAddressAndValgrindOption() {
        let addresses = (0..<CodePlacement.samples).map(CodePlacement.address)
        #expect(Set(addresses).count == CodePlacement.samples)
        #expect(addresses.allSatisfy { $0 % 4096 == 0 })
        #expect(CodePlacement.argument(0) == "--aspace-minaddr=0x1000000")
        #expect(CodePlacement.argument(1) == "--aspace-minaddr=0x1011000")
    }

    @Test(arguments: [(7_990.0, 7_990.0), (10_000.0, 10_099.0), (10_099.0, 10_000.0), (0.0, 0.0)])
    func countsWithinOnePerCentDoNotDependOnPlacement(first: Double, second: Double) {
        #expect(!CodePlacement.matters(first, second))
    }

    @Test(arguments: [(58_971.0, 64_587.0), (10_000.0, 10_102.0), (10_102.0, 10_000.0), (0.0, 1.0)])
    func countsFurtherApartDependOnPlacement(first: Double, second: Double) {
        #expect(CodePlacement.matters(first, second))
    }

    @Test func workThatHashesAKeyPathIsToldByTheFunctionsItRan() {
        // As callgrind names them in MVVM-Observation's keystroke window.
        let observation = [
            "$ss17_NativeDictionaryV7_delete2atys10_HashTableV6BucketV_tFs10AnyKeyPathC_ShySiGTg5",
            "$ss10AnyKeyPathC4hash4intoys6HasherVz_tF",
        ]
        #expect(CodePlacement.hashesKeyPaths(observation))
        #expect(CodePlacement.hashesKeyPaths(["$ss10AnyKeyPathCSHsSH13_rawHashValue4seedS2i_tFTW"]))
        // Making or comparing a key path, or hashing anything else, is no dependence on placement.
        #expect(!CodePlacement.hashesKeyPaths(["$ss10AnyKeyPathCMa", "$ss10AnyKeyPathC2eeoiySbAB_ABtFZTf4nnd_n",
                                               "$sSS4hash4intoys6HasherVz_tF", "swift_getKeyPath"]))
        #expect(!CodePlacement.hashesKeyPaths([String]()))
    }

    @Test func workThatDecodesWithJSONDecoderDependsOnPlacementToo() {
        let decoding = ["$s20FoundationEssentials11JSONDecoderC6decode_4fromxxm_AA4DataVtKSeRzlF"]
        #expect(CodePlacement.dependsOnPlacement(decoding))
        #expect(!CodePlacement.hashesKeyPaths(decoding))
        #expect(CodePlacement.dependsOnPlacement(["$ss10AnyKeyPathC4hash4intoys6HasherVz_tF"]))
        #expect(!CodePlacement.dependsOnPlacement(["$s20FoundationEssentials11JSONEncoderC6encodey", "$sSS4hash4intoys6HasherVz_tF"]))
    }

    @Test func oneExactCountIsTheFigureWithNoSamples() {
        let metric = Metric.instructions(InstructionCount(perEvent: 7_990.004))
        #expect(metric.value == 7_990)
        #expect(metric.spread == nil)
        #expect(metric.kind == .instructions)
    }

    @Test func placedCountsAreTheirMedianWithEveryCountAsASample() throws {
        let counts: [Double] = [82_648, 86_479, 79_538, 76_986, 75_466, 77_785]
        let count = InstructionCount(placements: counts)
        #expect(count.perEvent == 78_661.5)
        let metric = Metric.instructions(count)
        #expect(metric.value == 78_661.5)
        #expect(try #require(metric.spread?.values) == counts)
    }

    @Test func perByteDividesTheFigureAndEveryPlacement() {
        let count = InstructionCount(placements: [200, 400, 300]).divided(by: 100)
        #expect(count.perEvent == 3)
        #expect(count.placements == [2, 4, 3])
        #expect(InstructionCount(perEvent: 50).divided(by: 10) == InstructionCount(perEvent: 5))
    }
}
