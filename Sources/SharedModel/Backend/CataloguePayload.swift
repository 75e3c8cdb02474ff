import Foundation

/// How the fake server writes the catalogue in each of its three shapes.
enum CataloguePayload {
    static func encode(_ subjects: [Subject], as shape: CatalogueShape) -> Data {
        switch shape {
        case .v1:
            return jsonData(["subjects": subjects.map {
                ["id": $0.id, "name": $0.name, "phases": $0.phases.map(\.rawValue)] as [String: Any]
            }])
        case .v2:
            return jsonData(["data": ["items": subjects.map {
                ["subject_id": $0.id, "subject_name": $0.name,
                 "phase_list": $0.phases.map(\.rawValue).joined(separator: ",")] as [String: Any]
            }]])
        case .legacy:
            return jsonData(["list": subjects.map {
                ["sid": String($0.id), "title": $0.name, "p": $0.phases.map(\.rawValue)] as [String: Any]
            }])
        }
    }
}
