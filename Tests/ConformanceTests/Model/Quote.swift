// Teaches: how the model and its reports write text a user typed or read: quoted, escaped, and
// abbreviated when long, so one field stays on one line of a failure report.

enum Quote {
    /// `text` in double quotes, with quotes, backslashes and line breaks escaped.
    static func text(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// A sample of typed text for an event list: whole when short, else its start and its length in
    /// Characters (the unit the spec counts in).
    static func sample(_ text: String) -> String {
        guard text.count > 16 else { return Self.text(text) }
        return Self.text(String(text.prefix(4))) + "… (\(text.count) characters)"
    }
}
