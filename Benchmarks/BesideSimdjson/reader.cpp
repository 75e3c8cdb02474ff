// The one-step reader's work in C++ with simdjson's on-demand API, for Benchmarks/beside-simdjson:
// from the v1 catalogue's bytes, the cells of the subjects that are switched on and offered in the
// user's phase (every subject of the payload, junior phase, as the benchmark's reformer cases),
// each with its id, its name and the phases the app knows, into output reserved beforehand.
//
// Usage: reader PAYLOAD ROUNDS [CELLS]   prints the median MB/s (10^6 bytes) of ROUNDS reads and,
//        with CELLS, writes the cells there as the Swift side writes them (id, name, phases).
#include <simdjson.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

enum Phase : uint8_t { primary = 1, junior = 2, senior = 4 };

struct Cell {
    int64_t id;
    std::string title;
    uint8_t phases;
};

uint8_t known_phase(std::string_view name) {
    if (name == "primary") return primary;
    if (name == "junior") return junior;
    if (name == "senior") return senior;
    return 0;
}

// Every subject from 1 to `count` switched on, as the Swift side's settings say.
struct SwitchedOn {
    std::vector<uint64_t> bits;
    explicit SwitchedOn(int64_t count) : bits(static_cast<size_t>(count / 64 + 1), 0) {
        for (int64_t id = 1; id <= count; ++id) bits[static_cast<size_t>(id / 64)] |= uint64_t{1} << (id % 64);
    }
    bool contains(int64_t id) const {
        return id >= 0 && static_cast<size_t>(id / 64) < bits.size() && (bits[static_cast<size_t>(id / 64)] >> (id % 64) & 1);
    }
};

simdjson::error_code read(simdjson::ondemand::parser &parser, const simdjson::padded_string &json,
                          const SwitchedOn &on, uint8_t user_phase, std::vector<Cell> &cells) {
    simdjson::ondemand::document doc;
    if (auto error = parser.iterate(json).get(doc)) return error;
    simdjson::ondemand::array subjects;
    if (auto error = doc["subjects"].get_array().get(subjects)) return error;
    for (auto element : subjects) {
        simdjson::ondemand::object subject;
        if (auto error = element.get_object().get(subject)) return error;
        int64_t id = 0;
        std::string_view name;
        uint8_t phases = 0;
        // The fake server writes the keys sorted: id, name, phases.
        if (auto error = subject["id"].get_int64().get(id)) return error;
        if (auto error = subject["name"].get_string().get(name)) return error;
        simdjson::ondemand::array list;
        if (auto error = subject["phases"].get_array().get(list)) return error;
        for (auto phase : list) {
            std::string_view phase_name;
            if (auto error = phase.get_string().get(phase_name)) return error;
            phases |= known_phase(phase_name);
        }
        if ((phases & user_phase) && on.contains(id)) cells.push_back(Cell{id, std::string(name), phases});
    }
    return simdjson::SUCCESS;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: reader PAYLOAD ROUNDS [CELLS]\n");
        return 2;
    }
    simdjson::padded_string json;
    if (auto error = simdjson::padded_string::load(argv[1]).get(json)) {
        std::fprintf(stderr, "reader: cannot read %s: %s\n", argv[1], simdjson::error_message(error));
        return 1;
    }
    const int rounds = std::max(1, std::atoi(argv[2]));
    const SwitchedOn on(1000000);
    simdjson::ondemand::parser parser;
    std::vector<Cell> cells;
    std::vector<double> rates;
    for (int round = 0; round < rounds + 1; ++round) {
        cells.clear();
        cells.reserve(100000);
        auto start = std::chrono::steady_clock::now();
        if (auto error = read(parser, json, on, junior, cells)) {
            std::fprintf(stderr, "reader: %s\n", simdjson::error_message(error));
            return 1;
        }
        auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (round > 0) rates.push_back(static_cast<double>(json.size()) / 1e6 / seconds);  // the first warms up
    }
    std::sort(rates.begin(), rates.end());
    std::printf("%.1f\n", rates[rates.size() / 2]);
    if (argc > 3) {
        std::ofstream out(argv[3]);
        for (const auto &cell : cells) {
            out << cell.id << '\t' << cell.title << '\t' << int(cell.phases) << '\n';
        }
    }
    return 0;
}
