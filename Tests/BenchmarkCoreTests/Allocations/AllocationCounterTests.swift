import Testing
@testable import BenchmarkCore

/// Sanity checks of the allocation counter; no timing involved.
@Suite struct AllocationCounterTests {
    @Test func isAvailableWhereverItIsBuiltIn() {
        // Built in (Linux with glibc, no sanitizer) must mean verified to work.
        #expect(AllocationCounter.isAvailable == AllocationCounter.isSupportedBuild)
        #if !(os(Linux) && canImport(Glibc))
        #expect(!AllocationCounter.isSupportedBuild)
        #endif
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func countsAThousandClassInstances() throws {
                let (objects, count) = AllocationCounter.count {
            (0..<1_000).map { Box($0) }
        }
        blackHole(objects)
        let allocations = try #require(count?.allocations)
        #expect(allocations >= 1_000)
        #expect((count?.bytes ?? 0) >= 1_000 * 16)
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func countsFrees() throws {
                let (_, count) = AllocationCounter.count {
            for index in 0..<100 {
                blackHole(Box(index))
            }
        }
        #expect((count?.allocations ?? 0) >= 100)
        #expect((count?.frees ?? 0) >= 100)
    }

    @Test(.enabled(if: AllocationCounter.isAvailable))
    func workWithoutAllocationsCountsZero() throws {
                var sum = 0
        let (_, count) = AllocationCounter.count {
            for index in 0..<1_000 {
                sum &+= index
            }
        }
        blackHole(sum)
        #expect(count?.allocations == 0)
    }

    @Test func unavailableCountsAreNil() {
        let (value, count) = AllocationCounter.count { 42 }
        #expect(value == 42)
        #expect((count == nil) == !AllocationCounter.isAvailable)
    }
}
