/// Walks command-line arguments, splitting `--name=value` and fetching separate values.
struct ArgumentReader {
    /// One argument as written, split at the first `=` when it is an option.
    struct Argument {
        /// The whole argument.
        var raw: String
        /// `--name` for an option, else the whole argument.
        var name: String
        /// The part after `=`, if the option had one.
        var inlineValue: String?

        /// Whether it looks like an option (`-x`, `--name`); a lone `-` is not one.
        var isOption: Bool {
            raw.hasPrefix("-") && raw != "-"
        }

        /// Flags take no value: `--quick=yes` is an error, not silently accepted.
        func expectNoValue() throws(BenchOptionsError) {
            if inlineValue != nil {
                throw BenchOptionsError("\(name) takes no value")
            }
        }
    }

    private var arguments: ArraySlice<String>

    init(_ arguments: [String]) {
        self.arguments = arguments[...]
    }

    /// The next argument, or `nil` at the end.
    mutating func next() -> Argument? {
        guard let raw = arguments.popFirst() else {
            return nil
        }
        if raw.hasPrefix("--"), let equals = raw.firstIndex(of: "=") {
            return Argument(
                raw: raw,
                name: String(raw[..<equals]),
                inlineValue: String(raw[raw.index(after: equals)...])
            )
        }
        return Argument(raw: raw, name: raw, inlineValue: nil)
    }

    /// The value of `argument`: after its `=`, or the next argument. A following option is not
    /// taken as a value (`--output --quick` is a missing value, not a file named `--quick`).
    mutating func value(for argument: Argument) throws(BenchOptionsError) -> String {
        if let inline = argument.inlineValue {
            return inline
        }
        guard let value = arguments.first, !(value.hasPrefix("--") && value.count > 2) else {
            throw BenchOptionsError("\(argument.name) needs a value")
        }
        arguments.removeFirst()
        return value
    }
}
