import Foundation
import SharedModel
import Testing

/// The catalogue reformer reads the three payload shapes of `GET /subjects` into the same subjects,
/// and turns anything it cannot read into a ``ReformError`` naming the place, never a crash.
@MainActor
struct CatalogueReformerTests {
    @Test("The spec's example of each shape reads as the same subject", arguments: catalogueSpecExamples)
    func specExample(shape: CatalogueShape, payload: String) throws {
        let subjects = try CatalogueReformer().reform(json(payload))
        #expect(subjects == [Subject(id: 1, name: "Math", phases: [.junior])])
    }

    @Test("Several subjects keep payload order, ids, names and phases in every shape")
    func severalSubjects() throws {
        let v1 = json(#"""
            {"subjects":[{"id":7,"name":"History","phases":["junior","senior"]},
                         {"id":2,"name":"Chinese","phases":[]}]}
            """#)
        let v2 = json(#"""
            {"data":{"items":[{"subject_id":7,"subject_name":"History","phase_list":"junior,senior"},
                              {"subject_id":2,"subject_name":"Chinese","phase_list":""}]}}
            """#)
        let legacy = json(#"""
            {"list":[{"sid":"7","title":"History","p":["junior","senior"]},
                     {"sid":"2","title":"Chinese","p":[]}]}
            """#)
        let expected = [
            Subject(id: 7, name: "History", phases: [.junior, .senior]),
            Subject(id: 2, name: "Chinese", phases: []),
        ]
        #expect(try CatalogueReformer().reform(v1) == expected)
        #expect(try CatalogueReformer().reform(v2) == expected)
        #expect(try CatalogueReformer().reform(legacy) == expected)
    }

    @Test("An empty list is an empty catalogue, not an error", arguments: [
        #"{"subjects":[]}"#, #"{"data":{"items":[]}}"#, #"{"list":[]}"#,
    ])
    func emptyCatalogue(payload: String) throws {
        #expect(try CatalogueReformer().reform(json(payload)).isEmpty)
    }

    @Test("Unknown fields, at the top and in items, are ignored", arguments: [
        #"{"version":3,"subjects":[{"id":1,"name":"Math","phases":["junior"],"color":"red","extra":{"a":[1,null]}}]}"#,
        #"{"meta":null,"data":{"total":1,"items":[{"subject_id":1,"subject_name":"Math","phase_list":"junior","icon":7}]}}"#,
        #"{"page":1,"list":[{"sid":"1","title":"Math","p":["junior"],"legacy":true}]}"#,
    ])
    func unknownFieldsIgnored(payload: String) throws {
        #expect(try CatalogueReformer().reform(json(payload)) == [Subject(id: 1, name: "Math", phases: [.junior])])
    }

    @Test("A phase the app does not know is kept as it came")
    func unknownPhaseKept() throws {
        let subjects = try CatalogueReformer().reform(json(#"{"subjects":[{"id":1,"name":"Math","phases":["college","junior"]}]}"#))
        #expect(subjects.first?.phases == [Phase(rawValue: "college"), .junior])
    }

    @Test("v2 phase lists drop blanks around names and empty names", arguments: [
        ("junior", [Phase.junior]),
        ("junior,senior", [.junior, .senior]),
        (" junior , senior ", [.junior, .senior]),
        ("junior,,senior", [.junior, .senior]),
        (",junior,", [.junior]),
        (" , ,", []),
        ("", []),
        ("primary, junior,senior  ", [.primary, .junior, .senior]),
    ])
    func v2PhaseLists(list: String, expected: [Phase]) throws {
        let payload = #"{"data":{"items":[{"subject_id":1,"subject_name":"Math","phase_list":"\#(list)"}]}}"#
        let subjects = try CatalogueReformer().reform(json(payload))
        #expect(subjects == [Subject(id: 1, name: "Math", phases: expected)])
    }

    @Test("A legacy sid that is not a whole number names $.list[i].sid", arguments: [
        (#"{"list":[{"sid":"one","title":"Math","p":["junior"]}]}"#, "$.list[0].sid", #""one""#),
        (#"{"list":[{"sid":"1","title":"Math","p":[]},{"sid":"","title":"Art","p":[]}]}"#, "$.list[1].sid", #""""#),
        (#"{"list":[{"sid":"1.5","title":"Math","p":[]}]}"#, "$.list[0].sid", #""1.5""#),
    ])
    func legacyNonNumericSid(payload: String, path: String, found: String) throws {
        let error = try #require(reformError(CatalogueReformer(), json(payload)))
        #expect(error.path == path)
        #expect(error.expected == "a whole number in a string")
        #expect(error.found == found)
    }

    @Test("A legacy sid is decimal digits only: no sign, blank, point, other digits or overflow", arguments: [
        "+1", "-1", " 1", "1 ", "1.0", "", "1e2", "0x1", "\u{0661}", "99999999999999999999",
    ])
    func legacyStrictSid(sid: String) throws {
        let payload = #"{"list":[{"sid":"\#(sid)","title":"Math","p":["junior"]}]}"#
        let error = try #require(reformError(CatalogueReformer(), json(payload)))
        #expect(error.path == "$.list[0].sid")
        #expect(error.expected == "a whole number in a string")
        #expect(error.found == "\"\(sid)\"")
        #expect(error.offset == 16)   // the sid's opening quote
        #expect(reformError(SubjectCellsReformer(settings: SampleData.settings), json(payload)) == error)
    }

    @Test("A legacy sid of digits reads, leading zeros, escapes and Int.max included", arguments: [
        ("7", 7), ("007", 7), (#"\u0037"#, 7), ("9223372036854775807", Int.max),
    ])
    func legacyDigitSid(sid: String, id: Int) throws {
        let subjects = try CatalogueReformer().reform(json(#"{"list":[{"sid":"\#(sid)","title":"Math","p":[]}]}"#))
        #expect(subjects == [Subject(id: id, name: "Math", phases: [])])
    }

    @Test("An id that is a fraction or out of range is refused at its path; a whole number in any notation reads", arguments: [
        (#"{"subjects":[{"id":1.5,"name":"Math","phases":[]}]}"#, "$.subjects[0].id", "1.5"),
        (#"{"data":{"items":[{"subject_id":1e30,"subject_name":"Math","phase_list":""}]}}"#,
         "$.data.items[0].subject_id", "1e+30"),
        (#"{"subjects":[{"id":9223372036854775808,"name":"Math","phases":[]}]}"#, "$.subjects[0].id", "9.223372036854776e+18"),
    ])
    func notWholeIDs(payload: String, path: String, found: String) throws {
        let error = try #require(reformError(CatalogueReformer(), json(payload)))
        #expect(error.path == path)
        #expect(error.expected == "a whole number")
        #expect(error.found == found)
        #expect(try CatalogueReformer().reform(json(#"{"subjects":[{"id":1.0e1,"name":"Math","phases":[]}]}"#))
            == [Subject(id: 10, name: "Math", phases: [])])
    }

    @Test("With several shapes present, v1 wins over v2 over legacy, whatever their order")
    func severalShapes() throws {
        let payload = json(#"""
            {"list":[{"sid":"3","title":"Legacy","p":[]}],
             "data":{"items":[{"subject_id":2,"subject_name":"V2","phase_list":""}]},
             "subjects":[{"id":1,"name":"V1","phases":[]}]}
            """#)
        #expect(try CatalogueReformer().reform(payload) == [Subject(id: 1, name: "V1", phases: [])])
        let noV1 = json(#"{"list":[{"sid":"3","title":"Legacy","p":[]}],"subjects":null,"data":{"items":[]}}"#)
        #expect(try CatalogueReformer().reform(noV1) == [])
    }

    @Test("Every shape present is checked, even one that loses to another")
    func losingShapeChecked() throws {
        let error = try #require(reformError(CatalogueReformer(), json(#"{"subjects":[],"list":5}"#)))
        #expect(error.path == "$.list")
        #expect(error.expected == "an array")
    }

    @Test("The one-step reformer matches phases as the two-step path does, escaped, spaced or non-ASCII", arguments: [
        (#"{"subjects":[{"id":1,"name":"A","phases":["\u006aunior"]},{"id":2,"name":"B","phases":["junior "]}]}"#, "junior"),
        (#"{"list":[{"sid":"1","title":"A","p":["senior","junior"]},{"sid":"2","title":"B","p":["Junior"]}]}"#, "junior"),
        (#"{"data":{"items":[{"subject_id":1,"subject_name":"A","phase_list":" junior\t,x"},{"subject_id":2,"subject_name":"B","phase_list":"junior\u00a0"}]}}"#,
         "junior"),
        (#"{"data":{"items":[{"subject_id":1,"subject_name":"A","phase_list":"a\u002cjunior"},{"subject_id":2,"subject_name":"B","phase_list":"jun,ior"}]}}"#,
         "junior"),
        (#"{"subjects":[{"id":1,"name":"A","phases":["Cafe\u0301"]},{"id":2,"name":"B","phases":["Café"]},{"id":3,"name":"C","phases":["Cafe"]}]}"#,
         "Café"),
        (#"{"data":{"items":[{"subject_id":1,"subject_name":"A","phase_list":"Kelvin,\u212A"},{"subject_id":2,"subject_name":"B","phase_list":"K"}]}}"#,
         "K"),
        (#"{"subjects":[{"id":1,"name":"A","phases":[""]},{"id":2,"name":"B","phases":[]}]}"#, ""),
        (#"{"data":{"items":[{"subject_id":1,"subject_name":"A","phase_list":""},{"subject_id":2,"subject_name":"B","phase_list":","}]}}"#, ""),
    ])
    func oneStepPhaseMatching(payload: String, phase: String) throws {
        let settings = UserSubjectSettings(currentPhase: Phase(rawValue: phase), entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 2, status: .on, updatedTime: 1),
            UserSubject(subjectID: 3, status: .on, updatedTime: 1),
        ])
        let subjects = try CatalogueReformer().reform(json(payload))
        let twoStep = OpenSubjects.select(from: subjects, settings: settings).map(SubjectCellData.init(subject:))
        #expect(try SubjectCellsReformer(settings: settings).reform(json(payload)) == twoStep)
    }

    @Test("Wrong types name the exact path and what was expected there", arguments: [
        // A string id in v1.
        (#"{"subjects":[{"id":1,"name":"Math","phases":[]},{"id":"2","name":"Art","phases":[]}]}"#,
         "$.subjects[1].id", "an integer"),
        // A number as a name.
        (#"{"subjects":[{"id":1,"name":42,"phases":[]}]}"#, "$.subjects[0].name", "a string"),
        // Phases not an array.
        (#"{"subjects":[{"id":1,"name":"Math","phases":"junior"}]}"#, "$.subjects[0].phases", "an array"),
        // A phase that is not a string.
        (#"{"subjects":[{"id":1,"name":"Math","phases":["junior",3]}]}"#, "$.subjects[0].phases[1]", "a string"),
        // Null where a value is needed.
        (#"{"subjects":[{"id":1,"name":null,"phases":[]}]}"#, "$.subjects[0].name", "a string"),
        (#"{"subjects":[{"id":null,"name":"Math","phases":[]}]}"#, "$.subjects[0].id", "an integer"),
        // The list itself of the wrong type.
        (#"{"subjects":{"id":1}}"#, "$.subjects", "an array"),
        // v2: a string id, a list of phases where a string is expected, items not an array.
        (#"{"data":{"items":[{"subject_id":"1","subject_name":"Math","phase_list":"junior"}]}}"#,
         "$.data.items[0].subject_id", "an integer"),
        (#"{"data":{"items":[{"subject_id":1,"subject_name":"Math","phase_list":["junior"]}]}}"#,
         "$.data.items[0].phase_list", "a string"),
        (#"{"data":{"items":{"subject_id":1}}}"#, "$.data.items", "an array"),
        // legacy: a number sid, phases not an array.
        (#"{"list":[{"sid":1,"title":"Math","p":["junior"]}]}"#, "$.list[0].sid", "a string"),
        (#"{"list":[{"sid":"1","title":"Math","p":"junior"}]}"#, "$.list[0].p", "an array"),
        // A missing field.
        (#"{"subjects":[{"id":1,"phases":[]}]}"#, "$.subjects[0].name", "a value"),
        (#"{"data":{"list":[]}}"#, "$.data.items", "a value"),
    ])
    func wrongTypes(payload: String, path: String, expected: String) throws {
        let error = try #require(reformError(CatalogueReformer(), json(payload)))
        #expect(error.path == path)
        #expect(error.expected == expected)
        #expect(error.description == "at \(path): expected \(expected), found \(error.found)")
    }

    @Test("A wrong type says what was found instead")
    func wrongTypeFound() throws {
        let stringID = try #require(reformError(CatalogueReformer(), json(#"{"subjects":[{"id":"1","name":"Math","phases":[]}]}"#)))
        #expect(stringID.found == "a string")
        let nullName = try #require(reformError(CatalogueReformer(), json(#"{"subjects":[{"id":1,"name":null,"phases":[]}]}"#)))
        #expect(nullName.found == "null")
    }

    @Test("A body that is not JSON, or is empty, is an error at $ expecting valid JSON", arguments: [
        "", "hello", #"{"subjects": [ {"id": 1,"#, "{", "\u{FEFF}\u{0}", "nul", "{\"subjects\":[]} trailing",
    ])
    func notJSON(payload: String) throws {
        let error = try #require(reformError(CatalogueReformer(), json(payload)))
        #expect(error.path == "$")
        #expect(error.expected == "valid JSON")
    }

    @Test("Bytes that are not UTF-8 at all are an error, not a crash")
    func notUTF8() throws {
        let error = try #require(reformError(CatalogueReformer(), Data([0xFF, 0xFE, 0x00, 0xC3, 0x28])))
        #expect(error.path == "$")
    }

    @Test("A top-level value that is not an object is an error at $ expecting an object", arguments: [
        #"[{"id":1,"name":"Math","phases":[]}]"#, "[]", "42", #""subjects""#, "null", "true",
    ])
    func topLevelNotObject(payload: String) throws {
        let error = try #require(reformError(CatalogueReformer(), json(payload)))
        #expect(error.path == "$")
        #expect(error.expected == "an object")
    }

    @Test("An object with none of the known keys names all three", arguments: [
        "{}", #"{"hello":"world"}"#, #"{"subjects":null}"#, #"{"data":null,"list":null}"#, #"{"items":[]}"#,
    ])
    func noKnownKey(payload: String) throws {
        let error = try #require(reformError(CatalogueReformer(), json(payload)))
        #expect(error.path == "$")
        #expect(error.expected == #"an object with "subjects", "data.items" or "list""#)
        #expect(error.found == "none of them")
    }

    @Test("Deeply nested JSON is an error, not a crash", arguments: [
        String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
        #"{"subjects":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}",
        String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000),
        String(repeating: "[", count: 100_000),
    ])
    func deeplyNested(payload: String) {
        #expect(reformError(CatalogueReformer(), json(payload)) != nil)
    }

    @Test("A payload of 100,000 subjects written by the fake backend reads back exactly", arguments: CatalogueShape.allCases)
    func hugePayload(shape: CatalogueShape) throws {
        let (backend, scheduler) = makeBackend()
        let catalogue = SampleData.catalogue(count: 100_000)
        backend.catalogue = catalogue
        backend.catalogueShape = shape
        let answer = try #require(exchange(HTTPRequest(method: .get, path: "/subjects"), with: backend, scheduler))
        let body = try answer.get().body
        let subjects = try CatalogueReformer().reform(body)
        #expect(subjects.count == 100_000)
        #expect(subjects == catalogue)
    }

    static let unicodeNames = [
        "📐 Math 🧮",
        "Cafe\u{301}",                      // e + combining acute
        "Z\u{35C}\u{321}a\u{30A}l\u{334}g\u{337}o", // stacked combining marks
        "العربية",                          // right to left
        "עברית \u{200F}(2)",                 // right to left with a mark
        "👨‍👩‍👧‍👦 family",
        "中文",
        "\"quoted\" \\ back/slash\ttab",
    ]

    @Test("Unicode names round-trip scalar for scalar through every shape", arguments: CatalogueShape.allCases)
    func unicodeNamesRoundTrip(shape: CatalogueShape) throws {
        let (backend, scheduler) = makeBackend()
        let catalogue = Self.unicodeNames.enumerated().map { Subject(id: $0.offset + 1, name: $0.element, phases: [.junior]) }
        backend.catalogue = catalogue
        backend.catalogueShape = shape
        let answer = try #require(exchange(HTTPRequest(method: .get, path: "/subjects"), with: backend, scheduler))
        let subjects = try CatalogueReformer().reform(try answer.get().body)
        // Swift compares strings by canonical equivalence; compare the scalars to be sure nothing was normalised.
        #expect(subjects.map { Array($0.name.unicodeScalars) } == Self.unicodeNames.map { Array($0.unicodeScalars) })
        #expect(subjects.map(\.id) == catalogue.map(\.id))
    }

    @Test("Escaped unicode in the payload, surrogate pairs included, is decoded")
    func escapedUnicode() throws {
        let payload = json(#"{"subjects":[{"id":1,"name":"\ud83d\udcd0 Caf\u00e9 \u05e2","phases":[]}]}"#)
        let subjects = try CatalogueReformer().reform(payload)
        #expect(subjects.first.map { Array($0.name.unicodeScalars) } == Array("📐 Café ע".unicodeScalars))
    }
}
