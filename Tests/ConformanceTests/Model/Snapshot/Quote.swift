// Teaches: how the model and its reports write text a user typed or read: quoted, escaped, and
// abbreviated when long, so one field stays on one line of a failure report.

import ViewKit

enum Quote {
    /// `text` in double quotes, escaped as the view kit's rendering writes it.
    static func text(_ text: String) -> String {
        quoted(text)
    }

    /// A sample of typed text for an event list: whole when short, else its start and its length in
    /// Characters (the unit the spec counts in).
    static func sample(_ text: String) -> String {
        guard text.count > 16 else { return Self.text(text) }
        return Self.text(String(text.prefix(4))) + "… (\(text.count) characters)"
    }
}
