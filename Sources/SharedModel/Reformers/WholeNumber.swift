import Foundation

/// An integer field of a payload. Reading it through this type keeps the JSON path in the error when
/// the number is fractional or out of range: Foundation's decoder reports those as invalid JSON with
/// no location, and a reform error must say where the payload went wrong.
struct WholeNumber: Decodable, Hashable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            value = try container.decode(Int.self)
        } catch let error as DecodingError {
            throw error   // a string, a null: already reported with its path
        } catch {
            let number = (try? container.decode(Double.self)).map { "\($0)" } ?? "a number out of range"
            throw ReformError(path: ReformError.path(decoder.codingPath), expected: "a whole number", found: number)
        }
    }
}
