import Foundation
import Testing

/// The CI workflow the project ships does what `docs/running.md` says it does, with the toolchain of
/// the results and the README's test command. (Its syntax and shell steps are checked by actionlint, a job of the workflow.)
@Suite("The shipped CI workflow")
struct WorkflowTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    private static func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    @Test("It pins the Swift version the results come from")
    func pinsTheResultsSwift() throws {
        let results = try Self.read("docs/results.md")
        let workflow = try Self.read(".github/workflows/bench.yml")
        let toolchain = try #require(results.firstMatch(of: /Toolchain: Swift ([0-9.]+)/)?.1)
        #expect(workflow.contains("container: swift:\(toolchain)-"))
    }

    @Test("It runs the README's test command, then the quick benchmark on the change and on its base, and gates")
    func runsWhatTheDocsSay() throws {
        let readme = try Self.read("README.md")
        let running = try Self.read("docs/running.md")
        let workflow = try Self.read(".github/workflows/bench.yml")
        #expect(readme.contains("\nswift test ") && running.contains("```sh\nswift test\n```"))
        #expect(workflow.contains("run: swift test"))
        #expect(workflow.contains("pull_request:") && workflow.contains("branches: [main]"))
        #expect(workflow.contains("bench --quick --instructions --format json --output \"$RUNNER_TEMP/head.json\""))
        #expect(workflow.contains("git worktree add"))
        #expect(workflow.contains("--fail-on deterministic"))
        #expect(workflow.contains("$GITHUB_STEP_SUMMARY"))
        #expect(workflow.contains("apt-get install -y --no-install-recommends valgrind"))
        #expect(workflow.contains("rhysd/actionlint"))
        #expect(running.contains(".github/workflows/bench.yml"))
    }

    @Test("On a Mac it runs the README's two commands and the quick benchmark with the results' Swift, and keeps the report")
    func runsOnAMac() throws {
        let results = try Self.read("docs/results.md")
        let workflow = try Self.read(".github/workflows/bench.yml")
        let toolchain = try #require(results.firstMatch(of: /Toolchain: Swift ([0-9.]+)/)?.1)
        let parts = workflow.components(separatedBy: "\n  macos:\n")
        #expect(parts.count == 2, "the workflow has one macos job, last")
        let job = parts.count == 2 ? parts[1] : ""
        #expect(job.contains("runs-on: macos-"))
        #expect(job.contains("SWIFT_VERSION: \"\(toolchain)\""))
        #expect(job.contains("download.swift.org"))
        #expect(job.contains("run: swift test"))
        #expect(job.contains("run: swift run -c release bench --quick --format json --output \"$RUNNER_TEMP/report.json\""))
        #expect(job.contains("actions/upload-artifact@v7"))
    }

    /// The majors that run on the runners' current Node runtime; the ones before them ran on Node 20,
    /// which the runners dropped.
    private static let currentMajors = ["actions/checkout": 6, "actions/upload-artifact": 7]

    @Test("Every action the workflow uses is on its current major version")
    func currentActions() throws {
        let workflow = try Self.read(".github/workflows/bench.yml")
        let uses = workflow.matches(of: /uses: (actions\/[a-z-]+)@v([0-9]+)/).map { (String($0.1), Int($0.2) ?? 0) }
        #expect(!uses.isEmpty)
        for (action, major) in uses {
            #expect(major == Self.currentMajors[action], "\(action)@v\(major)")
        }
    }
}
