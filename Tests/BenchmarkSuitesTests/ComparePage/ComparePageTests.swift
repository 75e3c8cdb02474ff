import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// `docs/compare.md` is what `bench compare-page` writes from today's code and chains, never
/// edited by hand.
@MainActor
@Suite("The comparison page")
struct ComparePageTests {
    @Test("The committed page is the one the command writes")
    func fresh() throws {
        let locator = PackageRootLocator(explicitRoot: nil)
        let root = try locator.locate()
        let committed = try String(contentsOfFile: root + "/" + ComparePage.path, encoding: .utf8)
        let generated = try ComparePage.markdown(locator: locator)
        #expect(committed == generated, "docs/compare.md is stale: run `\(ComparePage.command)`")
    }

    @Test("The committed drawings are the ones the command draws, one per state, each shown on the page, none left over")
    func drawingsFresh() throws {
        let locator = PackageRootLocator(explicitRoot: nil)
        let root = try locator.locate()
        let folder = root + "/docs/" + ComparePage.drawingsFolder
        let drawings = try ComparePage.drawings()
        let names = drawings.map(\.name)
        for state in ScreenState.allCases {
            #expect(names.contains(state.rawValue + ".svg"), "\(state.rawValue) is drawn")
        }
        #expect(Set(drawings.map(\.svg)).count == drawings.count, "every state, and every look of one, looks different")
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(committed == drawings.map(\.name).sorted(), "docs/screens holds exactly the drawings")
        let page = try ComparePage.markdown(locator: locator)
        for drawing in drawings {
            let file = try String(contentsOfFile: folder + "/" + drawing.name, encoding: .utf8)
            #expect(file == drawing.svg, "docs/screens/\(drawing.name) is stale: run `\(ComparePage.command)`")
            #expect(page.contains("](\(ComparePage.drawingsFolder)/\(drawing.name))"))
        }
    }

    @Test("Every event has a table with a column per architecture, and every link points at a file that exists")
    func linksExist() throws {
        let locator = PackageRootLocator(explicitRoot: nil)
        let root = try locator.locate()
        let page = try ComparePage.markdown(locator: locator)
        for event in ChainEvent.allCases {
            let table = try #require(page.components(separatedBy: "### \(event.rawValue)\n\n").dropFirst().first)
            #expect(table.hasPrefix("| Architecture | Calls | Steps |"))
            for architecture in Architecture.allCases {
                #expect(table.contains("\n| \(architecture.displayName) | "), "\(event.rawValue): \(architecture.displayName)")
            }
        }
        // Files are one level up from docs/; a commit (three levels up, on the host) is checked below.
        // An excerpt's link ends in its lines (`#L12-L20`): the file is what must exist.
        let links = page.matches(of: /\]\(\.\.\/([^)#]+)(#L[0-9]+(-L[0-9]+)?)?\)/).map { String($0.1) }.filter { !$0.hasPrefix("../") }
        #expect(links.count > 50)
        for link in Set(links) {
            #expect(FileManager.default.fileExists(atPath: root + "/" + link), "\(link)")
        }
        // A method of the architecture's own module, linked to the file of its type.
        #expect(page.contains("[`LoginViewController.usernameChanged`](../Sources/MVC/Login/LoginViewController.swift) *logic*"))
    }

    @Test("The committed side-by-side page is the one the command writes")
    func htmlFresh() throws {
        let locator = PackageRootLocator(explicitRoot: nil)
        let root = try locator.locate()
        let committed = try String(contentsOfFile: root + "/" + ComparePage.htmlPath, encoding: .utf8)
        #expect(committed == (try ComparePage.html(locator: locator)), "docs/compare.html is stale: run `\(ComparePage.command)`")
    }

    @Test("Every decision shows every architecture's own lines, each linked to where they are")
    func excerpts() throws {
        let locator = PackageRootLocator(explicitRoot: nil)
        let page = try ComparePage.markdown(locator: locator)
        let html = try ComparePage.html(locator: locator)
        let excerpts = try ComparePage.excerpts(Architecture.allCases, root: locator.locate())
        for (decision, found) in excerpts {
            let section = try #require(page.components(separatedBy: "### \(decision.title)\n\n").dropFirst().first)
                .components(separatedBy: "\n### ").first ?? ""
            #expect(found.map(\.architecture) == Architecture.allCases)
            for (architecture, lines) in found {
                // Under the architecture's own name, from its own sources, each shown whole with a link to its lines.
                let block = try #require(section.components(separatedBy: "<summary><b>\(architecture.displayName)</b>:")
                    .dropFirst().first?.components(separatedBy: "</details>").first, "\(decision.rawValue): \(architecture.displayName)")
                #expect(!lines.isEmpty)
                for excerpt in lines {
                    #expect(excerpt.path.hasPrefix(architecture.sourceDirectory + "/"))
                    #expect(block.contains("](../\(excerpt.path)#L\(excerpt.lines.lowerBound)"))
                    #expect(block.contains("```swift\n\(excerpt.text)\n```"))
                }
            }
            #expect(html.contains("<h2>\(decision.title)</h2>"))
        }
        #expect(html.components(separatedBy: "<div class=\"column\"").count - 1 == ComparedDecision.allCases.count * Architecture.allCases.count)
    }

    @Test("The side-by-side page wraps its code, links every file label to its lines and renders the summaries' code")
    func htmlReadsAsThePage() throws {
        let locator = PackageRootLocator(explicitRoot: nil)
        let root = try locator.locate()
        let html = try ComparePage.html(locator: locator)
        // Code wraps at the column's edge instead of scrolling out of sight.
        #expect(html.contains("white-space: pre-wrap"))
        #expect(!html.contains("overflow-x"))
        // Every file label is a link to lines of a file that exists.
        let labels = html.components(separatedBy: "<p class=\"place\">").dropFirst()
        #expect(labels.count == html.components(separatedBy: "<pre><code>").count - 1)
        for label in labels {
            let href = try #require(label.components(separatedBy: "<a href=\"").dropFirst().first?
                .components(separatedBy: "\"").first, "a file label without a link: \(label.prefix(80))")
            let path = try #require(href.components(separatedBy: "#L").first)
            #expect(href.contains("#L"))
            #expect(FileManager.default.fileExists(atPath: root + "/docs/" + path), "\(href)")
        }
        // Outside the code, no Markdown is left for the reader to decode.
        let body = html.components(separatedBy: "<body>").last ?? ""
        let prose = body.components(separatedBy: "<pre>").map { $0.components(separatedBy: "</pre>").last ?? "" }
            .joined().components(separatedBy: "<script>").first ?? ""
        #expect(!prose.contains("`"))
        #expect(html.contains("<code>APIManager</code>"))
        #expect(ComparePage.inlineCode("a `b<c>` d") == "a <code>b&lt;c&gt;</code> d")
    }

    @Test("The decisions include the subject screen, the link and All Subjects, in every architecture's lines for them")
    func decisionsCoverEveryScreen() throws {
        let excerpts = try ComparePage.excerpts(Architecture.allCases, root: PackageRootLocator(explicitRoot: nil).locate())
        func found(_ decision: ComparedDecision) -> [(architecture: Architecture, excerpts: [CodeExcerpt.Found])] {
            excerpts.first { $0.decision == decision }?.found ?? []
        }
        for (architecture, lines) in found(.subjectScreen) {
            #expect(lines.contains { $0.path.contains("/SubjectDetail/") }, "\(architecture.displayName)")
        }
        for (architecture, lines) in found(.link) {
            #expect(lines.contains { $0.text.contains("AppLink.subjectID(in:") }, "\(architecture.displayName): where the link is read")
        }
        for (architecture, lines) in found(.allSubjects) {
            #expect(lines.contains { $0.text.contains("AllSubjects") }, "\(architecture.displayName): where All Subjects is built")
        }
    }

    @Test("Every change has a table: a row per architecture that made it, linking each of its commits")
    func changesLinkCommits() throws {
        let locator = PackageRootLocator(explicitRoot: nil)
        let page = try ComparePage.markdown(locator: locator)
        let figures = try ChangeFigures.load(root: locator.locate())
        #expect(!figures.changes.isEmpty)
        for change in figures.changes {
            let section = try #require(page.components(separatedBy: "### Change \(change.change)\n\n").dropFirst().first,
                                       "no section for \(change.change)")
            let table = section.prefix { $0 != "#" }
            for cost in change.architectures {
                let row = try #require(table.split(separator: "\n").first { $0.hasPrefix("| \(cost.architecture) |") })
                for commit in cost.commits {
                    #expect(row.contains("(../../../commit/\(commit))"), "\(cost.architecture): \(commit)")
                }
                #expect(row.contains("+\(cost.codeLinesAdded) −\(cost.codeLinesRemoved)"))
            }
        }
    }

    @Test("A state the architectures draw differently, as while a change lands, shows each look named by who draws it")
    func looksWhileAChangeLands() {
        let looks = [StateLooks(state: .listLoaded, looks: [
            StateLooks.Look(architectures: [.mvc], svg: "<svg>new</svg>"),
            StateLooks.Look(architectures: [.mvp, .mvvm], svg: "<svg>old</svg>"),
        ])]
        #expect(looks[0].files.map(\.name) == ["list-loaded.svg", "list-loaded-2.svg"])
        let table = ComparePage.screensTable(looks)
        #expect(table.contains("](screens/list-loaded.svg)<br>MVC<br>"))
        #expect(table.contains("as MVP, MVVM draw it](screens/list-loaded-2.svg)<br>MVP, MVVM"))
        // A state with one look shows its one drawing, as the page always has.
        #expect(table.contains("![\(ScreenState.listEmpty.caption)](screens/list-empty.svg)"))
    }
}
