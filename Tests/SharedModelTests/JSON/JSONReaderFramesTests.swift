import Foundation
@testable import SharedModel
import Testing

/// The reader keeps its first open containers inline and only deeper ones in an array; both must
/// behave as one stack, and an error's path must name every level, on either side of the boundary.
@Suite("JSON reader: the stack of open containers")
struct JSONReaderFramesTests {
    @Test("Frames come back last in, first out, across the inline capacity, and list outermost first")
    func lastInFirstOut() {
        let depth = JSONReader.FrameStack.inlineCapacity * 3 + 1
        var stack = JSONReader.FrameStack()
        for index in 0..<depth {
            var frame = JSONReader.Frame(container: index.isMultiple(of: 2) ? .object : .array)
            frame.index = index
            stack.push(frame)
            #expect(stack.count == index + 1)
        }
        #expect(stack.frames.map(\.index) == Array(0..<depth))
        for index in (0..<depth).reversed() {
            let frame = stack.pop()
            #expect(frame.index == index)
            #expect(frame.container == (index.isMultiple(of: 2) ? .object : .array))
        }
        #expect(stack.count == 0)
        #expect(stack.frames.isEmpty)
    }

    @Test("An error's path names every level, however deep", arguments: [
        1, JSONReader.FrameStack.inlineCapacity - 1, JSONReader.FrameStack.inlineCapacity,
        JSONReader.FrameStack.inlineCapacity + 1, 40,
    ])
    func pathAtDepth(levels: Int) throws {
        // {"k0":[{"k1":[ … {"kN":[true]} … ]}]}, read expecting an integer for the innermost value.
        var json = ""
        var expectedPath = "$"
        for level in 0..<levels {
            json += #"{"k\#(level)":["#
            expectedPath += ".k\(level)[0]"
        }
        json += "true"
        json += String(repeating: "]}", count: levels)
        let error = #expect(throws: JSONReaderError.self) {
            try JSONReader.read(Data(json.utf8)) { (reader: inout JSONReader) throws(JSONReaderError) in
                for _ in 0..<levels {
                    try reader.beginObject()
                    _ = try reader.nextKey()
                    try reader.beginArray()
                    _ = try reader.nextElement()
                }
                _ = try reader.readInt()
            }
        }
        #expect(error?.path == expectedPath)
        #expect(error?.found == "a boolean")

        // The same payload read to its end: every container closed, nothing left open.
        let depthAfter = try JSONReader.read(Data(json.utf8)) { (reader: inout JSONReader) throws(JSONReaderError) -> Int in
            try reader.skipValue()
            return reader.depth
        }
        #expect(depthAfter == 0)
    }
}
