import Foundation

/// How the fake server writes the catalogue in each of its three shapes: the bytes
/// `JSONSerialization` would write with sorted keys, written straight (``JSONBytesWriter``).
enum CataloguePayload {
    static func encode(_ subjects: some Sequence<Subject>, as shape: CatalogueShape) -> Data {
        var writer = JSONBytesWriter(capacity: subjects.underestimatedCount * 64 + 32)
        switch shape {
        case .v1:
            writer.raw(#"{"subjects":"#)
            writer.array(subjects) { writer, subject in
                writer.raw(#"{"id":"#)
                writer.int(subject.id)
                writer.raw(#","name":"#)
                writer.string(subject.name)
                writer.raw(#","phases":"#)
                writer.array(subject.phases) { writer, phase in writer.string(phase.rawValue) }
                writer.raw("}")
            }
            writer.raw("}")
        case .v2:
            writer.raw(#"{"data":{"items":"#)
            writer.array(subjects) { writer, subject in
                writer.raw(#"{"phase_list":"#)
                writer.string(subject.phases.map(\.rawValue).joined(separator: ","))
                writer.raw(#","subject_id":"#)
                writer.int(subject.id)
                writer.raw(#","subject_name":"#)
                writer.string(subject.name)
                writer.raw("}")
            }
            writer.raw("}}")
        case .legacy:
            writer.raw(#"{"list":"#)
            writer.array(subjects) { writer, subject in
                writer.raw(#"{"p":"#)
                writer.array(subject.phases) { writer, phase in writer.string(phase.rawValue) }
                writer.raw(#","sid":"#)
                writer.string(String(subject.id))
                writer.raw(#","title":"#)
                writer.string(subject.name)
                writer.raw("}")
            }
            writer.raw("}")
        }
        return writer.data
    }
}
