// Draws the learners' pictures and the worked trace from the solver's own
// search step (lowest_unvisited_hole in src/main.cpp), so that they cannot
// drift from the code. `draw FOLDER` writes into FOLDER, in English, and
// into FOLDER/zh-CN, in Chinese:
//   trace-3.md      the search for n = 3, step by step, as a Markdown table
//   gray-3.md       the same states beside k and k ^ (k >> 1), a Markdown table
//   cube-3.svg      the cycle on the edges of the 3-cube
//   stuck-3.svg     the statement's stuck game: a walk that runs out of moves
//   map-4.svg       the cycle for n = 4 on a 4 x 4 map of the states
//   reflected-4.svg the 17 lines for n = 4 as a grid: flips, mirror, blocks
// and, in FOLDER only (it has no words), play-data.js: the frames that
// play.html plays, the search for n = 1 to 5 and a search that backs up.
// Every SVG holds its walk in <desc> as O/X lines, for the tests to check.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
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

// The hole in which two states one move apart differ.
int hole_between(std::uint32_t a, std::uint32_t b) {
    int hole = 0;
    while ((a ^ b) >> hole != 1) ++hole;
    return hole;
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
    // When each hole below `hole` led from `from` to a visited state.
    auto refused_steps = [&](std::uint32_t from, int hole) {
        std::vector<int> steps;
        for (int lower = 0; lower < hole; ++lower) {
            steps.push_back(step_of[from ^ (std::uint32_t{1} << lower)]);
        }
        return steps;
    };
    std::vector<Move> moves;
    std::uint32_t state = 0;
    for (std::uint32_t step = 1; step < states; ++step) {
        const int hole = lowest_unvisited_hole(visited.data(), state, holes);
        if (hole == holes) throw std::runtime_error("the search met a dead end");
        Move move{state, refused_steps(state, hole), hole, state ^ (std::uint32_t{1} << hole)};
        visited[move.to >> 6] |= std::uint64_t{1} << (move.to & 63);
        step_of[move.to] = static_cast<int>(step);
        moves.push_back(move);
        state = move.to;
    }
    const int closing = closing_hole(state, holes);
    if (closing == holes) throw std::runtime_error("the last state is not next to the start");
    moves.push_back(Move{state, refused_steps(state, closing), closing, 0});
    return moves;
}

std::vector<std::uint32_t> states_of(const std::vector<Move>& moves) {
    std::vector<std::uint32_t> states{0};
    for (const Move& move : moves) states.push_back(move.to);
    return states;
}

// The words of each picture and trace, in English and in Chinese.
enum class Language { kEnglish, kChinese };

std::string trace(int holes, Language language) {
    const std::vector<Move> moves = search(holes);
    const bool english = language == Language::kEnglish;
    std::ostringstream out;
    const std::string last_hole = std::to_string(holes - 1);
    out << (english
                ? "### The search for n = " + std::to_string(holes) + ", step by step\n\n" +
                      "Holes are numbered 0 to " + last_hole +
                      " from the left, so hole `i` is the statement's hole `i + 1`.\n\n"
                : "### n = " + std::to_string(holes) + " 时搜索的每一步\n\n洞从左到右编号为 0 到 " +
                      last_hole + "，这里的洞 `i` 就是题面中的第 `i + 1` 个洞。\n\n")
        << (english
                ? "| step k | from (step k - 1) | holes tried, lowest first | move, to step k |\n"
                : "| 第 k 步 | 出发的状态（第 k - 1 步） | 按编号从小到大尝试的洞 | 移动，到第 k "
                  "步 |\n")
        << "|---|---|---|---|\n";
    const std::string states = std::to_string(std::uint32_t{1} << holes);
    for (std::size_t step = 1; step <= moves.size(); ++step) {
        const Move& move = moves[step - 1];
        const std::string to = line_of(move.to, holes);
        const std::string hole = std::to_string(move.hole);
        out << "| " << step;
        // The close as the guides' programs make it: every state is on the
        // path, so no hole is tried; the last state has one covered hole.
        if (step == moves.size()) {
            out << (english ? " (closing) | `" : "（收尾） | `") << line_of(move.from, holes)
                << (english ? "` | none: all " + states + " states are visited; only hole " + hole +
                                  " is covered, so `s & (s - 1)` is 0 | hole " + hole +
                                  " back to `" + to + "` |\n"
                            : "` | 不再试洞：" + states + " 个状态都已访问；只有洞 " + hole +
                                  " 有石头，`s & (s - 1)` 为 0 | 翻转洞 " + hole + "，回到 `" + to +
                                  "` |\n");
            break;
        }
        out << " | `" << line_of(move.from, holes) << "` | ";
        for (std::size_t lower = 0; lower < move.refused_at_step.size(); ++lower) {
            const std::uint32_t seen = move.from ^ (std::uint32_t{1} << lower);
            const std::string visited_at = std::to_string(move.refused_at_step[lower]);
            out << (english ? "hole " : "洞 ") << lower << (english ? ": `" : "：`")
                << line_of(seen, holes) << "` "
                << (english ? "visited at step " + visited_at + "; "
                            : "已在第 " + visited_at + " 步访问；");
        }
        if (english) {
            out << "hole " << hole << ": `" << to << "` is new | hole " << hole << " to `" << to
                << "` |\n";
        } else {
            out << "洞 " << hole << "：`" << to << "` 是新状态 | 翻转洞 " << hole << "，到 `" << to
                << "` |\n";
        }
    }
    return out.str();
}

// Bits as people write a number: the highest first.
std::string binary(std::uint32_t value, int bits) {
    std::string text;
    for (int bit = bits - 1; bit >= 0; --bit) text += (value >> bit & 1) ? '1' : '0';
    return text;
}

// The search's states for n = `holes` beside k and k ^ (k >> 1), a row a
// step: the formula seen before it is proved.
std::string gray_table(int holes, Language language) {
    const std::vector<Move> moves = search(holes);
    const std::vector<std::uint32_t> states = states_of(moves);
    const bool english = language == Language::kEnglish;
    std::ostringstream out;
    out << (english ? "| step k | k, binary | k ^ (k >> 1) | state at step k | hole flipped |\n"
                    : "| 第 k 步 | k 的二进制 | k ^ (k >> 1) | 第 k 步的状态 | 翻转的洞 |\n")
        << "|---|---|---|---|---|\n";
    for (std::size_t k = 0; k + 1 < states.size(); ++k) {
        const std::uint32_t step = static_cast<std::uint32_t>(k);
        out << "| " << k << " | `" << binary(step, holes) << "` | `"
            << binary(step ^ (step >> 1), holes) << "` | `" << line_of(states[k], holes) << "` | "
            << (k == 0 ? std::string(english ? "(the start)" : "（起点）")
                       : (english ? "hole " : "洞 ") + std::to_string(moves[k - 1].hole))
            << " |\n";
    }
    return out.str();
}

// One palette for the pictures and for play.html, which reads it from
// play-data.js. Text colours keep WCAG AA contrast (4.5:1) on the white card,
// and white keeps it on kWalk and kCovered.
struct Colour {
    const char* name;  // play.html's CSS variable, --name
    const char* value;
};
const Colour kPalette[] = {
    {"ink", "#212529"},      // text and outlines
    {"muted", "#495057"},    // notes
    {"walk", "#c2410c"},     // the walk, and the current state's box
    {"edge", "#ced4da"},     // moves the walk did not take
    {"refused", "#c92a2a"},  // a stuck state, a refused or wrong move
    {"taken", "#237032"},    // a move taken
    {"visited", "#ffe8cc"},  // a visited state's box
    {"covered", "#1864ab"},  // a covered hole's cell
    {"empty", "#d0ebff"},    // an empty hole's cell
    {"card", "#ffffff"},     // what everything is drawn on
    {"page", "#f8f9fa"},     // play.html's background
};
const char* colour(const std::string& name) {
    for (const Colour& entry : kPalette) {
        if (name == entry.name) return entry.value;
    }
    throw std::logic_error("no colour " + name);
}
const std::string kInk = colour("ink");
const std::string kWalk = colour("walk");
const std::string kEdge = colour("edge");
const std::string kStuck = colour("refused");
const std::string kCard = colour("card");

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
    Svg(int width, int height, const std::string& title, const std::string& walk,
        Language language) {
        out_ << "<svg xmlns=\"http://www.w3.org/2000/svg\" xml:lang=\""
             << (language == Language::kEnglish ? "en" : "zh-CN") << "\" width=\"" << width
             << "\" height=\"" << height << "\" viewBox=\"0 0 " << width << " " << height
             << "\" font-family=\"sans-serif\">\n<title>" << title << "</title>\n<desc>" << walk
             << "</desc>\n<rect width=\"" << width << "\" height=\"" << height
             << "\" rx=\"8\" fill=\"" << kCard << "\"/>\n";
    }
    void line(Point a, Point b, const std::string& style) {
        out_ << "<line x1=\"" << number(a.x) << "\" y1=\"" << number(a.y) << "\" x2=\""
             << number(b.x) << "\" y2=\"" << number(b.y) << "\" " << style << "/>\n";
    }
    void polyline(const std::vector<Point>& points, const std::string& style) {
        out_ << "<polyline points=\"";
        for (std::size_t i = 0; i < points.size(); ++i) {
            out_ << (i ? " " : "") << number(points[i].x) << "," << number(points[i].y);
        }
        out_ << "\" fill=\"none\" " << style << "/>\n";
    }
    void rect(Point at, double width, double height, const std::string& style) {
        out_ << "<rect x=\"" << number(at.x) << "\" y=\"" << number(at.y) << "\" width=\""
             << number(width) << "\" height=\"" << number(height) << "\" " << style << "/>\n";
    }
    // Lines of words at the bottom left, the last 4 pixels above `height`.
    void caption(const std::vector<std::string>& lines, int height) {
        double y = height - 18.0 * static_cast<double>(lines.size()) - 4;
        for (const std::string& words : lines) {
            text(Point{20, y}, words, "font-size=\"13\"");
            y += 18;
        }
    }
    void text(Point at, const std::string& words, const std::string& style) {
        out_ << "<text x=\"" << number(at.x) << "\" y=\"" << number(at.y) << "\""
             << (style.empty() ? "" : " ") << style << ">" << words << "</text>\n";
    }
    void raw(const std::string& element) { out_ << element << "\n"; }
    // Elements until end_group() share `style`.
    void group(const std::string& style) { out_ << "<g " << style << ">\n"; }
    void end_group() { out_ << "</g>\n"; }
    std::string finish() { return out_.str() + "</svg>\n"; }

  private:
    std::ostringstream out_;
};

std::string walk_text(const std::vector<std::uint32_t>& states, int holes) {
    std::string text;
    for (std::uint32_t state : states) text += (text.empty() ? "" : " ") + line_of(state, holes);
    return text;
}

std::string arrow_marker(const std::string& id, const std::string& colour) {
    return "<defs><marker id=\"" + id +
           "\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" "
           "orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"" +
           colour + "\"/></marker></defs>";
}

// A state drawn as a box: the state itself in bold, and under it the step at
// which the walk reaches it (never a number that could be read as the state).
struct Box {
    double half_width;
    double half_height;
};

// How a box is outlined: plainly, as the stuck state, or as its neighbour.
enum class Outline { kPlain, kStuckState, kStuckNeighbour };

void state_box(Svg& svg, Point centre, const Box& box, const std::string& state,
               const std::string& step, Outline outline) {
    const std::string stroke =
        outline == Outline::kPlain
            ? "stroke=\"" + kInk + "\" stroke-width=\"1.5\""
            : "stroke=\"" + kStuck + "\" stroke-width=\"3\"" +
                  (outline == Outline::kStuckNeighbour ? " stroke-dasharray=\"5 3\"" : "");
    svg.rect(Point{centre.x - box.half_width, centre.y - box.half_height}, 2 * box.half_width,
             2 * box.half_height, "rx=\"6\" fill=\"" + kCard + "\" " + stroke);
    svg.text(Point{centre.x, centre.y - 2}, state,
             "font-size=\"14\" font-weight=\"bold\" text-anchor=\"middle\"");
    if (!step.empty()) {
        svg.text(Point{centre.x, centre.y + 13}, step, "font-size=\"10\" text-anchor=\"middle\"");
    }
}

// Where a segment from `from` towards `to` leaves the box around `from`.
double distance_to_edge(Point from, Point to, const Box& box) {
    const double dx = std::fabs(to.x - from.x);
    const double dy = std::fabs(to.y - from.y);
    const double length = std::hypot(dx, dy);
    const double along_x = dx > 0 ? box.half_width / dx : 1e9;
    const double along_y = dy > 0 ? box.half_height / dy : 1e9;
    return std::min(along_x, along_y) * length;
}

// The arrow from box to box, from edge to edge.
void move_arrow(Svg& svg, Point a, Point b, const Box& box) {
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    const double start = (distance_to_edge(a, b, box) + 2) / length;
    const double end = (length - distance_to_edge(b, a, box) - 3) / length;
    svg.line(Point{a.x + (b.x - a.x) * start, a.y + (b.y - a.y) * start},
             Point{a.x + (b.x - a.x) * end, a.y + (b.y - a.y) * end}, "");
}

std::string step_words(int step, Language language) {
    return language == Language::kEnglish ? "step " + std::to_string(step)
                                          : "第 " + std::to_string(step) + " 步";
}

// Corners of the 3-cube: hole 0 to the right, hole 1 down, hole 2 into the
// page (up and right), so that no three corners share a line.
Point corner(std::uint32_t state) {
    const double size = 190;
    const double depth = 95;
    return Point{70 + size * (state & 1) + depth * (state >> 2 & 1),
                 150 + size * (state >> 1 & 1) - depth * (state >> 2 & 1)};
}

// The 3-cube with the walk on its edges. A stuck walk ends where every
// neighbour is visited: those edges are drawn dashed in red.
std::string cube(const std::vector<std::uint32_t>& walk, bool stuck, const std::string& title,
                 const std::vector<std::string>& caption, Language language) {
    const int holes = 3;
    const Box box{26, 19};
    const int width = 540;
    const int height = 440;
    Svg svg(width, height, title, walk_text(walk, holes), language);
    svg.raw(arrow_marker("arrow", kWalk));
    svg.group("stroke=\"" + kEdge + "\" stroke-width=\"1.5\"");
    for (std::uint32_t a = 0; a < 8; ++a) {
        for (int hole = 0; hole < holes; ++hole) {
            const std::uint32_t b = a ^ (std::uint32_t{1} << hole);
            if (a < b) svg.line(corner(a), corner(b), "");
        }
    }
    svg.end_group();
    // The stuck state's edges to its visited neighbours, but the one the walk
    // came in by, which its arrow shows.
    if (stuck) {
        svg.group("stroke=\"" + kStuck + "\" stroke-width=\"2.5\" stroke-dasharray=\"6 4\"");
        for (int hole = 0; hole < holes; ++hole) {
            const std::uint32_t neighbour = walk.back() ^ (std::uint32_t{1} << hole);
            if (neighbour != walk[walk.size() - 2])
                svg.line(corner(walk.back()), corner(neighbour), "");
        }
        svg.end_group();
    }
    svg.group("stroke=\"" + kWalk + "\" stroke-width=\"3\" marker-end=\"url(#arrow)\"");
    for (std::size_t i = 1; i < walk.size(); ++i)
        move_arrow(svg, corner(walk[i - 1]), corner(walk[i]), box);
    svg.end_group();
    std::vector<int> step(8, -1);
    for (std::size_t i = 0; i < walk.size(); ++i) {
        if (step[walk[i]] < 0) step[walk[i]] = static_cast<int>(i);
    }
    svg.group("fill=\"" + kInk + "\"");
    for (std::uint32_t state = 0; state < 8; ++state) {
        const std::uint32_t moved = state ^ walk.back();
        const Outline outline = !stuck                       ? Outline::kPlain
                                : moved == 0                 ? Outline::kStuckState
                                : (moved & (moved - 1)) == 0 ? Outline::kStuckNeighbour
                                                             : Outline::kPlain;
        state_box(svg, corner(state), box, line_of(state, holes),
                  step[state] < 0 ? "" : step_words(step[state], language), outline);
    }
    svg.caption(caption, height);
    svg.end_group();
    return svg.finish();
}

// The 16 states for n = 4 as a 4 x 4 map: holes 0 and 1 choose the column,
// holes 2 and 3 the row, each in the order OO, XO, XX, OX, so that any two
// side-by-side cells differ in one hole, and so do the top and bottom rows
// (the map wraps around). The walk is drawn through the cells.
const char* const kMapOrder[] = {"OO", "XO", "XX", "OX"};  // play.html reads it too

int map_index(std::uint32_t two_holes) {
    const std::string pair = line_of(two_holes & 3, 2);
    return static_cast<int>(std::find(std::begin(kMapOrder), std::end(kMapOrder), pair) -
                            std::begin(kMapOrder));
}

std::string map_of_four(const std::vector<std::uint32_t>& walk, const std::string& title,
                        const std::vector<std::string>& caption, Language language) {
    const int holes = 4;
    const Box box{36, 21};
    const double column_step = 112;
    const double row_step = 76;
    const Point first{150, 110};  // the centre of the top left cell
    auto centre = [&](std::uint32_t state) {
        return Point{first.x + column_step * map_index(state),
                     first.y + row_step * map_index(state >> 2)};
    };
    const int width = 560;
    const int height = 470;
    Svg svg(width, height, title, walk_text(walk, holes), language);
    svg.raw(arrow_marker("arrow", kWalk));
    svg.group("font-size=\"12\" fill=\"" + kInk + "\"");
    const bool english = language == Language::kEnglish;
    svg.text(Point{first.x - box.half_width, 34}, english ? "holes 0 and 1" : "列：洞 0、1", "");
    svg.text(Point{20, 34}, english ? "holes 2, 3" : "行：洞 2、3", "");
    for (int i = 0; i < 4; ++i) {
        svg.text(Point{first.x + column_step * i, 62}, kMapOrder[i], "text-anchor=\"middle\"");
        svg.text(Point{36, first.y + row_step * i + 4}, kMapOrder[i], "text-anchor=\"middle\"");
    }
    svg.end_group();
    svg.group("stroke=\"" + kWalk + "\" stroke-width=\"3\" marker-end=\"url(#arrow)\"");
    for (std::size_t i = 1; i < walk.size(); ++i) {
        const Point a = centre(walk[i - 1]);
        const Point b = centre(walk[i]);
        const bool wraps = std::fabs(a.y - b.y) > row_step * 1.5;
        if (!wraps) {
            move_arrow(svg, a, b, box);
            continue;
        }
        if (std::fabs(a.x - b.x) > 1) throw std::runtime_error("a move wraps sideways");
        // Top and bottom rows are neighbours: around the left of the map.
        const double x = a.x - box.half_width - 22;
        svg.polyline({Point{a.x - box.half_width - 2, a.y}, Point{x, a.y}, Point{x, b.y},
                      Point{b.x - box.half_width - 3, b.y}},
                     "");
    }
    svg.end_group();
    svg.group("fill=\"" + kInk + "\"");
    for (std::size_t i = 0; i + 1 < walk.size(); ++i) {
        state_box(svg, centre(walk[i]), box, line_of(walk[i], holes),
                  step_words(static_cast<int>(i), language), Outline::kPlain);
    }
    svg.caption(caption, height);
    svg.end_group();
    return svg.finish();
}

// The lines for n = 4 as a grid, O light and X dark, the hole that each row
// flips outlined and named, the mirror and the aligned blocks marked.
std::string reflected(const std::vector<std::uint32_t>& walk, const std::string& title,
                      const std::vector<std::string>& notes, Language language) {
    const int holes = 4;
    const double cell = 26;
    const Point grid{70, 60};
    const bool english = language == Language::kEnglish;
    Svg svg(660, 580, title, walk_text(walk, holes), language);
    svg.group("font-size=\"12\" fill=\"" + kInk + "\"");
    for (int hole = 0; hole < holes; ++hole) {
        // "洞 0" is set a size smaller than the rest, to fit a cell's width.
        svg.text(Point{grid.x + cell * hole + cell / 2, grid.y - 10},
                 (english ? "h" : "洞 ") + std::to_string(hole),
                 english ? "text-anchor=\"middle\"" : "text-anchor=\"middle\" font-size=\"11\"");
    }
    svg.text(Point{grid.x - 10, grid.y - 10}, "k", "text-anchor=\"end\"");
    svg.text(Point{grid.x + cell * holes + 10, grid.y - 10}, english ? "flips" : "翻转", "");
    for (std::size_t row = 0; row < walk.size(); ++row) {
        const double baseline = grid.y + cell * static_cast<double>(row) + cell * 0.7;
        svg.text(Point{grid.x - 10, baseline}, std::to_string(row), "text-anchor=\"end\"");
        if (row > 0) {
            const int hole = hole_between(walk[row], walk[row - 1]);
            svg.text(Point{grid.x + cell * holes + 10, baseline},
                     (english ? "hole " : "洞 ") + std::to_string(hole), "");
        }
    }
    svg.end_group();
    svg.group("font-size=\"13\" font-weight=\"bold\" text-anchor=\"middle\"");
    for (std::size_t row = 0; row < walk.size(); ++row) {
        for (int hole = 0; hole < holes; ++hole) {
            const bool covered = (walk[row] >> hole & 1) != 0;
            const bool flipped = row > 0 && ((walk[row] ^ walk[row - 1]) >> hole & 1) != 0;
            const Point at{grid.x + cell * hole, grid.y + cell * static_cast<double>(row)};
            svg.rect(at, cell - 2, cell - 2,
                     std::string("fill=\"") + (covered ? colour("covered") : colour("empty")) +
                         "\"" + (flipped ? " stroke=\"" + kWalk + "\" stroke-width=\"2.5\"" : ""));
            svg.text(Point{at.x + cell / 2 - 1, at.y + cell * 0.68}, covered ? "X" : "O",
                     std::string("fill=\"") + (covered ? kCard : kInk) + "\"");
        }
    }
    svg.end_group();
    // Block boundaries: every 2 rows thin, every 4 thicker, the mirror at 8.
    auto boundary_style = [](int row) {
        const int width = row % 8 == 0 ? 3 : row % 4 == 0 ? 2 : 1;
        return "stroke=\"" + kInk + "\" stroke-width=\"" + std::to_string(width) + "\"" +
               (row == 8 ? " stroke-dasharray=\"6 3\"" : "");
    };
    for (int row = 2; row < 16; row += 2) {
        const double y = grid.y + cell * row - 1;
        svg.line(Point{grid.x - 4, y}, Point{grid.x + cell * holes + 2, y}, boundary_style(row));
    }
    // The notes, with a sample of each line style before its meaning.
    const double x = grid.x + cell * holes + 80;
    double y = grid.y + 10;
    svg.group("font-size=\"12\" fill=\"" + kInk + "\"");
    for (const std::string& note : notes) {
        const int style_row = note.rfind("--2", 0) == 0   ? 2
                              : note.rfind("--4", 0) == 0 ? 4
                              : note.rfind("--8", 0) == 0 ? 8
                                                          : 0;
        if (style_row != 0) {
            svg.line(Point{x, y - 4}, Point{x + 28, y - 4}, boundary_style(style_row));
            svg.text(Point{x + 36, y}, note.substr(3), "");
        } else if (note.rfind("  ", 0) == 0) {
            svg.text(Point{x + 36, y}, note.substr(2), "");
        } else if (!note.empty()) {
            svg.text(Point{x, y}, note, "");
        }
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

// The statement's stuck game: from XXX every move leads back.
const std::vector<std::uint32_t> kStuckGame = {0, 4, 5, 1, 3, 2, 6, 7};

// Everything drawn, in one language, into `folder`.
void draw_all(const std::string& folder, Language language) {
    std::filesystem::create_directories(folder);
    const bool en = language == Language::kEnglish;
    write(folder, "trace-3.md", trace(3, language));
    write(folder, "gray-3.md", gray_table(3, language));
    write(
        folder, "cube-3.svg",
        cube(states_of(search(3)), false,
             en ? "The search for n = 3: the cycle on the edges of the 3-cube"
                : "n = 3 时的搜索：沿三维立方体的边走出的回路",
             en ? std::vector<std::string>{"Each box is a state; \"step k\" is when the search "
                                           "reaches it.",
                                           "The arrows are the moves, in order, back to OOO."}
                : std::vector<std::string>{"每个方框是一个状态，“第 k 步”表示搜索在第几步到达它。",
                                           "箭头按顺序表示每一步移动，最后回到 OOO。"},
             language));
    write(
        folder, "stuck-3.svg",
        cube(
            kStuckGame, true,
            en ? "A stuck game for n = 3: from XXX every move leads back"
               : "n = 3 时卡住的一局：从 XXX 出发的每一步都回到已访问的状态",
            en ? std::vector<std::string>{"Stuck at XXX (red): its three neighbours (dashed "
                                          "red) were all visited,",
                                          "and OOO is not one of them. A depth-first search "
                                          "backs up here."}
               : std::vector<
                     std::
                         string>{"走到 XXX（红框）就卡住了：它的三个邻居（红色虚线框）都已访问过，",
                                 "而且都不是 OOO。深度优先搜索在这里必须回溯。"},
            language));
    write(folder, "map-4.svg",
          map_of_four(states_of(search(4)),
                      en ? "The search for n = 4 on a 4 × 4 map of the 16 states"
                         : "n = 4 时的搜索：16 个状态排成 4×4 的图",
                      en ? std::vector<std::string>{"Neighbours differ in one hole, and so do the "
                                                    "ends of every row and column.",
                                                    "The walk snakes through the rows; the last "
                                                    "move wraps back to OOOO."}
                         : std::vector<std::string>{"相邻的方框只差一个洞；每行的首尾、每列的首尾"
                                                    "也只差一个洞。",
                                                    "路线一行一行蛇形前进，最后一步绕回 OOOO。"},
                      language));
    write(
        folder, "reflected-4.svg",
        reflected(
            states_of(search(4)),
            en ? "The 17 lines for n = 4: the reflected Gray code, each aligned block a "
                 "subcube"
               : "n = 4 的 17 行：反射格雷码，每个对齐的块都是一个子立方体",
            en ? std::vector<std::string>{"Row k is k XOR (k >> 1), hole 0 leftmost.",
                                          "The outlined cell is the hole row k flips:",
                                          "hole t = ctz(k), for k = 1 to 15.", "",
                                          "--2blocks of 2 rows", "--4blocks of 4 rows",
                                          "--8the mirror: rows 8 to 15 are rows",
                                          "  7 to 0 with hole 3 covered (blocks of 8)", "",
                                          "In each aligned block of 2ᵗ rows, holes t",
                                          "and up never change and holes 0 to t-1 take",
                                          "all 2ᵗ settings: a whole t-dimensional subcube.",
                                          "So when row k flips hole t, every hole",
                                          "numbered below t leads back into the block",
                                          "just finished: visited. Hole t is the",
                                          "lowest-numbered hole that leads somewhere new.", "",
                                          "Row 16 closes the cycle: one move from row 15."}
               : std::vector<std::string>{"第 k 步是 k ^ (k >> 1)，洞 0 在最左。",
                                          "有边框的格子是第 k 步翻转的洞：",
                                          "k = 1 到 15 时是洞 t = ctz(k)。", "", "--2每 2 步一块",
                                          "--4每 4 步一块", "--8镜面：第 8 到 15 步是第 7 到 0 步",
                                          "  再盖上洞 3（每 8 步一块）", "",
                                          "在每个对齐的 2ᵗ 步的块里，洞 t 及以上",
                                          "都不变，洞 0 到 t-1 取遍全部 2ᵗ 种组合：",
                                          "正好是一个 t 维子立方体。",
                                          "所以第 k 步翻转洞 t 时，编号比 t 小的洞",
                                          "都会回到刚走完的那一块里：已访问过。",
                                          "洞 t 是能走到新状态的编号最小的洞。", "",
                                          "第 16 步回到起点：与第 15 步只差一步。"},
            language));
}

// One frame of play.html: the state shown after a move forward, a step
// back, or the start; each hole tried there, in the order tried, with why
// it was refused or taken.
struct Tried {
    int hole;
    std::uint32_t to;
    std::string verdict;  // "visited" (at `step`), "new", "start", or "explored": a dead end
    int step;
};

struct Frame {
    std::string kind;  // "start", "move", "back" or "close"
    std::uint32_t state;
    std::uint32_t from;
    std::vector<Tried> tried;
};

std::vector<Frame> search_frames(int holes) {
    std::vector<Frame> frames{Frame{"start", 0, 0, {}}};
    std::vector<Move> moves = search(holes);
    for (std::size_t step = 1; step <= moves.size(); ++step) {
        const Move& move = moves[step - 1];
        const bool closing = step == moves.size();
        Frame frame{closing ? "close" : "move", move.to, move.from, {}};
        for (std::size_t lower = 0; lower < move.refused_at_step.size(); ++lower) {
            const int hole = static_cast<int>(lower);
            frame.tried.push_back(Tried{hole, move.from ^ (std::uint32_t{1} << hole), "visited",
                                        move.refused_at_step[lower]});
        }
        frame.tried.push_back(Tried{move.hole, move.to, closing ? "start" : "new", 0});
        frames.push_back(frame);
    }
    return frames;
}

// A depth-first search that backs up: from each state of the statement's
// stuck game it first tries the hole that game moved next, then the others
// lowest first. It follows the game into XXX, finds no way on, and backs up
// until another hole leads to a whole cycle.
class BackingUpSearch {
  public:
    BackingUpSearch(int holes, const std::vector<std::uint32_t>& game)
        : holes_(holes), game_(game), on_path_(std::size_t{1} << holes, false) {}

    std::vector<Frame> run() {
        frames_ = {Frame{"start", 0, 0, {}}};
        path_ = {0};
        on_path_[0] = true;
        if (!extend()) throw std::runtime_error("the backing-up search found no cycle");
        return frames_;
    }

  private:
    std::vector<int> order(std::uint32_t state) const {
        std::vector<int> holes;
        for (std::size_t i = 0; i + 1 < game_.size(); ++i) {
            if (game_[i] == state) holes.push_back(hole_between(state, game_[i + 1]));
        }
        for (int hole = 0; hole < holes_; ++hole) {
            if (std::find(holes.begin(), holes.end(), hole) == holes.end()) holes.push_back(hole);
        }
        return holes;
    }
    int step_on_path(std::uint32_t state) const {
        return static_cast<int>(std::find(path_.begin(), path_.end(), state) - path_.begin());
    }

    bool extend() {
        const std::uint32_t state = path_.back();
        std::vector<Tried> tried;
        if (path_.size() == on_path_.size()) {
            for (int hole = 0; hole < holes_; ++hole) {
                const std::uint32_t to = state ^ (std::uint32_t{1} << hole);
                if (to == 0) {
                    tried.push_back(Tried{hole, to, "start", 0});
                    frames_.push_back(Frame{"close", 0, state, tried});
                    return true;
                }
                tried.push_back(Tried{hole, to, "visited", step_on_path(to)});
            }
        } else {
            for (int hole : order(state)) {
                const std::uint32_t to = state ^ (std::uint32_t{1} << hole);
                if (on_path_[to]) {
                    tried.push_back(Tried{hole, to, "visited", step_on_path(to)});
                    continue;
                }
                tried.push_back(Tried{hole, to, "new", 0});
                frames_.push_back(Frame{"move", to, state, tried});
                path_.push_back(to);
                on_path_[to] = true;
                if (extend()) return true;
                path_.pop_back();
                on_path_[to] = false;
                tried.back().verdict = "explored";
            }
        }
        frames_.push_back(Frame{"back", path_[path_.size() - 2], state, tried});
        return false;
    }

    int holes_;
    std::vector<std::uint32_t> game_;
    std::vector<bool> on_path_;
    std::vector<std::uint32_t> path_;
    std::vector<Frame> frames_;
};

std::string frames_js(const std::vector<Frame>& frames, int holes) {
    std::ostringstream out;
    out << "[\n";
    for (std::size_t i = 0; i < frames.size(); ++i) {
        const Frame& frame = frames[i];
        out << "{\"kind\": \"" << frame.kind << "\", \"state\": \"" << line_of(frame.state, holes)
            << "\", \"from\": \"" << line_of(frame.from, holes) << "\", \"tried\": [";
        for (std::size_t j = 0; j < frame.tried.size(); ++j) {
            const Tried& t = frame.tried[j];
            out << (j ? ", " : "") << "[" << t.hole << ", \"" << line_of(t.to, holes) << "\", \""
                << t.verdict << "\", " << t.step << "]";
        }
        out << "]}" << (i + 1 < frames.size() ? "," : "") << "\n";
    }
    return out.str() + "]";
}

// The largest n the page plays (problem/limits.json, through CMake): n = 5
// fills two 4 x 4 maps, and position() in docs/play-board.js places no more.
const int kLargestPlayed = ROCKS_LARGEST_PLAYED;
static_assert(kLargestPlayed <= 5, "the page's maps place at most 5 holes");

std::string play_data(const std::vector<std::uint32_t>& stuck_game) {
    std::ostringstream out;
    out << "// The frames docs/play.html plays, drawn by docs/draw.cpp from the solver's\n"
           "// own search step; the stuck game's from a search that backs up. Do not\n"
           "// edit: cmake --build <build folder> --target regenerate\n"
           "const ROCKS_PLAY = {\n\"palette\": {";
    for (const Colour& entry : kPalette) {
        out << (&entry == kPalette ? "" : ", ") << "\"" << entry.name << "\": \"" << entry.value
            << "\"";
    }
    // The corners of the cube, as cube-3.svg places them; n = 1 and 2 use
    // those with the higher holes empty.
    out << "},\n\"corners\": {";
    for (std::uint32_t state = 0; state < 8; ++state) {
        const Point at = corner(state);
        out << (state ? ", " : "") << "\"" << line_of(state, 3) << "\": [" << at.x << ", " << at.y
            << "]";
    }
    // The largest n the page plays, and the judge's range, which its check
    // mode takes (problem/limits.json, through CMake).
    out << "},\n\"map_order\": [";
    for (const char* pair : kMapOrder) {
        out << (pair == kMapOrder[0] ? "" : ", ") << "\"" << pair << "\"";
    }
    out << "],\n\"limits\": {\"largest_played\": " << kLargestPlayed
        << ", \"min_n\": " << ROCKS_MIN_N << ", \"max_n\": " << ROCKS_MAX_N << "}";
    out << ",\n\"search\": {\n";
    for (int holes = 1; holes <= kLargestPlayed; ++holes) {
        out << "\"" << holes << "\": " << frames_js(search_frames(holes), holes)
            << (holes < kLargestPlayed ? ",\n" : "\n");
    }
    out << "},\n\"stuck\": " << frames_js(BackingUpSearch(3, stuck_game).run(), 3) << "\n};\n";
    return out.str();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: draw FOLDER\n";
        return 1;
    }
    const std::string folder = argv[1];
    try {
        draw_all(folder, Language::kEnglish);
        draw_all(folder + "/zh-CN", Language::kChinese);
        write(folder, "play-data.js", play_data(kStuckGame));
    } catch (const std::exception& error) {
        std::cerr << "draw: " << error.what() << "\n";
        return 1;
    }
    return 0;
}
