import Foundation

/// Why a report file could not be read, in one line a person can act on: no Foundation error
/// domains, no decoder dumps.
public enum ReportLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing is at the path.
    case missing(path: String)
    /// Something is there but cannot be read as a file (a directory, no permission).
    case unreadable(path: String)
    /// The file is not JSON.
    case notJSON(path: String)
    /// The file is JSON, but not a report `bench --format json` writes; `detail` says what is off.
    case notAReport(path: String, detail: String)

    public var description: String {
        switch self {
        case .missing(let path): "'\(path)': no such file"
        case .unreadable(let path): "'\(path)': not a readable file"
        case .notJSON(let path): "'\(path)': not JSON; a report is what bench --format json writes"
        case .notAReport(let path, let detail): "'\(path)': JSON, but not a bench report (\(detail))"
        }
    }

    /// What is off in a report's JSON, from the decoder's error: the field and what it expected.
    static func detail(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it cannot be decoded" }
        func place(_ context: DecodingError.Context, _ last: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (last.map { [$0] } ?? [])
            guard !keys.isEmpty else { return "the top level" }
            let joined = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return "'" + joined.replacingOccurrences(of: ".[", with: "[") + "'"
        }
        switch error {
        case .keyNotFound(let key, let context): return "no \(place(context, key))"
        case .typeMismatch(let type, let context): return "\(place(context)) is not \(typeName(type))"
        case .valueNotFound(let type, let context): return "\(place(context)) is null, not \(typeName(type))"
        case .dataCorrupted(let context): return "\(place(context)) holds a value a report cannot"
        @unknown default: return "it cannot be decoded"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}
