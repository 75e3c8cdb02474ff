import Foundation

/// Reads the catalogue in its three shapes with the streaming ``JSONReader``, handing each subject
/// to a ``CatalogueItemBuilder``:
///
/// - v1: `{"subjects":[{"id":1,"name":"Math","phases":["junior"]}]}`
/// - v2: `{"data":{"items":[{"subject_id":1,"subject_name":"Math","phase_list":"junior"}]}}`
/// - legacy: `{"list":[{"sid":"1","title":"Math","p":["junior"]}]}`
///
/// Unknown fields are ignored; a wrong type, a missing field or a legacy id that is not a string of
/// decimal digits is a ``ReformError`` naming the path. A list that is `null` counts as absent. When
/// several shapes are present, each is read and checked and the first of v1, v2, legacy wins; when
/// a key is repeated, its last value wins.
enum CatalogueReading {
    /// The subjects of `raw`, as `builder` makes them, in payload order.
    static func read<Builder: CatalogueItemBuilder>(_ raw: Data, with builder: Builder) throws(ReformError) -> [Builder.Item] {
        let lists: Lists<Builder.Item>
        do {
            lists = try JSONReader.read(raw) { (reader: inout JSONReader) throws(JSONReaderError) -> Lists<Builder.Item> in
                try readTop(&reader, builder)
            }
        } catch {
            throw ReformError(error)
        }
        // Decided after the end of input is checked, so that trailing garbage reads as invalid JSON.
        if let v1 = lists.v1 {
            return v1
        }
        if let v2 = lists.v2 {
            return v2
        }
        if let legacy = lists.legacy {
            return legacy
        }
        throw ReformError(path: "$", expected: #"an object with "subjects", "data.items" or "list""#, found: "none of them")
    }

    /// Calls `body` with each entry of the comma-separated `list` that is not blank, blanks around
    /// it trimmed: ``Phase/phases(inList:)``'s rule on raw bytes, exact for ASCII (where its only
    /// blanks are space and tab) and so used only when the list is ASCII and has no escapes.
    @inline(__always)
    static func forEachEntry(inASCIIList list: JSONStringToken, _ body: (JSONStringToken) -> Void) {
        let bytes = list.bytes
        let count = bytes.count
        var start = 0
        while start <= count {
            var stop = start
            while stop < count, bytes[stop] != UInt8(ascii: ",") {
                stop &+= 1
            }
            var low = start
            var high = stop
            while low < high, bytes[low] == 0x20 || bytes[low] == 0x09 {
                low &+= 1
            }
            while high > low, bytes[high &- 1] == 0x20 || bytes[high &- 1] == 0x09 {
                high &-= 1
            }
            if high > low {
                body(JSONStringToken(bytes: UnsafeBufferPointer(rebasing: bytes[low..<high]), offset: list.offset,
                                     hasEscapes: false, isASCII: true))
            }
            start = stop &+ 1
        }
    }

    /// The subjects of each shape present, nil for a shape absent.
    private typealias Lists<Item> = (v1: [Item]?, v2: [Item]?, legacy: [Item]?)

    /// A shape's item: which shape it is, and its keys for the id, the name and the phases. Each shape
    /// is a type, so that its items' loop is compiled on its own, comparing keys with constants.
    private protocol ItemShape {
        static var catalogueShape: CatalogueShape { get }
        static var id: StaticString { get }
        static var name: StaticString { get }
        static var phases: StaticString { get }
    }

    private enum V1Item: ItemShape {
        static var catalogueShape: CatalogueShape { .v1 }
        static var id: StaticString { "id" }
        static var name: StaticString { "name" }
        static var phases: StaticString { "phases" }
    }

    private enum V2Item: ItemShape {
        static var catalogueShape: CatalogueShape { .v2 }
        static var id: StaticString { "subject_id" }
        static var name: StaticString { "subject_name" }
        static var phases: StaticString { "phase_list" }
    }

    private enum LegacyItem: ItemShape {
        static var catalogueShape: CatalogueShape { .legacy }
        static var id: StaticString { "sid" }
        static var name: StaticString { "title" }
        static var phases: StaticString { "p" }
    }

    private static func readTop<Builder: CatalogueItemBuilder>(
        _ reader: inout JSONReader, _ builder: Builder
    ) throws(JSONReaderError) -> Lists<Builder.Item> {
        var lists: Lists<Builder.Item> = (nil, nil, nil)
        try reader.beginObject()
        while let key = try reader.nextKey() {
            if key == "subjects" {
                lists.v1 = try reader.readNullIfPresent() ? nil : readItems(&reader, V1Item.self, builder)
            } else if key == "data" {
                lists.v2 = try readData(&reader, builder)
            } else if key == "list" {
                lists.legacy = try reader.readNullIfPresent() ? nil : readItems(&reader, LegacyItem.self, builder)
            } else {
                try reader.skipValue()
            }
        }
        return lists
    }

    /// v2's `data`: null (absent), or an object whose `items` is required.
    private static func readData<Builder: CatalogueItemBuilder>(
        _ reader: inout JSONReader, _ builder: Builder
    ) throws(JSONReaderError) -> [Builder.Item]? {
        if try reader.readNullIfPresent() {
            return nil
        }
        var foundItems: [Builder.Item]?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            if key == "items" {
                foundItems = try readItems(&reader, V2Item.self, builder)
            } else {
                try reader.skipValue()
            }
        }
        guard let items = foundItems else {
            throw reader.missingKeyError("items")
        }
        return items
    }

    private static func readItems<Shape: ItemShape, Builder: CatalogueItemBuilder>(
        _ reader: inout JSONReader, _: Shape.Type, _ builder: Builder
    ) throws(JSONReaderError) -> [Builder.Item] {
        try reader.readArray(smallestObject: JSONReader.smallestObject(withKeys: Shape.id, Shape.name, Shape.phases)) {
            (reader: inout JSONReader) throws(JSONReaderError) -> Builder.Item? in
            try readItem(&reader, Shape.self, builder)
        }
    }

    @inline(__always)
    private static func readItem<Shape: ItemShape, Builder: CatalogueItemBuilder>(
        _ reader: inout JSONReader, _: Shape.Type, _ builder: Builder
    ) throws(JSONReaderError) -> Builder.Item? {
        // Written as a server writes it, the item is read in one go; otherwise again from its start,
        // each key scanned and compared, and any error named.
        // The item's object, and v1's and legacy's phase array inside it (v2's phases are a string).
        let nesting = Shape.catalogueShape == .v2 ? 1 : 2
        if let fields = reader.readPlainly(nesting: nesting, { cursor in readFields(plainly: &cursor, Shape.self, builder) }) {
            return builder.item(id: fields.id, name: fields.name, phases: fields.phases)
        }
        var foundID: Int?
        var foundName: JSONStringToken?
        var foundPhases: Builder.Phases?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            if key == Shape.id {
                foundID = try Shape.catalogueShape == .legacy ? readLegacyID(&reader) : reader.readInt()
            } else if key == Shape.name {
                foundName = try reader.readStringToken()
            } else if key == Shape.phases {
                foundPhases = try Shape.catalogueShape == .v2 ? builder.phases(inList: reader.readStringToken()) : builder.readPhaseArray(&reader)
            } else {
                try reader.skipValue()
            }
        }
        // Missing fields are named in the order the fields are declared: id, name, phases.
        guard let id = foundID else {
            throw reader.missingKeyError("\(Shape.id)")
        }
        guard let name = foundName else {
            throw reader.missingKeyError("\(Shape.name)")
        }
        guard let phases = foundPhases else {
            throw reader.missingKeyError("\(Shape.phases)")
        }
        return builder.item(id: id, name: name, phases: phases)
    }

    /// An item's fields when the item is written plainly, each field once, in any order, and no other
    /// key; nil otherwise, for the careful loop to read. Each key is tried in place, in the order
    /// declared, until one is taken: a payload that writes them in another order costs a few
    /// comparisons more, not the careful loop.
    @inline(__always)
    private static func readFields<Shape: ItemShape, Builder: CatalogueItemBuilder>(
        plainly cursor: inout JSONPlainCursor, _: Shape.Type, _ builder: Builder
    ) -> (id: Int, name: JSONStringToken, phases: Builder.Phases)? {
        var foundID: Int?
        var foundName: JSONStringToken?
        var foundPhases: Builder.Phases?
        guard cursor.take(UInt8(ascii: "{")) else {
            return nil
        }
        repeat {
            if foundID == nil, cursor.key(Shape.id) {
                if Shape.catalogueShape == .legacy {
                    guard let id = cursor.string()?.decimalValue else {
                        return nil
                    }
                    foundID = id
                } else {
                    guard let id = cursor.integer() else {
                        return nil
                    }
                    foundID = id
                }
            } else if foundName == nil, cursor.key(Shape.name) {
                guard let name = cursor.string() else {
                    return nil
                }
                foundName = name
            } else if foundPhases == nil, cursor.key(Shape.phases) {
                if Shape.catalogueShape == .v2 {
                    guard let list = cursor.string() else {
                        return nil
                    }
                    foundPhases = builder.phases(inList: list)
                } else {
                    guard let phases = builder.readPhaseArray(plainly: &cursor) else {
                        return nil
                    }
                    foundPhases = phases
                }
            } else {
                return nil
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), let id = foundID, let name = foundName, let phases = foundPhases else {
            return nil
        }
        return (id, name, phases)
    }

    /// A legacy `sid`: a string of ASCII decimal digits only, nothing around them, within `Int`.
    private static func readLegacyID(_ reader: inout JSONReader) throws(JSONReaderError) -> Int {
        let sid = try reader.readStringToken()
        guard let id = sid.decimalValue else {
            throw reader.contentError(expected: "a whole number in a string", found: "\"\(sid.string.prefix(40))\"",
                                      at: sid.offset)
        }
        return id
    }
}
