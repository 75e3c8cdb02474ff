import Architectures
import BenchmarkCore
import Foundation

/// The compare page's excerpts: each ``ComparedDecision`` in every architecture's own lines, on the
/// Markdown page and on `docs/compare.html`, where a reader sets any two side by side.
extension ComparePage {
    /// The side-by-side page, relative to the package root, written beside the Markdown page.
    public nonisolated static let htmlPath = "docs/compare.html"

    /// Each decision's excerpts in each of `architectures`, in catalogue order.
    typealias Excerpts = [(decision: ComparedDecision, found: [(architecture: Architecture, excerpts: [CodeExcerpt.Found])])]

    /// Every excerpt of every decision, found in the sources under `root`.
    ///
    /// - Throws: ``CheckFailure`` naming the first excerpt the sources no longer have.
    static func excerpts(_ architectures: [Architecture], root: String) throws(CheckFailure) -> Excerpts {
        try ComparedDecision.allCases.map { decision throws(CheckFailure) in
            let found = try architectures.map { architecture throws(CheckFailure) in
                let excerpts = try decision.excerpts(architecture).map { excerpt throws(CheckFailure) in
                    do throws(CheckFailure) {
                        return try excerpt.find(in: architecture, root: root)
                    } catch {
                        throw CheckFailure("\(decision.rawValue), \(architecture.displayName): \(error.message)")
                    }
                }
                return (architecture: architecture, excerpts: excerpts)
            }
            return (decision: decision, found: found)
        }
    }

    /// The Markdown section: per decision, each architecture's excerpts folded under its name.
    static func excerptSections(_ excerpts: Excerpts) -> [String] {
        var sections = [
            "## The same decisions in each architecture's own code",
            "For each decision below, which every architecture makes, the lines where it makes them, in the order they "
                + "run, each linked to its place. They are found in the sources by what they say whenever this page is written, so "
                + "the page cannot show code that is gone. [compare.html](compare.html) sets any two architectures side by side.",
        ]
        for (decision, found) in excerpts {
            let blocks = found.map { architecture, excerpts in
                var unique: [String] = []
                for file in excerpts.map(\.fileName) where !unique.contains(file) { unique.append(file) }
                let body = excerpts.map { excerpt in
                    "[\(excerpt.fileName), \(Self.lines(excerpt.lines))](\(Self.link(excerpt)))\n\n"
                        + "```swift\n\(excerpt.text)\n```"
                }.joined(separator: "\n\n")
                return "<details><summary><b>\(architecture.displayName)</b>: \(unique.joined(separator: ", "))</summary>\n\n"
                    + body + "\n\n</details>"
            }
            sections.append("### \(decision.title)\n\n\(decision.summary)\n\n" + blocks.joined(separator: "\n\n"))
        }
        return sections
    }

    /// `docs/compare.html` for `architectures`, from the sources under the located root.
    ///
    /// - Throws: ``CheckFailure`` when the root cannot be found or an excerpt is gone.
    public static func html(architectures: [Architecture] = Architecture.allCases,
                            locator: PackageRootLocator) throws(CheckFailure) -> String {
        html(try excerpts(architectures, root: try locator.locate()), architectures: architectures)
    }

    /// `docs/compare.html`: the excerpts of two architectures at a time, chosen with two menus; with
    /// scripts off, every architecture's, one after another.
    static func html(_ excerpts: Excerpts, architectures: [Architecture]) -> String {
        let options = architectures.map { "<option>\(HTMLText.escape($0.displayName))</option>" }.joined()
        var body = ""
        for (decision, found) in excerpts {
            body += "<section>\n<h2>\(HTMLText.escape(decision.title))</h2>\n<p>\(Self.inlineCode(decision.summary))</p>\n"
                + "<div class=\"pair\">\n"
            for (architecture, excerpts) in found {
                body += "<div class=\"column\" data-architecture=\"\(HTMLText.escape(architecture.displayName))\">"
                    + "<h3>\(HTMLText.escape(architecture.displayName))</h3>\n"
                for excerpt in excerpts {
                    body += "<p class=\"place\"><a href=\"\(HTMLText.escape(Self.link(excerpt)))\">"
                        + "\(HTMLText.escape(excerpt.path)), \(Self.lines(excerpt.lines))</a></p>\n"
                        + "<pre><code>\(HTMLText.escape(excerpt.text))</code></pre>\n"
                }
                body += "</div>\n"
            }
            body += "</div>\n</section>\n"
        }
        let first = architectures.first.map(\.displayName) ?? ""
        let second = architectures.dropFirst().first.map(\.displayName) ?? first
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>The architectures side by side</title>
            <!-- Generated by `\(command)`; do not edit by hand. -->
            <style>
            body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5em auto; max-width: 96em; padding: 0 1em; color: #1d1d1f; }
            header { position: sticky; top: 0; background: #fff; padding: .5em 0; border-bottom: 1px solid #ddd; }
            select { font: inherit; margin: 0 .5em; }
            .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1em; }
            .column { min-width: 0; }
            .column h3 { margin: .2em 0; }
            .place { color: #555; font-size: 13px; margin: .6em 0 .2em; }
            /* Code wraps rather than scrolls, so no line is ever cut off at the column's edge. */
            pre { background: #f5f5f7; padding: .6em; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 13px;
                  line-height: 1.35; margin: 0; }
            p code { background: #f5f5f7; padding: 0 .2em; font-size: 13px; }
            </style>
            </head>
            <body>
            <header>
            <h1>The architectures side by side</h1>
            <p>The same decisions in two architectures' own code (<a href="compare.md">compare.md</a> has every one). Compare
            <select id="left" aria-label="First architecture">\(options)</select> with
            <select id="right" aria-label="Second architecture">\(options)</select></p>
            </header>
            \(body)<script>
            const left = document.getElementById('left'), right = document.getElementById('right');
            left.value = \(Self.javaScriptString(first)); right.value = \(Self.javaScriptString(second));
            // A link may name the two: compare.html#MVVM,VIPER.
            const named = decodeURIComponent(location.hash.slice(1)).split(',');
            const known = [...left.options].map(option => option.value);
            if (named.length === 2 && named.every(name => known.includes(name))) { [left.value, right.value] = named; }
            function show() {
              for (const column of document.querySelectorAll('.column')) {
                const name = column.dataset.architecture;
                column.style.display = name === left.value || name === right.value ? '' : 'none';
                column.style.order = name === left.value ? 0 : 1;
              }
              history.replaceState(null, '', '#' + left.value + ',' + right.value);
            }
            left.addEventListener('change', show); right.addEventListener('change', show); show();
            </script>
            </body>
            </html>

            """
    }

    /// The excerpt's lines in its file, from `docs/`: `../Sources/MVC/Login/LoginViewController.swift#L12-L20`.
    static func link(_ excerpt: CodeExcerpt.Found) -> String {
        let fragment = excerpt.lines.count == 1 ? "L\(excerpt.lines.lowerBound)"
            : "L\(excerpt.lines.lowerBound)-L\(excerpt.lines.upperBound)"
        return "../\(excerpt.path)#\(fragment)"
    }

    /// `text` escaped for HTML, with each run between backticks set as code, as Markdown shows it.
    static func inlineCode(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index.isMultiple(of: 2) ? HTMLText.escape(String(part)) : "<code>\(HTMLText.escape(String(part)))</code>"
        }.joined()
    }

    /// `line 12` or `lines 12–20`.
    private static func lines(_ range: ClosedRange<Int>) -> String {
        range.count == 1 ? "line \(range.lowerBound)" : "lines \(range.lowerBound)–\(range.upperBound)"
    }

    /// `text` as a JavaScript string literal in single quotes.
    private static func javaScriptString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
