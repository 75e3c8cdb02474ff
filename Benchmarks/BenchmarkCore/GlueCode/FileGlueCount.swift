/// The counts of one source file, split by role.
public struct FileGlueCount: Sendable, Codable, Equatable {
    /// Lines, types and protocols of one role within the file.
    public struct RoleShare: Sendable, Codable, Equatable {
        /// The role.
        public var role: Role
        /// Source lines in that role.
        public var lines: Int
        /// Type declarations in that role.
        public var types: Int
        /// Protocol declarations in that role.
        public var protocols: Int

        /// Creates a share.
        public init(role: Role, lines: Int, types: Int, protocols: Int) {
            self.role = role
            self.lines = lines
            self.types = types
            self.protocols = protocols
        }
    }

    /// Path relative to the counter's root, `/`-separated.
    public var path: String
    /// The feature the file belongs to.
    public var feature: Feature
    /// The roles present in the file (with at least one line or declaration), in role order.
    public var roles: [RoleShare]

    /// Creates a file count.
    public init(path: String, feature: Feature, roles: [RoleShare]) {
        self.path = path
        self.feature = feature
        self.roles = roles
    }

    /// The file's counts in `role`, or in all roles for `nil`; `files` is 1 if the file has that role.
    public func counts(role: Role?) -> CodeCounts {
        let shares = roles.filter { role == nil || $0.role == role }
        let files = role == nil || !shares.isEmpty ? 1 : 0
        return CodeCounts(
            lines: shares.reduce(0) { $0 + $1.lines },
            files: files,
            types: shares.reduce(0) { $0 + $1.types },
            protocols: shares.reduce(0) { $0 + $1.protocols }
        )
    }
}
