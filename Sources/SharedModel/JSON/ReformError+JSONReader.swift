extension ReformError {
    /// A reader's error as a reformer reports it. A body that is not JSON (bad syntax, invalid
    /// UTF-8, nesting too deep) is reported at `$` as "valid JSON" expected, the reader's own path,
    /// expectation and finding going into `found`; JSON of the wrong shape keeps its path.
    public init(_ error: JSONReaderError) {
        switch error.kind {
        case .mismatch:
            self.init(path: error.path, expected: error.expected, found: error.found, offset: error.offset)
        case .syntax, .tooDeep:
            self.init(path: "$", expected: "valid JSON",
                      found: "\(error.found) at byte \(error.offset) (expected \(error.expected) at \(error.path))",
                      offset: error.offset)
        }
    }
}
