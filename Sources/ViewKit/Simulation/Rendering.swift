/// The plain-text rendering of a view tree: one widget a line, indented by depth, each with its
/// kind, identifier and state. Tests print it when they fail; learners read it to see a screen.
extension View {
    public func renderTree() -> String {
        var lines: [String] = []
        appendRendering(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendRendering(to lines: inout [String], depth: Int) {
        let name = accessibilityIdentifier.map { " \($0)" } ?? ""
        let attributes = renderedAttributes.joined(separator: " ")
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + kindName + name + (attributes.isEmpty ? "" : " " + attributes))
        for child in renderedChildren { child.appendRendering(to: &lines, depth: depth + 1) }
    }
}

/// Text in double quotes with quotes, backslashes and line breaks escaped, so one widget stays one
/// line; failure reports that quote what a user typed use it too.
public func quoted(_ text: String) -> String {
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
