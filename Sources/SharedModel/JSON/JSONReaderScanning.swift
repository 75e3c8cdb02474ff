extension JSONReader {
    /// How a reader scans its bytes: the wide way, which takes the fast paths, or the scalar way,
    /// which decides every byte one at a time in the careful code. Both give the same values and
    /// the same errors; the scalar way is there so that the tests and the differential fuzz target
    /// can hold the wide way to it.
    public enum Scanning: Sendable {
        /// The fast paths: string bytes checked sixteen a block (``StringBlockScanner``), a plain key,
        /// element, string or integer read in one go, a whole value read plainly when its reader
        /// asks (``JSONReader/readPlainly(nesting:_:)``), and the objects ahead counted 32 bytes a
        /// step (``ByteCounter``). Each gives up to the careful code on anything it does not expect.
        case wide
        /// Every byte through the careful code, and the objects ahead counted one byte at a time.
        case scalar
    }

    /// How the readers made inside `JSONReader.$scanning.withValue(_:operation:)` scan: wide unless
    /// a test asks for scalar. A task-local value, so that no reformer needs a parameter for it and
    /// tests running at once do not see each other's.
    @TaskLocal public static var scanning: Scanning = .wide
}
