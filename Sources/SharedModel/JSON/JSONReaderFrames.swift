extension JSONReader {
    /// One open container, with what an error's path needs: its current key or index.
    struct Frame {
        enum Container: UInt8 {
            case root, object, array
        }

        var container: Container
        /// Whether a key (object) or an element (array) has been started.
        var hasMember = false
        var index = 0
        /// Where the current key's text starts (after its opening quote); its end is found again
        /// only when an error's path needs it, so reading a key stores one offset.
        var keyStart = 0

        init(container: Container) {
            self.container = container
        }
    }

    /// The open containers around the innermost one, outermost first.
    ///
    /// The first ``inlineCapacity`` live in the reader itself and only deeper ones in an array: every
    /// object or array a payload opens is a push and a pop, and at an ordinary depth these then cost
    /// a copy each, with no array's capacity or uniqueness check on the way.
    struct FrameStack {
        /// How many frames are kept without an array: deeper than any payload of this app.
        static let inlineCapacity = 8

        private var inline = (Frame(container: .root), Frame(container: .root), Frame(container: .root),
                              Frame(container: .root), Frame(container: .root), Frame(container: .root),
                              Frame(container: .root), Frame(container: .root))
        private var spilled: [Frame] = []
        /// How many frames are on the stack.
        private(set) var count = 0

        @inline(__always)
        mutating func push(_ frame: Frame) {
            if count < Self.inlineCapacity {
                let index = count
                withUnsafeMutableBytes(of: &inline) { storage in
                    storage.storeBytes(of: frame, toByteOffset: index &* MemoryLayout<Frame>.stride, as: Frame.self)
                }
            } else {
                spilled.append(frame)
            }
            count &+= 1
        }

        /// Removes and returns the innermost frame; the stack must not be empty.
        @inline(__always)
        mutating func pop() -> Frame {
            count &-= 1
            if count < Self.inlineCapacity {
                let index = count
                return withUnsafeBytes(of: &inline) { storage in
                    storage.load(fromByteOffset: index &* MemoryLayout<Frame>.stride, as: Frame.self)
                }
            }
            return spilled.removeLast()
        }

        /// The frames, outermost first.
        var frames: [Frame] {
            var frames: [Frame] = []
            frames.reserveCapacity(count)
            withUnsafeBytes(of: inline) { storage in
                for index in 0..<min(count, Self.inlineCapacity) {
                    frames.append(storage.load(fromByteOffset: index &* MemoryLayout<Frame>.stride, as: Frame.self))
                }
            }
            return frames + spilled
        }
    }
}
