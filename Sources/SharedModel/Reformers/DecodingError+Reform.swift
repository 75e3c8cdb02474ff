import Foundation

extension ReformError {
    /// Decodes `type` from `raw` with Foundation's decoder, turning any failure into a reform error
    /// that names the JSON path and what was expected there.
    static func decode<T: Decodable>(_ type: T.Type, from raw: Data) throws(ReformError) -> T {
        do {
            return try JSONDecoder().decode(type, from: raw)
        } catch let error as DecodingError {
            throw ReformError(error)
        } catch let error as ReformError {
            throw error
        } catch {
            throw ReformError(path: "$", expected: "valid JSON", found: String(describing: error))
        }
    }

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), expected: Self.describe(type),
                      found: Self.found(in: context.debugDescription))
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), expected: Self.describe(type), found: "null")
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), expected: "a value", found: "no such key")
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\($0))" } ?? ""
            self.init(path: Self.path(context.codingPath), expected: "valid JSON",
                      found: context.debugDescription + underlying)
        @unknown default:
            self.init(path: "$", expected: "a readable payload", found: String(describing: error))
        }
    }

    /// `$.list[3].sid` from a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("$") { path, key in
            if let index = key.intValue { return path + "[\(index)]" }
            return path + "." + key.stringValue
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "a boolean"
        case is [Any].Type: "an array"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    /// Foundation says "Expected to decode Int but found a string instead."; keep the "a string".
    private static func found(in message: String) -> String {
        guard let start = message.range(of: "but found "),
              let end = message.range(of: " instead", range: start.upperBound..<message.endIndex)
        else { return message }
        return String(message[start.upperBound..<end.lowerBound])
    }
}
