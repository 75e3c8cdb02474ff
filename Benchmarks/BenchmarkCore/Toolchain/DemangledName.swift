/// Reading the full names `swift-demangle` prints, shared by the measurements that name code from
/// a build: the unit tests' types and the chains' frames.
public enum DemangledName {
    /// The name with its leading `closure #N … in ` and `implicit closure #N … in ` parts removed,
    /// and whether there were any: `closure #1 (Swift.String) -> () in MVVM.X.f()` gives `MVVM.X.f()`.
    /// The ` in ` that ends a part is the first outside brackets, so a private type in the closure's
    /// signature, `(Request in _A1)`, is not mistaken for it. Nil for a closure part with no end.
    public static func strippingClosures(_ name: Substring) -> (name: Substring, isClosure: Bool)? {
        var rest = name
        var isClosure = false
        while rest.hasPrefix("closure #") || rest.hasPrefix("implicit closure #") {
            guard let end = topLevelRange(of: " in ", in: rest) else { return nil }
            rest = rest[end.upperBound...]
            isClosure = true
        }
        return (rest, isClosure)
    }

    /// The first `text` in `name` outside parentheses, angle and square brackets (a function type's
    /// `->` opens nothing).
    public static func topLevelRange(of text: String, in name: Substring) -> Range<Substring.Index>? {
        var depth = 0
        var index = name.startIndex
        var previous: Character = " "
        while index < name.endIndex {
            let character = name[index]
            switch character {
            case "(", "<", "[": depth += 1
            case ">" where previous == "-": break   // the arrow of a function type
            case ")", ">", "]": depth -= 1
            default:
                if depth == 0, name[index...].hasPrefix(text) {
                    return index..<name.index(index, offsetBy: text.count)
                }
            }
            previous = character
            index = name.index(after: index)
        }
        return nil
    }
}
