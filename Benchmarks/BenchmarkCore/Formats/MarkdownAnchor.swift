/// The fragment a Markdown page gets for a heading, as GitHub spells it, so that a generated link
/// reaches a heading written elsewhere.
public enum MarkdownAnchor {
    /// `The articles' claims, as measured` → `the-articles-claims-as-measured`: lower case, spaces
    /// as hyphens, other punctuation dropped.
    public static func fragment(of heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }
}
