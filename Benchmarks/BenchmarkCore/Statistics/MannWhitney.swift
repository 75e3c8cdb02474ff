import Foundation

/// The Mann-Whitney U test: whether two sets of samples come from one distribution, using only their
/// order. A timing's samples are skewed (a sample slowed by other work is far slower; none is far
/// faster), so a test that compares ranks, not means, is the one to use on them.
public enum MannWhitney {
    /// The two-sided p-value that `first` and `second` come from one distribution: the normal
    /// approximation of U with the corrections for ties and continuity. `nil` when either has fewer
    /// than two samples or a sample is not finite; 1 when every sample is equal.
    public static func pValue(_ first: [Double], _ second: [Double]) -> Double? {
        guard first.count >= 2, second.count >= 2, (first + second).allSatisfy(\.isFinite) else {
            return nil
        }
        let n1 = Double(first.count)
        let n2 = Double(second.count)
        let n = n1 + n2
        let ranked = ranks(first + second)
        let rankSum = ranked.prefix(first.count).reduce(0, +)
        let u = rankSum - n1 * (n1 + 1) / 2
        let mean = n1 * n2 / 2
        let variance = n1 * n2 / 12 * ((n + 1) - tieTerm(first + second) / (n * (n - 1)))
        guard variance > 0 else {
            return 1
        }
        let z = max(abs(u - mean) - 0.5, 0) / variance.squareRoot()
        return min(erfc(z / 2.0.squareRoot()), 1)
    }

    /// The rank of each value among all (1 for the smallest), ties sharing their average rank.
    static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = [Double](repeating: 0, count: values.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count, values[order[end + 1]] == values[order[start]] {
                end += 1
            }
            let average = Double(start + end) / 2 + 1
            for position in start...end {
                ranks[order[position]] = average
            }
            start = end + 1
        }
        return ranks
    }

    /// Σ (t³ − t) over the groups of equal values, t the size of a group.
    static func tieTerm(_ values: [Double]) -> Double {
        var counts: [Double: Int] = [:]
        for value in values {
            counts[value, default: 0] += 1
        }
        return counts.values.reduce(0) { total, count in
            let t = Double(count)
            return total + (t * t * t - t)
        }
    }
}
