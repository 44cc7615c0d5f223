// Draws the learners' pictures and the worked trace from the solver's own
// search step (lowest_unvisited_hole in src/main.cpp), so that they cannot
// drift from the code. `draw FOLDER` writes into FOLDER:
//   trace-3.md      the search for n = 3, step by step, as a Markdown table
//   cube-3.svg      the cycle on the edges of the 3-cube
//   cube-4.svg      the cycle on the 4-cube, drawn as a cube inside a cube
//   reflected-4.svg the 16 lines for n = 4 as a grid: the mirror and blocks
//   stuck-3.svg     the statement's stuck game: a walk that runs out of moves
// Every SVG holds its walk in <desc> as O/X lines, for the tests to check.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

// The solver's own source; its main() becomes an ordinary function.
#define main rocks_main
#include "../src/main.cpp"
#undef main

namespace {

std::string line_of(std::uint32_t state, int holes) {
    std::string text;
    for (int hole = 0; hole < holes; ++hole) text += (state >> hole & 1) ? 'X' : 'O';
    return text;
}

// One move of the search: the holes it refused (their neighbours were
// visited, at the steps given) and the hole it took.
struct Move {
    std::uint32_t from;
    std::vector<int> refused_at_step;  // one entry per refused hole, lowest first
    int hole;
    std::uint32_t to;
};

// The whole search for `holes`, each step chosen by the solver's own
// lowest_unvisited_hole, then the closing move back to the start.
std::vector<Move> search(int holes) {
    const std::uint32_t states = std::uint32_t{1} << holes;
    std::vector<std::uint64_t> visited(states / 64 + 1, 0);
    std::vector<int> step_of(states, -1);
    visited[0] = 1;
    step_of[0] = 0;
    std::vector<Move> moves;
    std::uint32_t state = 0;
    for (std::uint32_t step = 1; step < states; ++step) {
        const int hole = lowest_unvisited_hole(visited.data(), visited[state >> 6], state, holes);
        if (hole == holes) throw std::runtime_error("the search met a dead end");
        Move move{state, {}, hole, state ^ (std::uint32_t{1} << hole)};
        for (int lower = 0; lower < hole; ++lower) {
            move.refused_at_step.push_back(step_of[state ^ (std::uint32_t{1} << lower)]);
        }
        visited[move.to >> 6] |= std::uint64_t{1} << (move.to & 63);
        step_of[move.to] = static_cast<int>(step);
        moves.push_back(move);
        state = move.to;
    }
    int closing = 0;
    while (closing < holes && state != std::uint32_t{1} << closing) ++closing;
    if (closing == holes) throw std::runtime_error("the last state is not next to the start");
    Move close{state, {}, closing, 0};
    for (int lower = 0; lower < closing; ++lower) {
        close.refused_at_step.push_back(step_of[state ^ (std::uint32_t{1} << lower)]);
    }
    moves.push_back(close);
    return moves;
}

std::vector<std::uint32_t> states_of(const std::vector<Move>& moves) {
    std::vector<std::uint32_t> states{0};
    for (const Move& move : moves) states.push_back(move.to);
    return states;
}

std::string trace(int holes) {
    const std::vector<Move> moves = search(holes);
    std::ostringstream out;
    out << "| step | from | holes tried, lowest first | move |\n|---|---|---|---|\n";
    for (std::size_t step = 1; step <= moves.size(); ++step) {
        const Move& move = moves[step - 1];
        const bool closing = step == moves.size();
        out << "| " << (closing ? std::string("closing") : std::to_string(step)) << " | `"
            << line_of(move.from, holes) << "` | ";
        for (std::size_t lower = 0; lower < move.refused_at_step.size(); ++lower) {
            const std::uint32_t seen = move.from ^ (std::uint32_t{1} << lower);
            out << "hole " << lower << ": `" << line_of(seen, holes) << "` visited at step "
                << move.refused_at_step[lower] << "; ";
        }
        out << "hole " << move.hole << ": `" << line_of(move.to, holes) << "` "
            << (closing ? "is the start" : "is new") << " | hole " << move.hole << " to `"
            << line_of(move.to, holes) << "` |\n";
    }
    return out.str();
}

struct Point {
    double x;
    double y;
};

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.0f", value);
    return text;
}

// An SVG on a white card (readable on light and dark pages), with a title
// and the drawn walk in <desc>.
class Svg {
  public:
    Svg(int width, int height, const std::string& title, const std::string& walk) {
        out_ << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\""
             << height << "\" viewBox=\"0 0 " << width << " " << height
             << "\" font-family=\"sans-serif\">\n<title>" << title << "</title>\n<desc>" << walk
             << "</desc>\n<rect width=\"" << width << "\" height=\"" << height
             << "\" rx=\"8\" fill=\"#ffffff\"/>\n";
    }
    void line(Point a, Point b, const std::string& style) {
        out_ << "<line x1=\"" << number(a.x) << "\" y1=\"" << number(a.y) << "\" x2=\""
             << number(b.x) << "\" y2=\"" << number(b.y) << "\" " << style << "/>\n";
    }
    void circle(Point at, double radius, const std::string& style) {
        out_ << "<circle cx=\"" << number(at.x) << "\" cy=\"" << number(at.y) << "\" r=\""
             << number(radius) << "\" " << style << "/>\n";
    }
    void rect(Point at, double width, double height, const std::string& fill) {
        out_ << "<rect x=\"" << number(at.x) << "\" y=\"" << number(at.y) << "\" width=\""
             << number(width) << "\" height=\"" << number(height) << "\" fill=\"" << fill
             << "\"/>\n";
    }
    void text(Point at, const std::string& words, const std::string& style) {
        out_ << "<text x=\"" << number(at.x) << "\" y=\"" << number(at.y) << "\" " << style << ">"
             << words << "</text>\n";
    }
    void raw(const std::string& element) { out_ << element << "\n"; }
    // Elements until end_group() share `style`.
    void group(const std::string& style) { out_ << "<g " << style << ">\n"; }
    void end_group() { out_ << "</g>\n"; }
    std::string finish() { return out_.str() + "</svg>\n"; }

  private:
    std::ostringstream out_;
};

const char kInk[] = "#212529";
const char kWalk[] = "#d9480f";
const char kEdge[] = "#ced4da";

std::string walk_text(const std::vector<std::uint32_t>& states, int holes) {
    std::string text;
    for (std::uint32_t state : states) text += (text.empty() ? "" : " ") + line_of(state, holes);
    return text;
}

// Corners of the cube: hole 0 to the right, hole 1 down, hole 2 into the
// page (up and right); hole 3, if any, a smaller cube inside.
Point corner(std::uint32_t state, double size, Point origin) {
    const double depth = size * 0.5;
    Point p{origin.x + size * (state & 1) + depth * (state >> 2 & 1),
            origin.y + size * (state >> 1 & 1) - depth * (state >> 2 & 1)};
    if (state >> 3 & 1) {
        const Point centre{origin.x + (size + depth) / 2, origin.y + (size - depth) / 2};
        p = Point{centre.x + 0.5 * (p.x - centre.x), centre.y + 0.5 * (p.y - centre.y)};
    }
    return p;
}

std::string cube(int holes, const std::vector<std::uint32_t>& walk, const std::string& title,
                 const std::string& caption, bool ends_stuck) {
    const bool small = holes == 4;
    const double size = small ? 250 : 190;
    const double radius = small ? 12 : 15;
    const Point origin{small ? 70.0 : 90.0, small ? 180.0 : 130.0};
    const int width = small ? 520 : 480;
    const int height = small ? 500 : 400;
    Svg svg(width, height, title, walk_text(walk, holes));
    svg.raw(
        "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
        "markerWidth=\"6\" markerHeight=\"6\" orient=\"auto-start-reverse\"><path "
        "d=\"M0,0 L10,5 L0,10 z\" fill=\"" +
        std::string(kWalk) + "\"/></marker></defs>");
    const std::uint32_t states = std::uint32_t{1} << holes;
    svg.group("stroke=\"" + std::string(kEdge) + "\" stroke-width=\"1.5\"");
    for (std::uint32_t a = 0; a < states; ++a) {
        for (int hole = 0; hole < holes; ++hole) {
            const std::uint32_t b = a ^ (std::uint32_t{1} << hole);
            if (a < b) svg.line(corner(a, size, origin), corner(b, size, origin), "");
        }
    }
    svg.end_group();
    svg.group("stroke=\"" + std::string(kWalk) +
              "\" stroke-width=\"3\" marker-end=\"url(#arrow)\"");
    for (std::size_t i = 1; i < walk.size(); ++i) {
        const Point a = corner(walk[i - 1], size, origin);
        const Point b = corner(walk[i], size, origin);
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        const double keep = (length - radius - 2) / length;  // stop at the circle
        svg.line(a, Point{a.x + (b.x - a.x) * keep, a.y + (b.y - a.y) * keep}, "");
    }
    svg.end_group();
    std::vector<int> order(states, -1);
    for (std::size_t i = 0; i + 1 < walk.size() || (ends_stuck && i < walk.size()); ++i) {
        order[walk[i]] = static_cast<int>(i);
    }
    svg.group(std::string("font-size=\"") + (small ? "11" : "14") + "\" fill=\"" + kInk + "\"");
    for (std::uint32_t state = 0; state < states; ++state) {
        const Point at = corner(state, size, origin);
        const bool stuck_here = ends_stuck && state == walk.back();
        svg.circle(at, radius,
                   std::string("fill=\"#ffffff\" stroke=\"") + (stuck_here ? kWalk : kInk) +
                       "\" stroke-width=\"" + (stuck_here ? "3" : "1.5") + "\"");
        if (order[state] >= 0) {
            svg.text(Point{at.x, at.y + (small ? 4 : 5)}, std::to_string(order[state]),
                     "text-anchor=\"middle\"");
        }
        const bool right = (state & 1) != 0;
        svg.text(Point{at.x + (right ? 1 : -1) * (radius + 4), at.y - radius + 2},
                 line_of(state, holes),
                 std::string("text-anchor=\"") + (right ? "start" : "end") + "\"");
    }
    svg.end_group();
    svg.text(Point{20, static_cast<double>(height) - 20}, caption,
             "font-size=\"13\" fill=\"" + std::string(kInk) + "\"");
    return svg.finish();
}

// The lines for n = 4 as a grid, O light and X dark, with the mirror and
// the aligned blocks of 2, 4 and 8 lines marked.
std::string reflected(const std::vector<std::uint32_t>& walk) {
    const int holes = 4;
    const double cell = 26;
    const Point grid{90, 60};
    Svg svg(520, 560,
            "The 17 lines for n = 4: the reflected Gray code, each aligned block a subcube",
            walk_text(walk, holes));
    for (int hole = 0; hole < holes; ++hole) {
        svg.text(Point{grid.x + cell * hole + cell / 2, grid.y - 10}, "h" + std::to_string(hole),
                 "font-size=\"12\" text-anchor=\"middle\" fill=\"" + std::string(kInk) + "\"");
    }
    svg.group("font-size=\"12\" text-anchor=\"end\" fill=\"" + std::string(kInk) + "\"");
    for (std::size_t row = 0; row < walk.size(); ++row) {
        svg.text(Point{grid.x - 10, grid.y + cell * static_cast<double>(row) + cell * 0.7},
                 std::to_string(row), "");
    }
    svg.end_group();
    svg.group("font-size=\"13\" font-weight=\"bold\" text-anchor=\"middle\"");
    for (std::size_t row = 0; row < walk.size(); ++row) {
        for (int hole = 0; hole < holes; ++hole) {
            const bool covered = (walk[row] >> hole & 1) != 0;
            const Point at{grid.x + cell * hole, grid.y + cell * static_cast<double>(row)};
            svg.rect(at, cell - 2, cell - 2, covered ? "#1864ab" : "#d0ebff");
            svg.text(Point{at.x + cell / 2 - 1, at.y + cell * 0.68}, covered ? "X" : "O",
                     std::string("fill=\"") + (covered ? "#ffffff" : kInk) + "\"");
        }
    }
    svg.end_group();
    // Block boundaries: every 2 rows thin, every 4 thicker, the mirror at 8.
    for (int row = 2; row < 16; row += 2) {
        const double y = grid.y + cell * row - 1;
        const int width = row % 8 == 0 ? 3 : row % 4 == 0 ? 2 : 1;
        svg.line(Point{grid.x - 4, y}, Point{grid.x + cell * holes + 4, y},
                 "stroke=\"" + std::string(kWalk) + "\" stroke-width=\"" + std::to_string(width) +
                     "\"" + (row == 8 ? " stroke-dasharray=\"6 3\"" : ""));
    }
    const double x = grid.x + cell * holes + 20;
    const char* const notes[] = {
        "Row k is k XOR (k >> 1), hole 0 leftmost.",
        "",
        "The dashed line is a mirror: rows 8 to 15",
        "are rows 7 to 0 with hole 3 covered.",
        "",
        "Lines split the rows into aligned blocks",
        "of 2, 4 and 8. In each block of 2^t rows",
        "holes t and up never change, and holes",
        "0 to t-1 take all 2^t settings once:",
        "the block is a whole t-dimensional subcube.",
        "",
        "So when row k flips hole t = ctz(k), every",
        "lower hole leads back into the block just",
        "finished: visited. Hole t is the lowest",
        "hole that leads somewhere new.",
        "",
        "Row 16 closes the cycle: one move from 15.",
    };
    double y = grid.y + 10;
    svg.group("font-size=\"12\" fill=\"" + std::string(kInk) + "\"");
    for (const char* note : notes) {
        if (*note != '\0') svg.text(Point{x, y}, note, "");
        y += 18;
    }
    svg.end_group();
    return svg.finish();
}

void write(const std::string& folder, const std::string& name, const std::string& text) {
    std::ofstream file(folder + "/" + name, std::ios::binary);
    file << text;
    if (!file.flush()) throw std::runtime_error("cannot write " + folder + "/" + name);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: draw FOLDER\n";
        return 1;
    }
    const std::string folder = argv[1];
    try {
        write(folder, "trace-3.md", trace(3));
        write(folder, "cube-3.svg",
              cube(3, states_of(search(3)),
                   "The search for n = 3: the cycle on the edges of the 3-cube",
                   "Numbers give the visiting order; arrows the moves, back to OOO.", false));
        write(folder, "cube-4.svg",
              cube(4, states_of(search(4)),
                   "The search for n = 4: the cycle on the 4-cube (hole 3: the inner cube)",
                   "Outer cube: hole 3 empty; inner cube: hole 3 covered.", false));
        write(folder, "reflected-4.svg", reflected(states_of(search(4))));
        // The statement's stuck game: from XXX every move leads back.
        const std::vector<std::uint32_t> stuck = {0, 4, 5, 1, 3, 2, 6, 7};
        write(folder, "stuck-3.svg",
              cube(3, stuck, "A stuck game for n = 3: from XXX every move leads back",
                   "Stuck at 7 (XXX): all three neighbours are visited, OOO is not next.", true));
    } catch (const std::exception& error) {
        std::cerr << "draw: " << error.what() << "\n";
        return 1;
    }
    return 0;
}
